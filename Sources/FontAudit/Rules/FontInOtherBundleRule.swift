/// `font-in-other-bundle`: a listed font is copied only by a framework, extension or bundle.
public struct FontInOtherBundleRule: Rule {
    public static let description = RuleDescription(
        identifier: "font-in-other-bundle",
        name: "Listed font lives in another bundle",
        severity: .warning,
        summary: "A font the app's manifest lists is copied only by a framework, app extension or resource bundle target.",
        rationale: """
        UIAppFonts registers fonts from the main app bundle only. A font that a framework, an app \
        extension or a resource bundle copies into its own bundle is not found by the app's entry, \
        so it never registers. Copy the font into the app target too, or register it from that \
        bundle at run time with CTFontManagerRegisterFontsForURL.
        """,
        triggeringExamples: [
            RuleExample("a font only a framework copies", project: "Groups/Groups.xcodeproj", target: "App"),
        ],
        nonTriggeringExamples: [
            RuleExample("fonts copied by the app itself", project: "Synced/Synced.xcodeproj", target: "App"),
        ]
    )

    public init() {}

    public func findings(in inventory: Inventory) -> [Finding] {
        inventory.manifests.flatMap { manifest in
            manifest.appFonts.compactMap { entry -> Finding? in
                guard case .inOtherBundle(let path, let targets) = entry.resolution else { return nil }
                return finding(
                    "UIAppFonts lists \(quoted(entry.value)), but only \(targets.joined(separator: ", ")) copies it (\(quoted(path))), into its own bundle: UIAppFonts registers from the main bundle only. Copy the font into the app target too, or register it from that bundle with CTFontManagerRegisterFontsForURL.",
                    file: manifest.path, line: entry.line, name: entry.value)
            }
        }
    }
}
