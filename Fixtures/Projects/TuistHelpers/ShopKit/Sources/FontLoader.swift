import CoreText
import Foundation

public enum FontLoader {
    /// Registers the kit's fonts from the framework's bundle; the app calls it at launch.
    public static func registerFonts() {
        let bundle = Bundle(for: Marker.self)
        for url in bundle.urls(forResourcesWithExtension: "ttf", subdirectory: nil) ?? [] {
            guard let data = try? Data(contentsOf: url), let provider = CGDataProvider(data: data as CFData),
                  let font = CGFont(provider) else { continue }
            CTFontManagerRegisterGraphicsFont(font, nil)
        }
    }

    private final class Marker {}
}
