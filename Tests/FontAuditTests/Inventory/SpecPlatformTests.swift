import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel

/// A target that XcodeGen or Tuist declares as a macOS app (`platform: macOS`,
/// `destinations: .macOS`) and whose spec lists its fonts in UIAppFonts only: macOS does not read
/// the key, so the spec gets `uiappfonts-ignored-on-macos` and the requests for its fonts are
/// judged unregistered (issue 47: platforms per target, from the project).
@Suite struct SpecPlatformTests {
    /// A copy of the fixture app `name` with `old` replaced by `new` in its `spec`.
    func copy(_ name: String, spec: String, _ old: String, _ new: String) throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try FileManager.default.removeItem(at: folder.url)
        try FileManager.default.copyItem(at: Repo.apps.appendingPathComponent(name), to: folder.url)
        let url = folder.url.appendingPathComponent(spec)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
        return folder
    }

    func keys(_ result: AuditResult) -> [String] {
        result.findings.map { "\($0.rule) \($0.severity) \($0.file ?? "-"):\($0.line ?? 0)" }
    }

    @Test func anXcodeGenMacOSTargetIgnoresUIAppFonts() async throws {
        let folder = try copy("XcodeGenApp", spec: "project.yml", "platform: iOS", "platform: macOS")
        let (_, result) = try await Auditor().auditOne(path: folder.url.path)
        // The listed fonts and the unlisted one: the ATS folder registers them all, so no finding
        // asks for another UIAppFonts entry (font-not-listed says nothing).
        #expect(
            keys(result) == [
                "font-name-not-registered error Reader/Sources/ArticleView.swift:6",
                "font-name-not-registered error Reader/Sources/ArticleView.swift:7",
                "font-name-not-registered error Reader/Sources/ArticleView.swift:9",
                "uiappfonts-ignored-on-macos error project.yml:13",
                "manifest-file-missing error project.yml:17",
            ], "\(result.findings.map(\.message))")
        #expect(
            result.findings[2].message.hasSuffix(
                "is a face of `Reader/Resources/Fonts/Roboto-Italic.ttf`, in a macOS app, whose `project.yml` "
                    + "has UIAppFonts (which macOS does not read) and no ATSApplicationFontsPath, so it never registers "
                    + "and the text renders in the system font. Add ATSApplicationFontsPath to `project.yml` (its finding "
                    + "there says the folder)."), "\(result.findings[2].message)")
        let ignored = try #require(result.findings.first { $0.rule == "uiappfonts-ignored-on-macos" })
        #expect(
            ignored.message.contains(
                "the app builds a macOS app (platform: macOS in `project.yml`), and macOS does not read UIAppFonts"),
            "\(ignored.message)")
    }

    @Test func anXcodeGenIOSTargetIsUnchanged() async throws {
        let (_, result) = try await Auditor().auditOne(path: Repo.apps.appendingPathComponent("XcodeGenApp").path)
        #expect(!result.findings.contains { $0.rule == "uiappfonts-ignored-on-macos" })
    }

    @Test func aTuistMultiplatformTargetIsToldOnTheMac() async throws {
        let folder = try copy(
            "TuistApp", spec: "Project.swift", "destinations: .iOS", "destinations: [.iPhone, .iPad, .mac]")
        let (_, result) = try await Auditor().auditOne(path: folder.url.path)
        #expect(
            keys(result) == ["uiappfonts-ignored-on-macos error Project.swift:13"], "\(result.findings.map(\.message))")
        #expect(
            result.findings.first?.message.contains(
                "also builds for macOS (destinations: [.iPhone, .iPad, .mac] in `Project.swift`)") == true,
            "\(result.findings.map(\.message))")
    }

    @Test func macCatalystAndDesignedForIPadAreIOSApps() async throws {
        for destinations in ["[.iPhone, .iPad, .macCatalyst]", "[.iPhone, .iPad, .macWithiPadDesign]"] {
            let folder = try copy(
                "TuistApp", spec: "Project.swift", "destinations: .iOS", "destinations: \(destinations)")
            let (_, result) = try await Auditor().auditOne(path: folder.url.path)
            #expect(result.findings.isEmpty, "\(destinations): \(result.findings.map(\.message))")
        }
    }
}
