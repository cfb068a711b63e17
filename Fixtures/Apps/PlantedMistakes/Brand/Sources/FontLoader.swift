import CoreText
import Foundation

enum FontLoader {
    static func registerDisplayFont() {
        // registered-file-missing: the file is Heavy.ttf
        guard let url = Bundle.main.url(forResource: "Brand-Heavy", withExtension: "ttf") else { return }
        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
    }
}
