import FontInspectorModel
import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel
@testable import FontAuditReaders

extension CachedCheckTests {
    @Test func anotherConfigurationReadsAgain() async throws {
        let scratch = try ScratchFolder()
        let root = try Self.copy("Fixtures/Apps/PlantedMistakes", in: scratch)
        let cache = scratch.url.appendingPathComponent("cache").path
        _ = try await Self.audit(root.path, cache: cache)
        var options = AuditOptions()
        options.extraSystemFonts = ["Roboto-Blod"]
        options.styleNameKey = "font"
        let uncached = try await Self.audit(root.path, cache: nil, options: options)
        var cached: AuditResult?
        let work = try await Self.work(under: root.path) {
            cached = try await Self.audit(root.path, cache: cache, options: options)
        }
        #expect(cached == uncached)
        #expect(work > .none, "a cache written with other options is not used")
        #expect(uncached != (try await Self.audit(root.path, cache: nil)))
    }

    @Test(arguments: ["flipped", "truncated", "empty", "random", "folder"])
    func aDamagedCacheIsIgnoredAndRewritten(_ damage: String) async throws {
        let scratch = try ScratchFolder()
        let root = try Self.copy("Fixtures/Apps/PlantedMistakes", in: scratch)
        let cache = scratch.url.appendingPathComponent("cache")
        let uncached = try await Self.audit(root.path, cache: nil)
        _ = try await Self.audit(root.path, cache: cache.path)
        // Both files: the run cache and the memo of the whole audit (either alone, intact, serves).
        let files = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter {
            $0.hasSuffix(".fontaudit-cache")
        }
        #expect(files.count == 2, "\(files)")
        for file in files {
            let url = cache.appendingPathComponent(file)
            var bytes = [UInt8](try Data(contentsOf: url))
            switch damage {
            case "flipped": bytes[bytes.count / 2] ^= 0x40
            case "truncated": bytes.removeLast(bytes.count / 3)
            case "empty": bytes = []
            case "random": bytes = (0..<bytes.count).map { _ in UInt8.random(in: 0...255) }
            default: break
            }
            if damage == "folder" {
                try FileManager.default.removeItem(at: url)
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            } else {
                try Data(bytes).write(to: url)
            }
        }
        var damaged: AuditResult?
        let work = try await Self.work(under: root.path) {
            damaged = try await Self.audit(root.path, cache: cache.path)
        }
        #expect(damaged == uncached)
        #expect(work > .none, "nothing of a damaged cache is trusted")
        if damage != "folder" {
            var rewritten: AuditResult?
            let again = try await Self.work(under: root.path) {
                rewritten = try await Self.audit(root.path, cache: cache.path)
            }
            #expect(rewritten == uncached)
            #expect(again == .none, "the damaged cache was rewritten")
        }
    }
}
