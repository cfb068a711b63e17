import Foundation
import Testing

@testable import FontAudit
@testable import FontInspectorModel

/// Issue 65's first finding: the fix plan (made by every audit, for "N of them can be fixed in
/// place") parsed a Swift file once per fixable request in it; The-OldOS-Project spent 92% of its
/// run there. A file is parsed once for all its fixes.
@Suite struct FixPlanWorkTests {
    @Test func aFileOfManyFixableNamesIsParsedOnceForItsFixes() async throws {
        let folder = try ScratchFolder.app(fonts: ["Roboto/Roboto-Bold.ttf"])
        let lines = (1...6).map { "let f\($0) = UIFont(name: \"Roboto Bold\", size: \($0 + 10))" }
        try folder.write("App/Fonts.swift", "import UIKit\n" + lines.joined(separator: "\n") + "\n")
        WorkCounters.shared.start()
        let before = WorkCounters.shared.counts(.fixParse, under: folder.url.path).values.reduce(0, +)
        let (_, result) = try await Auditor().auditOne(path: folder.url.path)
        #expect(result.findings.filter { $0.rule == "font-name-not-postscript" }.count == 6)
        #expect(result.findings.filter(\.fixable).count == 6, "every one can be fixed in place")
        let parses = WorkCounters.shared.counts(.fixParse, under: folder.url.path).values.reduce(0, +) - before
        #expect(parses == 1, "parsed \(parses) times")
    }
}
