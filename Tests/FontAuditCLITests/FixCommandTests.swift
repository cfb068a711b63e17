import Foundation
import Testing

/// `fontaudit check --fix` and `--fix --dry-run` end to end on a copy of the planted app.
@Suite struct FixCommandTests {
    /// Rules fix mode edits (as in FontAuditTests' FixModeTests).
    static let fixableRules: Set<String> = [
        "font-in-other-bundle", "font-name-not-postscript", "font-name-not-registered", "font-name-unknown",
        "font-not-listed",
        "manifest-entry-duplicate", "manifest-file-missing", "manifest-path-case", "style-dictionary-invalid",
    ]

    @Test func dryRunWritesNothingAndItsPatchIsWhatFixWrites() throws {
        let scratch = try Scratch()
        let fixed = scratch.url.appendingPathComponent("fixed")
        let patched = scratch.url.appendingPathComponent("patched")
        let planted = CLI.root.appendingPathComponent("Fixtures/Apps/PlantedMistakes")
        try FileManager.default.copyItem(at: planted, to: fixed)
        try FileManager.default.copyItem(at: planted, to: patched)

        let before = try Self.hashes(fixed)
        let dry = try CLI.run(["check", fixed.path, "--fix", "--dry-run"])
        #expect(try Self.hashes(fixed) == before, "--dry-run wrote")
        #expect(dry.status == 1, "the audit's status: the planted app has errors")
        #expect(
            dry.stderr.contains(
                "fontaudit: would fix 6 findings in 2 files: Brand/Info.plist, Brand/Sources/Typography.swift"),
            "\(dry.stderr)")
        #expect(
            dry.stderr.contains(
                "not fixed: Brand/Sources/Typography.swift:22: [font-name-not-postscript] the family has 2 regular upright faces"
            ))
        #expect(dry.stderr.contains("not fixed: Brand/Sources/Generated/Fonts.swift:7: [generated-font-stale]"))
        let golden = CLI.root.appendingPathComponent("Fixtures/Goldens/Fixes/planted.patch")
        Golden.check(dry.stdout, against: golden)

        let fix = try CLI.run(["check", fixed.path, "--fix", "--format", "json"])
        #expect(fix.status == 1, "the second audit's status: errors remain")
        #expect(
            fix.stderr.contains(
                "fontaudit: fixed 6 findings in 2 files: Brand/Info.plist, Brand/Sources/Typography.swift"))
        let after = try #require(try JSONSerialization.jsonObject(with: Data(fix.stdout.utf8)) as? [String: Any])
        let findings = try #require(after["findings"] as? [[String: Any]])
        // Nothing left that fix mode could write, and no finding of a fixable rule that has a fix.
        #expect(findings.allSatisfy { $0["fixable"] as? Bool == false })
        let leftWithFix = findings.filter {
            Self.fixableRules.contains($0["rule"] as? String ?? "") && !($0["fix"] is NSNull)
        }
        #expect(leftWithFix.isEmpty, "\(leftWithFix)")

        // The dry run's patch, applied by git to an untouched copy, gives exactly what --fix wrote.
        let patchFile = scratch.url.appendingPathComponent("fix.patch")
        try dry.stdout.write(to: patchFile, atomically: true, encoding: .utf8)
        let apply = try Self.git(["apply", patchFile.path], in: patched)
        #expect(apply.status == 0, "\(apply.output)")
        #expect(try Self.hashes(patched) == Self.hashes(fixed))

        // Idempotent: a second --fix changes nothing.
        let fixedHashes = try Self.hashes(fixed)
        let again = try CLI.run(["check", fixed.path, "--fix"])
        #expect(again.stderr.contains("fontaudit: fixed 0 findings in 0 files"))
        #expect(try Self.hashes(fixed) == fixedHashes)
    }

    @Test func dryRunNeedsFix() throws {
        let result = try CLI.run(["check", "Fixtures/Apps/PlantedMistakes", "--dry-run"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("write `fontaudit check Fixtures/Apps/PlantedMistakes --fix --dry-run`"))
    }

    @Test func textReportCountsWhatCanBeFixed() throws {
        let result = try CLI.run(["check", "Fixtures/Apps/PlantedMistakes"])
        #expect(
            result.stdout.contains(
                "6 of them can be fixed in place: `fontaudit check Fixtures/Apps/PlantedMistakes --fix --dry-run` shows the edits"
            ))
    }

    /// Every file below `folder`, by relative path: its bytes (compared whole, stronger than a hash).
    static func hashes(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count))
            result[relative] = try Data(contentsOf: url)
        }
        return result
    }

    static func git(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    final class Scratch {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontaudit-test-fix-\(UUID().uuidString)")
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }
    }
}
