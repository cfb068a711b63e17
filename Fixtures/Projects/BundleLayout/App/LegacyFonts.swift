import CoreText
import Foundation

// The control: the App target is an Xcode target, where SWIFT_PACKAGE is not set, so the second
// branch is the one built, and the app's bundle holds no Roboto-Light.ttf.
enum LegacyFonts {
    static func register() {
        #if SWIFT_PACKAGE
            let url = Bundle.module.url(forResource: "Roboto-Light", withExtension: "ttf")!
        #else
            let url = Bundle.main.url(forResource: "Roboto-Light", withExtension: "ttf")!
        #endif
        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
    }
}
