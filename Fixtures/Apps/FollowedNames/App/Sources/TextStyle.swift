import UIKit

/// A switch returning names: `Roboto-Heavy` matches no face.
enum TextStyle {
    case body
    case title

    var fontName: String {
        switch self {
        case .body: return "Roboto-Regular"
        case .title: return "Roboto-Heavy"
        }
    }
}

func styledFont(_ style: TextStyle) -> UIFont? {
    UIFont(name: style.fontName, size: 17)
}

/// Every case is a registered face, asked for by its raw value inside the enum (silent).
enum AppFont: String {
    case regular = "Roboto-Regular"
    case italic = "Roboto-Italic"

    func font(size: CGFloat) -> UIFont? {
        UIFont(name: rawValue, size: size)
    }
}
