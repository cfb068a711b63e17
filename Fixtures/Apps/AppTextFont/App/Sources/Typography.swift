import UIKit

/// The app's type: every label gets Roboto through these and the appearance proxy, so no view
/// ties a string to its font where the string is set.
enum Typography {
    static func body(size: CGFloat = 17) -> UIFont {
        UIFont(name: "Roboto-Regular", size: size) ?? .systemFont(ofSize: size)
    }

    static func title(size: CGFloat = 22) -> UIFont {
        UIFont(name: "Roboto-Bold", size: size) ?? .boldSystemFont(ofSize: size)
    }

    /// Digits drawn as icons: a symbol font, not the text font.
    static func icons(size: CGFloat) -> UIFont {
        UIFont(name: "GlyphIcons-Regular", size: size) ?? .systemFont(ofSize: size)
    }

    static func apply() {
        UILabel.appearance().font = body()
        UINavigationBar.appearance().titleTextAttributes = [.font: title()]
    }
}
