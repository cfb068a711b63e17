import Foundation
import Testing
import ZIPFoundation

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

extension AppFixtureTests {
    @Test func builtIOSBundleIsExact() async throws {
        let (inventory, result) = try await audit("Built/Demo.app")
        #expect(inventory.layout == .iOSBundle)
        #expect(!inventory.fonts.contains { $0.path.contains("Kit.framework") }, "a framework's fonts are its own")
        let found = result.findings.map { Key($0.rule, $0.file, $0.line) }
        #expect(
            Set(found) == [
                Key("font-not-listed", "Fonts/Brand-Bold.ttf"),
                Key("manifest-file-missing", "Info.plist"),
                Key("manifest-path-case", "Info.plist"),
            ])
        #expect(result.findings.first { $0.rule == "manifest-file-missing" }?.fix == "Fonts/Brand-Bold.ttf")
        #expect(result.findings.first { $0.rule == "manifest-path-case" }?.fix == "Fonts/Brand-Italic.ttf")
    }

    @Test func builtMacBundleUsesContentsResources() async throws {
        let (inventory, result) = try await audit("Built/MacDemo.app")
        #expect(inventory.layout == .macOSBundle)
        #expect(inventory.fonts.map(\.bundlePath) == ["Fonts/Inter-roman.var.ttf", "Fonts/Roboto-Regular.ttf"])
        #expect(inventory.manifests.first?.atsFontsPath?.fonts.count == 2)
        #expect(result.findings == [])
    }

    @Test func ipaIsReadThroughZIPFoundationAndCleanedUp() async throws {
        let scratch = try ScratchFolder()
        let ipa = scratch.url.appendingPathComponent("Demo.ipa")
        let archive = try Archive(url: ipa, accessMode: .create)
        let app = Repo.apps.appendingPathComponent("Built/Demo.app")
        let files = FileManager.default.enumerator(atPath: app.path)!.compactMap { $0 as? String }.sorted()
        for file in files {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: app.appendingPathComponent(file).path, isDirectory: &isFolder)
            if isFolder.boolValue { continue }
            try archive.addEntry(with: "Payload/Demo.app/" + file, fileURL: app.appendingPathComponent(file))
        }
        let before = try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
            .filter { $0.hasPrefix("fontaudit-ipa-") }

        let (inventory, result) = try await Auditor().auditOne(path: ipa.path)
        #expect(inventory.layout == .iOSBundle)
        #expect(
            Set(result.findings.map { Key($0.rule, $0.file, $0.line) }) == [
                Key("font-not-listed", "Payload/Demo.app/Fonts/Brand-Bold.ttf"),
                Key("manifest-file-missing", "Payload/Demo.app/Info.plist"),
                Key("manifest-path-case", "Payload/Demo.app/Info.plist"),
            ])
        // Only what this audit made must be gone: another run on the machine (a sanitizer run, a
        // second clone's tests) makes and removes folders of its own meanwhile, so a new folder
        // counts only if it is still there a moment later (as in HostileInputTests).
        func leftovers() throws -> Set<String> {
            Set(
                try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
                    .filter { $0.hasPrefix("fontaudit-ipa-") }
            ).subtracting(before)
        }
        var left = try leftovers()
        if !left.isEmpty {
            try await Task.sleep(for: .seconds(2))
            left = left.intersection(try leftovers())
        }
        #expect(left.isEmpty, "the extracted app is removed")
    }

    @Test func damagedIPAIsAClearError() async throws {
        let scratch = try ScratchFolder()
        let ipa = scratch.url.appendingPathComponent("Broken.ipa")
        try Data("not a zip".utf8).write(to: ipa)
        await #expect {
            try await Auditor().audit(path: ipa.path)
        } throws: { error in
            guard case .notAZipArchive("Broken.ipa", _) = error as? AuditError else { return false }
            return true
        }
    }

    @Test func plainFontsFolderRunsFaceRulesOnly() async throws {
        let (inventory, result) = try await Auditor().auditOne(path: Repo.fonts.appendingPathComponent("Edge").path)
        #expect(inventory.layout == .fontsFolder)
        #expect(!result.findings.contains { $0.rule == "font-not-listed" || $0.rule.hasPrefix("manifest-") })
        #expect(result.findings.contains { $0.rule == "weight-class-mismatch" && $0.file == "WeightMismatch-Bold.ttf" })
    }
}
