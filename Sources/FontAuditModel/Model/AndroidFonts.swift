/// The Android half of a React Native or Expo app: the fonts Android's `ReactFontManager` can
/// open, and the `fontFamily` requests of the code Android runs. React Native looks a family up
/// by the names the app gives it, never by a font's own names (docs/RESOLUTION.md):
/// 1. a family `ReactFontManager.addCustomFont(context, "Name", R.font.x)` registers, by that name;
/// 2. an alias expo-font registers (`useFonts`, `Font.loadAsync`), for the regular style only
///    (`ReactFontManager.setTypeface(alias, Typeface.NORMAL, typeface)`);
/// 3. the APK asset `fonts/<fontFamily><suffix>.ttf`, then `.otf`, where the suffix is `""`,
///    `_bold`, `_italic` or `_bold_italic` for the style (weight 700 and above is bold);
/// 4. else `Typeface.create(fontFamily, style)`: one of Android's own families, or Roboto.
package struct AndroidFonts: Sendable, Hashable, Codable {
    /// The font files the APK holds under `assets/fonts/`, each as findings show it: a module's
    /// `src/main/assets/fonts/` in the checkout, and the files the expo-font config plugin copies
    /// there at prebuild.
    package var assetFiles: [String] = []
    /// The PostScript names of each asset file's faces (by the path as shown): what a fix offers
    /// for a name that is a face's rather than a file's.
    package var assetFaces: [String: [String]] = [:]
    /// The families `addCustomFont` registers in the app's native code.
    package var customFamilies: [String] = []
    /// The aliases expo-font registers while the app runs (regular style only).
    package var aliases: [String] = []
    /// Whether the app is an Expo app (its fonts come from the expo-font plugin and `useFonts`).
    package var expo = false
    /// The folder where a font file goes to be found, as shown (`android/app/src/main/assets/fonts`).
    package var assetFolder: String
    /// Why what Android can open is not all known (a config the audit cannot read, run-time
    /// aliases it cannot list, an assets folder git ignores): a name that opens nothing known is
    /// then not judged. Nil when all of it is known.
    package var open: OpenReason?
    /// The `fontFamily` requests of the code Android runs (`Platform.select`'s `android` branch,
    /// `.android.js` modules).
    package var requests: [FontRequest] = []

    package init(assetFolder: String) {
        self.assetFolder = assetFolder
    }

    /// The families Android resolves itself (`Typeface.create`'s system families), which draw a
    /// system face on purpose, and the names React Native gives the system font.
    package static let systemFamilies: Set<String> = [
        "sans-serif", "sans-serif-light", "sans-serif-thin", "sans-serif-medium", "sans-serif-black",
        "sans-serif-condensed", "sans-serif-condensed-light", "sans-serif-condensed-medium", "sans-serif-smallcaps",
        "serif", "monospace", "serif-monospace", "casual", "cursive", "fantasy", "source-sans-pro", "arial",
        "helvetica", "tahoma", "verdana", "times", "times new roman", "palatino", "georgia", "baskerville", "goudy",
        "courier", "courier new", "monaco", "Roboto", "System", "system-ui",
    ]

    /// The four styles `ReactFontManager` reduces a `fontWeight` and `fontStyle` to, by the
    /// suffix of the asset file it opens for each.
    package enum Style: String, Sendable, Hashable, CaseIterable {
        case regular = ""
        case bold = "_bold"
        case italic = "_italic"
        case boldItalic = "_bold_italic"

        /// The style of `traits`: bold from weight 700 (`'bold'`, `'700'`, `'800'`, `'900'`).
        package init(_ traits: RequestedTraits) {
            let bold = traits.bold || ["heavy", "black"].contains(traits.weight ?? "")
            switch (bold, traits.italic) {
            case (false, false): self = .regular
            case (true, false): self = .bold
            case (false, true): self = .italic
            case (true, true): self = .boldItalic
            }
        }

        /// How a message says it: "bold", "italic", "bold italic".
        package var said: String {
            switch self {
            case .regular: "regular"
            case .bold: "bold"
            case .italic: "italic"
            case .boldItalic: "bold italic"
            }
        }
    }

    /// What Android draws for a `fontFamily` in a style.
    package enum Lookup: Sendable, Hashable {
        /// One of Android's own families, or the system font asked for by name.
        case system
        /// A family `addCustomFont` registers, or an alias expo-font registers (regular style).
        case registered
        /// The asset file it opens, as shown.
        case file(String)
        /// The regular style opens `regular` but the style asked has no file: Roboto in that style.
        case styleMissing(regular: String)
        /// Nothing: Roboto.
        case unknown
    }

    /// The asset files by the name `ReactFontManager` opens them by: `fonts/<stem>.ttf` or `.otf`,
    /// exact in case (an APK's assets are).
    package var filesByName: [String: String] {
        var names: [String: String] = [:]
        for path in assetFiles.sorted(by: { $0.hasSuffix(".ttf") && !$1.hasSuffix(".ttf") }) {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            for ext in [".ttf", ".otf"] where name.hasSuffix(ext) {
                let stem = String(name.dropLast(ext.count))
                if names[stem] == nil { names[stem] = path }
            }
        }
        return names
    }

    /// What Android draws for `family` asked in `style`.
    package func lookup(_ family: String, style: Style, files: [String: String]) -> Lookup {
        if customFamilies.contains(family) { return .registered }
        if style == .regular, aliases.contains(family) { return .registered }
        if let file = files[family + style.rawValue] { return .file(file) }
        if Self.systemFamilies.contains(family) { return .system }
        if style != .regular, let regular = files[family] { return .styleMissing(regular: regular) }
        if style != .regular, aliases.contains(family) { return .styleMissing(regular: family) }
        return .unknown
    }
}
