import SwiftUI
import UIKit

// Compiled by both targets; only the app, which bundles Roboto, calls these.
extension Font {
    static var brandTitle: Font { Font.custom("Roboto", size: 28, relativeTo: .title) }
}

extension UIFont {
    static var brandBold: UIFont? { UIFont(name: "Roboto-Bold", size: 17) }
}
