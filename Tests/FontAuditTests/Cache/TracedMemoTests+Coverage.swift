import FontInspectorModel
import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditCache
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders

extension TracedMemoTests {
    @Test func everyFixtureInventoryRoundTripsToTheSameFindings() async throws {
        let apps = try FileManager.default.contentsOfDirectory(
            atPath: Repo.root.appendingPathComponent("Fixtures/Apps").path
        ).sorted()
        #expect(apps.count > 10)
        for app in apps {
            let path = Repo.root.appendingPathComponent("Fixtures/Apps/" + app).path
            let built = try await InventoryBuilder().buildAll(path: path).inventories
            let decoded = try BinaryCoder.decode(
                [StoredInventory].self, from: BinaryCoder.encode(built.map(StoredInventory.init))
            ).map(\.inventory)
            let auditor = Auditor()
            #expect(auditor.result(for: decoded) == auditor.result(for: built), "\(app)")
            for (one, other) in zip(built, decoded) {
                for request in one.requests {
                    #expect(
                        Self.same(one.resolution(of: request), other.resolution(of: request)), "\(app): \(request.name)"
                    )
                }
                for use in one.textUses {
                    let (a, b) = (one.textFont(of: use), other.textFont(of: use))
                    #expect(a?.font == b?.font && a?.face == b?.face, "\(app): \(use.file):\(use.line)")
                }
                #expect(one.registeredPaths == other.registeredPaths, "\(app)")
            }
        }
    }

    /// Whether two resolutions are the same case with equal values (``NameResolution`` is not
    /// `Equatable`: its faces are tuples).
    static func same(_ one: NameResolution?, _ other: NameResolution?) -> Bool {
        switch (one, other) {
        case (nil, nil): return true
        case (.registered(let a, let b)?, .registered(let c, let d)?),
            (.unregistered(let a, let b)?, .unregistered(let c, let d)?),
            (.defaultInstanceOnly(let a, let b)?, .defaultInstanceOnly(let c, let d)?):
            return a == c && b == d
        case (.system?, .system?): return true
        case (.notPostScript(let a, let b)?, .notPostScript(let c, let d)?):
            return b == d && a.count == c.count && zip(a, c).allSatisfy { $0.font == $1.font && $0.face == $1.face }
        case (.systemName(let a, let b, let c, let d)?, .systemName(let e, let f, let g, let h)?):
            return a == e && b == f && c == g && d == h
        case (.unknown(let a)?, .unknown(let b)?): return a == b
        default: return false
        }
    }

    /// The readers, the builder and the fix planner look at the file system only through what
    /// notes each path (``Disk``, `FileData`, ``DirectoryListing``): a call around them would be a
    /// path the memo does not know, and a stale audit.
    @Test func theAuditLooksAtTheFileSystemOnlyThroughTheTrace() throws {
        let forbidden = [
            "FileManager.default.fileExists", "fileExists(atPath", "contentsOfDirectory", "Data(contentsOf",
            "String(contentsOf", "attributesOfItem", "enumerator(at", "enumerator(atPath", "resolvingSymlinksInPath",
            "opendir(", "fopen(", "NSData(contentsOf", "FileHandle(forReadingAtPath", "contents(atPath",
        ]
        // Where the file system is touched on purpose: the trace itself, the cache's own files, and
        // the writer of `--fix`, which runs after the audit.
        let allowed = [
            "FontInspectorModel/Files/FileTrace.swift", "FontInspectorModel/Files/DirectoryListing.swift",
            "FontAuditReaders/Cache/CacheFile.swift", "FontAuditReaders/Cache/RunCache.swift",
            "FontAuditFixes/FixWriter.swift",
        ]
        var found: [String] = []
        for module in [
            "FontAuditInventory", "FontAuditReaders", "FontAuditFixes", "FontAuditModel", "FontInspectorModel/Files",
            "FontInspectorReading",
        ] {
            let folder = Repo.root.appendingPathComponent("Sources/" + module)
            for case let file as String in FileManager.default.enumerator(atPath: folder.path) ?? NSEnumerator()
            where file.hasSuffix(".swift") && !allowed.contains(module + "/" + file) {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                    for call in forbidden where line.contains(call) {
                        found.append("\(module)/\(file):\(number + 1): \(call)")
                    }
                }
            }
        }
        #expect(found.isEmpty, "use Disk, FileData or DirectoryListing instead:\n\(found.joined(separator: "\n"))")
    }
}
