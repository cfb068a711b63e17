import Foundation
import Testing

/// `fontaudit check` end to end: every format on the planted app against goldens, exit codes,
/// configuration files and baselines.
@Suite struct CheckCommandTests {
    static let formats: [(format: String, file: String)] = [
        ("text", "planted.text.txt"), ("json", "planted.json"), ("sarif", "planted.sarif"),
        ("xcode", "planted.xcode.txt"), ("github", "planted.github.txt"), ("junit", "planted.junit.xml"),
    ]

    @Test(arguments: formats.map(\.format))
    func plantedAppMatchesGolden(_ format: String) throws {
        let file = try #require(Self.formats.first { $0.format == format }).file
        let result = try CLI.run(["check", "Fixtures/Apps/PlantedMistakes", "--format", format])
        #expect(result.status == 1, "errors fail the run: \(result.stderr)")
        #expect(result.stderr.isEmpty)
        let golden = CLI.root.appendingPathComponent("Fixtures/Goldens/Check/\(file)")
        Golden.check(result.stdout, against: golden)
        #expect(!result.stdout.contains(CLI.root.path), "paths are relative to PATH")
    }

    @Test func jsonContractOnThePlantedApp() throws {
        let result = try CLI.run(["check", "Fixtures/Apps/PlantedMistakes", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["findings", "plan", "summary"])
        // The plan: the folder's three apps (one per Info.plist), as the audit read them.
        let plan = try #require(document["plan"] as? [String: Any])
        let apps = try #require(plan["apps"] as? [[String: Any]])
        #expect(apps.compactMap { $0["name"] as? String } == ["Brand", "BrandMac", "BrandWidget"])
        #expect(apps.allSatisfy { $0["kind"] as? String == "source tree" })
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["unusedFonts"] is NSNull, "font-unused is opt-in: no totals")
        #expect(
            summary.compactMapValues { $0 as? Int } == [
                "errors": 15, "warnings": 14, "files": 14, "faces": 14, "namesFound": 24, "namesResolved": 17,
                "namesFollowed": 0, "namesDynamic": 1, "sourcesMissing": 0, "unplacedFonts": 0, "registrationsOpen": 0,
            ])
        let findings = try #require(document["findings"] as? [[String: Any]])
        for finding in findings {
            #expect(
                Set(finding.keys).isSuperset(of: [
                    "rule", "severity", "message", "file", "line", "column", "name", "fix",
                ]))
        }
        let caseFinding = try #require(findings.first { $0["rule"] as? String == "manifest-path-case" })
        #expect(caseFinding["file"] as? String == "Brand/Info.plist")
        #expect(caseFinding["line"] as? Int == 12)
        #expect(caseFinding["fix"] as? String == "Brand-Italic.ttf")
    }

    @Test func packageAuditsThePackageNotItsProjects() throws {
        // Fixtures/Projects/Modular holds an app project that links the Brand package: with
        // --package it is a source tree (no target named), its package's fonts read all the same.
        let project = try CLI.run(["check", "Fixtures/Projects/Modular", "--format", "json", "--fail-on", "never"])
        let package = try CLI.run([
            "check", "Fixtures/Projects/Modular", "--package", "--format", "json", "--fail-on", "never",
        ])
        #expect(project.status == 0 && package.status == 0, "\(package.stderr)")
        #expect(project.stdout.contains("\"target\" : \"App\""))
        #expect(!package.stdout.contains("\"target\" : \""), "\(package.stdout)")
        #expect(package.stdout.contains("\"file\" : \"App/Info.plist\""), "the app folder is audited as a source tree")
        let both = try CLI.run(["check", "Fixtures/Projects/Modular", "--package", "--target", "App"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("--target names an Xcode target, and --package reads no project"))
    }

    @Test func stampIsWrittenOnlyAfterARunThatDoesNotFail() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontaudit-test-stamp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let passed = scratch.appendingPathComponent("Passed.swift").path
        let failed = scratch.appendingPathComponent("Failed.swift").path
        #expect(try CLI.run(["check", "Fixtures/Apps/CleanApp", "--stamp", passed]).status == 0)
        let text = try String(contentsOfFile: passed, encoding: .utf8)
        #expect(text.hasPrefix("// Written by `fontaudit check Fixtures/Apps/CleanApp`"), "\(text)")
        #expect(text.split(separator: "\n").allSatisfy { $0.hasPrefix("//") }, "a Swift file with nothing to compile")
        #expect(try CLI.run(["check", "Fixtures/Apps/PlantedMistakes", "--stamp", failed]).status == 1)
        #expect(
            !FileManager.default.fileExists(atPath: failed),
            "a failing audit leaves no stamp, so the build runs it again")
        #expect(
            try CLI.run(["check", "Fixtures/Apps/PlantedMistakes", "--fail-on", "never", "--stamp", failed]).status == 0
        )
        #expect(FileManager.default.fileExists(atPath: failed))
    }

    @Test func exitCodesFollowTheThreshold() throws {
        #expect(try CLI.run(["check", "Fixtures/Apps/CleanApp"]).status == 0)
        #expect(try CLI.run(["check", "Fixtures/Apps/PlantedMistakes"]).status == 1)
        // MacApp has one warning and no error.
        #expect(try CLI.run(["check", "Fixtures/Apps/MacApp"]).status == 0)
        #expect(try CLI.run(["check", "Fixtures/Apps/MacApp", "--fail-on", "warning"]).status == 1)
        #expect(try CLI.run(["check", "Fixtures/Apps/PlantedMistakes", "--fail-on", "never"]).status == 0)

        let missing = try CLI.run(["check", "Fixtures/Apps/NoSuchApp"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("Fixtures/Apps/NoSuchApp: no such file or folder"))
        #expect(try CLI.run(["check"]).status == 2)
        #expect(try CLI.run(["check", "Fixtures/Apps/CleanApp", "--format", "pdf"]).status == 2)
        #expect(try CLI.run(["check", "Fixtures/Apps/CleanApp", "--fail-on", "sometimes"]).status == 2)
    }

    @Test func cleanAppSaysSo() throws {
        let result = try CLI.run(["check", "Fixtures/Apps/CleanApp"])
        #expect(
            result.stdout
                == "No problems found in 6 font files (7 faces); 18 font names in sources: 18 resolved, 0 open (skipped)\n"
        )
    }

    @Test func configurationFileNextToPathAndGiven() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontaudit-test-cfg-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.copyItem(at: CLI.root.appendingPathComponent("Fixtures/Apps/MacApp"), to: scratch)
        try "fail_on: warning\n".write(
            to: scratch.appendingPathComponent(".fontaudit.yml"), atomically: true, encoding: .utf8)
        #expect(try CLI.run(["check", scratch.path]).status == 1, "fail_on from PATH/.fontaudit.yml")
        #expect(try CLI.run(["check", scratch.path, "--fail-on", "error"]).status == 0, "the flag wins over the file")

        try "disabled_rules: [font-not-listed]\nfail_on: warning\n".write(
            to: scratch.appendingPathComponent(".fontaudit.yml"), atomically: true, encoding: .utf8)
        let disabled = try CLI.run(["check", scratch.path, "--format", "json"])
        #expect(disabled.status == 0)
        #expect(disabled.stdout.contains("\"findings\" : [\n\n  ]") || disabled.stdout.contains("\"findings\" : []"))

        let bad = scratch.appendingPathComponent("bad.yml")
        try "disabled_rules: [no-such-rule]\n".write(to: bad, atomically: true, encoding: .utf8)
        let refused = try CLI.run(["check", scratch.path, "--config", bad.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("unknown rule 'no-such-rule'"))
    }

    @Test func baselineRecordsThenHides() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontaudit-test-base-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let baseline = scratch.appendingPathComponent("baseline.json").path
        let written = try CLI.run(["check", "Fixtures/Apps/PlantedMistakes", "--write-baseline", baseline])
        #expect(written.status == 1, "writing a baseline still reports")
        let data = try Data(contentsOf: URL(fileURLWithPath: baseline))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((document["findings"] as? [[String: Any]])?.count == 29)
        let hidden = try CLI.run(["check", "Fixtures/Apps/PlantedMistakes", "--baseline", baseline])
        #expect(hidden.status == 0)
        #expect(hidden.stdout.hasPrefix("No problems found"))
        let garbage = scratch.appendingPathComponent("garbage.json")
        try "{".write(to: garbage, atomically: true, encoding: .utf8)
        #expect(try CLI.run(["check", "Fixtures/Apps/PlantedMistakes", "--baseline", garbage.path]).status == 2)
    }

    @Test func checkNeverWritesToWhatItAudits() throws {
        let before = try Self.snapshot(CLI.root.appendingPathComponent("Fixtures/Apps"))
        _ = try CLI.run(["check", "Fixtures/Apps/PlantedMistakes", "--format", "sarif"])
        _ = try CLI.run(["check", "Fixtures/Apps/Built/Demo.app"])
        #expect(try Self.snapshot(CLI.root.appendingPathComponent("Fixtures/Apps")) == before)
    }

    @Test func rulesListsEveryRule() throws {
        let list = try CLI.run(["rules"])
        #expect(list.status == 0)
        // 32 rules, then the line that says how to turn on the opt-in ones.
        let lines = list.stdout.split(separator: "\n")
        #expect(lines.count == 35)
        #expect(
            list.stdout.contains(
                "manifest-path-case                error            A UIAppFonts entry matches a file only when letter case is ignored."
            ))
        #expect(lines.contains { $0.hasPrefix("font-not-scaled") && $0.contains(" warning  opt-in  ") })
        #expect(
            lines.last
                == "Opt-in rules run only when .fontaudit.yml names them: opt_in_rules: [font-relative-to-mismatch-strict, font-not-scaled, font-unused]"
        )
        #expect(try CLI.run(["rules", "font-not-scaled"]).stdout.contains("opt_in_rules: [font-not-scaled]"))
        let one = try CLI.run(["rules", "weight-class-mismatch"])
        #expect(one.stdout.contains("Triggers on:"))
        #expect(try CLI.run(["rules", "no-such-rule"]).status == 2)
    }

    /// Path → (size, modification date) of every file below `folder`.
    static func snapshot(_ folder: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        let fm = FileManager.default
        for case let path as String in fm.enumerator(atPath: folder.path)! {
            let attributes = try fm.attributesOfItem(atPath: folder.appendingPathComponent(path).path)
            result[path] = "\(attributes[.size] ?? 0) \(attributes[.modificationDate] ?? "")"
        }
        return result
    }
}

