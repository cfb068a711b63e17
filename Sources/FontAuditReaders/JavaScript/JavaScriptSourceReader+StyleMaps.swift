import FontAuditModel

/// What a React Native app registers while it runs (`useFonts`, `Font.loadAsync`), as each
/// `fontFamily` it asks for is judged against it: one judgement for the code's styles and for the
/// style maps it requires.
struct RuntimeFamilies {
    /// The aliases registered from a file of the checkout: each names that file's face.
    private let loaded: Set<String>
    /// The aliases whose file the audit does not know (a package's): fine, and nothing to check
    /// them against.
    private let unread: Set<String>
    /// Whether a registration's aliases are not all known: any other family may be one of them.
    private let open: Bool

    /// On Android (`platform`), an alias of a package's file is judged as any alias: Android never
    /// reads the face, and expo-font registers it for the regular style only, so a bold or an
    /// italic of it opens another file (issue 93).
    init(_ fonts: [RuntimeFont], open: Bool, platform: Platform = .iOS) {
        let android = platform == .android
        loaded = Set(fonts.compactMap { $0.file == nil && !android ? nil : $0.alias })
        unread = Set(fonts.filter { $0.file == nil }.map(\.alias)).subtracting(loaded)
        self.open = open
    }

    enum Judgement {
        /// The system font, or an alias of a font the audit cannot read: nothing to check.
        case fine
        /// Possibly an alias the audit cannot read: open.
        case open
        /// A request to check.
        case asked
    }

    func judge(_ family: String) -> Judgement {
        if JavaScriptSourceReader.systemFamilies.contains(family) || unread.contains(family) { return .fine }
        return open && !loaded.contains(family) ? .open : .asked
    }
}

// Style maps kept as JSON: tailwind-rn's `styles.json` (`{"font-lato": {"fontFamily": "Lato"}}`,
// given to `create(styles)` and merged there with the app's own maps), or a theme's JSON. Metro
// bundles a JSON file the code requires as the object it holds, and each `fontFamily` in it is a
// style's family as if the code had written it.
extension JavaScriptSourceReader {
    /// The names React Native's `RCTFont` takes for the system font before any lookup.
    static let systemFamilies: Set<String> = [
        "System", "system-ui", "ui-sans-serif", "ui-serif", "ui-monospace", "ui-rounded",
    ]

    /// The `fontFamily` strings of a JSON style map at `display`, each with the `fontWeight` and
    /// `fontStyle` beside it, judged as the code's own styles are against what `contribution`
    /// registers while the app runs; a list of families (`"ui-sans-serif, system-ui"`, a web
    /// stack) is left out, since React Native takes none of it as one family, and so is an icon
    /// font's configuration.
    package static func addStyleMap(_ bytes: [UInt8], display: String, to contribution: inout SourceContribution) {
        // An IcoMoon selection (`createIconSetFromIcoMoon(config, 'custom', 'custom.ttf')`) names
        // its font in `preferences.fontPref.metadata`, which the call's own family overrides: no style.
        guard ByteSearch.contains(bytes, familyKey), let leaves = TranslationJSON.leaves(bytes),
            !leaves.contains(where: { $0.path == ["IcoMoonType"] })
        else { return }
        let registered = RuntimeFamilies(contribution.runtimeFonts, open: contribution.runtimeFamiliesOpen)
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var traits: [[String]: RequestedTraits] = [:]
        for leaf in leaves where leaf.path.count >= 2 {
            let object = Array(leaf.path.dropLast())
            switch leaf.path.last {
            case "fontStyle" where leaf.text == "italic": traits[object, default: RequestedTraits()].italic = true
            case "fontWeight":
                JavaScriptModuleScanner.setWeight(leaf.text, of: &traits[object, default: RequestedTraits()])
            default: break
            }
        }
        for leaf in leaves where leaf.path.count >= 2 && leaf.path.last == api {
            let family = leaf.text
            guard !family.isEmpty, !family.contains(",") else { continue }
            switch registered.judge(family) {
            case .fine: continue
            case .open:
                contribution.dynamic.append(
                    DynamicFontName(
                        file: display, line: leaf.line, api: api, written: "\"\(leaf.text)\"",
                        reason: OpenReason(.runtimeRegistration)))
            case .asked:
                let line = leaf.line <= lines.count ? Array(lines[leaf.line - 1]) : []
                contribution.requests.append(
                    FontRequest(
                        name: family, file: display, line: leaf.line, column: column(in: line),
                        api: api, source: .javaScript, traits: traits[Array(leaf.path.dropLast())] ?? RequestedTraits(),
                        platform: .iOS, origin: .literal))
            }
        }
    }

    /// The quoted key whose value is a style's family.
    private static let familyKey = ByteSearch.Needle("\"\(api)\"")

    /// The 1-based column (in Unicode scalars, as the lexer counts) of the value after the last
    /// `"fontFamily"` key of `line`, or 1.
    private static func column(in line: [UInt8]) -> Int {
        guard let start = ByteSearch.offsets(of: familyKey, in: line).last,
            let quote = line[(start + familyKey.bytes.count)...].firstIndex(of: UInt8(ascii: "\""))
        else { return 1 }
        return String(decoding: line[..<quote], as: UTF8.self).unicodeScalars.count + 1
    }
}
