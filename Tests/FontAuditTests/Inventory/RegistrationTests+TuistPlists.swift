import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel

extension RegistrationTests {
    /// A plist below a Tuist `Project.swift` that states every target's plist, and names not this
    /// one, is no target's: a leftover of the project before Tuist (issue 74: a fresh app's old
    /// widget plist, read as a manifest, made its font a missing file, an error). Controls: the
    /// same plist named by `.file(path:)`, or below a manifest whose targets a helper makes, is
    /// read as before.
    @Test(arguments: [
        (".extendingDefault(with: [\"UIAppFonts\": [\"Roboto-Bold.ttf\"]])", false),
        (".file(path: \"Widget/Info.plist\")", true),
        ("\"Widget/Info.plist\"", true),
    ])
    func aPlistNoTuistTargetUsesIsNotRead(widgetPlist: String, read: Bool) async throws {
        let spec = """
            import ProjectDescription
            let project = Project(name: "App", targets: [
                .target(name: "App", product: .app, infoPlist: .extendingDefault(with: ["UIAppFonts": ["Roboto-Bold.ttf"]])),
                .target(name: "Widget", product: .appExtension, infoPlist: \(widgetPlist)),
            ])
            """
        let (_, result) = try await Self.auditTuistApp(spec: spec, files: ["Widget/Info.plist": Self.leftoverPlist])
        let expected: Set<Key> = read ? [Key("manifest-file-missing", "Widget/Info.plist", 6, .error)] : []
        #expect(keys(result) == expected, "\(result.findings.map(\.message))")
    }

    /// Targets a helper of the project makes: which plist each uses is not stated, so the plist
    /// is read, as before.
    @Test func aPlistBelowTargetsAHelperMakesIsRead() async throws {
        let spec = """
            import ProjectDescription
            import ProjectDescriptionHelpers
            let project = Project(name: "App", targets: Project.appTargets(name: "App"))
            """
        let (_, result) = try await Self.auditTuistApp(spec: spec, files: ["Widget/Info.plist": Self.leftoverPlist])
        #expect(keys(result).contains(Key("manifest-file-missing", "Widget/Info.plist", 6, .error)))
    }

    static let leftoverPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>UIAppFonts</key>
        \t<array>
        \t\t<string>Galmuri11-Condensed.ttf</string>
        \t</array>
        </dict>
        </plist>

        """
}
