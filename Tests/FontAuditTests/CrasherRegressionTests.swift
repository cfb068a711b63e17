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
            #expect(SwiftNameScanner.nestsTooDeep([UInt8](data)))
            _ = SwiftNameScanner().scan([SwiftNameScanner.File(path: name, bytes: [UInt8](data))])
        case "font":
            _ = try FontFileInspector().inspect(data: data, displayPath: name)
        default:
            Issue.record("no reader for \(name)")
        }
        #expect(Date().timeIntervalSince(started) < 10, "\(name) took too long")
    }

    @Test func deeplyNestedSwiftIsReportedNotParsed() async throws {
        let scratch = try ScratchFolder()
        let app = scratch.url.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try RuleExample("", appFonts: []).infoPlist.write(to: app.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        let nested = "let x = UIFont(name: \"A\", size: " + String(repeating: "[", count: 30) + "1" + String(repeating: "]", count: 30) + ")\n"
        try nested.write(to: app.appendingPathComponent("Deep.swift"), atomically: true, encoding: .utf8)
        // Parsed, this file would take hours (the nesting doubles the time per level).
        let (inventory, result) = try await Auditor().auditOne(path: scratch.url.path)
        #expect(inventory.unreadableSources["App/Deep.swift"] != nil)
        #expect(result.findings.contains { $0.file == "App/Deep.swift" && $0.rule == "source-unreadable" })
    }
}
