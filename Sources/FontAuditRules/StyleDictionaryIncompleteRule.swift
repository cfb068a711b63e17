import FontAuditInventory
import FontAuditModel

/// `style-dictionary-incomplete`: a style dictionary lacks some text styles.
package struct StyleDictionaryIncompleteRule: Rule {
    package static let description = RuleDescription(
        identifier: "style-dictionary-incomplete",
        name: "Style dictionary lacks text styles",
        severity: .warning,
        summary: "A style dictionary does not define all eleven Dynamic Type text styles.",
        rationale: """
            Apps that map Dynamic Type text styles to custom fonts (the ScaledFont pattern) look each style \
            up in one dictionary. A style missing from it falls back to the system font, usually only on \
            the screens that use that style, so it goes unnoticed. Define every text style.
            """,
        triggeringExamples: [
            .listing(
                "only three styles", font: "Roboto/Roboto-Regular.ttf",
                sources: ["Styles.json": StyleDictionaryExamples.json(["↓body", "headline", "caption"])])
        ],
        nonTriggeringExamples: [
            .listing(
                "all eleven styles", font: "Roboto/Roboto-Regular.ttf",
                sources: ["Styles.json": StyleDictionaryExamples.json(StyleDictionary.textStyles)])
        ]
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        inventory.styleDictionaries.compactMap { dictionary -> Finding? in
            let missing = dictionary.missingStyles
            guard !missing.isEmpty else { return nil }
            return finding(
                .stylesUndefined(path: dictionary.path, styles: missing),
                file: dictionary.path, line: dictionary.entries.first?.line, name: missing.joined(separator: ","))
        }
    }
}

/// Example style dictionaries, shared by the rules' examples.
enum StyleDictionaryExamples {
    /// A JSON style dictionary, one entry a line; a style written `↓style` has a ``RuleExample/marker``
    /// before its key.
    static func json(_ styles: [String], size: String = "17", name: String = "Roboto-Regular") -> String {
        "{\n"
            + styles.map { style in
                let (marker, key) =
                    style.first == RuleExample.marker
                    ? (String(RuleExample.marker), style.dropFirst()) : ("", style[...])
                return "  \(marker)\"\(key)\": {\"fontName\": \"\(name)\", \"fontSize\": \(size)}"
            }.joined(separator: ",\n") + "\n}\n"
    }
}

extension Finding.Message {
    /// A style dictionary that defines no font for the text `styles`.
    static func stylesUndefined(path: String, styles: [String]) -> Self {
        Self(
            "stylesUndefined", facts: ["path": path, "styles": styles.joined(separator: ", ")],
            text:
                "\(quoted(path)) defines no font for \(styles.joined(separator: ", ")): text in \(styles.count == 1 ? "that style" : "those styles") falls back to the system font. Add \(styles.count == 1 ? "it" : "them")."
        )
    }
}
