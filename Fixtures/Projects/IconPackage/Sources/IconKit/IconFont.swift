import UIKit

/// The package's icon font, registered from the package's own resource bundle on first use
/// (UIAppFonts reaches the app's main bundle only).
public enum IconFont {
    public static func font(size: CGFloat) -> UIFont {
        _ = registered
        return UIFont(name: "Cantarell-Regular", size: size) ?? .systemFont(ofSize: size)
    }

    private static let registered: Bool = {
        guard let url = Bundle.module.url(forResource: "Cantarell-Regular", withExtension: "otf") else { return false }
        return CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
    }()
}
