import CoreText
import UIKit

/// The faces the loop registers, by file name.
enum BrandFont: String, CaseIterable {
    case regular = "Roboto-Regular"
    case bold = "Roboto-Bold"
    // No such file is bundled: the loop's lookup finds nothing for this case.
    case black = "Roboto-Black"
}

enum FontLoader {
    static let titleFile = "Cantarell-Regular"

    static func registerAll() {
        for font in BrandFont.allCases {
            guard let url = Bundle.main.url(forResource: font.rawValue, withExtension: "ttf") else { continue }
            CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
        }
        // Each call's name goes with its own extension: no `Cantarell-Regular.ttf` is asked for.
        registerFile(named: titleFile, type: "otf")
        registerFile(named: "Roboto-Italic", type: "ttf")
    }

    static func registerFile(named name: String, type: String) {
        guard let url = Bundle.main.url(forResource: name, withExtension: type) else { return }
        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
    }
}
