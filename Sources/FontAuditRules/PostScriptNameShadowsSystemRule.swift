import FontAuditInventory
import FontAuditModel

/// `postscript-name-shadows-system`: a bundled face has the PostScript name of a system font of
/// the app's platform.
package struct PostScriptNameShadowsSystemRule: Rule {
    package static let description = RuleDescription(
        identifier: "postscript-name-shadows-system",
        name: "Bundled face has a system font's name",
        severity: .warning,
        summary: "A bundled face has the PostScript name of a font iOS (or, in a macOS app, macOS) already ships.",
        rationale: """
            When a bundled font has the PostScript name of a system font (Helvetica, Avenir-Heavy, ...), \
            `UIFont(name:size:)` may return the system's face instead of the bundled one, depending on \
            the iOS version and registration order, so the app can look different from device to device. \
            Use the system font as it is, or ship your variant under its own PostScript name.
            """,
        triggeringExamples: [
            .listing(
                "a font named Helvetica-Bold", font: "Edge/ShadowsSystem-HelveticaBold.ttf",
                expect: [.init(file: "App/Fonts/ShadowsSystem-HelveticaBold.ttf", line: nil, fix: nil)])
        ],
        nonTriggeringExamples: [
            .listing("Roboto, which iOS does not ship", font: "Roboto/Roboto-Bold.ttf")
        ]
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        inventory.faces(of: inventory.appFonts).flatMap { font, face in
            let macOS = inventory.isMacOSApp(owning: font.path)
            let system = macOS ? inventory.macSystemFonts : inventory.systemFonts
            return face.registeredNames.compactMap { name -> Finding? in
                guard let provider = system.provider(of: name) else { return nil }
                let listed = system.faces[name].map { ["listed by: \($0.listedIn.joined(separator: ", "))"] } ?? []
                return finding(
                    .shadowsSystemFont(
                        path: font.path, name: name, provider: provider, api: macOS ? "NSFont" : "UIFont"),
                    file: font.path, name: name, notes: listed)
            }
        }
    }
}

extension Finding.Message {
    /// A bundled font whose PostScript name a system font has (`provider` says which); `api`, the
    /// class whose `(name:)` lookup may return the system face.
    static func shadowsSystemFont(path: String, name: String, provider: String, api: String) -> Self {
        Self(
            "shadowsSystemFont", facts: ["path": path, "name": name, "provider": provider, "api": api],
            text:
                "\(quoted(path)) has the PostScript name \(quoted(name)), and \(provider): \(api)(name:) may return that face instead of yours. Give your font its own PostScript name, or use the system font."
        )
    }
}
