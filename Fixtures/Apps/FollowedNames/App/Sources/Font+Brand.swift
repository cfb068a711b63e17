import SwiftUI

/// `custom(_:size:)` inside an extension of `Font` asks for Cantarell, which UIAppFonts does not list.
extension Font {
    static let caption2 = custom("Cantarell-Regular", size: 12)
}
