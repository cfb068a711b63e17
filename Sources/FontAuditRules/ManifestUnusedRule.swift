import FontAuditInventory
import FontAuditModel

/// `manifest-unused`: a plist with fonts that no target's build settings name.
package struct ManifestUnusedRule: Rule {
    package static let description = RuleDescription(
        identifier: "manifest-unused",
        name: "Info.plist with fonts is not used",
        severity: .warning,
        summary: "A plist declares fonts, but no target's INFOPLIST_FILE names it, so its font list is never used.",
        rationale: """
            After a target is renamed, or switched to a generated Info.plist, the old Info.plist often \
            stays in the project with its UIAppFonts: it looks right, but no build reads it, so none of \
            its fonts register. Point the target's INFOPLIST_FILE at it, or move its UIAppFonts into the \
            Info.plist the target uses.
            """,
        triggeringExamples: [
            RuleExample(
                "an Info.plist no target uses", project: "Groups/Groups.xcodeproj", target: "App",
                expect: [.init(file: "OtherApp/Info.plist", line: nil, fix: nil)])
        ],
        nonTriggeringExamples: [
            RuleExample("every plist is some target's Info.plist", project: "Synced/Synced.xcodeproj", target: "App")
        ]
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        (inventory.target?.unusedManifests ?? []).map { path in
            finding(.infoPlistNeverUsed(path: path), file: path, name: path)
        }
    }
}

extension Finding.Message {
    /// An Info.plist with fonts that no target's `INFOPLIST_FILE` names.
    static func infoPlistNeverUsed(path: String) -> Self {
        Self(
            "infoPlistNeverUsed", facts: ["path": path],
            text:
                "\(quoted(path)) declares fonts, but no target's INFOPLIST_FILE names it, so its font list is never used. Point INFOPLIST_FILE at it, or move its UIAppFonts into the Info.plist the target uses."
        )
    }
}
