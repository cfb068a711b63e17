import CoreText
import Foundation

// SwiftPM builds this target (Xcode builds a package's targets with SwiftPM's rules), so the first
// branch is the one compiled: Bundle.module is DesignKit_DesignKit.bundle, which holds both fonts.
#if SWIFT_PACKAGE
    private let fontBundle = Bundle.module
#else
    private final class BundleToken {}
    private let fontBundle = Bundle(for: BundleToken.self)
#endif

public enum DesignFonts {
    /// Registers the package's fonts from its own resource bundle.
    public static func register() {
        registerFont(fontBundle.url(forResource: "Roboto-Regular", withExtension: "ttf"))
        registerFont(fontBundle.url(forResource: "Roboto-Bold", withExtension: "ttf"))
        // The same choice inside a function: SwiftPM never builds the second branch, whose main
        // bundle holds no font (read as written, it was a false registered-file-missing).
        #if SWIFT_PACKAGE
            let bold = Bundle.module.url(forResource: "Roboto-Bold", withExtension: "ttf")!
        #else
            let bold = Bundle.main.url(forResource: "Roboto-Bold", withExtension: "ttf")!
        #endif
        CTFontManagerRegisterFontsForURL(bold as CFURL, .process, nil)
    }

    private static func registerFont(_ url: URL?) {
        guard let url else { return }
        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
    }
}
