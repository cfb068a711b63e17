import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel

/// A list of font files under another key's array, where the plist has no `UIAppFonts` key at all:
/// the list that was meant to register the fonts is named at the plist (`plist-unreadable`), beside
/// each font it leaves unlisted. Controls: the app's own code reads the key and registers them
/// (nothing said of the list), a list of files the app does not hold (another platform's), and a
/// plist with a `UIAppFonts` key (the nested list is someone else's).
@Suite struct OrphanFontListTests {
    static func audit(plistBody: String, code: String? = nil) async throws -> [String] {
        let folder = try ScratchFolder.app(fonts: ["Roboto/Roboto-Bold.ttf"])
        try folder.write(
            "App/Info.plist",
            ScratchFolder.plist("    <key>CFBundleIdentifier</key>\n    <string>com.example.app</string>\n" + plistBody)
        )
        try folder.write(
            "App/Sources/Title.swift", "import UIKit\nlet title = UIFont(name: \"Roboto-Bold\", size: 17)\n")
        if let code { try folder.write("App/Sources/Fonts.swift", code) }
        let (_, result) = try await Auditor().auditOne(path: folder.url.path)
        return result.findings.map { "\($0.rule) \($0.line ?? 0) \($0.name ?? "")" }.sorted()
    }

    static let orphan = """
            <key>UISupportedExternalResources</key>
            <array>
                <dict>
                    <key>Fonts</key>
                    <array>
                        <string>Roboto-Bold.ttf</string>
                    </array>
                </dict>
            </array>
        """

    @Test func anOrphanListIsNamedAtThePlist() async throws {
        let found = try await Self.audit(plistBody: Self.orphan)
        #expect(found.contains("plist-unreadable 9 Info.plist"), "\(found)")
        #expect(found.contains("font-name-not-registered 2 Roboto-Bold"), "\(found)")
    }

    @Test func theControlsStaySilent() async throws {
        // The app's code registers every file of the bundle: the list is its own data.
        let registered = try await Self.audit(
            plistBody: Self.orphan,
            code: """
                import CoreText
                import Foundation
                func registerFonts() {
                    for url in Bundle.main.urls(forResourcesWithExtension: "ttf", subdirectory: nil) ?? [] {
                        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                    }
                }

                """)
        #expect(!registered.contains { $0.hasPrefix("plist-unreadable") }, "\(registered)")
        // Files the app does not hold.
        let other = try await Self.audit(
            plistBody: Self.orphan.replacingOccurrences(of: "Roboto-Bold.ttf", with: "Android-Only.ttf"))
        #expect(!other.contains { $0.hasPrefix("plist-unreadable") }, "\(other)")
        // A plist with UIAppFonts: the nested list is not its registration.
        let listed = try await Self.audit(
            plistBody: Self.orphan + "\n    <key>UIAppFonts</key>\n    <array><string>Roboto-Bold.ttf</string></array>")
        #expect(listed == [], "\(listed)")
    }
}
