import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel
@testable import FontAuditReaders

/// Issue 63: a `UIAppFonts` array written inside another key's value parses, but iOS reads the key
/// at the plist's top level only, so nothing in it registers. It is an error on the plist that
/// says where the key must be; a plist whose top-level UIAppFonts is right says nothing.
@Suite struct MisplacedAppFontsTests {
    static func plist(_ body: String) -> Data {
        Data(ScratchFolder.plist(body).utf8)
    }

    @Test func aListInsideAnotherKeysValueIsAProblemAtItsLine() throws {
        let parsed = PlistManifestReader().read(
            Self.plist(
                """
                    <key>CFBundleName</key>
                    <string>App</string>
                    <key>UIApplicationSceneManifest</key>
                    <dict>
                        <key>UIApplicationSupportsMultipleScenes</key>
                        <false/>
                        <key>UIAppFonts</key>
                        <array>
                            <string>Roboto-Bold.ttf</string>
                        </array>
                    </dict>
                """))
        #expect(parsed.appFonts.isEmpty)
        let problem = try #require(parsed.problems.first)
        #expect(parsed.problems.count == 1)
        #expect(problem.line == 10)
        #expect(problem.misplacedIn == "UIApplicationSceneManifest")
        #expect(problem.labelEntries == ["Roboto-Bold.ttf"])
        #expect(
            problem.message.hasPrefix(
                "UIAppFonts is inside the value of `UIApplicationSceneManifest`, not a key of the plist's top-level dictionary"
            ))
        #expect(
            problem.message.hasSuffix(
                "Move the UIAppFonts key and its array out of `UIApplicationSceneManifest`, to the top level."))
    }

    /// An empty list inside another key's value loses nothing: silent.
    @Test func anEmptyMisplacedListIsNoProblem() {
        let parsed = PlistManifestReader().read(
            Self.plist("    <key>UIApplicationSceneManifest</key>\n    <dict><key>UIAppFonts</key><array/></dict>"))
        #expect(parsed.problems.isEmpty)
    }

    /// The controls: the key at the top level, and another key's value that holds no UIAppFonts.
    @Test func aTopLevelListIsNoProblem() {
        let parsed = PlistManifestReader().read(
            Self.plist(
                """
                    <key>UIApplicationSceneManifest</key>
                    <dict><key>UIApplicationSupportsMultipleScenes</key><false/></dict>
                    <key>UIAppFonts</key>
                    <array><string>Roboto-Bold.ttf</string></array>
                """))
        #expect(parsed.problems.isEmpty)
        #expect(parsed.appFonts.map(\.value) == ["Roboto-Bold.ttf"])
    }

    /// In an app, the plist's error, and the font is not registered.
    @Test func theAuditSaysItOnThePlist() async throws {
        let folder = try ScratchFolder()
        try folder.write(
            "App/Info.plist",
            String(
                decoding: Self.plist(
                    """
                        <key>NSAppTransportSecurity</key>
                        <dict>
                            <key>UIAppFonts</key>
                            <array><string>Roboto-Bold.ttf</string></array>
                        </dict>
                    """), as: UTF8.self))
        try FileManager.default.copyItem(
            at: Repo.fonts.appendingPathComponent("Roboto/Roboto-Bold.ttf"),
            to: folder.url.appendingPathComponent("App/Roboto-Bold.ttf"))
        try folder.write("App/Title.swift", "import UIKit\nlet title = UIFont(name: \"Roboto-Bold\", size: 20)\n")
        let (_, result) = try await Auditor().auditOne(path: folder.url.path)
        let rules = result.findings.map { "\($0.rule) \($0.severity) \($0.file ?? "-"):\($0.line ?? 0)" }
        #expect(rules.contains("plist-unreadable error App/Info.plist:6"), "\(rules)")
        #expect(rules.contains { $0.hasPrefix("font-name-not-registered error App/Title.swift:2") }, "\(rules)")
    }
}
