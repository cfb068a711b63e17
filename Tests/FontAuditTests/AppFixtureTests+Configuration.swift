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
    @Test func plistAndFontsOverridesReplaceDiscovery() async throws {
        let root = Repo.apps.appendingPathComponent("PlantedMistakes")
        let options = AuditOptions(
            plists: [root.appendingPathComponent("BrandWidget/Info.plist").path],
            fontsFolder: root.appendingPathComponent("BrandWidget").path)
        let (inventory, result) = try await Auditor().auditOne(path: root.path, options: options)
        #expect(inventory.manifests.map(\.path) == ["BrandWidget/Info.plist"])
        #expect(inventory.fonts.map(\.path) == ["BrandWidget/Widget-Regular.ttf"])
        let manifestFindings = result.findings.filter {
            !$0.rule.hasPrefix("font-name-") && !$0.rule.hasPrefix("style-dictionary-")
                && $0.rule != "source-unreadable" && $0.rule != "registered-file-missing"
                && $0.rule != "font-relative-to-mismatch"
        }
        #expect(manifestFindings.map(\.rule) == ["plist-unreadable"], "no font-not-listed noise on a broken plist")
    }

    @Test func configurationDisablesOverridesAndExcludes() async throws {
        var configuration = Configuration()
        configuration.disabledRules = ["font-not-listed"]
        configuration.severities = ["manifest-entry-duplicate": .error]
        configuration.exclude = ["BrandMac", "BrandWidget/**"]
        let (inventory, result) = try await audit("PlantedMistakes", configuration: configuration)
        #expect(!result.findings.contains { $0.rule == "font-not-listed" })
        #expect(result.findings.first { $0.rule == "manifest-entry-duplicate" }?.severity == .error)
        #expect(inventory.manifests.map(\.path) == ["Brand/Info.plist"])
    }

    @Test func baselineHidesRecordedFindingsOnly() async throws {
        let (_, result) = try await audit("PlantedMistakes")
        let baseline = Baseline(findings: Array(result.findings.dropLast()))
        let decoded = try JSONDecoder().decode(Baseline.self, from: baseline.encoded())
        let (_, filtered) = try await Auditor(baseline: decoded).auditOne(
            path: Repo.apps.appendingPathComponent("PlantedMistakes").path)
        #expect(filtered.findings == [result.findings.last!])
    }

    @Test func configurationFileParsing() throws {
        let known = Auditor.ruleIdentifiers
        let config = try Configuration(
            yaml: """
                disabled_rules: [font-not-listed]
                severity:
                  weight-class-mismatch: error
                exclude: ["Vendor/**"]
                system_fonts: [CorporateSans-Regular]
                fail_on: warning
                """, path: ".fontaudit.yml", knownRules: known)
        #expect(config.disabledRules == ["font-not-listed"])
        #expect(config.severities == ["weight-class-mismatch": .error])
        #expect(config.exclude == ["Vendor/**"])
        #expect(config.systemFonts == ["CorporateSans-Regular"])
        #expect(config.failOn == .warning)

        #expect(
            throws: ConfigurationError.unknownRule(
                path: "x.yml", key: "disabled_rules", rule: "font-not-listd", suggestion: "font-not-listed")
        ) {
            try Configuration(yaml: "disabled_rules: [font-not-listd]", path: "x.yml", knownRules: known)
        }
        #expect(
            throws: ConfigurationError.invalidValue(
                path: "x.yml", line: 1, detail: "'fail_on' must be error, warning or never")
        ) {
            try Configuration(yaml: "fail_on: sometimes", path: "x.yml", knownRules: known)
        }
        #expect(throws: ConfigurationError.self) {
            try Configuration(yaml: "rules: []", path: "x.yml", knownRules: known)
        }
        #expect(
            throws: ConfigurationError.invalidValue(
                path: "x.yml", line: 1, detail: "severity of 'font-unreadable' must be error, warning or note")
        ) {
            try Configuration(yaml: "severity: {font-unreadable: fatal}", path: "x.yml", knownRules: known)
        }
        #expect(throws: ConfigurationError.self) {
            try Configuration(yaml: "[unclosed", path: "x.yml", knownRules: known)
        }
    }

    @Test func xmlPlistLinesAndBinaryPlistHasNone() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>UIAppFonts</key>
                <array>
                    <string>A.ttf</string>
                    <!-- a comment -->
                    <string>B.ttf</string>
                </array>
                <key>ATSApplicationFontsPath</key>
                <string>Fonts</string>
            </dict>
            </plist>
            """
        let parsed = PlistManifestReader().read(Data(xml.utf8))
        #expect(parsed.appFonts.map(\.value) == ["A.ttf", "B.ttf"])
        #expect(parsed.appFonts.map(\.line) == [6, 8])
        #expect(parsed.appFontsLine == 4)
        #expect(parsed.ats?.line == 11)
        let binary = try PropertyListSerialization.data(
            fromPropertyList: ["UIAppFonts": ["A.ttf"]], format: .binary, options: 0)
        let parsedBinary = PlistManifestReader().read(binary)
        #expect(parsedBinary.appFonts.map(\.value) == ["A.ttf"])
        #expect(parsedBinary.appFonts.map(\.line) == [nil])
        #expect(!parsedBinary.hasLines)
        let broken = PlistManifestReader().read(Data("<plist><dict><key>UIAppFonts</key><array>".utf8))
        #expect(broken.problems.count == 1)
    }

    @Test func systemFontCatalogShipsWithItsHeader() throws {
        let catalog = SystemFontCatalog.shipped
        #expect(catalog.faces.count == 308)
        #expect(catalog.faces["Helvetica-Bold"]?.family == "Helvetica")
        #expect(catalog.faces["Courier"]?.listedIn == ["ios13_3"])
        #expect(catalog.isSystemFont(".SFUI-Regular"))
        #expect(SystemFontCatalog.shippedTSV.hasPrefix("# iOS system font PostScript names"))
    }
}