/// Project mode from the command line: `check` on a project, `--target`, `targets`.
@Suite struct ProjectCommandTests {
    @Test func checkAProjectNamesTargets() throws {
        let result = try CLI.run(["check", "Fixtures/Projects/Groups/Groups.xcodeproj", "--format", "xcode"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("App/Info.plist:14: error: UIAppFonts lists `Roboto-Italic.ttf`"))
        #expect(result.stdout.contains("[font-not-in-target, target App]"))
        #expect(result.stdout.contains("project.pbxproj:367: error: Target OtherApp sets INFOPLIST_KEY_UIAppFonts"))
        #expect(
            result.stdout.contains("[infoplist-key-ignored, target OtherApp, configuration Release]"),
            "each configuration writes the key on its own line")
        #expect(result.stdout.contains("[infoplist-key-ignored, target OtherApp, configuration Debug]"))
        let json = try CLI.run([
            "check", "Fixtures/Projects/Groups/Groups.xcodeproj", "--format", "json", "--target", "App",
        ])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(Set(findings.compactMap { $0["target"] as? String }) == ["App"])
        #expect(try CLI.run(["check", "Fixtures/Projects/Groups/Groups.xcodeproj", "--target", "Nope"]).status == 2)
        #expect(try CLI.run(["check", "Fixtures/Projects/Workspace/All.xcworkspace"]).status == 0)
    }

