import FontAuditModel

// Tailwind's font classes (NativeWind, Uniwind): `className="font-inter font-bold"`.
extension JavaScriptModuleScanner {
    /// The `font-<key>` classes of the file's JSX `className` (and `…ClassName`) attributes: in a
    /// string, or in the strings of the `{…}` it is given (`cn('font-inter', active && 'x')`). A
    /// class under another platform's variant (`android:font-x`), a weight (`font-bold`) and an
    /// arbitrary value (`font-[600]`) are left out.
    mutating func readFontClasses(into module: inout JavaScriptModule) {
        // The variants of the platforms other than this one (`android:`, `web:`, `windows:`).
        let classPlatforms = otherPlatforms.subtracting(["macos"])
        for value in classValues {
            let strings = value.filter {
                if case .string = $0.kind { true } else if case .template = $0.kind { true } else { false }
            }
            for token in strings {
                let texts: [String]
                switch token.kind {
                case .string(let text): texts = [text]
                case .template(let pieces, _): texts = pieces
                default: texts = []
                }
                for text in texts {
                    for written in text.split(whereSeparator: \.isWhitespace) {
                        let parts = written.split(separator: ":")
                        guard let last = parts.last,
                            !parts.dropLast().contains(where: { classPlatforms.contains(String($0)) }),
                            last.hasPrefix("font-") || last.hasPrefix("!font-")
                        else { continue }
                        let key = String(last.drop { $0 == "!" }.dropFirst(5))
                        guard !key.isEmpty, !key.hasPrefix("["), !TailwindFontTheme.weightKeys.contains(key) else {
                            continue
                        }
                        module.fontClasses.append(.init(key: key, line: token.line, column: token.column))
                    }
                }
            }
        }
    }
}

extension JavaScriptSourceReader {
    /// The families the app's font classes ask for (`font-inter` of a `className`), each once, where
    /// the theme writes it: the class library passes that value to React Native as the element's
    /// `fontFamily` (``TailwindFontTheme``). A class the theme does not define asks for nothing the
    /// audit can tell (Tailwind's own defaults, another theme).
    static func classRequests(
        of modules: [JavaScriptModule], theme: TailwindFontTheme, platform: Platform = .iOS
    ) -> [FontRequest] {
        let keys = Set(modules.flatMap { $0.fontClasses.map(\.key) })
        return keys.sorted().compactMap { key in
            guard let entry = theme.entries[key] else { return nil }
            return FontRequest(
                name: entry.family, file: entry.file, line: entry.line, column: entry.column, api: api,
                source: .javaScript, traits: RequestedTraits(), platform: platform, origin: .literal)
        }
    }
}
