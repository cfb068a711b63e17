import Foundation
import Testing

@testable import FontInspector
@testable import FontInspectorModel
@testable import FontInspectorReading

/// Every field of every fixture face equals what fontTools reads (scripts/make-goldens).
@Suite struct GoldenTests {
    struct GoldenFile: Decodable, Sendable {
        let format: String?
        let loadableOnIOS: Bool
        let errorKind: String?
        let faces: [JSONValue]
    }

    struct GoldenDocument: Decodable, Sendable {
        let files: [String: GoldenFile]
    }

    static let goldens: [String: GoldenFile] = {
        let data = try! Data(contentsOf: Fixtures.goldens)
        return try! JSONDecoder().decode(GoldenDocument.self, from: data).files
    }()

    @Test func goldensCoverEveryFixtureFont() {
        let found = FontFileFinder().find([Fixtures.fonts.path]).map {
            DisplayPath.make(for: $0.url, relativeTo: Fixtures.fonts)
        }
        #expect(Set(found) == Set(Self.goldens.keys), "run scripts/make-goldens after changing Fixtures/Fonts")
        #expect(found.count >= 20)
    }

    @Test(arguments: goldens.keys.sorted())
    func fixtureMatchesFontTools(_ relative: String) throws {
        let golden = try #require(Self.goldens[relative])
        let report = try FontFileInspector().inspectFile(at: Fixtures.font(relative), displayPath: relative)

        #expect(report.format?.rawValue == golden.format, "\(relative): format")
        #expect(report.loadableOnIOS == golden.loadableOnIOS, "\(relative): loadableOnIOS")
        #expect(report.errorKind == golden.errorKind, "\(relative): \(report.error ?? "no error")")
        #expect(report.faces.count == golden.faces.count, "\(relative): face count")

        let encoder = JSONEncoder()
        encoder.userInfo[.includeNameRecords] = true
        for (face, expected) in zip(report.faces, golden.faces) {
            let actual = try JSONDecoder().decode(JSONValue.self, from: encoder.encode(face))
            guard case .object(let expectedFields) = expected, case .object(let actualFields) = actual else {
                Issue.record("\(relative): golden face is not an object")
                continue
            }
            for (key, value) in expectedFields.sorted(by: { $0.key < $1.key }) {
                #expect(actualFields[key] == value, "\(relative) face \(face.index): \(key)")
            }
        }
    }

    /// A spot check that the goldens hold what a person sees in Font Book, so that a wrong golden
    /// cannot hide behind a matching wrong reader.
    @Test func robotoBoldIsBoldAndInterHasNineInstances() throws {
        let inspector = try FontFileInspector()
        let bold = try #require(inspector.inspectFile(at: Fixtures.font("Roboto/Roboto-Bold.ttf")).faces.first)
        #expect(bold.postscriptName == "Roboto-Bold")
        #expect(bold.weightClass == 700)
        #expect(bold.bold && !bold.italic)
        let italic = try #require(inspector.inspectFile(at: Fixtures.font("Roboto/Roboto-Italic.ttf")).faces.first)
        #expect(italic.italic && italic.italicAngle == -12)
        let inter = try #require(inspector.inspectFile(at: Fixtures.font("Inter/Inter-roman.var.ttf")).faces.first)
        #expect(inter.axes.map(\.tag) == ["wght"])
        #expect(inter.instances.count == 9)
        #expect(inter.instances.last?.postscriptName == "Inter-Black")
        #expect(inter.instances.last?.coordinates == ["wght": 900])
    }
}

/// Any JSON value, compared structurally (numbers as Double).
enum JSONValue: Decodable, Equatable, Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() {
            self = .null
        } else if let b = try? c.decode(Bool.self) {
            self = .bool(b)
        } else if let n = try? c.decode(Double.self) {
            self = .number(n)
        } else if let s = try? c.decode(String.self) {
            self = .string(s)
        } else if let a = try? c.decode([JSONValue].self) {
            self = .array(a)
        } else {
            self = .object(try c.decode([String: JSONValue].self))
        }
    }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let b): "\(b)"
        case .number(let n): "\(n)"
        case .string(let s): "\"\(s)\""
        case .array(let a): "[\(a.map(\.description).joined(separator: ", "))]"
        case .object(let o):
            "{\(o.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", "))}"
        }
    }
}

/// The fast JSON writer of `inspect` prints exactly what JSONEncoder prints.
@Suite struct JSONWriterTests {
    @Test func fastWriterEqualsJSONEncoderOnEveryFixture() throws {
        let inspector = try FontFileInspector()
        let files = FontFileFinder().find([Fixtures.fonts.path])
        #expect(files.count >= 20)
        for entry in files {
            let report = inspector.inspectFile(at: entry.url, displayPath: "a/\"quoted\"\\path\n.ttf")
            for names in [false, true] {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                encoder.userInfo[.includeNameRecords] = names
                let expected = String(decoding: try encoder.encode(report), as: UTF8.self)
                #expect(
                    report.prettyJSON(includeNameRecords: names) == expected,
                    "\(entry.url.lastPathComponent) names: \(names)")
            }
        }
    }
}
