import FontInspectorModel
import Testing

@testable import FontAuditModel
@testable import FontAuditReaders

/// The constants pass parses only files that can define a name the requests refer to
/// (``DefinitionSearch``): every way the scanner records a constant is found, and a file that
/// only uses a common name is not parsed for it.
@Suite struct DefinitionSearchTests {
    func defines(_ word: String, _ text: String, type: Bool = false) -> Bool {
        DefinitionSearch.mayDefine(ByteSearch.Needle(word), in: Array(text.utf8), type: type)
    }

    @Test func everyConstantTheScannerRecordsIsFound() {
        #expect(defines("brandBold", "let brandBold = \"Brand-Bold\""))
        #expect(defines("brandBold", "public static let\n    brandBold: String = \"Brand-Bold\""))
        #expect(defines("italic", "let regular = \"A\", italic = \"B\""))
        #expect(defines("bold", "enum Weight: String { case regular, bold }"))
        #expect(defines("bold", "enum Weight: String {\n    case bold = \"Brand-Bold\"\n}"))
        #expect(defines("default", "enum Style: String { case `default` = \"Brand\" }"))
        #expect(defines("FontName", "enum FontName: String { case bold }", type: true))
        #expect(defines("FontName", "extension FontName {\n static let x = \"y\" }", type: true))
        #expect(defines("Fonts", "extension Theme.Fonts { static let title = \"T\" }", type: true))
        #expect(
            defines(
                "Roboto", "internal enum Roboto {\n static let bold = FontConvertible(name: \"Roboto-Bold\")",
                type: true))
    }

    @Test func aFileThatOnlyUsesTheNameIsLeftAlone() {
        #expect(!defines("name", "label.font = UIFont(name: name, size: 12)\nprint(user.name)"))
        #expect(!defines("FontName", "let font = UIFont(name: FontName.bold.rawValue, size: 1)", type: true))
        #expect(!defines("bold", "let isBold = weight.bold\nfunc bolden() {}"))
        #expect(!defines("FontName", "struct FontNameList {}", type: true), "a longer name is another name")
        #expect(!defines("Fonts", "label.font = Theme.Fonts.title", type: false), "a dot counts before a type only")
    }

    /// Constants resolve across files as they did when every file holding the word was parsed.
    @Test func resolvesAsAFullSearchDoes() {
        let files = [
            "A.swift":
                "let a = UIFont(name: FontName.bold.rawValue, size: 1)\nlet b = UIFont(name: .brandItalic, size: 1)\nlet c = Font.custom(Theme.Fonts.title, size: 2)\n",
            "B.swift": "enum FontName: String { case regular = \"Brand-Regular\", bold = \"Brand-Bold\" }\n",
            "C.swift": "extension String { static let brandItalic = \"Brand-Italic\" }\n",
            "D.swift":
                "enum Theme {}\nextension Theme { enum Fonts { static let title = Base.family + \"-Title\" } }\n",
            "E.swift": "enum Base { static let family = \"Brand\" }\n",
            "F.swift": "func f(_ name: FontName) { print(name, FontName.self, Theme.Fonts.self, Base.family) }\n",
        ]
        let scanned = SwiftNameScanner().scan(
            files.sorted { $0.key < $1.key }.map { SourceText(path: $0.key, text: $0.value) })
        #expect(scanned.requests.map(\.name).sorted() == ["Brand-Bold", "Brand-Italic", "Brand-Title"])
        #expect(scanned.dynamic.isEmpty)
    }

    /// A definition left pending that no request reaches is not chased into other files (generated
    /// code holds thousands: `static let name = _protobuf_package + ".Rpc"`).
    @Test func onlyWhatARequestReachesIsParsed() {
        let prefix = "DefinitionSearchTests-\(UInt32.random(in: 0...UInt32.max))-"
        let files = [
            "A.swift":
                "let a = UIFont(name: Fonts.title, size: 1)\nenum Unrelated { static let x = Other.y + \"!\" }\n",
            "B.swift": "enum Fonts { static let title = Base.family + \"-Title\" }\n",
            "C.swift": "enum Base { static let family = \"Brand\" }\n",
            "D.swift": "enum Other { static let y = \"z\" }\n",
        ]
        WorkCounters.shared.start()
        let scanned = SwiftNameScanner().scan(
            files.sorted { $0.key < $1.key }.map { SourceText(path: prefix + $0.key, text: $0.value) })
        #expect(scanned.requests.map(\.name) == ["Brand-Title"])
        let parsed = WorkCounters.shared.counts(.swiftParse, under: prefix).keys.map {
            String($0.dropFirst(prefix.count))
        }.sorted()
        #expect(parsed == ["A.swift", "B.swift", "C.swift"], "D.swift defines only what nothing asks for")
    }

    /// A file is parsed for requests only when it calls a callee a request is made with: one that
    /// only names `UIFont` or `NSFont` (the system font, a type) is not, yet still gives its
    /// constants to the requests that need them; every way of writing a call is found.
    @Test func onlyFilesThatCallARequestsCalleeAreParsedForRequests() {
        let prefix = "DefinitionSearchTests-calls-\(UInt32.random(in: 0...UInt32.max))-"
        let files = [
            "A.swift": "let a = UIFont(name: Names.bold, size: 1)\n",
            "B.swift": "let b = UIFont (name: \"Brand-Space\", size: 1)\n",
            "C.swift":
                "let c = UIFont.init(name: \"Brand-Init\", size: 1)\nlet d = NSFont.init(name: \"Brand-Mac\", size: 1)\n",
            "D.swift": "let e = UIFontDescriptor(name: \"Brand-Descriptor\", size: 1)\n",
            "E.swift":
                "enum Names { static let bold = \"Brand-Bold\" }\nlet system: UIFont = UIFont.systemFont(ofSize: 12)\n",
            "F.swift":
                "func style(_ font: UIFont) -> UIFont { font.withSize(12) }\nlet mac = NSFont.systemFont(ofSize: 1)\n",
        ]
        WorkCounters.shared.start()
        let scanned = SwiftNameScanner().scan(
            files.sorted { $0.key < $1.key }.map { SourceText(path: prefix + $0.key, text: $0.value) })
        #expect(
            scanned.requests.map(\.name).sorted() == [
                "Brand-Bold", "Brand-Descriptor", "Brand-Init", "Brand-Mac", "Brand-Space",
            ])
        let parsed = WorkCounters.shared.counts(.swiftParse, under: prefix).keys.map {
            String($0.dropFirst(prefix.count))
        }.sorted()
        #expect(
            parsed == ["A.swift", "B.swift", "C.swift", "D.swift", "E.swift"],
            "E.swift for the constant A asks for; F.swift not at all")
    }
}
