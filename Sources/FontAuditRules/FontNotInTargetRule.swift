import FontAuditInventory
import FontAuditModel

/// `font-not-in-target`: a listed file is in the project but the target does not copy it.
package struct FontNotInTargetRule: Rule {
    package static let description = RuleDescription(
        identifier: "font-not-in-target",
        name: "Listed font is not a member of the target",
        severity: .error,
        summary:
            "A manifest entry names a file that is in the project but not copied by that target's Resources phase.",
        rationale: """
            The most common cause of all: the font is in the project and listed in the Info.plist, but \
            its Target Membership box is not ticked for this app, so the Copy Bundle Resources phase never \
            puts it in the bundle and iOS registers nothing. Tick the target in the file's Target \
            Membership (or add it to the target's Copy Bundle Resources phase).
            """,
        triggeringExamples: [
            RuleExample(
                "a font only another app target copies", project: "Groups/Groups.xcodeproj", target: "App",
                expect: [.init(file: "App/Info.plist", line: 14, fix: nil)])
        ],
        nonTriggeringExamples: [
            RuleExample("every listed font is copied by the target", project: "Synced/Synced.xcodeproj", target: "App")
        ]
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        inventory.manifests.flatMap { manifest in
            manifest.appFonts.compactMap { entry -> Finding? in
                guard case .notInTarget(let path, let copiedBy) = entry.resolution else { return nil }
                let target = inventory.target?.target.name ?? "the app"
                return finding(
                    .notCopiedByTarget(
                        entry: entry.value, path: path, target: target, copiedBy: copiedBy,
                        spec: inventory.target?.xcodeGenSpec),
                    file: manifest.path, line: entry.line, name: entry.value)
            }
        }
    }
}

extension Finding.Message {
    /// A UIAppFonts entry whose file `target` does not copy (`copiedBy` do); `spec`, the XcodeGen
    /// spec that makes the project, when there is one.
    static func notCopiedByTarget(entry: String, path: String, target: String, copiedBy: [String], spec: String?)
        -> Self
    {
        let others = copiedBy.isEmpty ? "" : " (only \(copiedBy.joined(separator: ", ")) copies it)"
        let fix =
            spec.map {
                "Add its folder to the `sources` of target \(target) in \(quoted($0)) (with `buildPhase: resources`), then run `xcodegen generate`."
            } ?? "Tick \(target) under Target Membership for that file."
        return Self(
            "notCopiedByTarget",
            facts: [
                "entry": entry, "path": path, "target": target, "copiedBy": copiedBy.joined(separator: ", "),
                "spec": spec ?? "",
            ],
            text:
                "UIAppFonts lists \(quoted(entry)), which is \(quoted(path)) in the project, but target \(target) does not copy it\(others), so it never reaches the bundle. \(fix)"
        )
    }
}
