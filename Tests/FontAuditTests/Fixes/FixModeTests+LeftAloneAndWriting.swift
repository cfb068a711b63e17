import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

extension FixModeTests {
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
