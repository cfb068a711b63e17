import FontInspector
import FontInspectorModel
import FontInspectorReading
import Foundation
import Testing

/// `inspect`'s text and its streaming run, called as a library: the same output the command prints.
@Suite struct InspectReportingTests {
    /// Values checked against fontTools: Roboto-Bold has nameID 6 "Roboto-Bold", usWeightClass 700
    /// and 3359 glyphs; Roboto-Italic's post.italicAngle is -12; Inter's fvar has one axis, wght
    /// 100…400…900, and 9 named instances.
    @Test func textReporterShowsTheFontsOwnValues() async throws {
        let files = ["Roboto/Roboto-Bold.ttf", "Roboto/Roboto-Italic.ttf", "Inter/Inter-roman.var.ttf"]
            .map { (url: Fixtures.font($0), displayPath: $0) }
        let reports = await FontFileInspector.inspectFiles(files)
        let text = InspectTextReporter(style: ANSIStyle(colors: false)).render(reports)
        #expect(text.contains("Roboto/Roboto-Bold.ttf\n"))
        #expect(text.contains("    PostScript name   Roboto-Bold\n"))
        #expect(text.contains("    Weight            700 (Bold)\n"))
        #expect(text.contains("    Glyphs            3359 (glyf)\n"))
        #expect(text.contains("    Italic angle      -12°\n"))
        #expect(text.contains("wght 100…400…900"))
        #expect(!text.contains("\u{1B}["), "no escapes without colors")
        #expect(text.hasSuffix("3 files, 3 faces, 9 named instances\n"))
        let colored = InspectTextReporter(style: ANSIStyle(colors: true)).render(reports)
        #expect(colored.contains("\u{1B}[1mRoboto/Roboto-Bold.ttf\u{1B}[0m"))
    }

    @Test func runStreamsWhatTheReporterRenders() async throws {
        let folder = Fixtures.font("Roboto").path
        var streamed = ""
        let counts = await InspectRun(format: .text).run(paths: [folder]) { streamed += $0 }
        #expect(counts.files == 3 && counts.faces == 3 && counts.failed == 0)
        let files = ["Roboto-Bold.ttf", "Roboto-Italic.ttf", "Roboto-Regular.ttf"].map {
            (url: Fixtures.font("Roboto/" + $0), displayPath: DisplayPath.make(for: Fixtures.font("Roboto/" + $0)))
        }
        let direct = InspectTextReporter(style: ANSIStyle(colors: false)).render(
            await FontFileInspector.inspectFiles(files, nameRecords: false))
        #expect(streamed == direct)

        var json = ""
        await InspectRun(format: .json).run(paths: [folder, folder + "/missing.ttf"]) { json += $0 }
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let paths = (decoded?["files"] as? [[String: Any]])?.compactMap { $0["path"] as? String } ?? []
        #expect(paths.count == 4 && paths.contains { $0.hasSuffix("missing.ttf") })
    }
}
