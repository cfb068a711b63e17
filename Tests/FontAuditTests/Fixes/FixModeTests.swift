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
