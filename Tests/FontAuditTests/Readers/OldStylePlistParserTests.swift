import Foundation
import Testing

@testable import FontAuditReaders

/// ``OldStylePlistParser`` gives what Foundation gives, or nothing: checked against
/// PropertyListSerialization itself on mutated plists, strings tables and projects, and on every
/// project and strings table of the fixtures. Foundation is only called on what the preflight
/// finds quiet, so it prints nothing here.
@Suite struct OldStylePlistParserTests {
    static let samples = [
        "{\n  UIAppFonts = (\"A.ttf\", B.otf, );\n  Name = \"x;y\";\n  Nested = { a = (1, { b = c; }); e = (); f = {}; };\n}\n",
        "/* c */\n\"key\" = \"value \\\" \\U00e9 \\012 \\t \\\\ \\' \\a\\b\\f\\v\\r\";\n\"short\";\n// line\n\"other\" = 'single';\n\"é\" = \"ü 日本\";\n",
        "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n\t\tAB12 /* x */ = {isa = PBXBuildFile; fileRef = CD34; settings = {ATTRIBUTES = (Weak, ); }; };\n\t\tCD34 = {isa = PBXFileReference; path = \"Fonts/A b.ttf\"; sourceTree = \"<group>\"; };\n\t};\n\trootObject = AB12;\n}\n",
        "\"dup\" = \"first\";\n\"dup\" = \"second\";\nunquoted = value_1.2:3/4$-5;\n\"multi\nline\" = \"a\nb\";\n",
        "  \n\t// only a comment\n",
        "\"a\" = \"b\";\n/* trailing */",
        "(\"one\", two, (three, { four = five; }), )",
    ]

    /// What Foundation's parse gives, made comparable: strings by their bytes.
    static func same(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? String, let b = b as? String { return a.utf8.elementsEqual(b.utf8) }
        if let a = a as? [Any], let b = b as? [Any] {
            return a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
        }
        if let a = a as? [String: Any], let b = b as? [String: Any] {
            return a.count == b.count && a.allSatisfy { key, value in b[key].map { same(value, $0) } ?? false }
        }
        return false
    }

    /// Whether the parser agrees with Foundation on `data`: nil when it does, else the difference.
    static func disagreement(_ data: Data) -> String? {
        guard let fast = OldStylePlistParser.parse(data) else { return nil }
        // What the parser reads, CoreFoundation reads without a complaint.
        guard OldStylePlistPreflight.verdict(SafePlist.utf16(data)) == .quiet else {
            return
                "parsed, but CoreFoundation would complain: \(String(decoding: data, as: UTF8.self).debugDescription)"
        }
        var format = PropertyListSerialization.PropertyListFormat.xml
        guard let slow = try? PropertyListSerialization.propertyList(from: data, options: [], format: &format) else {
            return "parsed, but Foundation refuses it: \(String(decoding: data, as: UTF8.self).debugDescription)"
        }
        guard format == .openStep, same(fast, slow) else {
            return
                "\(fast) differs from Foundation's \(slow) for \(String(decoding: data, as: UTF8.self).debugDescription)"
        }
        return nil
    }

    @Test func theSamplesParseAsFoundationParsesThem() throws {
        for sample in Self.samples {
            let data = Data(sample.utf8)
            #expect(OldStylePlistParser.parse(data) != nil, "\(sample.debugDescription)")
            #expect(Self.disagreement(data) == nil)
        }
        let strings = try #require(OldStylePlistParser.parse(Data(Self.samples[1].utf8)) as? [String: String])
        #expect(strings["key"] == "value \" \u{e9} \n \t \\ ' \u{07}\u{08}\u{0C}\u{0B}\r")
        #expect(strings["short"] == "short")
        #expect(strings["é"] == "ü 日本")
        let table = try #require(OldStylePlistParser.parse(Data(Self.samples[3].utf8)) as? [String: String])
        #expect(table["dup"] == "second")
        #expect(table["unquoted"] == "value_1.2:3/4$-5")
        #expect((OldStylePlistParser.parse(Data(Self.samples[4].utf8)) as? [String: Any])?.isEmpty == true)
    }

