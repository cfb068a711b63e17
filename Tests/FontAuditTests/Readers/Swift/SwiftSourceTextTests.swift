import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import FontAuditModel
@testable import FontAuditReaders

/// The line table read from bytes gives the converter's lines and columns, and the walks that skip
/// subtrees without their words find what full walks find.
@Suite struct SwiftSourceTextTests {
    /// Every Swift file of the fixtures, as bytes; and of the folder `FONTAUDIT_SWIFT_CORPUS` names,
    /// when set (the OSS check's exported apps, say: `FONTAUDIT_SWIFT_CORPUS=/tmp/fontaudit-oss`).
    private static func fixtureSources() throws -> [(path: String, bytes: [UInt8])] {
        var sources = try swiftFiles(in: Repo.root.appendingPathComponent("Fixtures"))
        if let corpus = ProcessInfo.processInfo.environment["FONTAUDIT_SWIFT_CORPUS"] {
            sources += try swiftFiles(in: URL(fileURLWithPath: corpus))
        }
        return sources
    }

    private static func swiftFiles(in root: URL) throws -> [(path: String, bytes: [UInt8])] {
        let files =
            FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }
            .filter {
                $0.pathExtension == "swift"
                    && (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
            } ?? []
        return try files.map { ($0.path, [UInt8](try Data(contentsOf: $0))) }.sorted { $0.path < $1.path }
    }

