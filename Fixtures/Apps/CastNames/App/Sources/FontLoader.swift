import CoreText
import Foundation

enum FontLoader {
    /// The file name passes through a conversion and a cast; it is still the constant "GlyphTest-Bold.ttf".
    static func registerBold() {
        guard let url = Bundle.main.url(forResource: String("GlyphTest-Bold"), withExtension: ("ttf" as NSString) as String) else { return }
        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
    }
}