    /// Mutations of the samples (a fixed sequence): whatever the parser reads, Foundation reads the
    /// same; and it reads enough of them that the check means something.
    @Test func mutationsParseAsFoundationParsesThemOrAreLeftToIt() {
        let alphabet = Array("{}();=,\"'<>/*\\ \n\rab01U7é\u{2028}".unicodeScalars).map(String.init)
        var state: UInt64 = 29
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        var parsed = 0
        var total = 0
        var disagreements: [String] = []
        for sample in Self.samples {
            for _ in 0..<400 {
                var characters = sample.unicodeScalars.map(String.init)
                for _ in 0..<(1 + next() % 3) where !characters.isEmpty {
                    let at = next() % characters.count
                    switch next() % 3 {
                    case 0: characters.remove(at: at)
                    case 1: characters.insert(alphabet[next() % alphabet.count], at: at)
                    default: characters[at] = alphabet[next() % alphabet.count]
                    }
                }
                let data = Data(characters.joined().utf8)
                total += 1
                if OldStylePlistParser.parse(data) != nil { parsed += 1 }
                if let difference = Self.disagreement(data) { disagreements.append(difference) }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
        #expect(parsed * 4 > total, "only \(parsed) of \(total) mutations parsed")
    }

    /// Whether the first thing past white space and comments is a `{`: a dictionary, not a table.
    static func startsWithBrace(_ text: String) -> Bool {
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0.isWhitespace }
            if rest.hasPrefix("//") {
                rest = rest.drop { $0 != "\n" }
            } else if rest.hasPrefix("/*"), let end = rest.range(of: "*/") {
                rest = rest[end.upperBound...]
            } else {
                return rest.first == "{"
            }
        }
    }

    /// A strings table read keeping some keys is the whole table's entries with those keys, and
    /// gives nil exactly where the whole one does: on the samples and on the same mutations.
    @Test func keepingSomeKeysGivesTheWholeTablesEntriesWithThem() {
        let alphabet = Array("{}();=,\"'<>/*\\ \nab01U7é".unicodeScalars).map(String.init)
        var random = SeededGenerator(seed: 0x6B65_6570)
        let keeps: [(String) -> Bool] = [
            { _ in false }, { _ in true }, { $0.utf8.count % 2 == 0 }, { $0.hasPrefix("d") || $0 == "key" },
        ]
        var compared = 0
        for sample in Self.samples {
            for round in 0..<300 {
                var characters = sample.unicodeScalars.map(String.init)
                for _ in 0..<(round == 0 ? 0 : 1 + Int(random.next() % 3)) where !characters.isEmpty {
                    let at = Int(random.next() % UInt64(characters.count))
                    switch random.next() % 3 {
                    case 0: characters.remove(at: at)
                    case 1: characters.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: at)
                    default: characters[at] = alphabet[Int(random.next() % UInt64(alphabet.count))]
                    }
                }
                let data = Data(characters.joined().utf8)
                let whole = OldStylePlistParser.parse(data)
                for keep in keeps {
                    let kept = OldStylePlistParser.parse(data, keeping: keep)
                    #expect((whole == nil) == (kept == nil), "\(characters.joined().debugDescription)")
                    guard let whole, let kept else { continue }
                    guard let table = whole as? [String: Any], !Self.startsWithBrace(characters.joined()) else {
                        // Not a strings table: read whole.
                        #expect(Self.same(whole, kept))
                        continue
                    }
                    compared += 1
                    #expect(Self.same(table.filter { keep($0.key) }, kept), "\(characters.joined().debugDescription)")
                }
            }
        }
        #expect(compared > 1_000)
    }

    /// Every project and strings table of the fixtures is read by the parser, as Foundation reads it.
    @Test func theFixturesProjectsAndStringsTablesParseAsFoundationParsesThem() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
        let files = try #require(FileManager.default.enumerator(atPath: fixtures.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix("project.pbxproj") || $0.hasSuffix(".strings") }
        var read = 0
        for file in files.sorted() {
            guard let data = FileManager.default.contents(atPath: fixtures.appendingPathComponent(file).path),
                !data.starts(with: [0xFF, 0xFE]), !data.starts(with: [0xFE, 0xFF]),
                !data.starts(with: [0xEF, 0xBB, 0xBF]),
                OldStylePlistPreflight.verdict(SafePlist.utf16(data)) == .quiet,
                (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) != nil
            else { continue }
            #expect(OldStylePlistParser.parse(data) != nil, "\(file)")
            #expect(Self.disagreement(data) == nil, "\(file)")
            read += 1
        }
        #expect(read >= 20, "\(read) of \(files.count)")
    }

    @Test func whatFoundationDecidesIsLeftToIt() {
        for text in [
            "", "<?xml version=\"1.0\"?><plist/>", "{ a = <0fa0>; }", "\"a\" = \"\\351\";", "\"a\" = \"\\UD800\";",
            "\"a\" = \"b\"; \u{2028}", "\"a\" = \"b\"; // x\u{2028}\"c\" = d;", "{ a = b", "\"a\" = \"\\\u{e9}\";",
        ] {
            #expect(OldStylePlistParser.parse(Data(text.utf8)) == nil, "\(text.debugDescription)")
        }
        #expect(OldStylePlistParser.parse(Data([0x22, 0x61, 0xC3, 0x22, 0x3B])) == nil, "invalid UTF-8")
        #expect(
            OldStylePlistParser.parse(Data([0xEF, 0xBB, 0xBF] + Array("\"a\" = b;".utf8))) == nil, "a byte-order mark")
        let deep = String(repeating: "(", count: 100) + String(repeating: ")", count: 100)
        #expect(OldStylePlistParser.parse(Data(deep.utf8)) == nil)
    }
}
