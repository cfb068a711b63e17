import Foundation
import Testing

@testable import FontAuditModel
@testable import FontAuditReaders

/// The project reader's text helpers that stand in for Foundation's on Linux give Foundation's
/// answers: trimming (``TrimSet``), a path already in normal form (``XcodeProjectReader/ProjectPath``),
/// an xcconfig line split at its `=`, and where a `//` comment starts.
@Suite struct ProjectTextTests {
    /// Text from a fixed sequence over pieces that matter to each helper: slashes, dots, spaces of
    /// several kinds, brackets, equals signs, combining marks, non-ASCII letters.
    static func samples(count: Int, seed: UInt64) -> [String] {
        let pieces = [
            "/", "/", ".", "..", "a", "Fonts", " ", "\t", "\n", "\r", "\u{00A0}", "\u{2003}", "\u{2028}", "\u{85}",
            "[", "]", "=", ";", "\"", "é", "e\u{301}", "/\u{338}", "한", "$", "//", "_", "1",
        ]
        var state = seed
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        return (0..<count).map { _ in (0..<(next() % 9)).map { _ in pieces[next() % pieces.count] }.joined() }
    }

    @Test func trimmingIsFoundations() {
        let sets: [(TrimSet, CharacterSet)] = [
            (.whitespaces, .whitespaces), (.whitespacesAndNewlines, .whitespacesAndNewlines),
            (TrimSet(CharacterSet(charactersIn: "\" \t")), CharacterSet(charactersIn: "\" \t")),
        ]
        for text in Self.samples(count: 3000, seed: 3) {
            for (fast, slow) in sets {
                let expected = text.trimmingCharacters(in: slow)
                #expect(text.trimming(fast).utf8.elementsEqual(expected.utf8), "\(text.debugDescription)")
                #expect(text[...].trimming(fast).utf8.elementsEqual(expected.utf8), "\(text.debugDescription)")
            }
        }
        #expect("  \u{2003}Fonts/A.ttf\t\u{00A0}".trimming(.whitespaces) == "Fonts/A.ttf")
        #expect(" a\n".trimming(.whitespaces) == "a\n")
        #expect(" a\n\u{2028}".trimming(.whitespacesAndNewlines) == "a")
    }

