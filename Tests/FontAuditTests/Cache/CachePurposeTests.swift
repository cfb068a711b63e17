import Foundation
import Testing

/// Each kind of value the run cache keeps is named in one place, in the target of the reader that
/// keeps it (`CachePurposes.swift`): no two targets, and no two purposes, name one kind, so that
/// no two readers keep different values under one key. Read from the sources, since the kinds are
/// spread over targets that do not see each other.
@Suite struct CachePurposeTests {
    @Test func everyKindIsNamedOnce() throws {
        let files = try FileManager.default.subpathsOfDirectory(
            atPath: Repo.root.appendingPathComponent("Sources").path
        )
        .filter { $0.hasSuffix("/CachePurposes.swift") }.sorted()
        #expect(
            files == [
                "FontAuditFixes/CachePurposes.swift", "FontAuditInventory/CachePurposes.swift",
                "FontAuditReaders/CachePurposes.swift",
            ])
        var kinds: [String] = []
        for file in files {
            let text = try String(
                contentsOf: Repo.root.appendingPathComponent("Sources/" + file), encoding: .utf8)
            // `Self("font", …)` and a Swift walk's `Self(name: "swift-calls " …)`: the word before a space.
            let pattern = try NSRegularExpression(pattern: #"Self\((?:name: )?"([a-z-]+)"#)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                kinds.append(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        // Besides these, the readers' own kinds: `swift-requests`/`swift-constants` and the
        // strings tables' `strings`, made from words in their functions.
        #expect(kinds.count >= 11, "\(kinds)")
        #expect(Set(kinds).count == kinds.count, "a kind named twice: \(kinds.sorted())")
        for kind in ["swift-requests", "swift-constants", "strings"] { #expect(!kinds.contains(kind)) }
    }
}
