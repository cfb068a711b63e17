import Foundation
import Testing

@testable import FontAuditReaders

/// The lines of a strings table's keys, read from bytes, are those the scan by Unicode scalars
/// (kept here as it was) found.
@Suite struct StringsKeyLinesTests {
    static func scalarKeyLines(in text: String) -> [String: Int] {
        var lines: [String: Int] = [:]
        var line = 1
        var index = text.unicodeScalars.startIndex
        let scalars = text.unicodeScalars
        var expectKey = true
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "\n" {
                line += 1
                index = scalars.index(after: index)
                continue
            }
            if scalar == "/", scalars.index(after: index) < scalars.endIndex {
                let next = scalars[scalars.index(after: index)]
                if next == "/" {
                    while index < scalars.endIndex, scalars[index] != "\n" { index = scalars.index(after: index) }
                    continue
                }
                if next == "*" {
                    index = scalars.index(index, offsetBy: 2)
                    while index < scalars.endIndex {
                        if scalars[index] == "\n" { line += 1 }
                        if scalars[index] == "*", scalars.index(after: index) < scalars.endIndex,
                            scalars[scalars.index(after: index)] == "/"
                        {
                            index = scalars.index(index, offsetBy: 2)
                            break
                        }
                        index = scalars.index(after: index)
                    }
                    continue
                }
            }
            if scalar == "\"" {
                let startLine = line
                var value = String.UnicodeScalarView()
                index = scalars.index(after: index)
                while index < scalars.endIndex, scalars[index] != "\"" {
                    if scalars[index] == "\n" { line += 1 }
                    if scalars[index] == "\\", scalars.index(after: index) < scalars.endIndex {
                        index = scalars.index(after: index)
                        switch scalars[index] {
                        case "n": value.append("\n")
                        case "t": value.append("\t")
                        case "r": value.append("\r")
                        default: value.append(scalars[index])
                        }
                    } else {
                        value.append(scalars[index])
                    }
                    index = scalars.index(after: index)
                }
                if index < scalars.endIndex { index = scalars.index(after: index) }
                if expectKey, lines[String(value)] == nil { lines[String(value)] = startLine }
                expectKey = false
                continue
            }
            if scalar == ";" { expectKey = true }
            index = scalars.index(after: index)
        }
        return lines
    }

    @Test func theByteScanFindsTheScalarScansLines() {
        let pieces = [
            "\"", "\"", "key", " = ", ";", "\n", "\r\n", "\\", "\\\"", "\\n", "//", "/*", "*/", "é", "日本", "\\é", "a",
            "=", " ",
        ]
        var state: UInt64 = 19
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        for _ in 0..<4000 {
            let text = (0..<(next() % 24)).map { _ in pieces[next() % pieces.count] }.joined()
            let all = LocalizationReader.keyLines(in: text)
            #expect(all == Self.scalarKeyLines(in: text), "\(text.debugDescription)")
            // Looking up some of the keys (by their lengths, and one canonically equivalent form):
            // their lines are the full scan's.
            let lookedUp = Set(all.keys.filter { _ in next() % 2 == 0 } + ["e\u{301}"])
            let some = LocalizationReader.keyLines(in: text, lookedUp: Set(lookedUp.map(\.utf8.count)))
            #expect(lookedUp.allSatisfy { some[$0] == all[$0] }, "\(text.debugDescription)")
        }
        let table = "/* a */\n\"one\" = \"1\";\n\n\"two\nlines\" = \"2\";\n// \"no\" = \"x\";\n\"é\" = \"3\";\n"
        #expect(LocalizationReader.keyLines(in: table) == ["one": 2, "two\nlines": 4, "é": 7])
    }
}