    @Test func aNormalPathIsGivenBackAsItIs() {
        var normal = 0
        for path in Self.samples(count: 5000, seed: 5) {
            let folded = XcodeProjectReader.ProjectPath.folded(path)
            #expect(
                XcodeProjectReader.ProjectPath.normalize(path).utf8.elementsEqual(folded.utf8),
                "\(path.debugDescription)")
            if XcodeProjectReader.ProjectPath.isNormal(path) {
                normal += 1
                #expect(folded.utf8.elementsEqual(path.utf8), "\(path.debugDescription)")
            }
        }
        #expect(normal > 200, "only \(normal) samples were already normal")
        #expect(XcodeProjectReader.ProjectPath.isNormal("/Users/a/App/Fonts/A.ttf"))
        #expect(XcodeProjectReader.ProjectPath.isNormal("App/.hidden/...x"))
        for path in ["App//Fonts", "App/./Fonts", "App/../Fonts", "App/Fonts/", "//App", "App/é"] {
            #expect(!XcodeProjectReader.ProjectPath.isNormal(path), "\(path)")
        }
    }

    @Test func anXcconfigLineSplitsAsCharactersDo() {
        // The byte loop for ASCII lines against the character loop every line took before.
        func bySlowLoop(_ line: String) -> (String, String)? {
            var depth = 0
            for index in line.indices {
                switch line[index] {
                case "[": depth += 1
                case "]": depth -= 1
                case "=" where depth == 0:
                    let key = line[..<index].trimmingCharacters(in: .whitespaces)
                    var value = line[line.index(after: index)...].trimmingCharacters(in: .whitespaces)
                    if value.hasSuffix(";") { value = String(value.dropLast()).trimmingCharacters(in: .whitespaces) }
                    let name = key.prefix { $0 != "[" }
                    guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
                    else { return nil }
                    return (key, value)
                default: continue
                }
            }
            return nil
        }
        for line in Self.samples(count: 5000, seed: 7) + [
            "A = b", "OTHER_LDFLAGS[sdk=iphoneos*] = -ObjC ;", "A[x=1 = 2", "_ = =",
        ] {
            let fast = XcodeProjectReader.XcconfigReader.split(line)
            let slow = bySlowLoop(line)
            #expect(fast?.0 == slow?.0 && fast?.1 == slow?.1, "\(line.debugDescription)")
        }
        #expect(
            XcodeProjectReader.XcconfigReader.split("OTHER_LDFLAGS[sdk=iphoneos*] = -ObjC ;")! == (
                "OTHER_LDFLAGS[sdk=iphoneos*]", "-ObjC"
            ))
    }

    @Test func aCommentStartsWhereFoundationFindsIt() {
        for line in Self.samples(count: 5000, seed: 11) + ["A = http://x // c", "/\u{338}/ x"] {
            let fast = XcodeProjectReader.XcconfigReader.commentStart(in: line[...])
            let slow = line.range(of: "//")?.lowerBound
            #expect(fast == slow, "\(line.debugDescription)")
        }
    }

    /// Lines are the character split's wherever a text has no `\r\n` (a line feed is a character of
    /// its own there), and with Windows line breaks they are split too, each keeping its `\r`.
    @Test func linesAreTheCharacterSplitsAndWindowsLinesToo() {
        for text in Self.samples(count: 3000, seed: 13) + ["", "\n", "a\rb\nc", "\n\u{301}x\n"] {
            let fast = text.lineSlices()
            let byBytes = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            #expect(
                fast.count == byBytes.count && zip(fast, byBytes).allSatisfy { $0.utf8.elementsEqual($1) },
                "\(text.debugDescription)")
            guard !text.contains("\r\n") else { continue }
            let slow = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(
                fast.count == slow.count && zip(fast, slow).allSatisfy { $0.utf8.elementsEqual($1.utf8) },
                "\(text.debugDescription)")
        }
        #expect("A = 1\r\nB = 2\r\n".lineSlices() == ["A = 1\r", "B = 2\r", ""])
        // What the character split gives: one line, which is why an xcconfig with Windows line
        // breaks was read as a single assignment.
        #expect("A = 1\r\nB = 2\r\n".split(separator: "\n", omittingEmptySubsequences: false).count == 1)
    }

    /// An xcconfig saved with Windows line breaks: each assignment on its own line, its value
    /// without the `\r`, at its line.
    @Test func anXcconfigWithWindowsLineBreaksIsReadLineByLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontaudit-test-crlf-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("App.xcconfig")
        try Data("// Settings\r\nINFOPLIST_FILE = App/Info.plist\r\nPRODUCT_NAME = Brand // name\r\n".utf8).write(
            to: file)
        let assignments = XcodeProjectReader.XcconfigReader(projectDirectory: folder, displayDirectory: "").assignments(
            in: file)
        #expect(assignments.map(\.key) == ["INFOPLIST_FILE", "PRODUCT_NAME"])
        #expect(assignments.map(\.value) == ["App/Info.plist", "Brand"])
        #expect(assignments.map { $0.location?.line } == [2, 3])
    }

    @Test func objectLinesAreFoundAsCharactersFindThem() {
        func bySlowLoop(_ lines: [Substring]) -> [Substring: Int] {
            var starts: [Substring: Int] = [:]
            for (index, line) in lines.enumerated() {
                let rest = line.drop { $0 == " " || $0 == "\t" }
                guard let end = rest.firstIndex(where: { $0 == " " || $0 == "\t" || $0 == "=" }), end > rest.startIndex,
                    rest[end...].contains("{")
                else { continue }
                if starts[rest[..<end]] == nil { starts[rest[..<end]] = index }
            }
            return starts
        }
        let text =
            (Self.samples(count: 2000, seed: 17) + ["\t\tAB12 /* x */ = {isa = PBXBuildFile; };", "  CD34={", " é = {"])
            .joined(separator: "\n")
        let lines = text.lineSlices()
        let fast = XcodeProjectReader.SettingsResolver.objectLines(lines)
        #expect(fast == bySlowLoop(lines))
        #expect(fast["AB12"] != nil && fast["CD34"] != nil)
    }

    /// A `.gitignore` with Windows line breaks: one rule a line, without the `\r` (as git reads it).
    @Test func aGitignoreWithWindowsLineBreaksHasARuleALine() {
        let rules = GitIgnore.parse("# built\r\nBuild/\r\n*.tmp\r\n", file: ".gitignore")
        #expect(rules.map(\.pattern) == ["Build/", "*.tmp"])
        #expect(rules.map(\.line) == [2, 3])
    }
}
