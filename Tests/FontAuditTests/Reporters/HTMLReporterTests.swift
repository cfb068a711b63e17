import FontInspector
import FontInspectorModel
import FontInspectorReading
import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// The HTML page of a real audit: its golden bytes, and what a reader must find in it. The
/// browser test (`scripts/test-html`) loads the same kind of page in Chromium.
///
/// Re-record the golden with `FONTAUDIT_RECORD=1 swift test --filter HTMLReporterTests`.
@Suite struct HTMLReporterTests {
    static let golden = Repo.root.appendingPathComponent("Fixtures/Goldens/Reporters/CodeRegistered.html")

    /// The page of `Fixtures/Apps/<app>`, rendered as `check --format html` does.
    static func page(_ app: String) async throws -> (html: String, result: AuditResult, inventories: [Inventory]) {
        let root = Repo.apps.appendingPathComponent(app).path
        let outcome = try await Auditor().audit(path: root)
        let context = ReportContext(
            rules: allRules.map { $0.description }, toolVersion: "1.2.3", auditedPath: app,
            sourceText: { file in try? String(contentsOfFile: root + "/" + file, encoding: .utf8) },
            inventories: outcome.inventories, fileRoot: root)
        var streamed = ""
        HTMLReporter.write(outcome.result, context: context) { streamed += $0 }
        #expect(streamed == HTMLReporter.report(outcome.result, context: context))
        return (streamed, outcome.result, outcome.inventories)
    }

    @Test func matchesGolden() async throws {
        let (html, _, _) = try await Self.page("CodeRegistered")
        Golden.check(html, against: Self.golden)
        // Same audit, same bytes: specimens included.
        #expect(try await Self.page("CodeRegistered").html == html)
    }

    @Test func codeRegisteredAppShowsWhatTheAppReallyGets() async throws {
        let (html, result, inventories) = try await Self.page("CodeRegistered")
        #expect(
            html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"\(HTMLPage.contentSecurityPolicy)\">")
        )
        #expect(!html.contains("<script"))
        for section in ["summary", "fallbacks", "findings", "catalog", "unused", "rules"] {
            #expect(html.contains("<section id=\"\(section)\""), "no #\(section)")
        }
        #expect(html.components(separatedBy: "<article class=\"finding ").count - 1 == result.findings.count)
        #expect(html.contains("data-findings=\"\(result.findings.count)\""))
        // Inter_Bold (CoreText's name for the Bold instance) is reachable only as the default instance: both are drawn from the file.
        let fallback = try #require(
            html.range(of: "<article class=\"fallback\">").map {
                String(html[$0.lowerBound...].prefix(while: { $0 != "\n" }))
            })
        #expect(fallback.contains("Asked for: <code>Inter_Bold</code> from <code>App/Variable/Inter.ttf</code>"))
        #expect(fallback.contains("What users see: the default instance"))
        #expect(fallback.components(separatedBy: "<svg class=\"sample\"").count - 1 == 0)
        #expect(fallback.components(separatedBy: "<svg class=\"specimen\"").count - 1 == 2)
        // The bold instance is wider than the default one: the two drawings really differ.
        let renderer = try SpecimenRenderer(
            fileAt: Repo.apps.appendingPathComponent("CodeRegistered/App/Variable/Inter.ttf"))
        let face = try #require(inventories[0].fonts.first { $0.path == "App/Variable/Inter.ttf" }?.report.faces.first)
        let bold = try #require(face.instances.firstIndex { $0.coreTextPostScriptName == "Inter_Bold" })
        let text = SpecimenRenderer.samples[0]
        #expect(fallback.contains(renderer.render(text, instance: bold).html()))
        #expect(fallback.contains(renderer.render(text).html()))
        #expect(renderer.render(text, instance: bold).width > renderer.render(text).width)
        // The catalog has every registered face, each with its specimen, and says how it registers.
        let registered = inventories[0].registeredFonts.flatMap(\.report.faces)
        #expect(html.components(separatedBy: "<article class=\"face\"").count - 1 == registered.count)
        #expect(
            html.contains(
                "<code>CTFontManagerRegisterGraphicsFont</code> in <code>App/Sources/FontLoader.swift:17</code>"))
        // The finding's source lines, with its own line marked.
        #expect(html.contains("<span class=\"hit\"><i>8</i>"))
    }

    @Test func plantedAppPageNamesTheFixAndTheSystemFont() async throws {
        let (html, result, _) = try await Self.page("PlantedMistakes")
        #expect(html.utf8.count < 1_000_000)
        #expect(html.contains("Asked for: <code>Roboto-Bold</code> from <code>Brand/Fonts/Brand-Bold.ttf</code>"))
        #expect(html.contains("<div class=\"sample system\">"))
        #expect(html.contains("<code>Roboto-Blod</code>"))
        #expect(html.contains("data-errors=\"\(result.summary.errors)\""))
        // The app's own strings in their face: the Japanese "Read more" in Roboto is drawn without
        // the glyphs Roboto lacks, and the page says which.
        let roboto = try #require(
            html.components(separatedBy: "<article class=\"face\"").first {
                $0.contains("<h3>Roboto-Regular</h3>") && $0.contains("続きを読む")
            })
        #expect(roboto.contains("aria-label=\"続きを読む\""))
        #expect(roboto.contains("No glyph for 続 き を 読 む: left out of the drawing."))
        // An icon font shows its icons, not its name spelled in glyphs it lacks.
        #expect(!html.contains("No glyph for F o n t"))
    }

    @Test func archivePageHasNoSpecimensButSaysWhy() async throws {
        let root = Repo.apps.appendingPathComponent("CodeRegistered").path
        let outcome = try await Auditor().audit(path: root)
        let context = ReportContext(
            rules: allRules.map { $0.description }, toolVersion: "1.2.3", auditedPath: "App.ipa",
            inventories: outcome.inventories, fileRoot: nil)
        let html = HTMLReporter.report(outcome.result, context: context)
        #expect(!html.contains("<svg"))
        #expect(html.contains("is not on disk)"))
    }
}

/// The page is formatted from its model alone: once ``HTMLReportModel`` is built, the app's files can
/// be gone and the page comes out byte for byte the same. Reading sources and fonts, measuring files
/// and drawing through FreeType all happen while the model is built.
@Suite struct HTMLReportModelTests {
    @Test func formattingReadsNothing() async throws {
        let scratch = try ScratchFolder()
        let root = scratch.url.appendingPathComponent("CodeRegistered")
        try FileManager.default.copyItem(at: Repo.apps.appendingPathComponent("CodeRegistered"), to: root)
        let outcome = try await Auditor().audit(path: root.path)
        let context = ReportContext(
            rules: allRules.map { $0.description }, toolVersion: "1.2.3", auditedPath: "CodeRegistered",
            sourceText: { file in try? String(contentsOfFile: root.path + "/" + file, encoding: .utf8) },
            inventories: outcome.inventories, fileRoot: root.path)
        let expected = HTMLReporter.report(outcome.result, context: context)
        let model = HTMLReportModel(result: outcome.result, context: context)
        #expect(model.catalog.contains { $0.specimens?.isEmpty == false }, "the model holds the drawn specimens")
        #expect(model.catalog.allSatisfy { $0.fileSize != nil })
        #expect(!model.excerpts.isEmpty)
        try FileManager.default.removeItem(at: root)
        var page = ""
        HTMLReporter.write(model, result: outcome.result, context: context) { page += $0 }
        #expect(page == expected)
        // Built again now, with the files gone, the model has nothing to draw: the page differs.
        #expect(HTMLReporter.report(outcome.result, context: context) != expected)
    }
}
