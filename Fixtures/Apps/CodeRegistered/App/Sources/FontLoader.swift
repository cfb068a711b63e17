import CoreText
import UIKit

enum FontLoader {
    /// Every .ttf of the bundle's Fonts folder (a folder reference).
    static func registerBundledFonts() {
        for url in Bundle.main.urls(forResourcesWithExtension: "ttf", subdirectory: "Fonts") ?? [] {
            CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
        }
    }

    /// The variable font as one CGFont: only its default instance, `Inter`, becomes available.
    static func registerInter() {
        guard let url = Bundle.main.url(forResource: "Inter", withExtension: "ttf", subdirectory: "Variable"),
              let provider = CGDataProvider(url: url as CFURL),
              let font = CGFont(provider) else { return }
        CTFontManagerRegisterGraphicsFont(font, nil)
    }

    /// A font kept in the asset catalog as a data set.
    static func registerDisplay() {
        guard let asset = NSDataAsset(name: "Display"),
              let provider = CGDataProvider(data: asset.data as CFData),
              let font = CGFont(provider) else { return }
        CTFontManagerRegisterGraphicsFont(font, nil)
    }
}
