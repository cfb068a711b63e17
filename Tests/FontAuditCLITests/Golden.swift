import Foundation
import Testing

/// Golden files: a test's output compared byte for byte with a committed file.
///
/// `FONTAUDIT_RECORD=1` (only that value) records: each golden that differs is rewritten, and every
/// golden checked in that run fails the test, naming the file, so that a recording run can never
/// pass as a test run. Run the tests again without the variable to test against what was written.
enum Golden {
    /// Whether this run records goldens.
    static let recording = ProcessInfo.processInfo.environment["FONTAUDIT_RECORD"] == "1"

    /// Checks `actual` against the golden at `url`, or records it.
    static func check(
        _ actual: String, against url: URL, _ what: @autoclosure () -> String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let name =
            url.path.hasPrefix(CLI.root.path + "/") ? String(url.path.dropFirst(CLI.root.path.count + 1)) : url.path
        let committed = try? String(contentsOf: url, encoding: .utf8)
        if recording {
            if committed != actual {
                do {
                    try FileManager.default.createDirectory(
                        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(actual.utf8).write(to: url)
                } catch {
                    Issue.record("could not record \(name): \(error)", sourceLocation: sourceLocation)
                    return
                }
            }
            Issue.record(
                "recorded \(name) (\(committed == actual ? "unchanged" : "rewritten")): run the tests again without FONTAUDIT_RECORD to test",
                sourceLocation: sourceLocation)
            return
        }
        guard let committed else {
            Issue.record("missing golden \(name): record it with FONTAUDIT_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        let context = what()
        #expect(
            actual == committed,
            "\(context.isEmpty ? "" : context + ": ")output differs from \(name); if the change is intended, re-record with FONTAUDIT_RECORD=1",
            sourceLocation: sourceLocation)
    }
}
