import Foundation
import Testing
@testable import FontAudit
@testable import FontInspector

/// Every input fuzzing found that crashed or hung a reader (Fixtures/Crashers/TARGET-…) goes
/// through that reader again, in this process: it must return, and quickly.
@Suite struct CrasherRegressionTests {
    static let folder = Repo.root.appendingPathComponent("Fixtures/Crashers")
    static let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()

    @Test func crashersExist() {
        #expect(Self.files.count >= 4, "the crashers found so far are kept as regression inputs")
    }

    @Test(arguments: files)
    func crasherNoLongerCrashes(_ name: String) throws {
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
        case "swift":
            // Its deep `[` are blanked before parsing (the rest is read): it parses in milliseconds.
            #expect(SwiftNesting.shallow([UInt8](data)) != nil)
            _ = SwiftNameScanner().scan([SwiftNameScanner.File(path: name, bytes: [UInt8](data))])
        case "font":
            _ = try FontFileInspector().inspect(data: data, displayPath: name)
        default:
            Issue.record("no reader for \(name)")
        }
        #expect(Date().timeIntervalSince(started) < 10, "\(name) took too long")
    }

    @Test func deeplyNestedSwiftIsReadAroundTheDeepRegion() async throws {
        let scratch = try ScratchFolder()
        let app = scratch.url.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try RuleExample("", appFonts: []).infoPlist.write(to: app.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        let nested = "let x = UIFont(name: \"Missing-A\", size: " + String(repeating: "[", count: 30) + "1" + String(repeating: "]", count: 30) + ")\n"
            + "let y = UIFont(name: \"Missing-B\", size: 1)\n"
        try nested.write(to: app.appendingPathComponent("Deep.swift"), atomically: true, encoding: .utf8)
        // Parsed whole, this file would take hours (the nesting doubles the time per level); the
        // `[` past the twelfth are blanked, and both requests are read by the parser.
        let started = Date()
        let (inventory, result) = try await Auditor().auditOne(path: scratch.url.path)
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(inventory.unreadableSources.isEmpty)
        let unknown = result.findings.filter { $0.rule == "font-name-unknown" }.map { "\($0.name ?? ""):\($0.line ?? 0):\($0.column ?? 0)" }
        #expect(unknown == ["Missing-A:1:22", "Missing-B:2:22"])
    }
}
