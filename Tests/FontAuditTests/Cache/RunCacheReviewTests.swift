import Foundation
import Testing

@testable import FontAuditCache
@testable import FontAuditModel
@testable import FontAuditReaders

/// Review of issue 32: cases where a cached run gave other results than an uncached one.
@Suite struct RunCacheReviewTests {
    /// A file of a kept project read (the pbxproj, an xcconfig, a synchronized folder) that changes
    /// while the read runs, after it was read: the next run must read it again. The inputs are
    /// stamped when the read ends, so the new stamp was kept with what the old bytes gave, and
    /// the run went on for more than two seconds (here: the file's time is set back by 30 s).
    @Test func anInputChangedDuringARecordedReadIsReadAgain() throws {
        let scratch = try ScratchFolder()
        try scratch.write("project.pbxproj", "one\n")
        let path = scratch.url.appendingPathComponent("project.pbxproj").path
        try RunCacheTests.age(path, by: 60)
        let first = RunCacheTests.open(scratch)
        let read = first.recorded("project") { recorder -> String in
            recorder.file(path)
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            // Saved by Xcode (or a checkout) while the rest of the project is read.
            try? "two!\n".write(toFile: path, atomically: false, encoding: .utf8)
            try? RunCacheTests.age(path, by: 30)
            return text
        }
        #expect(read == "one\n")
        first.save()

        let second = RunCacheTests.open(scratch)
        let again = second.recorded("project") { recorder -> String in
            recorder.file(path)
            return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        }
        #expect(again == "two!\n", "the project as it is now, not as it was before the edit")
    }

    /// A source file that a project lists but that is missing, then a folder of that name: a scan
    /// says "missing" of the first and "cannot be read" of the second, but the scan's memo counts
    /// both as absent (``RunCache/absentHash``) and gives the first run's answer.
    @Test func aMissingSourceThatBecomesAFolderIsNotMissing() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Other.swift", "let a = 1\n")
        let path = scratch.url.appendingPathComponent("App.swift").path
        let files = [(path: path, display: "App.swift")]

        let first = RunCacheTests.open(scratch)
        var scanner = SourceScanner()
        scanner.store = first
        #expect(scanner.scan(paths: files).missing == ["App.swift"])
        first.save()

        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let uncached = SourceScanner().scan(paths: files)
        #expect(uncached.missing.isEmpty)
        #expect(uncached.problems.map(\.path) == ["App.swift"])

        let second = RunCacheTests.open(scratch)
        scanner.store = second
        let cached = scanner.scan(paths: files)
        #expect(cached.missing == uncached.missing)
        #expect(cached.problems.map(\.path) == uncached.problems.map(\.path))
    }
}
