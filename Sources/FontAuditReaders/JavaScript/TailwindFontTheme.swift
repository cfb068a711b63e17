import Foundation

/// The font families a Tailwind theme gives its `font-<key>` classes in a React Native app, as the
/// app's class library passes them to React Native (docs/RESOLUTION.md):
/// - Uniwind (Tailwind 4) takes `--font-<key>` of a CSS `@theme` block whole, its quotes removed:
///   a CSS stack stays one string (`InterDisplay-Regular, system-ui, sans-serif`).
/// - NativeWind (2 and 4, Tailwind 3) takes the first family of `theme.fontFamily` or
///   `theme.extend.fontFamily` in `tailwind.config.js`, its quotes removed.
///
/// A key two places define differently is left out, and so are keys NativeWind's preset may
/// override (`sans`, `serif`, `mono` outside `extend`): what the class gives is not known.
package struct TailwindFontTheme: Hashable, Sendable, Codable {
    /// The family a class gives, and where the theme writes it.
    package struct Entry: Hashable, Sendable, Codable {
        package var family: String
        package var file: String
        package var line: Int
        package var column: Int
    }

    /// The class library: which reading of the theme applies.
    package enum Library: String, Hashable, Sendable, Codable {
        case nativeWind, uniwind
    }

    package var library: Library
    /// By key (`inter-semibold` of `font-inter-semibold`).
    package private(set) var entries: [String: Entry] = [:]
    private var ambiguous: Set<String> = []

    package init(library: Library) {
        self.library = library
    }

    /// Whether the theme gives any class a family.
    package var isEmpty: Bool { entries.isEmpty }

    private mutating func add(_ key: String, _ entry: Entry) {
        guard !ambiguous.contains(key) else { return }
        if let known = entries[key], known.family != entry.family {
            entries[key] = nil
            ambiguous.insert(key)
            return
        }
        if entries[key] == nil { entries[key] = entry }
    }

    /// `--font-<key>: value;` in the `@theme` blocks of a CSS file (Tailwind 4), read for Uniwind.
    package mutating func readCSS(_ text: String, file: String) {
        guard library == .uniwind else { return }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var inTheme = false
        var depth = 0
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !inTheme {
                if trimmed.hasPrefix("@theme"), line.contains("{") {
                    inTheme = true
                    depth = line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
                    if depth <= 0 { inTheme = false }
                }
                index += 1
                continue
            }
            if trimmed.hasPrefix("--font-"), let colon = trimmed.firstIndex(of: ":") {
                let key = String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 7)..<colon])
                // The value, to its `;` (a stack may wrap onto the next lines).
                var value = String(trimmed[trimmed.index(after: colon)...])
                var last = index
                while !value.contains(";"), last + 1 < lines.count, !lines[last + 1].contains("}") {
                    last += 1
                    value += " " + lines[last].trimmingCharacters(in: .whitespaces)
                }
                value = String(value.prefix { $0 != ";" })
                let family = value.replacingOccurrences(of: "\"", with: "").replacingOccurrences(of: "'", with: "")
                    .split(whereSeparator: \.isWhitespace).joined(separator: " ")
                // `--font-weight-bold` is a weight; `--font-sans--font-feature-settings` a setting.
                if !key.isEmpty, !key.hasPrefix("weight-"), !key.contains("--"), !family.isEmpty,
                    !family.contains("var("), !family.contains("(")
                {
                    let column = line.distance(from: line.startIndex, to: line.firstIndex(of: "-") ?? line.startIndex)
                    add(key, Entry(family: family, file: file, line: index + 1, column: column + 1))
                }
                index = last + 1
                continue
            }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            if depth <= 0 { inTheme = false }
            index += 1
        }
    }

    /// `theme.fontFamily` and `theme.extend.fontFamily` of a `tailwind.config` file (Tailwind 3),
    /// read for NativeWind: each key's first family, a string's up to its first comma.
    package mutating func readConfig(_ bytes: [UInt8], file: String) {
        guard library == .nativeWind else { return }
        let scanner = JavaScriptModuleScanner(tokens: JavaScriptLexer.read(bytes, jsx: false).tokens)
        let tokens = scanner.tokens
        var written: [String: [String: Entry]] = [:]  // by owner: `theme`, `extend`
        for index in tokens.indices where tokens[index].word == "fontFamily" {
            guard index + 2 < tokens.count, tokens[index + 1].isPunct(":"), tokens[index + 2].isPunct("{"),
                let close = scanner.closing(of: index + 2), let parent = scanner.enclosing(index), parent >= 2,
                tokens[parent - 1].isPunct(":"), let owner = tokens[parent - 2].word,
                owner == "theme" || owner == "extend"
            else { continue }
            let open = index + 2
            for cursor in (open + 1)..<close where scanner.enclosing(cursor) == open {
                guard cursor == open + 1 || tokens[cursor - 1].isPunct(","), cursor + 2 < close,
                    tokens[cursor + 1].isPunct(":")
                else { continue }
                let key: String
                switch tokens[cursor].kind {
                case .word(let word), .string(let word): key = word
                default: continue
                }
                var value = cursor + 2
                if tokens[value].isPunct("["), value + 1 < close { value += 1 }
                guard case .string(let text) = tokens[value].kind, let first = text.split(separator: ",").first
                else { continue }
                let family = first.replacingOccurrences(of: "\"", with: "").replacingOccurrences(of: "'", with: "")
                    .trimmingCharacters(in: .whitespaces)
                guard !family.isEmpty else { continue }
                let token = tokens[value]
                written[owner, default: [:]][key] = Entry(
                    family: family, file: file, line: token.line, column: token.column)
            }
        }
        // `extend` wins over `theme`; NativeWind's preset sets `sans`, `serif` and `mono` under
        // `extend`, so the app's own `theme` values of those are not what the class gives.
        var merged = (written["theme"] ?? [:]).filter { !["sans", "serif", "mono"].contains($0.key) }
        merged.merge(written["extend"] ?? [:]) { _, extended in extended }
        for (key, entry) in merged.sorted(by: { $0.key < $1.key }) { add(key, entry) }
    }

    /// The weights and styles Tailwind names `font-<weight>`: never a family class.
    static let weightKeys: Set<String> = [
        "thin", "extralight", "light", "normal", "medium", "semibold", "bold", "extrabold", "black",
    ]
}
