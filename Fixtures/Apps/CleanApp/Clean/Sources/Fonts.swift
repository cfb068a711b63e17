import SwiftUI
import UIKit

enum AppFont: String {
    case regular = "Roboto-Regular"
    case bold = "Roboto-Bold"
    case italic = "Roboto-Italic"
}

extension Font {
    static let appBody = Font.custom(AppFont.regular.rawValue, size: 17, relativeTo: .body)
    static let appTitle = Font.custom(AppFont.bold.rawValue, size: 28, relativeTo: .title).bold()
    static let appQuote = Font.custom(AppFont.regular.rawValue, size: 17).italic()
    static let appLabel = Font.custom("Inter", size: 15).weight(.semibold)
    static let appCaption = Font.custom("Cantarell-Regular", fixedSize: 12)
    static let system = Font.custom("AvenirNext-Regular", size: 17)
}

let condensed = UIFont(name: "RobotoCondensed-Bold", size: 17)
