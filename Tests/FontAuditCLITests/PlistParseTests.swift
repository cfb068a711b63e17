import Foundation
import Testing

/// The tool never redirects standard error around a plist parse (it used to, to hide
/// CoreFoundation's complaints): a crash inside the parse prints its message, and CoreFoundation
/// prints nothing because the preflight refuses what it would complain about.
@Suite struct PlistParseTests {
    /// The debug build traps inside `SafePlist.parse` when FONTAUDIT_TRAP_IN_PLIST_PARSE is set.
    /// Under a sanitizer (scripts/sanitize sets FONTAUDIT_SANITIZER) Swift's backtracer hangs
    /// reading the crashed process's memory, so it is switched off there: the message is still
    /// printed by the runtime first. Elsewhere the backtrace must be printed too.
    @Test func aCrashDuringAPlistParseStillPrints() throws {
        let sanitized = ProcessInfo.processInfo.environment["FONTAUDIT_SANITIZER"] != nil
        var environment = ["FONTAUDIT_TRAP_IN_PLIST_PARSE": "1"]
        if sanitized { environment["SWIFT_BACKTRACE"] = "enable=no" }
        // Without the cache: a run that takes an earlier audit whole parses no plist.
        let result = try CLI.run(["check", "Fixtures/Apps/CleanApp", "--no-cache"], environment: environment)
        #expect(result.status != 0 && result.status != 1 && result.status != 2, "status \(result.status)")
        #expect(result.stderr.contains("deliberate trap inside a plist parse"), "\(result.stderr.prefix(2000))")
        if !sanitized {
            #expect(
                result.stderr.contains("SafePlist.parse"),
                "the backtrace names the parse: \(result.stderr.prefix(2000))")
        }
    }

    @Test func aBrokenOldStylePlistPrintsNothingButTheFinding() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontaudit-test-plist-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try Data("{\n  UIAppFonts = (\"A.ttf\");\n  CFBundleName = App\n}\n".utf8).write(
            to: scratch.appendingPathComponent("Info.plist"))
        try FileManager.default.copyItem(
            at: CLI.root.appendingPathComponent("Fixtures/Fonts/Roboto/Roboto-Regular.ttf"),
            to: scratch.appendingPathComponent("Roboto-Regular.ttf"))
        let result = try CLI.run(["check", scratch.path, "--format", "json"])
        #expect(!result.stderr.contains("Old-style plist parser"), "\(result.stderr)")
        #expect(
            result.stdout.contains("plist-unreadable") || result.stdout.contains("cannot be parsed as a property list"),
            "\(result.stdout.prefix(2000))")
    }

    /// The preflight agrees with CoreFoundation on every input: the `oldstyle` harness of the
    /// replay executable has PropertyListSerialization parse each input in a child process
    /// (`FontAuditPlistProbe`), reads what CoreFoundation printed from its standard error, and
    /// traps on a disagreement. The inputs are mutations of an old-style plist, a strings file and
    /// a project, and the disagreements fuzzing found.
    @Test func thePreflightAgreesWithCoreFoundation() throws {
        let samples = [
            "{\n  UIAppFonts = (\"A.ttf\", B.otf);\n  Name = \"x;y\";\n  Data = <0fa0 12>;\n  Nested = { a = (1, { b = c; }); };\n}\n",
            "/* c */\n\"key\" = \"value \\\" \\U00e9 \\012\";\n\"short\";\n// line\n\"other\" = 'single';\n",
            "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n\t\tAB12 /* x */ = {isa = PBXBuildFile; fileRef = CD34; };\n\t};\n\trootObject = AB12;\n}\n",
        ]
        let alphabet = Array("{}();=,\"'<>/*\\ \n\rab01U".utf16)
        // A linear congruential sequence (Knuth's MMIX constants): the same mutations every run.
        var state: UInt64 = 17
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontaudit-test-oldstyle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var paths: [String] = []
        for (index, sample) in samples.enumerated() {
            var units = Array(sample.utf16)
            for round in 0..<300 {
                var mutated = units
                for _ in 0..<(1 + Int(next() % 3)) where !mutated.isEmpty {
                    let at = Int(next() % UInt64(mutated.count))
                    switch next() % 3 {
                    case 0: mutated.remove(at: at)
                    case 1: mutated.insert(alphabet[Int(next() % UInt64(alphabet.count))], at: at)
                    default: mutated[at] = alphabet[Int(next() % UInt64(alphabet.count))]
                    }
                }
                if round % 50 == 49 { units = mutated }
                let path = folder.appendingPathComponent("\(index)-\(round)").path
                try Data(String(decoding: mutated, as: UTF16.self).utf8).write(to: URL(fileURLWithPath: path))
                paths.append(path)
            }
        }
        // And the inputs fuzzing found where they disagreed (Fixtures/Crashers/oldstyle-…).
        let crashers = CLI.root.appendingPathComponent("Fixtures/Crashers")
        paths += try FileManager.default.contentsOfDirectory(atPath: crashers.path).filter { $0.hasPrefix("oldstyle-") }
            .map { crashers.appendingPathComponent($0).path }
        let replay = CLI.binary.deletingLastPathComponent().appendingPathComponent("FontAuditFuzz")
        let result = try CLI.run(paths, environment: ["FONTAUDIT_FUZZ_TARGET": "oldstyle"], executable: replay)
        #expect(result.status == 0, "\(result.stderr.prefix(2000))")
        // The oracle is CoreFoundation in a child process beside the harness: it must be there and
        // say what it says, or the replay above would agree with nothing.
        let probe = CLI.binary.deletingLastPathComponent().appendingPathComponent("FontAuditPlistProbe")
        let bad = folder.appendingPathComponent("missing-semicolon.strings")
        try Data("a = b;\nc".utf8).write(to: bad)
        let complaint = try CLI.run(
            ["-c", "exec \"$0\" < \"$1\"", probe.path, bad.path], executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(complaint.status == 1)
        #expect(
            complaint.stderr.contains("Old-style plist parser: missing semicolon or value in dictionary on line 2"),
            "\(complaint.stderr)")
    }
}
