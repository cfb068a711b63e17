import Foundation
import Testing

@testable import FontAuditModel

/// `FileData` reads a file's bytes into memory not zeroed first, as `Data` and as an array: the
/// same bytes Foundation reads, for every size around the allocator's and the page's boundaries,
/// and nothing for a folder or a missing file.
@Suite struct FileDataTests {
    @Test func bothFormsAreTheFilesBytes() throws {
        let scratch = try ScratchFolder()
        var random = SeededGenerator(seed: 0x6669_6C65)
        for size in [0, 1, 2, 15, 16, 17, 4095, 4096, 4097, 65_537, 1_000_003] {
            let bytes = (0..<size).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let path = scratch.url.appendingPathComponent("f\(size)").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let reference = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(FileData.read(path) == reference, "\(size)")
            #expect(FileData.readBytes(path) == [UInt8](reference), "\(size)")
            let stated = try #require(FileData.readStatedBytes(path))
            let statedData = try #require(FileData.readStated(path))
            #expect(stated.bytes == bytes && stated.state == statedData.state, "\(size)")
        }
        // A font of the fixtures, as Foundation reads it.
        let font = Repo.root.appendingPathComponent("Fixtures/Fonts/Cantarell/Cantarell-Regular.otf").path
        let fontBytes = try #require(FileData.readBytes(font))
        let fontData = try Data(contentsOf: URL(fileURLWithPath: font))
        #expect(fontBytes.count > 1_000 && fontBytes == [UInt8](fontData))
        #expect(FileData.read(scratch.url.path) == nil && FileData.readBytes(scratch.url.path) == nil)
        #expect(FileData.readBytes(scratch.url.appendingPathComponent("absent").path) == nil)
    }
}
