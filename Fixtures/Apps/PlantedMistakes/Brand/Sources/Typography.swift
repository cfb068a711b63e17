import SwiftUI
import UIKit

/// The app's font names, in one place.
enum FontName: String {
    case regular = "Roboto-Regular"
    case bold = "Roboto-Bold"
    case italic = "Roboto-Italic"
}

enum Typography {
    static let family = "Roboto"
    static let caption = family + "-Regular"

    // font-name-unknown: a typo (the fix-it is Roboto-Bold)
    static let title = Font.custom("Roboto-Blod", size: 28, relativeTo: .title)

    static let body = Font.custom(FontName.regular.rawValue, size: 17)
    static let footnote = Font.custom(caption, fixedSize: 13)

    // font-name-not-postscript: the family name, not a PostScript name
    static let legacyBody = UIFont(name: family, size: 17)

    // font-name-not-registered: Cantarell-Regular.otf is bundled but not in UIAppFonts
    static let accent = UIFont(name: "Cantarell-Regular", size: 15)

    static let descriptor = UIFontDescriptor(name: FontName.bold.rawValue, size: 17)
    static let attributed = UIFontDescriptor(fontAttributes: [.name: "Roboto-Bold"])
    static let coreText = CTFontCreateWithName("Roboto-Regular" as CFString, 12, nil)

    /// A dynamic name: counted and skipped, never guessed.
    static func font(named name: String, size: CGFloat) -> UIFont? {
        UIFont(name: name, size: size)
    }

    /// Not requests: a comparison, a log line, a comment and dead code.
    static func isBrandFont(_ font: UIFont) -> Bool {
#if false
        let unused = UIFont(name: "Dead-Code", size: 12)
#endif
        // UIFont(name: "Commented-Out", size: 12)
        print("Looking for UIFont(name: \"Logged-Name\", size: 12)")
        return font.fontName == "Compared-Name"
    }
}

/// A property named like the parameter above: the parameter stays dynamic, never this value.
struct Profile {
    let name = "Anonymous"
}
