import Foundation
import Testing

@testable import FontInspector
@testable import FontInspectorModel
@testable import FontInspectorReading

/// Bad bytes become a report with an error that names the cause; nothing crashes or blocks.
@Suite struct BadInputTests {
    let inspector = try! FontFileInspector()

    @Test func emptyData() {
        let report = inspector.inspect(data: Data(), displayPath: "x.ttf")
        #expect(report.errorKind == "empty")
        #expect(report.error == "empty file (0 bytes)")
        #expect(!report.loadableOnIOS)
    }

    @Test func randomBytesWithAFontExtension() {
        var generator = SeededGenerator(seed: 42)
        for length in [1, 3, 4, 11, 12, 100, 4096] {
            let bytes = Data((0..<length).map { _ in UInt8.random(in: 1...255, using: &generator) })
            let report = inspector.inspect(data: bytes, displayPath: "random.ttf")
            #expect(report.errorKind == "not-a-font", "\(length) bytes: \(report.error ?? "read")")
        }
    }

    @Test func collectionWhoseFaceOffsetsPointPastTheEnd() {
        var bytes = Data("ttcf".utf8) + Data([0, 1, 0, 0, 0, 0, 0, 2])
        bytes += Data([0, 0, 0x10, 0, 0x7F, 0, 0, 0])  // offsets 4096 and 2130706432
        let report = inspector.inspect(data: bytes, displayPath: "bad.ttc")
        #expect(report.errorKind == "truncated")
        #expect(report.format == .trueTypeCollection)
    }

    @Test func collectionHeaderCutOff() {
        let report = inspector.inspect(
            data: Data("ttcf".utf8) + Data([0, 1, 0, 0, 0, 0, 0, 9]), displayPath: "bad.ttc")
        #expect(report.error == "truncated: the collection header lists 9 faces but the file ends at byte 12")
    }

    @Test(arguments: [
        "Roboto/Roboto-Regular.ttf", "Cantarell/Cantarell-Regular.otf",
        "Collections/Cantarell.otc", "FontAwesome/fontawesome-webfont.woff2",
    ])
    func everyCutOfARealFontIsAnErrorNotACrash(_ relative: String) throws {
        let whole = try Data(contentsOf: Fixtures.font(relative))
        for fraction in [0.001, 0.01, 0.1, 0.5, 0.9, 0.999] {
            let cut = whole.prefix(Int(Double(whole.count) * fraction))
            let report = inspector.inspect(data: Data(cut), displayPath: relative)
            #expect(report.error != nil, "\(relative) cut to \(cut.count) bytes was read without error")
        }
    }

    @Test func dataAndFileGiveTheSameReport() throws {
        for relative in ["Collections/RobotoCondensed.ttc", "Inter/Inter-roman.var.ttf", "URW/StandardSymbolsPS.pfb"] {
            let url = Fixtures.font(relative)
            let fromFile = inspector.inspectFile(at: url, displayPath: relative)
            let fromData = inspector.inspect(data: try Data(contentsOf: url), displayPath: relative)
            #expect(fromFile == fromData, "\(relative)")
        }
    }

    @Test func fifoAndDeviceDoNotBlock() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.url.appendingPathComponent("pipe.ttf")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let report = inspector.inspectFile(at: fifo)
        #expect(report.errorKind == "not-a-regular-file")
        #expect(report.error == "not a font file: the path is a FIFO")
        let device = inspector.inspectFile(at: URL(fileURLWithPath: "/dev/zero"))
        #expect(device.error == "not a font file: the path is a character device")
    }

    @Test func missingFile() {
        let report = inspector.inspectFile(at: URL(fileURLWithPath: "/nonexistent/font.ttf"))
        #expect(report.error == "cannot read the file: No such file or directory")
    }
}

/// A deterministic random number generator (SplitMix64), so failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A temporary folder removed when the value is released.
final class TemporaryFolder {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("fontaudit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }
}
