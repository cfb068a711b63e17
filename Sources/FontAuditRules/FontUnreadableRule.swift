import FontAuditInventory
import FontAuditModel
import FontInspectorModel
import Foundation

/// `font-unreadable`: a font file that cannot be read.
package struct FontUnreadableRule: Rule {
    package static let description = RuleDescription(
        identifier: "font-unreadable",
        name: "Font file cannot be read",
        severity: .error,
        summary: "A listed or bundled font file is empty, truncated, damaged or not a font at all.",
        rationale: """
            A font file that FreeType cannot read will not register on iOS either: an empty file from a \
            failed download, a file cut short by a bad merge or Git LFS pointer, or a text file with a \
            font extension. Nothing fails at build time; the text renders in the system font. Replace the \
            file with a good copy of the font. Folders the audit could not search are reported here too.
            """,
        triggeringExamples: [
            RuleExample(
                "an empty file", appFonts: ["Brand-Regular.ttf"], files: ["Fonts/Brand-Regular.ttf": ""],
                expect: [.init(file: "App/Fonts/Brand-Regular.ttf", line: nil, fix: nil)]),
            .listing(
                "a truncated font", font: "Broken/Truncated.ttf",
                expect: [.init(file: "App/Fonts/Truncated.ttf", line: nil, fix: nil)]),
            .listing(
                "a text file named .otf", font: "Broken/NotAFont.otf",
                expect: [.init(file: "App/Fonts/NotAFont.otf", line: nil, fix: nil)]),
        ],
        nonTriggeringExamples: [
            .listing("a complete font", font: "Roboto/Roboto-Regular.ttf")
        ]
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        let files = inventory.appFonts.compactMap { font -> Finding? in
            guard let error = font.report.error else { return nil }
            return finding(
                .cannotBeRead(path: font.path, error: "\(error)"), file: font.path,
                name: FileName.lastComponent(of: font.path))
        }
        let paths = inventory.unreadablePaths.map { path, reason in
            finding(.notAudited(path: path, reason: reason), file: path, name: path)
        }
        return files + paths
    }
}

extension Finding.Message {
    /// A font file that cannot be read, and why.
    static func cannotBeRead(path: String, error: String) -> Self {
        Self(
            "cannotBeRead", facts: ["path": path, "error": error],
            text: "\(quoted(path)) cannot be read: \(error). Replace it with a good copy of the font.")
    }

    /// A path the audit could not search, and why.
    static func notAudited(path: String, reason: String) -> Self {
        Self(
            "notAudited", facts: ["path": path, "reason": reason], text: "\(quoted(path)) was not audited: \(reason).")
    }
}
