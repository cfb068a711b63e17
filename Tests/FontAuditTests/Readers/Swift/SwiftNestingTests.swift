import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// Regions nested past what swift-syntax reads are blanked before parsing, and read token by token.
@Suite struct SwiftNestingTests {
    private func regions(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        return SwiftNesting.deepRegions(bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    @Test func shallowCodeHasNoRegion() {
        let code =
            "struct A { var body: some View { VStack { ForEach(items) { item in Text(item[0][1]).font(.custom(\"A\", size: 1)) } } } }\n"
        #expect(SwiftNesting.shallow(Array(code.utf8)) == nil)
        // Eight `[` and forty brackets of any kind are still given to the parser.
        #expect(regions("let a = " + String(repeating: "[", count: 8) + "1" + String(repeating: "]", count: 8)).isEmpty)
        #expect(
            regions("let a = " + String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40)).isEmpty)
    }

    @Test func theRegionIsInsideTheBracketPastTheLimit() {
        #expect(
            regions(
                "let a = " + String(repeating: "[", count: 9) + "1" + String(repeating: "]", count: 9) + "; let b = [2]"
            ) == ["1"])
        #expect(
            regions("f" + String(repeating: "(", count: 41) + "x, y" + String(repeating: ")", count: 41)) == ["x, y"])
        // Brackets in strings and comments do not count; an unclosed region runs to the end.
        #expect(
            regions(
                "let s = \"" + String(repeating: "[", count: 30) + "\" // " + String(repeating: "(", count: 50)
                    + "\n/* " + String(repeating: "{", count: 50) + " */"
            ).isEmpty)
        #expect(regions("let a = " + String(repeating: "[", count: 9) + "1\nlet b = 2\n") == ["1\nlet b = 2\n"])
    }

    @Test func blankingKeepsLinesAndLength() throws {
        let code =
            "let a = " + String(repeating: "[", count: 10) + "\"é\",\n2" + String(repeating: "]", count: 10)
            + "\nlet b = 1\n"
        let shallow = try #require(SwiftNesting.shallow(Array(code.utf8)))
        #expect(shallow.bytes.count == code.utf8.count)
        #expect(shallow.bytes.filter { $0 == 0x0A } == Array(code.utf8).filter { $0 == 0x0A })
        #expect(String(decoding: shallow.bytes, as: UTF8.self).hasSuffix("]]\nlet b = 1\n"))
        #expect(!String(decoding: shallow.bytes, as: UTF8.self).contains("é"))
    }

    @Test func requestsInADeepRegionAreReadByTokens() {
        let deep = String(repeating: "(", count: 60)
        let close = String(repeating: ")", count: 60)
        let code =
            "let a = UIFont(name: \(deep)\"Brand-Bold\"\(close), size: 1)\n"
            + "let b = f\(deep)Text(\"x\").font(.custom(\"Brand-Light\", size: 2)), NSFont.init(name: \"Mac-Face\", size: 3), CTFontCreateWithName(\"CT-Face\" as CFString, 4, nil), UIFont(name: \"A\\(x)\", size: 1), label(\"Not-A-Font\")\(close)\n"
        let requests = SwiftNameScanner().scan([SourceText(path: "Deep.swift", text: code)]).requests
        let found = requests.map { "\($0.name) \($0.api) \($0.line):\($0.column)" }.sorted()
        #expect(
            found == [
                "Brand-Bold UIFont(name:size:) 1:82",
                "Brand-Light Font.custom 2:93",
                "CT-Face CTFontCreateWithName 2:180",
                "Mac-Face NSFont(name:size:) 2:137",
            ])
        #expect(requests.first { $0.name == "Mac-Face" }?.platform == .macOS)
    }

    @Test func theParserReadsWhatFollowsADeepRegion() {
        for open in ["(", "{", "[", "{ g("] {
            let close = String(open.reversed().map { $0 == "(" ? ")" : $0 == "{" ? "}" : "]" })
            let code =
                "func f() { let x = " + String(repeating: open, count: 5_000) + String(repeating: close, count: 5_000)
                + " }\n"
                + "let late = UIFont(name: \"Late-Face\", size: 1)\n"
            let requests = SwiftNameScanner().scan([SourceText(path: "A.swift", text: code)]).requests
            #expect(requests.map(\.name) == ["Late-Face"], "after 5,000 × \(open)")
        }
    }

    /// The regions as a scan that looks at every byte finds them (the scan steps over 16 bytes at
    /// a time where none is a quote, a slash or a bracket): on random texts of those bytes and
    /// others, at every alignment, with strings, comments and deep nests.
    @Test func theRegionsAreTheByteByByteScans() {
        func reference(_ bytes: [UInt8]) -> [Range<Int>] {
            var regions: [Range<Int>] = []
            var stack: [UInt8] = []
            var squares = 0
            var deepFrom: (start: Int, depth: Int)?
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let multiline = index + 2 < bytes.count && bytes[index + 1] == byte && bytes[index + 2] == byte
                    index += multiline ? 3 : 1
                    while index < bytes.count {
                        if bytes[index] == UInt8(ascii: "\\") {
                            index += 2
                            continue
                        }
                        if multiline {
                            if bytes[index] == byte, index + 2 < bytes.count, bytes[index + 1] == byte,
                                bytes[index + 2] == byte
                            {
                                index += 3
                                break
                            }
                        } else if bytes[index] == byte {
                            index += 1
                            break
                        } else if bytes[index] == 0x0A {
                            break
                        }
                        index += 1
                    }
                    continue
                }
                if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                    continue
                }
                if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    var depth = 0
                    var ended = false
                    while index + 1 < bytes.count {
                        if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                            depth += 1
                            index += 2
                        } else if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                            depth -= 1
                            index += 2
                            if depth == 0 {
                                ended = true
                                break
                            }
                        } else {
                            index += 1
                        }
                    }
                    if !ended { index = bytes.count }
                    continue
                }
                if [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{")].contains(byte) {
                    stack.append(byte)
                    if byte == UInt8(ascii: "[") { squares += 1 }
                    if deepFrom == nil,
                        stack.count > SwiftNesting.maximumDepth || squares > SwiftNesting.maximumSquareDepth
                    {
                        deepFrom = (index + 1, stack.count - 1)
                    }
                } else if [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(byte),
                    let open = stack.popLast()
                {
                    if open == UInt8(ascii: "[") { squares -= 1 }
                    if let deep = deepFrom, stack.count == deep.depth {
                        regions.append(deep.start..<index)
                        deepFrom = nil
                    }
                }
                index += 1
            }
            if let deep = deepFrom { regions.append(deep.start..<bytes.count) }
            return regions
        }
        var random = SeededGenerator(seed: 0x6E65_7374)
        let pieces = Array("([{)]}\"/*\\\n abc|~)(".utf8) + [0x7C, 0x7E, 0x7A, 0x29, 0xC3, 0xA9, 0x5C, 0x2E]
        var found = 0
        for round in 0..<3_000 {
            let deep = round % 3 == 0 ? Array(repeating: UInt8(ascii: "["), count: Int(random.next() % 12)) : []
            let length = Int(random.next() % 300)
            var bytes = deep + (0..<length).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
            if round % 5 == 0 { bytes = Array(repeating: UInt8(ascii: "("), count: 42) + bytes }
            let regions = SwiftNesting.deepRegions(bytes)
            #expect(regions == reference(bytes), "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
            if !regions.isEmpty { found += 1 }
        }
        #expect(found > 300, "deep regions in \(found) texts")
    }
}
