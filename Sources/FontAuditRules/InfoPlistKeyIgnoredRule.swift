import FontAuditInventory
import FontAuditModel

/// `infoplist-key-ignored`: `INFOPLIST_KEY_UIAppFonts` in build settings.
package struct InfoPlistKeyIgnoredRule: Rule {
    package static let description = RuleDescription(
        identifier: "infoplist-key-ignored",
        name: "INFOPLIST_KEY_UIAppFonts is ignored",
        severity: .error,
        summary: "A target sets INFOPLIST_KEY_UIAppFonts, which Xcode's generated Info.plist does not take.",
        rationale: """
            With GENERATE_INFOPLIST_FILE, Xcode turns some INFOPLIST_KEY_* build settings into Info.plist \
            keys, but not UIAppFonts (an array): the setting is silently dropped and no font is \
            registered. Add an Info.plist file with a UIAppFonts array and name it in INFOPLIST_FILE; \
            Xcode merges it with the generated keys.
            """,
        triggeringExamples: [
            RuleExample(
                "fonts listed in a build setting, in both configurations", project: "Groups/Groups.xcodeproj",
                target: "OtherApp",
                expect: [
                    .init(file: "Groups.xcodeproj/project.pbxproj", line: 357, fix: nil),
                    .init(file: "Groups.xcodeproj/project.pbxproj", line: 367, fix: nil),
                ])
        ],
        nonTriggeringExamples: [
            RuleExample("fonts listed in an Info.plist file", project: "Synced/Synced.xcodeproj", target: "App")
        ]
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        guard let context = inventory.target else { return [] }
        return context.target.settings.keys.sorted().filter { $0.hasPrefix("INFOPLIST_KEY_UIAppFonts") }.map { key in
            let location = context.target.settingLocations[key]
            return finding(
                .generatedInfoPlistIgnoresKey(
                    target: context.target.name, key: key, value: context.target.settings[key] ?? ""),
                file: location?.file ?? context.projectPath + "/project.pbxproj", line: location?.line, name: key)
        }
    }
}

extension Finding.Message {
    /// A target's `INFOPLIST_KEY_UIAppFonts…` setting, which Xcode's generated Info.plist ignores.
    static func generatedInfoPlistIgnoresKey(target: String, key: String, value: String) -> Self {
        Self(
            "generatedInfoPlistIgnoresKey", facts: ["target": target, "key": key, "value": value],
            text:
                "Target \(target) sets \(key) = \(value), but Xcode's generated Info.plist does not take that key, so no font is registered. Add an Info.plist with a UIAppFonts array and name it in INFOPLIST_FILE."
        )
    }
}
