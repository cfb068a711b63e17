import FontAuditInventory
import FontAuditModel
import FontAuditReaders

/// `style-dictionary-invalid`: an unknown text style, a missing name, or a size that is not positive.
package struct StyleDictionaryInvalidRule: Rule {
    package static let description = RuleDescription(
        identifier: "style-dictionary-invalid",
        name: "Style dictionary entry is invalid",
        severity: .error,
        summary: "A style dictionary has an unknown text style key, an entry without a font name, or a size that is not a positive number.",
        rationale: """
        A misspelled style key (`bodyy`) is never looked up, an entry without a font name or with a \
        size of 0, a negative size or a string where a number belongs makes the lookup fail: the text \
        renders in the system font, or at a size nobody chose. Fix the entry.
        """,
        triggeringExamples: [
            RuleExample("a misspelled style", appFonts: ["Roboto-Regular.ttf"],
                        files: ["Fonts/Roboto-Regular.ttf": "Roboto/Roboto-Regular.ttf"],
                        sources: ["Styles.json": StyleDictionaryExamples.json(["body", "headline", "caption", "↓titel"])],
                        expect: [.atMarker(fix: "title")]),
            RuleExample("a size of zero", appFonts: ["Roboto-Regular.ttf"],
                        files: ["Fonts/Roboto-Regular.ttf": "Roboto/Roboto-Regular.ttf"],
                        sources: ["Styles.json": StyleDictionaryExamples.json(["↓body", "↓headline", "↓caption"], size: "0")]),
        ],
        nonTriggeringExamples: [
            RuleExample("valid entries", appFonts: ["Roboto-Regular.ttf"],
                        files: ["Fonts/Roboto-Regular.ttf": "Roboto/Roboto-Regular.ttf"],
                        sources: ["Styles.json": StyleDictionaryExamples.json(["body", "headline", "caption"])]),
        ],
        fixMode: "A misspelt style key is renamed, unless the dictionary defines that style already."
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        inventory.styleDictionaries.flatMap { dictionary in
            dictionary.entries.compactMap { entry -> Finding? in
                if !StyleDictionary.textStyles.contains(entry.key) {
                    let near = StyleDictionary.textStyles.min { EditDistance.between($0, entry.key) < EditDistance.between($1, entry.key) }
                    let close = near.flatMap { EditDistance.between($0, entry.key) <= 3 ? $0 : nil }
                    // A style the dictionary defines already is no rename: the entry is a stray copy.
                    if let close, let defined = dictionary.entries.first(where: { $0.key == close }) {
                        var result = finding(
                            "\(quoted(entry.key)) in \(quoted(dictionary.path)) is not a Dynamic Type text style, so it is never looked up. It looks like \(quoted(close)), which is defined already\(defined.line.map { " (line \($0))" } ?? ""): remove this entry, or name the style it is meant for.",
                            file: dictionary.path, line: entry.line, column: entry.column, name: entry.key)
                        result.action = .manual("\(quoted(close)) is defined already: remove the entry or rename it by hand")
                        return result
                    }
                    var result = finding(
                        "\(quoted(entry.key)) in \(quoted(dictionary.path)) is not a Dynamic Type text style, so it is never looked up.\(close.map { " Did you mean \(quoted($0))?" } ?? " The styles are \(StyleDictionary.textStyles.joined(separator: ", ")).")",
                        file: dictionary.path, line: entry.line, column: entry.column, name: entry.key, fix: close)
                    result.action = close.map { .renameKey(file: dictionary.path, line: entry.line, old: entry.key, new: $0) }
                    return result
                }
                guard let problem = entry.problem else { return nil }
                return finding(
                    "\(quoted(entry.key)) in \(quoted(dictionary.path)): \(problem)",
                    file: dictionary.path, line: entry.line, column: entry.column, name: entry.key)
            }
        }
    }
}
