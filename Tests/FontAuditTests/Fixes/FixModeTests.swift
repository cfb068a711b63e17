import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// Fix mode on real apps with real fonts: each fix is made, audited again, and compared byte for
/// byte with the original where only the fixed text may differ.
@Suite struct FixModeTests {
    /// The rules whose findings fix mode edits away. A rule joins by having a triggering example
    /// whose finding is fixable; this list makes a rule that stops being fixable fail here.
    static let fixableRules: Set<String> = [
        "font-in-other-bundle", "font-name-not-postscript", "font-name-not-registered", "font-name-unknown",
        "font-not-listed",
        "manifest-entry-duplicate", "manifest-file-missing", "manifest-path-case", "style-dictionary-invalid",
        "font-unused",
    ]

    /// Every triggering example of every rule, built as an app: where a finding is fixable, `--fix`
    /// makes the rule's fixable findings go away, writes exactly the committed golden patch, and a
    /// second run changes nothing.
    @Test(arguments: allRules.map { $0.description.identifier })
    func everyFixableExampleIsFixedAsItsGoldenSays(_ id: String) async throws {
        let rule = try #require(allRules.first { $0.description.identifier == id })
        var fixedExamples = 0
        for (number, example) in rule.description.triggeringExamples.enumerated() where example.project == nil {
            let scratch = try ScratchFolder()
            try example.materialize(in: scratch.url)
            // An opt-in rule runs, and a rule whose fixes apply only when named is named (`--fix-rule`).
            var configuration = Configuration()
            if rule.description.optIn { configuration.optInRules = [id] }
            let auditor = Auditor(configuration: configuration)
            var options = AuditOptions()
            if rule.description.fixOnlyWhenNamed { options.fixRules = [id] }
            let first = try await auditor.audit(path: scratch.url.path, options: options)
            let mine = first.result.findings.filter { $0.rule == id }
            let plan = auditor.fixPlan(
                for: first.result, inventories: first.inventories, path: scratch.url.path, options: options)
            guard mine.contains(where: \.fixable) else {
                #expect(
                    plan.changes.allSatisfy { change in
                        change.findings.allSatisfy { first.result.findings[$0].rule != id }
                    })
                continue
            }
            fixedExamples += 1
            let golden = Repo.root.appendingPathComponent("Fixtures/Goldens/Fixes/\(id)-\(number + 1).patch")
            let patch = plan.unifiedDiff
            Golden.check(patch, against: golden, "\(id) example \(number + 1): \(example.title)")
            let written = FixWriter.write(plan, root: scratch.url.path)
            #expect(written.failed.isEmpty)
            let second = try await auditor.audit(path: scratch.url.path, options: options)
            let left = second.result.findings.filter { $0.rule == id }
            #expect(left.count == mine.filter { !$0.fixable }.count, "\(id): \(left.map(\.message))")
            let again = auditor.fixPlan(
                for: second.result, inventories: second.inventories, path: scratch.url.path, options: options)
            #expect(again.changes.isEmpty, "\(id): a second --fix changes \(again.changes.map(\.path))")
        }
        #expect((fixedExamples > 0) == Self.fixableRules.contains(id), "\(id): \(fixedExamples) examples fixed")
        // What the rule's documentation says of fix mode is what fix mode does.
        #expect((rule.description.fixMode != nil) == Self.fixableRules.contains(id))
    }

    // MARK: Bytes outside the edits

    @Test func xmlPlistWithCommentsAndCRLFKeepsEveryOtherByte() async throws {
        let plist = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">",
            "<plist version=\"1.0\">",
            "<dict>",
            "  <!-- fonts: keep the order designers gave -->",
            "  <key>UIAppFonts</key>",
            "  <array>",
            "    <string>roboto-bold.ttf</string>  <!-- case -->",
            "    <string>Roboto-Italic.ttf</string>",
            "    <string>Roboto-Italic.ttf</string>",
            "  </array>",
            "  <key>CFBundleName</key>",
            "  <string>Zażółć</string>",
            "</dict>",
            "</plist>",
            "",
        ].joined(separator: "\r\n")
        let app = try FixApp(
            files: ["App/Info.plist": plist],
            fonts: [
                "App/Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf",
                "App/Fonts/Roboto-Italic.ttf": "Roboto/Roboto-Italic.ttf",
                "App/Fonts/Roboto-Regular.ttf": "Roboto/Roboto-Regular.ttf",
            ])
        let outcome = try await app.fix()
        let expected =
            plist
            .replacingOccurrences(of: "<string>roboto-bold.ttf</string>", with: "<string>Roboto-Bold.ttf</string>")
            .replacingOccurrences(
                of: "    <string>Roboto-Italic.ttf</string>\r\n  </array>",
                with: "    <string>Roboto-Regular.ttf</string>\r\n  </array>")
        #expect(try app.text("App/Info.plist") == expected)
        #expect(outcome.left.isEmpty, "\(outcome.left.map(\.message))")
    }

    @Test func swiftLiteralAfterUnicodeAndAtItsDefinition() async throws {
        let title =
            "// Überschrift: „Zażółć gęślą jaźń“ 🎉\nlet heading = Font.custom(\"Roboto Bold\", size: 28, relativeTo: .title)\n"
        let names =
            "enum Names {\n    static let body = \"Roboto Regular\" // ✓ 本文\n}\nenum Face: String {\n    case italic = \"Roboto Italic\"\n}\n"
        let uses =
            "let a = UIFont(name: Names.body, size: 17)\nlet b = UIFont(name: Names.body, size: 13)\nlet c = Font.custom(Face.italic.rawValue, size: 17)\n"
        let app = try FixApp(
            files: [
                "App/Info.plist": FixApp.plist(["Roboto-Bold.ttf", "Roboto-Regular.ttf", "Roboto-Italic.ttf"]),
                "App/Title.swift": title, "App/Names.swift": names, "App/Uses.swift": uses,
            ],
            fonts: [
                "App/Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf",
                "App/Fonts/Roboto-Regular.ttf": "Roboto/Roboto-Regular.ttf",
                "App/Fonts/Roboto-Italic.ttf": "Roboto/Roboto-Italic.ttf",
            ])
        let outcome = try await app.fix()
        #expect(
            try app.text("App/Title.swift")
                == title.replacingOccurrences(of: "\"Roboto Bold\"", with: "\"Roboto-Bold\""))
        #expect(
            try app.text("App/Names.swift")
                == names.replacingOccurrences(of: "\"Roboto Regular\"", with: "\"Roboto-Regular\"")
                .replacingOccurrences(of: "\"Roboto Italic\"", with: "\"Roboto-Italic\""))
        // The uses name the constants: edited once, where they are defined.
        #expect(try app.text("App/Uses.swift") == uses)
        #expect(outcome.plan.changes.map(\.path) == ["App/Names.swift", "App/Title.swift"])
        #expect(outcome.left.isEmpty, "\(outcome.left.map(\.message))")
    }

    /// A name followed through code (issue 46) is fixed where its one literal is: the enum case's
    /// raw value, never the request; a value put together (`"Roboto-\(weight.rawValue)"`) or
    /// given at a call site is left to the user.
    @Test func aFollowedValueIsFixedAtItsDefinition() async throws {
        let weights =
            "enum Weight: String {\n    case regular = \"Roboto-Regular\"\n    case bold = \"Roboto-Blod\"\n}\n"
        let uses =
            "import UIKit\nfunc font(_ weight: Weight) -> UIFont? { UIFont(name: weight.rawValue, size: 12) }\n"
            + "func label(name: String) -> UIFont? { UIFont(name: name, size: 12) }\nlet l = label(name: \"Roboto-Regualr\")\n"
        let app = try FixApp(
            files: [
                "App/Info.plist": FixApp.plist(["Roboto-Bold.ttf", "Roboto-Regular.ttf"]),
                "App/Weights.swift": weights, "App/Uses.swift": uses,
            ],
            fonts: [
                "App/Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf",
                "App/Fonts/Roboto-Regular.ttf": "Roboto/Roboto-Regular.ttf",
            ])
        let outcome = try await app.fix()
        #expect(
            try app.text("App/Weights.swift") == weights.replacingOccurrences(of: "Roboto-Blod", with: "Roboto-Bold"))
        #expect(try app.text("App/Uses.swift") == uses)
        #expect(outcome.plan.changes.map(\.path) == ["App/Weights.swift"])
        #expect(outcome.left.map(\.name) == ["Roboto-Regualr"], "the call site's literal is not the request's: left")
    }

    @Test func storyboardObjectiveCAndStyleDictionary() async throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <label opaque="NO" text="Grüße" id="abc-12-xyz">
                                <fontDescription key="fontDescription" name="Roboto Bold" family="Roboto Bold" pointSize="17"/>
                                <color key="textColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                            </label>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """
        let objc = "// Überschrift\nUIFont *f = [UIFont fontWithName:@\"Roboto Bold\" size:17];\n"
        let styles = """
            {
              "body": { "fontName": "Roboto Regular", "fontSize": 17 },
              "headline": { "fontName": "Roboto-Bold", "fontSize": 17 },
              "caption": { "fontName": "Roboto-Regular", "fontSize": 12 },
              "titel": { "fontName": "Roboto-Bold", "fontSize": 28 }
            }

            """
        let app = try FixApp(
            files: [
                "App/Info.plist": FixApp.plist(["Roboto-Bold.ttf", "Roboto-Regular.ttf"]),
                "App/Main.storyboard": storyboard, "App/Legacy.m": objc, "App/Styles.json": styles,
            ],
            fonts: [
                "App/Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf",
                "App/Fonts/Roboto-Regular.ttf": "Roboto/Roboto-Regular.ttf",
            ])
        let outcome = try await app.fix()
        #expect(
            try app.text("App/Main.storyboard")
                == storyboard.replacingOccurrences(
                    of: "name=\"Roboto Bold\" family=\"Roboto Bold\"", with: "name=\"Roboto-Bold\" family=\"Roboto\""))
        #expect(
            try app.text("App/Legacy.m") == objc.replacingOccurrences(of: "@\"Roboto Bold\"", with: "@\"Roboto-Bold\""))
        #expect(
            try app.text("App/Styles.json")
                == styles.replacingOccurrences(of: "\"Roboto Regular\"", with: "\"Roboto-Regular\"")
                .replacingOccurrences(of: "\"titel\"", with: "\"title\""))
        #expect(
            outcome.left.filter { FixModeTests.fixableRules.contains($0.rule) }.isEmpty,
            "\(outcome.left.map(\.message))")
    }

    /// diaryApp's shape: a misspelt entry (`.TFF`) for a file nothing lists, asked for by name. The
    /// rename makes the entry; adding the file as well would list it twice.
    @Test func anEntryRenamedToTheUnlistedFileIsNotAddedAgain() async throws {
        let plist = FixApp.plist(["ROBOTO-BOLD.TFF"])
        let app = try FixApp(
            files: [
                "App/Info.plist": plist, "App/Label.m": "UIFont *f = [UIFont fontWithName:@\"Roboto-Bold\" size:17];\n",
            ],
            fonts: ["App/Fonts/ROBOTO-BOLD.TTF": "Roboto/Roboto-Bold.ttf"])
        let outcome = try await app.fix()
        #expect(
            try app.text("App/Info.plist") == plist.replacingOccurrences(of: "ROBOTO-BOLD.TFF", with: "ROBOTO-BOLD.TTF")
        )
        #expect(
            outcome.plan.fixable.count == 3,
            "the rename, and the two findings it resolves: font-not-listed, font-name-not-registered")
        #expect(outcome.left.isEmpty, "\(outcome.left.map(\.message))")
    }

    @Test func storyboardFontMapFollowsTheRename() async throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <customFonts key="customFonts">
                    <array key="Roboto-Bold.ttf">
                        <string>Roboto Bold</string>
                    </array>
                </customFonts>
                <objects>
                    <label text="A" id="a1">
                        <fontDescription key="fontDescription" name="Roboto Bold" family="Roboto" pointSize="17"/>
                    </label>
                    <label text="B" id="b2">
                        <fontDescription key="fontDescription" name="Roboto Bold" family="Roboto" pointSize="20"/>
                    </label>
                </objects>
            </document>

            """
        let app = try FixApp(
            files: ["App/Info.plist": FixApp.plist(["Roboto-Bold.ttf"]), "App/Card.xib": storyboard],
            fonts: ["App/Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"])
        _ = try await app.fix()
        #expect(try app.text("App/Card.xib") == storyboard.replacingOccurrences(of: "Roboto Bold", with: "Roboto-Bold"))
    }

    @Test func binaryPlistIsRewrittenInBinaryForm() async throws {
        let dictionary: [String: Any] = ["CFBundleIdentifier": "com.example.app", "UIAppFonts": ["roboto-bold.ttf"]]
        let data = try PropertyListSerialization.data(fromPropertyList: dictionary, format: .binary, options: 0)
        let app = try FixApp(files: [:], fonts: ["App/Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"])
        try data.write(to: app.url("App/Info.plist"))
        let outcome = try await app.fix()
        let written = try Data(contentsOf: app.url("App/Info.plist"))
        #expect(written.starts(with: Array("bplist".utf8)))
        let read = try PropertyListSerialization.propertyList(from: written, format: nil) as? [String: Any]
        #expect(read?["UIAppFonts"] as? [String] == ["Roboto-Bold.ttf"])
        #expect(read?["CFBundleIdentifier"] as? String == "com.example.app")
        #expect(
            outcome.plan.unifiedDiff
                == "# App/Info.plist is a binary plist: --fix rewrites it through PropertyListSerialization in binary form\n"
        )
        #expect(outcome.left.isEmpty)
    }

    // MARK: Left alone

    @Test func ambiguousPutTogetherAndExcludedAreLeftAlone() async throws {
        let code = """
            let family = Font.custom("Roboto", size: 17).bold()
            let joined = UIFont(name: "Roboto" + " Blod", size: 17)
            let twice = UIFont(name: Twice.name, size: 17)
            enum Twice { static let name = "Roboto Bold" }
            enum Again { static let name = "Roboto Bold" }

            """
        let app = try FixApp(
            files: [
                "App/Info.plist": FixApp.plist(["Roboto-Bold.ttf", "Roboto-Regular.ttf"]), "App/Code.swift": code,
                "App/Other.swift": "let x = UIFont(name: \"Roboto Regular\", size: 12)\n",
            ],
            fonts: [
                "App/Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf",
                "App/Fonts/Roboto-Regular.ttf": "Roboto/Roboto-Regular.ttf",
            ])
        let auditor = Auditor()
        let audit = try await auditor.audit(path: app.root)
        let plan = FixPlanner(root: app.root, exclude: ["App/Other.swift"]).plan(audit.result.findings)
        func refusal(_ line: Int, in file: String = "App/Code.swift") -> String? {
            audit.result.findings.indices.first {
                audit.result.findings[$0].file == file && audit.result.findings[$0].line == line
            }
            .flatMap { plan.refusals[$0] }
        }
        #expect(refusal(1)?.contains("the call asks for bold too") == true)
        #expect(refusal(2)?.contains("put together in code") == true)
        #expect(refusal(3)?.contains("is defined in 2 places (App/Code.swift:4, App/Code.swift:5)") == true)
        #expect(refusal(1, in: "App/Other.swift")?.contains("under exclude:") == true)
        #expect(plan.changes.isEmpty)
        #expect(plan.fixable.isEmpty)
        // What the audit says matches: none in Code.swift is fixable (the exclusion was the planner's alone).
        #expect(audit.result.findings.filter { $0.file == "App/Code.swift" }.allSatisfy { !$0.fixable })
        #expect(audit.result.findings.filter { $0.file == "App/Code.swift" }.count == 3)
    }

    @Test func outsideTheFolderIsNeverEdited() throws {
        let request = FontRequest(
            name: "Roboto Bold", file: "../Elsewhere/Title.swift", line: 1, column: 20, api: "Font.custom",
            source: .swift)
        var finding = Finding(
            rule: "font-name-not-postscript", severity: .warning, message: "m", file: request.file, line: 1)
        finding.action = .replaceName(request: request, new: "Roboto-Bold", family: "Roboto")
        let scratch = try ScratchFolder()
        let plan = FixPlanner(root: scratch.url.path).plan([finding])
        #expect(plan.refusals[0] == "../Elsewhere/Title.swift is outside the audited folder: it is never edited")
        #expect(plan.changes.isEmpty)
    }

    // MARK: Writing

    @Test func aFileChangedSinceItWasReadIsNotWrittenAndPermissionsAreKept() async throws {
        let app = try FixApp(
            files: [
                "App/Info.plist": FixApp.plist(["Roboto-Bold.ttf", "Roboto-Bold.ttf"]),
                "App/T.swift": "let f = Font.custom(\"Roboto Bold\", size: 17)\n",
            ],
            fonts: ["App/Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"])
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: app.url("App/T.swift").path)
        let auditor = Auditor()
        let audit = try await auditor.audit(path: app.root)
        let plan = auditor.fixPlan(for: audit.result, inventories: audit.inventories, path: app.root)
        #expect(plan.changes.map(\.path) == ["App/Info.plist", "App/T.swift"])
        // Someone saves the plist between the plan and the write.
        let changed = try app.text("App/Info.plist") + "<!-- saved -->\n"
        try changed.write(to: app.url("App/Info.plist"), atomically: false, encoding: .utf8)
        let written = FixWriter.write(plan, root: app.root)
        #expect(written.written == ["App/T.swift"])
        #expect(written.failed == ["App/Info.plist": "changed since it was read: run the fix again"])
        #expect(try app.text("App/Info.plist") == changed)
        #expect(try app.text("App/T.swift") == "let f = Font.custom(\"Roboto-Bold\", size: 17)\n")
        let mode =
            try FileManager.default.attributesOfItem(atPath: app.url("App/T.swift").path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: app.url("App").path).filter {
            $0.hasPrefix(".fontaudit-fix")
        }
        #expect(leftovers.isEmpty)
    }

    @Test func withoutFixNothingIsWritten() async throws {
        let app = try FixApp(
            files: ["App/Info.plist": FixApp.plist(["roboto-bold.ttf"])],
            fonts: ["App/Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"])
        let before = try app.text("App/Info.plist")
        let audit = try await Auditor().audit(path: app.root)
        #expect(audit.result.findings.contains { $0.rule == "manifest-path-case" && $0.fixable })
        #expect(try app.text("App/Info.plist") == before)
    }
}

/// A scratch app for fix-mode tests: text files and copies of fixture fonts.
struct FixApp {
    let scratch: ScratchFolder
    var root: String { scratch.url.path }

    init(files: [String: String], fonts: [String: String]) throws {
        scratch = try ScratchFolder()
        for (path, text) in files {
            try FileManager.default.createDirectory(
                at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url(path))
        }
        for (path, font) in fonts {
            try FileManager.default.createDirectory(
                at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Repo.fonts.appendingPathComponent(font), to: url(path))
        }
    }

    func url(_ path: String) -> URL { scratch.url.appendingPathComponent(path) }

    func text(_ path: String) throws -> String { String(decoding: try Data(contentsOf: url(path)), as: UTF8.self) }

    /// Plans, writes and audits again, as `check --fix` does.
    func fix() async throws -> (plan: FixPlan, left: [Finding]) {
        let auditor = Auditor()
        let first = try await auditor.audit(path: root)
        let plan = auditor.fixPlan(for: first.result, inventories: first.inventories, path: root)
        let written = FixWriter.write(plan, root: root)
        #expect(written.failed.isEmpty)
        let second = try await auditor.audit(path: root)
        return (plan, second.result.findings.filter { $0.action != nil || $0.fix != nil })
    }

    static func plist(_ fonts: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleIdentifier</key>
        \t<string>com.example.app</string>
        \t<key>UIAppFonts</key>
        \t<array>
        \(fonts.map { "\t\t<string>\($0)</string>\n" }.joined())\t</array>
        </dict>
        </plist>

        """
    }
}
