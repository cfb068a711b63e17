import FontInspector
import FontInspectorModel
import FontInspectorReading
import Foundation
import Testing

@testable import FontAuditCache
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders

extension RunCacheTests {
    @Test func aFolderKeepsABoundedNumberOfCaches() throws {
        let scratch = try ScratchFolder()
        try scratch.write("A.swift", "let a = 1\n")
        let path = scratch.url.appendingPathComponent("A.swift").path
        let directory = scratch.url.appendingPathComponent("cache").path
        for index in 0..<(CacheFile.maximumFiles + 5) {
            let cache = RunCache(directory: directory, root: "/app\(index)", tool: "tool", configuration: "")
            _ = cache.validate(path)
            cache.save()
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(files.count == CacheFile.maximumFiles, "\(files.count) files")
    }

    @Test func concurrentRunsNeverLeaveAHalfWrittenCache() async throws {
        let scratch = try ScratchFolder()
        for index in 0..<200 {
            try scratch.write("F\(index).swift", String(repeating: "let a\(index) = 1\n", count: index + 1))
        }
        let paths = (0..<200).map { scratch.url.appendingPathComponent("F\($0).swift").path }
        let base = scratch.url
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let cache = RunCache(
                        directory: base.appendingPathComponent("cache").path, root: base.path, tool: "tool 1",
                        configuration: "options")
                    for path in paths { _ = cache.value(.fontReport(path), of: path) { path.count } }
                    cache.save()
                }
            }
        }
        let file = try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent("cache").path)
        #expect(file.count == 1, "\(file)")
        let read = Self.open(scratch)
        for path in paths { #expect(read.value(.fontReport(path), of: path) { -1 } == path.count) }
    }

    @Test func everyPrefixAndCorruptionOfACacheFileIsRejected() throws {
        var entry = RunCache.Entry(stamp: .init(size: 3, modified: 5, changed: 0, inode: 7), hash: 9)
        entry.values["v"] = [1, 2, 3]
        let entries = ["/a": entry]
        let bytes = CacheFile.encode(
            entries: entries, words: ["UIFont"], root: "/r", tool: "t", configuration: "c", writtenAt: 11)
        let decoded = try #require(CacheFile.decode(bytes, root: "/r", tool: "t", configuration: "c"))
        #expect(decoded.entries["/a"]?.values["v"] == [1, 2, 3])
        #expect(decoded.words == ["UIFont"])
        #expect(decoded.writtenAt == 11)
        for length in 0..<bytes.count {
            #expect(CacheFile.decode(Array(bytes[0..<length]), root: "/r", tool: "t", configuration: "c") == nil)
        }
        for index in bytes.indices {
            var flipped = bytes
            flipped[index] ^= 0x01
            #expect(CacheFile.decode(flipped, root: "/r", tool: "t", configuration: "c") == nil, "byte \(index)")
        }
        #expect(CacheFile.decode(bytes, root: "/other", tool: "t", configuration: "c") == nil)
    }
}
