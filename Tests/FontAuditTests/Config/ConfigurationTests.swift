import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// `.fontaudit.yml` decoded with Yams: every mistake names the file, and the line where YAML has one.
@Suite struct ConfigurationTests {
    let known = Auditor.ruleIdentifiers

    func message(_ yaml: String) -> String? {
        do {
            _ = try Configuration(yaml: yaml, path: "x.yml", knownRules: known)
            return nil
        } catch let error as ConfigurationError {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    @Test func valuesOfTheWrongTypeNameTheirLine() {
        #expect(
            message("disabled_rules: [font-not-listed]\nseverity:\n  font-unreadable: fatal\n")
                == "x.yml:3: severity of 'font-unreadable' must be error, warning or note")
        #expect(message("exclude:\n  - Vendor/**\n  - {a: b}\n") == "x.yml:3: 'exclude' must be a list of strings")
        #expect(message("system_fonts: CorporateSans\n") == "x.yml:1: 'system_fonts' must be a list of strings")
        #expect(message("\n\nfail_on: sometimes\n") == "x.yml:3: 'fail_on' must be error, warning or never")
        #expect(message("severity: [error]\n") == "x.yml:1: 'severity' must map rule ids to error, warning or note")
        #expect(
            message("style_dictionary:\n  name_key: font\n  size: 12\n")
                == "x.yml:3: 'style_dictionary' takes name_key and size_key, each a string (such as name_key: fontName)"
        )
    }

    @Test func unknownKeysAndShapesNameTheirLine() {
        #expect(
            message("exclude: []\nrules: []\n")
                == "x.yml:2: unknown key 'rules'; known keys are disabled_rules, exclude, fail_on, opt_in_rules, registration, severity, style_dictionary, system_fonts"
        )
        #expect(
            message("- font-not-listed\n")
                == "x.yml:1: the top level must be a mapping of keys such as disabled_rules, severity, exclude, system_fonts, fail_on"
        )
        #expect(message("[unclosed")?.hasPrefix("x.yml: not valid YAML") == true)
    }

    @Test func emptyAndNullFilesConfigureNothing() throws {
        for yaml in ["", "\n# only a comment\n", "~\n", "null"] {
            #expect(try Configuration(yaml: yaml, path: "x.yml", knownRules: known) == Configuration())
        }
    }

    @Test func everyKeyIsRead() throws {
        let configuration = try Configuration(
            yaml: """
                disabled_rules: [font-not-listed]
                severity: {manifest-entry-duplicate: error}
                exclude: ["Vendor/**"]
                system_fonts: [CorporateSans-Regular]
                style_dictionary: {name_key: font, size_key: size}
                registration:
                  - {function: Fonts.load, bundle: own, files: ["Fonts/*.ttf", "**/*.otf"]}
                  - {function: registerFonts, files: "*.ttf"}
                fail_on: warning
                """, path: "x.yml", knownRules: known)
        #expect(configuration.disabledRules == ["font-not-listed"])
        #expect(configuration.severities == ["manifest-entry-duplicate": .error])
        #expect(configuration.exclude == ["Vendor/**"])
        #expect(configuration.systemFonts == ["CorporateSans-Regular"])
        #expect(configuration.styleNameKey == "font" && configuration.styleSizeKey == "size")
        #expect(configuration.failOn == .warning)
        #expect(configuration.registrationHelpers.map(\.call) == ["Fonts.load()", "registerFonts()"])
        #expect(configuration.registrationHelpers.map(\.type) == ["Fonts", nil])
        #expect(configuration.registrationHelpers.map(\.bundle) == [.own, .main])
        #expect(configuration.registrationHelpers.map(\.patterns) == [["Fonts/*.ttf", "**/*.otf"], ["*.ttf"]])
        #expect(configuration.registrationHelpers.allSatisfy { $0.kind == .url && !$0.includesNestedBundles })
    }

    @Test func theManualsExampleIsAValidConfiguration() throws {
        let readme = try String(contentsOf: Repo.root.appendingPathComponent("docs/USAGE.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "```yaml\ndisabled_rules:"))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        let yaml = String(readme[readme.index(start.lowerBound, offsetBy: "```yaml\n".count)..<end.lowerBound])
        let configuration = try Configuration(yaml: yaml, path: "docs/USAGE.md", knownRules: known)
        #expect(configuration.registrationHelpers.map(\.call) == ["Fonts.load()"])
        #expect(configuration.registrationHelpers.first?.patterns == ["Fonts/*.ttf"])
    }

    @Test func badRegistrationEntriesNameTheFileAndLine() {
        #expect(
            message("registration:\n  - function: Fonts.load\n    bundle: app\n    files: \"*.ttf\"\n")
                == "x.yml:3: registration: bundle must be main (Bundle.main) or own (the bundle of the code that calls it, Bundle.module in a package), not 'app'"
        )
        #expect(
            message("registration:\n  - function: Fonts.load()\n    files: \"*.ttf\"\n")
                == "x.yml:2: registration: function must be the name the code calls, such as Fonts.load or registerFonts, not 'Fonts.load()'"
        )
        #expect(
            message("registration:\n  - function: Fonts.load\n    files: []\n")
                == "x.yml:3: registration: files must be a glob over the bundle's paths, such as \"Fonts/*.ttf\" or \"**/*.otf\", or a list of them"
        )
        let shape =
            "'registration' must be a list of helpers, each with function (such as Fonts.load), bundle (main or own) and files (a glob such as \"Fonts/*.ttf\", or a list of them)"
        #expect(message("registration:\n  - function: Fonts.load\n") == "x.yml:2: \(shape)")
        #expect(message("registration: Fonts.load\n") == "x.yml:1: \(shape)")
        #expect(
            message("registration:\n  - function: Fonts.load\n    files: \"*.ttf\"\n    kind: url\n")?.hasPrefix(
                "x.yml:4: ") == true)
    }
}
