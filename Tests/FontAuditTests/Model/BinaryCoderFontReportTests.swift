import FontInspector
import Foundation
import Testing

@testable import FontAuditModel

/// Font reports, as FreeType reads the fixture fonts, round-trip through ``BinaryCoder``: the
/// check cache keeps what each font file holds.
@Suite struct BinaryCoderFontReportTests {
    /// Every fixture font, the broken ones included, as `Fonts/…` paths.
    static let fonts: [String] = {
        let extensions: Set<String> = ["ttf", "otf", "ttc", "otc", "woff", "woff2", "pfb", "bdf"]
        let walker = FileManager.default.enumerator(at: Repo.fonts, includingPropertiesForKeys: nil)
        var found: [String] = []
        while let url = walker?.nextObject() as? URL {
            if extensions.contains(url.pathExtension.lowercased()) {
                found.append(String(url.path.dropFirst(Repo.fonts.path.count + 1)))
            }
        }
        return found.sorted()
    }()

    static func report(_ font: String) throws -> FontFileReport {
        try FontFileInspector().inspectFile(at: Repo.fonts.appendingPathComponent(font), displayPath: "Fonts/" + font)
    }

    @Test func theFixturesHoldFacesOfEveryKind() throws {
        #expect(Self.fonts.count >= 25)
        let reports = try Self.fonts.map(Self.report)
        let faces = reports.flatMap(\.faces)
        #expect(reports.contains { $0.error != nil }, "a broken font")
        #expect(faces.contains { !$0.axes.isEmpty && !$0.instances.isEmpty }, "a variable font")
        #expect(faces.contains { $0.boundingBox != nil && !$0.nameRecords.isEmpty })
        #expect(reports.contains { $0.faces.count > 1 }, "a collection")
    }

    @Test(arguments: fonts)
    func reportRoundTrips(_ font: String) throws {
        let report = try Self.report(font)
        let bytes = try BinaryCoder.encode(report)
        #expect(try BinaryCoder.decode(FontFileReport.self, from: bytes) == report)
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 97)) {
            #expect(throws: DecodingError.self) { try BinaryCoder.decode(FontFileReport.self, from: bytes[..<length]) }
        }
    }

    /// `FontFace.encode(to:)` writes the name records only when `userInfo` asks (the JSON report
    /// leaves them out), and its synthesized `init(from:)` reads them always: without
    /// ``BinaryCoder/defaultUserInfo`` a report with faces does not decode.
    @Test func faceNameRecordsNeedTheDefaultUserInfo() throws {
        let report = try Self.report("Roboto/Roboto-Bold.ttf")
        #expect(!report.faces[0].nameRecords.isEmpty)
        let lean = try BinaryCoder.encode(report, userInfo: [:])
        #expect(try lean.count < BinaryCoder.encode(report).count)
        #expect(throws: DecodingError.self) { try BinaryCoder.decode(FontFileReport.self, from: lean) }
    }
}
