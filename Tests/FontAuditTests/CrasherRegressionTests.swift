import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditFuzzing
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules
@testable import FontInspector
@testable import FontInspectorModel
@testable import FontInspectorReading

/// Every input fuzzing found that crashed or hung a reader (Fixtures/Crashers/TARGET-…) goes
/// through that reader again, in this process: it must return, and quickly.
@Suite struct CrasherRegressionTests {
    static let folder = Repo.root.appendingPathComponent("Fixtures/Crashers")
    static let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()

    @Test func crashersExist() {
        #expect(Self.files.count >= 4, "the crashers found so far are kept as regression inputs")
    }

    @Test(arguments: files)
    func crasherNoLongerCrashes(_ name: String) async throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let started = Date()
        switch name.split(separator: "-").first.map(String.init) ?? "" {
        case "plist":
            // XML ones crashed XMLParser: now no parser is made for them. The binary one holds a set,
            // which crashed Foundation's bridging: now it is refused before parsing.
            if name.hasPrefix("plist-crash-34bc") {
                #expect(SafePlist.binaryPlistHoldsASet(data))
                #expect(!PlistManifestReader().read(data).problems.isEmpty)
            } else if data.starts(with: Array("bplist".utf8)) {
                // It crashed the set check itself (a trailer whose 8-byte integers overflowed Int).
                _ = PlistManifestReader().read(data)
            } else {
                #expect(SafeXML.parser(for: data) == nil)
                _ = PlistManifestReader().read(data)
            }
        case "ib":
            let (_, _, problem) = InterfaceBuilderScanner().scan(data, path: name)
            #expect(problem != nil, "the broken storyboard is reported")
        case "style":
            _ = StyleDictionaryScanner().scan(data, path: name)
        case "package":
            // Unclosed `[` after `let name`: swift-syntax's time doubles per level; past 8 they are blanked.
            #expect(SwiftNesting.shallow([UInt8](data)) != nil)
            _ = PackageManifestReader().read(String(decoding: data, as: UTF8.self), path: name)
        case "swift":
            // The first one's deep `[` are blanked before parsing (the rest is read): it parses in
            // milliseconds. The second timed out only under load (0.6 s in the instrumented build).
            if name.hasPrefix("swift-timeout-21a7") { #expect(SwiftNesting.shallow([UInt8](data)) != nil) }
            _ = SwiftNameScanner().scan([SourceText(path: name, bytes: [UInt8](data))])
        case "font":
            _ = try FontFileInspector().inspect(data: data, displayPath: name)
        case "fix":
            // A Swift file with invalid UTF-8: fix mode placed edits by the parser's offsets, which
            // count each invalid byte as three, and wrote a name into a comment.
            let scratch = try ScratchFolder()
            let outcome = await ReaderFuzzing.fixRoundTrip(
                data, scratch: scratch.url, font: try font("Roboto/Roboto-Regular.ttf"))
            #expect(outcome.violation == nil, "\(outcome.violation ?? "")")
        case "oldstyle":
            // The preflight's agreement with CoreFoundation on these is checked in a subprocess
            // (FontAuditCLITests.PlistParseTests: it captures standard error); here, no crash.
            _ = try? SafePlist.parse(data)
            _ = PlistManifestReader().read(data)
        case let target where ReaderFuzzing.targets.contains(target):
            // Through the harness itself (registration: unclosed `[`, now blanked past 8).
            let scratch = try ScratchFolder()
            #expect(ReaderFuzzing.run(target, data, inspector: try FontFileInspector(), scratch: scratch.url))
        default:
            Issue.record("no reader for \(name)")
        }
        // A hang guard, not a performance check: the hangs found took hours (exponential parses);
        // sanitizers on a loaded machine make the fixed ones take up to 40 s.
        #expect(Date().timeIntervalSince(started) < 300, "\(name) took too long")
    }

    /// The `fix` harness's sample app, each file fuzzed in turn with itself: fix mode edits it, and
    /// the round trip holds. A deliberately wrong edit is caught.
    @Test func fixRoundTripHoldsOnTheSampleAndCatchesAStrayEdit() async throws {
        let scratch = try ScratchFolder()
        let roboto = try font("Roboto/Roboto-Regular.ttf")
        for (selector, path) in [(0, "App/Info.plist"), (1, "App/Main.storyboard"), (2, "App/View.swift")] {
            let input = Data([UInt8(selector)]) + Data(ReaderFuzzing.fixApp[path]!.utf8)
            let outcome = await ReaderFuzzing.fixRoundTrip(input, scratch: scratch.url, font: roboto)
            #expect(outcome.changed, "\(path) is fixed")
            #expect(outcome.violation == nil, "\(path): \(outcome.violation ?? "")")
        }
        let swift = Data("let a = UIFont(name: \"Robto\", size: 1) // keep\n".utf8)
        let stray = Data("let a = UIFont(name: \"Roboto-Regular\", size: 1) // kept\n".utf8)
        #expect(FixRoundTrip.violation(.swift, original: swift, edited: stray, written: ["Roboto-Regular"]) != nil)
        #expect(
            FixRoundTrip.violation(
                .swift, original: swift,
                edited: Data(
                    String(decoding: swift, as: UTF8.self).replacingOccurrences(of: "Robto", with: "Roboto-Regular")
                        .utf8),
                written: ["Roboto-Regular"]) == nil)
        let plist = Data(ReaderFuzzing.fixApp["App/Info.plist"]!.utf8)
        let renamed = Data(
            String(decoding: plist, as: UTF8.self).replacingOccurrences(
                of: "com.example.fuzz", with: "com.example.other"
            ).utf8)
        #expect(FixRoundTrip.violation(.plist, original: plist, edited: renamed, written: []) != nil)
        let storyboard = Data(ReaderFuzzing.fixApp["App/Main.storyboard"]!.utf8)
        let broken = Data(
            String(decoding: storyboard, as: UTF8.self).replacingOccurrences(of: "text=\"Hi\"", with: "text=\"Hello\"")
                .utf8)
        #expect(FixRoundTrip.violation(.storyboard, original: storyboard, edited: broken, written: []) != nil)
    }

    @Test func deeplyNestedSwiftIsReadAroundTheDeepRegion() async throws {
        let scratch = try ScratchFolder()
        let app = scratch.url.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try RuleExample("", appFonts: []).infoPlist.write(
            to: app.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        let nested =
            "let x = UIFont(name: \"Missing-A\", size: " + String(repeating: "[", count: 30) + "1"
            + String(repeating: "]", count: 30) + ")\n"
            + "let y = UIFont(name: \"Missing-B\", size: 1)\n"
        try nested.write(to: app.appendingPathComponent("Deep.swift"), atomically: true, encoding: .utf8)
        // Parsed whole, this file would take hours (the nesting doubles the time per level); the
        // `[` past the eighth are blanked, and both requests are read by the parser.
        let started = Date()
        let (inventory, result) = try await Auditor().auditOne(path: scratch.url.path)
        #expect(Date().timeIntervalSince(started) < 300, "a hang guard: parsed whole, it would take hours")
        #expect(inventory.unreadableSources.isEmpty)
        let unknown = result.findings.filter { $0.rule == "font-name-unknown" }.map {
            "\($0.name ?? ""):\($0.line ?? 0):\($0.column ?? 0)"
        }
        #expect(unknown == ["Missing-A:1:22", "Missing-B:2:22"])
    }
}
