import FontAuditInventory
import FontAuditModel

/// `manifest-path-case`: an entry resolves only when case is ignored.
package struct ManifestPathCaseRule: Rule {
    package static let description = RuleDescription(
        identifier: "manifest-path-case",
        name: "Listed path differs in case",
        severity: .error,
        summary: "A UIAppFonts entry matches a file only when letter case is ignored.",
        rationale: """
            The Simulator runs on the Mac's case-insensitive file system, so `brand-bold.ttf` finds \
            `Brand-Bold.ttf` there and the font works. A device's file system is case-sensitive: the same \
            entry finds nothing and the font silently falls back to the system font, on device only. \
            Write the entry exactly as the file is named.
            """,
        triggeringExamples: [
            RuleExample(
                "lower-case entry for a capitalized file", appFonts: ["roboto-bold.ttf"],
                files: ["Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"],
                expect: [.init(file: "App/Info.plist", line: 9, fix: "Roboto-Bold.ttf")]),
            RuleExample(
                "folder name in the wrong case", appFonts: ["fonts/Roboto-Bold.ttf"],
                files: ["Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"],
                expect: [.init(file: "App/Info.plist", line: 9, fix: "Fonts/Roboto-Bold.ttf")]),
        ],
        nonTriggeringExamples: [
            .listing("exact case", font: "Roboto/Roboto-Bold.ttf")
        ],
        fixReplacesName: true,
        fixMode: "The entry is rewritten with the file's exact case."
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        inventory.manifests.flatMap { manifest in
            manifest.appFonts.compactMap { entry -> Finding? in
                guard case .caseMismatch(let path, let exact) = entry.resolution else { return nil }
                var result = finding(
                    .matchesOnlyIgnoringCase(entry: entry.value, path: path, exact: exact),
                    file: manifest.path, line: entry.line, name: entry.value, fix: exact)
                result.action = .replaceEntry(manifest: manifest.path, line: entry.line, old: entry.value, new: exact)
                return result
            }
        }
    }
}

extension Finding.Message {
    /// A UIAppFonts entry that names `path` in other case; `exact`, the entry to write.
    static func matchesOnlyIgnoringCase(entry: String, path: String, exact: String) -> Self {
        Self(
            "matchesOnlyIgnoringCase", facts: ["entry": entry, "path": path, "exact": exact],
            text:
                "UIAppFonts lists \(quoted(entry)), which matches \(quoted(path)) only when case is ignored: the font loads in the Simulator but not on a device. Write \(quoted(exact))."
        )
    }
}
