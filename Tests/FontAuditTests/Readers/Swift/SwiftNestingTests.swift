@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules
import Foundation
import Testing
@testable import FontAudit

/// Regions nested past what swift-syntax reads are blanked before parsing, and read token by token.
@Suite struct SwiftNestingTests {
    private func regions(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        return SwiftNesting.deepRegions(bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    @Test func shallowCodeHasNoRegion() {
        let code = "struct A { var body: some View { VStack { ForEach(items) { item in Text(item[0][1]).font(.custom(\"A\", size: 1)) } } } }\n"
        #expect(SwiftNesting.shallow(Array(code.utf8)) == nil)
        // Eight `[` and forty brackets of any kind are still given to the parser.
        #expect(regions("let a = " + String(repeating: "[", count: 8) + "1" + String(repeating: "]", count: 8)).isEmpty)
        #expect(regions("let a = " + String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40)).isEmpty)
    }

    @Test func theRegionIsInsideTheBracketPastTheLimit() {
        #expect(regions("let a = " + String(repeating: "[", count: 9) + "1" + String(repeating: "]", count: 9) + "; let b = [2]") == ["1"])
        #expect(regions("f" + String(repeating: "(", count: 41) + "x, y" + String(repeating: ")", count: 41)) == ["x, y"])
        // Brackets in strings and comments do not count; an unclosed region runs to the end.
        #expect(regions("let s = \"" + String(repeating: "[", count: 30) + "\" // " + String(repeating: "(", count: 50) + "\n/* " + String(repeating: "{", count: 50) + " */").isEmpty)
        #expect(regions("let a = " + String(repeating: "[", count: 9) + "1\nlet b = 2\n") == ["1\nlet b = 2\n"])
    }

    @Test func blankingKeepsLinesAndLength() throws {
        let code = "let a = " + String(repeating: "[", count: 10) + "\"é\",\n2" + String(repeating: "]", count: 10) + "\nlet b = 1\n"
        let shallow = try #require(SwiftNesting.shallow(Array(code.utf8)))
        #expect(shallow.bytes.count == code.utf8.count)
        #expect(shallow.bytes.filter { $0 == 0x0A } == Array(code.utf8).filter { $0 == 0x0A })
        #expect(String(decoding: shallow.bytes, as: UTF8.self).hasSuffix("]]\nlet b = 1\n"))
        #expect(!String(decoding: shallow.bytes, as: UTF8.self).contains("é"))
    }

    @Test func requestsInADeepRegionAreReadByTokens() {
        let deep = String(repeating: "(", count: 60)
        let close = String(repeating: ")", count: 60)
        let code = "let a = UIFont(name: \(deep)\"Brand-Bold\"\(close), size: 1)\n"
            + "let b = f\(deep)Text(\"x\").font(.custom(\"Brand-Light\", size: 2)), NSFont.init(name: \"Mac-Face\", size: 3), CTFontCreateWithName(\"CT-Face\" as CFString, 4, nil), UIFont(name: \"A\\(x)\", size: 1), label(\"Not-A-Font\")\(close)\n"
        let requests = SwiftNameScanner().scan([SwiftNameScanner.File(path: "Deep.swift", text: code)]).requests
        let found = requests.map { "\($0.name) \($0.api) \($0.line):\($0.column)" }.sorted()
        #expect(found == [
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
            let code = "func f() { let x = " + String(repeating: open, count: 5_000) + String(repeating: close, count: 5_000) + " }\n"
                + "let late = UIFont(name: \"Late-Face\", size: 1)\n"
            let requests = SwiftNameScanner().scan([SwiftNameScanner.File(path: "A.swift", text: code)]).requests
            #expect(requests.map(\.name) == ["Late-Face"], "after 5,000 × \(open)")
        }
    }
}
