import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel

/// Fonts in the checkout that no target bundles are read (issue 47, category 2): a request that
/// names one of their faces names the right font, so the finding names the file and how to put it
/// in the target, never "matches no PostScript name … use a name `fontaudit inspect` lists".
@Suite struct UnplacedFontsTests {
    static let project = Repo.root.appendingPathComponent("Fixtures/Projects/NoTarget")

    @Test func aFaceOfAFileNoTargetCopiesNamesTheFile() async throws {
        let (_, result) = try await Auditor().auditOne(path: Self.project.path)
        #expect(
            result.findings.map {
                "\($0.rule) \($0.severity) \($0.file ?? "-"):\($0.line ?? 0):\($0.column ?? 0) \($0.name ?? "-")"
            } == [
                "font-name-not-registered error App/NoTargetApp.swift:10:71 Roboto-Bold",
                "font-name-not-registered error App/NoTargetApp.swift:12:59 Cantarell-Regular",
            ], "\(result.findings.map(\.message))")
        #expect(
            result.findings.map(\.message) == [
                "`Roboto-Bold` (Font.custom) is a face of `App/Fonts/Excluded.ttf`, which no target copies into its bundle, so it never "
                    + "reaches the app and the text renders in the system font. Add the file to target App: tick App under its Target "
                    + "Membership (drag it into the project first if the project does not show it), then list it in UIAppFonts.",
                "`Cantarell-Regular` (Font.custom) is a face of `Design/Cantarell-Regular.otf`, which no target copies into its bundle, so "
                    + "it never reaches the app and the text renders in the system font. Add the file to target App: tick App under its "
                    + "Target Membership (drag it into the project first if the project does not show it), then list it in UIAppFonts.",
            ])
        // Nothing to rewrite: the name is right, and UIAppFonts alone would not put the file in the bundle.
        #expect(result.findings.allSatisfy { $0.fix == nil && $0.action == nil })
        #expect(result.summary.unplacedFonts == 2 && result.summary.namesResolved == 1)
    }

    /// A source tree without a project: a font outside every app folder is in no bundle.
    @Test func aSourceTreesFontOutsideEveryAppFolder() async throws {
        let folder = try ScratchFolder()
        try folder.write(
            "App/Info.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIAppFonts</key><array><string>Roboto-Regular.ttf</string></array></dict></plist>

            """)
        try folder.write(
            "App/Title.swift",
            "import UIKit\nlet a = UIFont(name: \"Roboto-Regular\", size: 17)\nlet b = UIFont(name: \"Cantarell-Regular\", size: 17)\n"
        )
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("App/Fonts"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("Design"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Repo.fonts.appendingPathComponent("Roboto/Roboto-Regular.ttf"),
            to: folder.url.appendingPathComponent("App/Fonts/Roboto-Regular.ttf"))
        try FileManager.default.copyItem(
            at: Repo.fonts.appendingPathComponent("Cantarell/Cantarell-Regular.otf"),
            to: folder.url.appendingPathComponent("Design/Cantarell-Regular.otf"))
        let (_, result) = try await Auditor().auditOne(path: folder.url.path)
        #expect(
            result.findings.map { "\($0.rule) \($0.file ?? "-"):\($0.line ?? 0) \($0.name ?? "-")" } == [
                "font-name-not-registered App/Title.swift:3 Cantarell-Regular"
            ], "\(result.findings.map(\.message))")
        #expect(
            result.findings.first?.message.contains(
                "is a face of `Design/Cantarell-Regular.otf`, which is outside every app folder "
                    + "(no Info.plist's folder holds it)") == true)
        #expect(
            result.findings.first?.message.hasSuffix(
                "Move it into the app's folder (or add it to the target's Copy Bundle Resources phase) and list it in UIAppFonts."
            ) == true)
    }

    /// A name that no font of the checkout has is still unknown, with its advice.
    @Test func aNameNoFileHasIsStillUnknown() async throws {
        let folder = try ScratchFolder()
        try FileManager.default.removeItem(at: folder.url)
        try FileManager.default.copyItem(at: Self.project, to: folder.url)
        let source = folder.url.appendingPathComponent("App/NoTargetApp.swift")
        try String(contentsOf: source, encoding: .utf8).replacingOccurrences(
            of: "\"Cantarell-Regular\"", with: "\"Cantarell-Bold\""
        )
        .write(to: source, atomically: true, encoding: .utf8)
        let (_, result) = try await Auditor().auditOne(path: folder.url.path)
        #expect(
            result.findings.map { "\($0.rule) \($0.name ?? "-")" } == [
                "font-name-not-registered Roboto-Bold", "font-name-unknown Cantarell-Bold",
            ], "\(result.findings.map(\.message))")
    }
}
