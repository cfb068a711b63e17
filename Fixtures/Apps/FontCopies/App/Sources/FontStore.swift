import CoreText
import Foundation

enum FontStore {
    /// Registers the file the server names: which one is not known before run time.
    static func register(_ fileName: String) {
        guard let url = Bundle.main.url(forResource: fileName, withExtension: nil) else { return }
        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
    }

    static func registerOnboarding() {
        // The onboarding copy, registered a second time from code: still the same font.
        guard let url = Bundle.main.url(forResource: "Roboto-Regular-Onboarding", withExtension: "ttf") else { return }
        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
    }
}