    @Test func targetsListsTargetsWithTheirPlistAndFonts() throws {
        let result = try CLI.run(["targets", "Fixtures/Projects/Groups/Groups.xcodeproj"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Groups.xcodeproj: App (application)\n  Info.plist  App/Info.plist\n"))
        #expect(result.stdout.contains("FontsFolder/Roboto-Bold.ttf  ←  App/FontsFolder/Roboto-Bold.ttf"))
        #expect(
            result.stdout.contains(
                "Groups.xcodeproj: OtherApp (application)\n  configs     Debug\n  Info.plist  generated (no INFOPLIST_FILE: it cannot list fonts)"
            ),
            "each configuration writes INFOPLIST_KEY_UIAppFonts on its own line: listed once per configuration")
        #expect(try CLI.run(["targets", "Fixtures/Fonts"]).status == 2)
    }

    @Test func targetsShowPackagesRegistrationsAndWhatTheCheckoutLacks() throws {
        let result = try CLI.run(["targets", "Fixtures/Projects/Modular"])
        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                """
                  linked      package Brand: product Brand
                  packages    Brand_Brand.bundle/Roboto-Bold.ttf  ←  Packages/Brand/Sources/Brand/Resources/Fonts/Roboto-Bold.ttf
                """), "\(result.stdout)")
        #expect(
            result.stdout.contains(
                "  registers   FontFamily.registerAllCustomFonts() at App/ModularApp.swift:8: 2 fonts\n"))
        #expect(
            result.stdout.contains(
                "  fonts       OpenSans-Bold.ttf  ←  ../Downloads/Open_Sans/OpenSans-Bold.ttf (not in the checkout)\n"))
        #expect(
            result.stdout.contains(
                "  missing     Legacy/LegacyMain.m (the target compiles or copies it; not in the checkout)\n"))
    }
}
