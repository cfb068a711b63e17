import FontAuditInventory
import FontAuditModel
import FontInspectorModel

// The Android half of a React Native or Expo app (``AndroidFonts``): each `fontFamily` of the
// code Android runs, judged as React Native's `ReactFontManager` looks it up there. Its findings
// are `font-name-unknown` (the name opens nothing: Roboto) and `font-variant-missing` (the
// regular style opens a file, the style asked none: Roboto in that style), each with the
// platform `android`. Both are errors: Android draws another typeface, not the font without a trait.
extension FontNameUnknownRule {
    /// The Android requests whose `fontFamily` opens nothing.
    func androidFindings(in inventory: Inventory) -> [Finding] {
        guard let android = inventory.android, android.open == nil else { return [] }
        let files = android.filesByName
        // A name asked again with another element's style is judged where it is written.
        return android.requests.filter { !$0.inherited }.compactMap { request in
            let style = AndroidFonts.Style(request.traits)
            guard case .unknown = android.lookup(request.name, style: style, files: files) else { return nil }
            let fix = android.fileName(for: request.name, style: style, files: files)
            let elsewhere = inventory.fonts.first {
                FileName.stem(of: $0.path) == request.name + style.rawValue && !android.assetFiles.contains($0.path)
            }
            var result = finding(
                .androidOpensNothing(
                    name: request.name, style: style, folder: android.assetFolder, fix: fix, elsewhere: elsewhere?.path,
                    expo: android.expo),
                at: request, fix: fix)
            result.platform = Platform.android.rawValue
            // Fix mode writes the file's name where only Android reads the literal (its branch of
            // `Platform.select`, a `.android.tsx` file); one iOS reads too is chosen by hand.
            if let fix {
                let shared = inventory.requests.contains {
                    $0.file == request.file && $0.line == request.line && $0.column == request.column
                }
                result.action =
                    shared
                    ? .manual(
                        "iOS reads the same literal: write `Platform.select({ ios: '\(request.name)', android: '\(fix)' })`"
                    )
                    : .replaceName(request: request, new: fix, family: nil)
            }
            return result
        }
    }
}

extension FontVariantMissingRule {
    /// The Android requests whose style opens no file where the regular style opens one.
    func androidFindings(in inventory: Inventory) -> [Finding] {
        // Registrations the audit cannot list (a `fontDefinitions` family, an alias map it cannot
        // read) may give the family that style: then nothing is said.
        guard let android = inventory.android, android.open == nil else { return [] }
        let files = android.filesByName
        return android.requests.compactMap { request in
            let style = AndroidFonts.Style(request.traits)
            guard case .styleMissing(let regular) = android.lookup(request.name, style: style, files: files) else {
                return nil
            }
            var result = finding(
                .androidNoStyleFile(name: request.name, style: style, regular: regular, folder: android.assetFolder),
                at: request, notes: request.inheritedNote.map { [$0] } ?? [])
            result.severity = .error
            result.platform = Platform.android.rawValue
            return result
        }
    }
}

extension FontRequest {
    /// Where an inherited family is written (``FontRequest/inheritedFrom``), for a finding's notes:
    /// "The fontFamily is the one <AppText> gives (src/AppText.tsx:6); the style is this place's."
    var inheritedNote: String? {
        inheritedFrom.map {
            "The fontFamily is the one \($0.label) gives (\($0.file):\($0.line)); the style is written here."
        }
    }
}

extension AndroidFonts {
    /// The `fontFamily` to write for `name` in `style`: the stem of the asset file whose face has
    /// that PostScript name, or of the one spelled so but for case; nil when none is.
    func fileName(for name: String, style: Style, files: [String: String]) -> String? {
        func family(of stem: String) -> String? {
            guard style != .regular else { return stem }
            return stem.hasSuffix(style.rawValue) ? String(stem.dropLast(style.rawValue.count)) : nil
        }
        for (stem, path) in files.sorted(by: { $0.key < $1.key })
        where assetFaces[path]?.contains(name) == true {
            if let family = family(of: stem) { return family }
        }
        let wanted = (name + style.rawValue).lowercased()
        return files.keys.sorted().first { $0.lowercased() == wanted }.flatMap(family(of:))
    }
}

extension Finding.Message {
    /// `name` (a `fontFamily`) in `style` opens no asset file, no `addCustomFont` family and no
    /// expo-font alias on Android: `Typeface.create` gives Roboto. `fix`, the file stem to write;
    /// `elsewhere`, a font file of the checkout with the name Android looks for, not in its assets.
    static func androidOpensNothing(
        name: String, style: AndroidFonts.Style, folder: String, fix: String?, elsewhere: String?, expo: Bool
    ) -> Self {
        let file = "fonts/\(name)\(style.rawValue).ttf"
        let drawn = style == .regular ? "Roboto" : "Roboto \(style.said)"
        let advice: String
        if let fix {
            advice =
                "Write `fontFamily: '\(fix)'`: Android finds a font by its asset file's name, never by the font's own names."
        } else if let elsewhere {
            advice =
                expo
                ? "\(quoted(elsewhere)) has that name but is not in the APK: list it in the expo-font plugin's `fonts` (prebuild copies it into assets/fonts), or load it with `useFonts`."
                : "\(quoted(elsewhere)) has that name but is not in the APK: copy it into \(folder) (`npx react-native-asset` does, from react-native.config.js's `assets`)."
        } else {
            advice =
                "Add the font as \(quoted(folder + "/" + name + style.rawValue + ".ttf")), or write the name of a file that is there."
        }
        return Self(
            "androidOpensNothing",
            facts: ["name": name, "style": style.said, "file": file, "fix": fix ?? "", "elsewhere": elsewhere ?? ""],
            text:
                "\(quoted(name)) (fontFamily) opens no font on Android: React Native looks for the asset \(quoted(file)) (or `.otf`), registered families and expo-font aliases, and none has that name, so Android draws \(drawn) instead. \(advice)"
        )
    }

    /// `name` opens `regular` in the regular style on Android, but `style` has no file of its own
    /// (`<name>_bold.ttf`): Roboto in that style.
    static func androidNoStyleFile(name: String, style: AndroidFonts.Style, regular: String, folder: String) -> Self {
        let file = "fonts/\(name)\(style.rawValue).ttf"
        return Self(
            "androidNoStyleFile",
            facts: ["name": name, "style": style.said, "file": file, "regular": regular],
            text:
                "\(quoted(name)) (fontFamily) in the \(style.said) style opens no font on Android: React Native looks for the asset \(quoted(file)) (or `.otf`), which the app does not have (\(quoted(regular)) is the regular style's), so Android draws Roboto \(style.said) instead of \(quoted(name)). Add the \(style.said) face as \(quoted(folder + "/" + name + style.rawValue + ".ttf")), or write its own file's name in `fontFamily` without the style."
        )
    }
}
