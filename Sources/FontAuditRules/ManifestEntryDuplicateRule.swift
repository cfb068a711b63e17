import FontAuditInventory
import FontAuditModel

/// `manifest-entry-duplicate`: the same entry twice in one manifest.
package struct ManifestEntryDuplicateRule: Rule {
    package static let description = RuleDescription(
        identifier: "manifest-entry-duplicate",
        name: "Entry listed twice",
        severity: .warning,
        summary: "The same UIAppFonts entry appears more than once in one Info.plist.",
        rationale: """
            A repeated entry registers nothing new, but it usually means a merge went wrong or a \
            different font was meant (a Bold listed where the Italic belongs). Remove the repeat, and \
            check that every face the app uses is listed once.
            """,
        triggeringExamples: [
            RuleExample(
                "one file listed twice", appFonts: ["Roboto-Bold.ttf", "Roboto-Bold.ttf"],
                files: ["Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"],
                expect: [.init(file: "App/Info.plist", line: 10, fix: nil)])
        ],
        nonTriggeringExamples: [
            .listing(
                "two files, once each", fonts: ["Roboto/Roboto-Bold.ttf", "Roboto/Roboto-Regular.ttf"])
        ],
        fixMode: "The repeated entry's line is removed."
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        inventory.manifests.flatMap { manifest in
            var first: [String: ManifestEntry] = [:]
            var found: [Finding] = []
            for entry in manifest.appFonts {
                let key = EntryResolver.normalized(entry.value)
                if let earlier = first[key] {
                    var result = finding(
                        .listedTwice(entry: entry.value, firstLine: earlier.line),
                        file: manifest.path, line: entry.line, name: entry.value)
                    result.action = .removeEntry(manifest: manifest.path, line: entry.line, value: entry.value)
                    found.append(result)
                } else {
                    first[key] = entry
                }
            }
            return found
        }
    }
}

extension Finding.Message {
    /// A UIAppFonts entry listed again; `firstLine`, where it is listed first, when lines are known.
    static func listedTwice(entry: String, firstLine: Int?) -> Self {
        let firstPlace = firstLine.map { " (first on line \($0))" } ?? ""
        return Self(
            "listedTwice", facts: ["entry": entry, "firstLine": firstLine.map(String.init) ?? ""],
            text: "UIAppFonts lists \(quoted(entry)) again\(firstPlace); remove this entry.")
    }
}
