import Foundation
import Testing

@testable import FontAuditModel

/// Rules ask what a request means (its ``NameLookup``, whether it is a style dictionary's entry),
/// never which language it came from: a front end added later (Dart, XAML) then needs no rule
/// changed. The rules' and the name resolver's sources are read for a comparison of a request's
/// `source` with one of its cases.
@Suite struct RulesAskTheLookupTests {
    static let folders = ["Sources/FontAuditRules", "Sources/FontAuditInventory/NameResolver.swift"]

    @Test func noRuleComparesARequestsLanguage() throws {
        let pattern =
            /\.source\s*(==|!=)\s*\.|case\s+\.(swift|objectiveC|javaScript|interfaceBuilder|styleDictionary)\b(?!\()|switch\s+\w+\.source\b/
        var offending: [String] = []
        for folder in Self.folders {
            let url = Repo.root.appendingPathComponent(folder)
            let files =
                url.pathExtension == "swift"
                ? [url]
                : (FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
                    ?? [])
            for file in files where file.pathExtension == "swift" {
                let text = try String(contentsOf: file, encoding: .utf8)
                for (number, line) in text.components(separatedBy: "\n").enumerated()
                where line.contains(pattern) && !line.trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                    offending.append("\(file.lastPathComponent):\(number + 1): \(line)")
                }
            }
        }
        #expect(offending.isEmpty, "ask request.lookup or request.source.isStyleEntry instead: \(offending)")
    }

    @Test func eachFrontEndImpliesItsLookup() {
        let sources: [FontRequest.Source] = [.swift, .objectiveC, .interfaceBuilder, .styleDictionary, .javaScript]
        #expect(sources.map(\.lookup) == [.coreText, .coreText, .coreText, .coreText, .reactNative])
        #expect(sources.map(\.isStyleEntry) == [false, false, false, true, false])
    }
}
