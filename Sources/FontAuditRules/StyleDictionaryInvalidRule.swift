import FontAuditInventory
import FontAuditModel

/// `style-dictionary-invalid`: an unknown text style, a missing name, or a size that is not positive.
package struct StyleDictionaryInvalidRule: Rule {
    package static let description = RuleDescription(
        identifier: "style-dictionary-invalid",
        name: "Style dictionary entry is invalid",
        severity: .error,
        summary:
            "A style dictionary has an unknown text style key, an entry without a font name, or a size that is not a positive number.",
        rationale: """
            A misspelled style key (`bodyy`) is never looked up, an entry without a font name or with a \
            size of 0, a negative size or a string where a number belongs makes the lookup fail: the text \
            renders in the system font, or at a size nobody chose. Fix the entry.
            """,
        triggeringExamples: [
            .listing(
                "a misspelled style", font: "Roboto/Roboto-Regular.ttf",
                sources: ["Styles.json": StyleDictionaryExamples.json(["body", "headline", "caption", "↓titel"])],
                expect: [.atMarker(fix: "title")]),
            .listing(
                "a size of zero", font: "Roboto/Roboto-Regular.ttf",
                sources: ["Styles.json": StyleDictionaryExamples.json(["↓body", "↓headline", "↓caption"], size: "0")]),
        ],
        nonTriggeringExamples: [
            .listing(
                "valid entries", font: "Roboto/Roboto-Regular.ttf",
                sources: ["Styles.json": StyleDictionaryExamples.json(["body", "headline", "caption"])])
        ],
        fixMode: "A misspelt style key is renamed, unless the dictionary defines that style already."
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        inventory.styleDictionaries.flatMap { dictionary in
            dictionary.entries.compactMap { entry -> Finding? in
                if !StyleDictionary.textStyles.contains(entry.key) {
                    let near = StyleDictionary.textStyles.min {
                        EditDistance.between($0, entry.key) < EditDistance.between($1, entry.key)
                    }
                    let close = near.flatMap { EditDistance.between($0, entry.key) <= 3 ? $0 : nil }
                    // A style the dictionary defines already is no rename: the entry is a stray copy.
                    if let close, let defined = dictionary.entries.first(where: { $0.key == close }) {
                        var result = finding(
                            .looksLikeDefinedStyle(
                                key: entry.key, path: dictionary.path, style: close, styleLine: defined.line),
                            file: dictionary.path, line: entry.line, column: entry.column, name: entry.key)
                        result.action = .manual(
                            "\(quoted(close)) is defined already: remove the entry or rename it by hand")
                        return result
                    }
                    var result = finding(
                        .notATextStyle(key: entry.key, path: dictionary.path, nearest: close),
                        file: dictionary.path, line: entry.line, column: entry.column, name: entry.key, fix: close)
                    result.action = close.map {
                        .renameKey(file: dictionary.path, line: entry.line, old: entry.key, new: $0)
                    }
                    return result
                }
                guard let problem = entry.problem else { return nil }
                return finding(
                    .styleEntryProblem(key: entry.key, path: dictionary.path, problem: problem),
                    file: dictionary.path, line: entry.line, column: entry.column, name: entry.key)
            }
        }
    }
}

extension Finding.Message {
    /// A key of a style dictionary that is no text style, but close to `style`, which the
    /// dictionary defines already (on `styleLine`).
    static func looksLikeDefinedStyle(key: String, path: String, style: String, styleLine: Int?) -> Self {
        Self(
            "looksLikeDefinedStyle",
            facts: ["key": key, "path": path, "style": style, "styleLine": styleLine.map(String.init) ?? ""],
            text: notLookedUp(key, path)
                + " It looks like \(quoted(style)), which is defined already\(styleLine.map { " (line \($0))" } ?? ""): remove this entry, or name the style it is meant for."
        )
    }

    /// A key of a style dictionary that is no text style; `nearest`, the style it most likely means.
    static func notATextStyle(key: String, path: String, nearest: String?) -> Self {
        Self(
            "notATextStyle", facts: ["key": key, "path": path, "nearest": nearest ?? ""],
            text: notLookedUp(key, path)
                + (nearest.map { " Did you mean \(quoted($0))?" }
                    ?? " The styles are \(StyleDictionary.textStyles.joined(separator: ", "))."))
    }

    /// What is wrong with a style dictionary's entry for `key`.
    static func styleEntryProblem(key: String, path: String, problem: String) -> Self {
        Self(
            "styleEntryProblem", facts: ["key": key, "path": path, "problem": problem],
            text: "\(quoted(key)) in \(quoted(path)): \(problem)")
    }

    /// The first sentence of ``notATextStyle(key:path:nearest:)``.
    private static func notLookedUp(_ key: String, _ path: String) -> String {
        "\(quoted(key)) in \(quoted(path)) is not a Dynamic Type text style, so it is never looked up."
    }
}