    /// Random Swift-ish text from pieces that hold every kind of line break, in code, strings,
    /// comments and `#sourceLocation`, with non-ASCII and invalid UTF-8.
    private static func generatedLines(_ generator: inout SeededGenerator) -> [UInt8] {
        let pieces: [[UInt8]] =
            [
                "let a = 1", "\n", "\r", "\r\n", "\r\r\n", "\n\r", " ", "\t", "\"s\\r\\n\"", "\"\"\"\nx\r\ny\r\n\"\"\"",
                "// c\r", "// c\r\n", "/* a\r\nb\rc */", "é", "\u{2028}", "\u{85}",
                "#sourceLocation(file: \"a\", line: 10)\n",
                "#sourceLocation()\n", "func f() {\r\n  g()\r}", "#\"raw\r\"#", "`x`",
            ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xE2, 0x80]]
        var bytes: [UInt8] = []
        for _ in 0..<Int.random(in: 1...40, using: &generator) { bytes += pieces.randomElement(using: &generator)! }
        return bytes
    }

    private func expectConverterLocations(_ bytes: [UInt8], _ label: String) {
        let parsed = SwiftNameScanner.parse(bytes: bytes)
        let converter = SourceLocationConverter(fileName: label, tree: parsed.tree)
        for token in parsed.tree.tokens(viewMode: .sourceAccurate) {
            let expected = token.startLocation(converter: converter)
            let found = parsed.lines.start(of: token)
            #expect(
                found.line == expected.line && found.column == expected.column,
                "\(label): token \(token.text.debugDescription)")
            for position in [token.position, token.endPosition] {
                let expected = converter.location(for: position)
                let found = parsed.lines.location(ofOffset: position.utf8Offset)
                #expect(
                    found.line == expected.line && found.column == expected.column,
                    "\(label): offset \(position.utf8Offset)")
            }
        }
        // Past either end, clamped as the converter clamps.
        for offset in [-3, bytes.count + 5] {
            let expected = converter.location(for: AbsolutePosition(utf8Offset: offset))
            let found = parsed.lines.location(ofOffset: offset)
            #expect(found.line == expected.line && found.column == expected.column, "\(label): offset \(offset)")
        }
    }

    @Test func theLineTableGivesTheConvertersLinesAndColumns() throws {
        let fixtures = try Self.fixtureSources()
        #expect(fixtures.count > 50)
        for fixture in fixtures { expectConverterLocations(fixture.bytes, fixture.path) }
        var generator = SeededGenerator(seed: 32)
        for round in 0..<400 { expectConverterLocations(Self.generatedLines(&generator), "generated \(round)") }
    }

    /// Line breaks next to what ends a token or a trivia piece (unterminated strings, string
    /// segments of multi-line and raw strings, escaped line ends, regex literals, shebangs, stray
    /// characters): a CR that ends one piece and an LF that starts the next must count as the
    /// converter counts them.
    @Test func lineBreaksAtTheEdgesOfTokensAndTriviaCountAsTheConverterCounts() {
        let pieces: [[UInt8]] =
            [
                "\n", "\r", "\r\n", "\r", "\n", "\"", "\"\"\"", "#\"\"\"", "\"\"\"#", "\\", "#!/usr/bin/env swift",
                "#/", "/#", "/",
                "`", "@", "$", "\u{0}", "\u{7F}", "\u{FEFF}", "\u{0B}", "\u{0C}", "/*", "*/", "//", "#if false",
                "#endif", "x", " ",
                "let a = ", "UIFont(name: \"A\", size: 1)", "(", ")", "{", "}", "\\(", "é",
            ].map { Array($0.utf8) } + [[0xFF], [0xE2, 0x80]]
        var generator = SeededGenerator(seed: 99)
        for round in 0..<3000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 1...30, using: &generator) { bytes += pieces.randomElement(using: &generator)! }
            expectConverterLocations(bytes, "edges \(round)")
        }
    }

    /// Random files built from members that put requests, constants and texts inside and outside
    /// the bodies, closures, accessors and local types that the walks may skip.
    private static func generatedSwift(_ generator: inout SeededGenerator) -> String {
        let members = [
            "func a() {\n  label.text = \"Hi\"\n  label.font = UIFont(name: \"A-Bold\", size: 12)\n}\n",
            "func b() {\n  title.text = NSLocalizedString(\"k\", comment: \"\")\n}\n",
            "init() { button.setTitle(\"Go\", for: .normal); button.titleLabel?.font = UIFont(name: name, size: 3)! }\n",
            "var body: some View { VStack { Text(\"k\"); Button(\"b\") { } }.font(.custom(\"X-Regular\", size: 3)) }\n",
            "var plain: some View { VStack { Text(\"p\") } }\n",
            "var styled: some View { Text(verbatim: \"v\").font(Font(UIFont(name: Fonts.bold, size: 2)!)) }\n",
            "func c() { enum Local: String { case light = \"Z-Light\"; case plain } ; _ = UIFont(name: Local.light.rawValue, size: 1) }\n",
            "func d() { enum Quiet: String { case q = \"Q-Regular\" } }\n",
            "let name = \"Name-Regular\"\n", "static let other = \"Other-Bold\"\n",
            "let computed = name + \"-Italic\"\n",
            "func e() -> Font { .custom(name, size: 2).bold() }\n",
            "let closure: () -> Void = { print(1) }\n",
            "lazy var lazyFont = { UIFont(name: \"L-Black\", size: 1) }()\n",
            "func f() { let local = \"Loc-Medium\"; let font = UIFont(name: local, size: 4); label.font = font }\n",
            "func g() { items.map { item in item.count } }\n",
            "func h() { DispatchQueue.main.async { self.label.font = UIFont(name: other, size: 5) } }\n",
            "subscript(i: Int) -> Int { get { i } }\n",
            "#if false\nfunc z() { _ = UIFont(name: \"Dead\", size: 1) }\n#endif\n",
            "static let font = FontConvertible(name: \"Gen-Bold\", family: \"Gen\", path: \"Gen-Bold.ttf\")\n",
            "func i() -> UIFont { FontFamily.Gen.font.font(size: 9) }\n",
            "func j() { CTFontCreateWithName(\"CT-Name\" as CFString, 3, nil) }\n",
        ]
        func block(_ depth: Int) -> String {
            var text = ""
            for _ in 0..<Int.random(in: 1...5, using: &generator) {
                if depth < 2, Int.random(in: 0..<4, using: &generator) == 0 {
                    let name = "T\(Int.random(in: 0..<100, using: &generator))"
                    let opener = [
                        "struct \(name) {\n", "final class \(name) {\n", "extension \(name) {\n",
                        "enum Fonts: String {\n case bold = \"E-Bold\"\n", "func outer() {\n struct Inner {\n",
                    ].randomElement(using: &generator)!
                    text += opener + block(depth + 1) + (opener.hasPrefix("func") ? "}\n}\n" : "}\n")
                } else {
                    text += members.randomElement(using: &generator)!
                }
            }
            return text
        }
        return block(0)
    }

    private func expectPrunedWalksFindTheSame(_ bytes: [UInt8], _ label: String) throws {
        let file = SourceText(path: label, bytes: bytes)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for collectRequests in [true, false] {
            let pruned = SwiftNameScanner.parseAndWalk(file, collectRequests: collectRequests, trees: nil)
            let full = SwiftNameScanner.parseAndWalk(file, collectRequests: collectRequests, trees: nil, pruned: false)
            let prunedEntry = SwiftParseCache.Entry(pruned)
            let fullEntry = SwiftParseCache.Entry(full)
            #expect(
                try encoder.encode(prunedEntry.requests) == encoder.encode(fullEntry.requests),
                "\(label), collecting requests: \(collectRequests)")
            #expect(try encoder.encode(prunedEntry.texts) == encoder.encode(fullEntry.texts), "\(label)")
            // The constants' dictionaries and set compared as values (their encoding's order is the hash's).
            #expect(pruned.constants.values == full.constants.values, "\(label)")
            #expect(pruned.constants.rawValues == full.constants.rawValues, "\(label)")
            #expect(pruned.constants.generatedFonts == full.constants.generatedFonts, "\(label)")
            #expect(pruned.constants.pending.map { "\($0)" } == full.constants.pending.map { "\($0)" }, "\(label)")
        }
    }

    @Test func walksThatSkipSubtreesWithoutTheirWordsFindWhatFullWalksFind() throws {
        for fixture in try Self.fixtureSources() { try expectPrunedWalksFindTheSame(fixture.bytes, fixture.path) }
        var generator = SeededGenerator(seed: 33)
        var requests = 0
        var texts = 0
        var constants = 0
        for round in 0..<300 {
            let text = Self.generatedSwift(&generator)
            try expectPrunedWalksFindTheSame(Array(text.utf8), "generated \(round)")
            let found = SwiftNameScanner.parseAndWalk(
                SourceText(path: "g", text: text), collectRequests: true, trees: nil)
            requests += found.requests.count
            texts += found.texts.count
            constants += found.constants.values.count + found.constants.rawValues.count
        }
        // The generated files hold what the walks record, so the comparison above compares something.
        #expect(requests > 500, "\(requests) requests")
        #expect(texts > 100, "\(texts) texts")
        #expect(constants > 300, "\(constants) constants")
    }

    /// A file saved in Latin-1 (a header comment's accents): each invalid byte becomes U+FFFD's
    /// three bytes in the parsed text, so the tree's offsets run ahead of the file's and a body
    /// must not be skipped for words looked up at the file's offsets.
    @Test func invalidUTF8BeforeABodyDoesNotHideItsWords() throws {
        let header: [UInt8] =
            Array("import SwiftUI\n// Cr".utf8) + [0xE9, 0xE9] + Array(" par Fran".utf8) + [0xE7]
            + Array("ois L".utf8) + [0xE9, 0xEA] + Array("que, ".utf8) + [0xA9] + Array(" Soci".utf8) + [0xE9, 0xE9]
            + Array("\n".utf8)
        let bodies = [
            "let makeTitle = { Font.custom(\"Nope-Bold\", size: 28) }\n",
            "func f() { label.text = \"Hi\"; label.font = UIFont(name: \"A\", size: 1) }\n",
            "struct V: View {\n  var body: some View { Text(\"Hi\").font(.custom(\"B\", size: 2)) }\n}\n",
            "func g() { enum Local: String { case a = \"Z-Light\" }; _ = UIFont(name: Local.a.rawValue, size: 1) }\n",
        ]
        for (index, body) in bodies.enumerated() {
            let bytes = header + Array(body.utf8)
            try expectPrunedWalksFindTheSame(bytes, "latin-1 \(index)")
            let found = SwiftNameScanner.parseAndWalk(
                SourceText(path: "L", bytes: bytes), collectRequests: true, trees: nil)
            #expect(found.requests.count == 1, "latin-1 \(index): \(found.requests.map(\.request.api))")
        }
        // And invalid bytes scattered through generated files.
        var generator = SeededGenerator(seed: 7)
        for round in 0..<100 {
            var bytes: [UInt8] = []
            for byte in Array(Self.generatedSwift(&generator).utf8) {
                bytes.append(byte)
                if byte == 0x0A, Int.random(in: 0..<3, using: &generator) == 0 {
                    bytes += [0x2F, 0x2F, 0xFF, 0xFE, 0xE9, 0x0A]
                }
            }
            try expectPrunedWalksFindTheSame(bytes, "invalid \(round)")
        }
    }

    @Test func aBodyWithoutTheWordsIsSkippedAndOneWithThemIsWalked() {
        let text = "func quiet() { let x = 1; print(x) }\nfunc loud() { _ = UIFont(name: \"A\", size: 1) }\n"
        let bytes = Array(text.utf8)
        let tree = Parser.parse(source: text)
        let words = SwiftWordOffsets(bytes, words: RequestVisitor.words)
        let functions = tree.statements.compactMap { $0.item.as(FunctionDeclSyntax.self) }
        #expect(functions.map { words.occurs(in: $0) } == [false, true])
        #expect(SwiftWordOffsets.everywhere.occurs(in: functions[0]))
    }
}
