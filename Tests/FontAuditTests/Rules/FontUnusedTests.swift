import FontInspectorReading
import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReporters
@testable import FontAuditRules

/// `font-unused` on the app fixtures: what reaches each face, the sizes and totals the summary and
/// the JSON carry, and the policy for names built at run time.
@Suite struct FontUnusedTests {
    static var optedIn: Configuration {
        var configuration = Configuration()
        configuration.optInRules = ["font-unused"]
        return configuration
    }

    func audit(_ app: String) async throws -> (Inventory, AuditResult) {
        try await Auditor(configuration: Self.optedIn).auditOne(path: Repo.apps.appendingPathComponent(app).path)
    }

    /// Each face of an app fixture, `path#index state`.
    func states(_ inventory: Inventory) -> [String] {
        inventory.faceUsage().map { usage in
            let state =
                switch usage.state {
                case .used(let place): "used at \(place)"
                case .reachable(let place, .dynamicName(let prefix, let suffix)):
                    "reachable by \"\(prefix)…\(suffix)\" at \(place)"
                case .reachable(let place, .mention(let name)): "reachable by \"\(name)\" at \(place)"
                case .reachable(let place, .listedAtRunTime(let request)): "listed at \(place) for \(request)"
                case .unused: "unused"
                }
            return "\(usage.font.path)#\(usage.face.index) \(usage.face.label) \(state)"
        }
    }

    /// Builds `example` as an app and returns its inventory, built as for `font-unused`.
    func inventory(_ example: RuleExample) async throws -> Inventory {
        let scratch = try ScratchFolder()
        try example.materialize(in: scratch.url)
        var options = AuditOptions()
        options.findsUnusedFonts = true
        return try await InventoryBuilder(options: options).build(path: scratch.url.path)
    }

    /// An app bundling Roboto's Regular and Bold, with `sources`.
    func twoFaces(_ sources: [String: String]) -> RuleExample {
        RuleExample(
            "", appFonts: ["Roboto-Bold.ttf", "Roboto-Regular.ttf"],
            files: [
                "Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf",
                "Fonts/Roboto-Regular.ttf": "Roboto/Roboto-Regular.ttf",
            ],
            sources: sources)
    }

    /// The clean app asks for every face but one of its condensed collection; its italic only
    /// through `.italic()` on the regular face.
    @Test func cleanApp() async throws {
        let (inventory, result) = try await audit("CleanApp")
        #expect(
            states(inventory) == [
                "Clean/Resources/Fonts/Cantarell-Regular.otf#0 Cantarell-Regular used at Clean/Sources/Fonts.swift:15",
                "Clean/Resources/Inter-roman.var.ttf#0 Inter used at Clean/Sources/Fonts.swift:14",
                "Clean/Resources/Roboto-Bold.ttf#0 Roboto-Bold used at Clean/Resources/TextStyles.json:2",
                "Clean/Resources/Roboto-Italic.ttf#0 Roboto-Italic used at Clean/Sources/Fonts.swift:13",
                "Clean/Resources/Roboto-Regular.ttf#0 Roboto-Regular used at Clean/Resources/TextStyles.json:7",
                "Clean/Resources/RobotoCondensed.ttc#0 RobotoCondensed-Regular unused",
                "Clean/Resources/RobotoCondensed.ttc#1 RobotoCondensed-Bold used at Clean/Sources/Fonts.swift:19",
            ])
        let finding = try #require(result.findings.first)
        #expect(result.findings.count == 1)
        #expect(finding.file == "Clean/Resources/RobotoCondensed.ttc")
        #expect(finding.messageValue.id == "facesNeverAskedFor")
        #expect(finding.message.contains("1 of its faces is never asked for: `RobotoCondensed-Regular`"))
        let unused = try #require(result.summary.unusedFonts)
        #expect(
            unused.fonts == [
                UnusedFonts.File(
                    file: "Clean/Resources/RobotoCondensed.ttc", bytes: 585_956, faces: ["RobotoCondensed-Regular"],
                    whole: false)
            ])
        #expect(unused.keptForDynamicNames == 0)
        #expect(unused.bytes == 0, "removing one face of a collection saves nothing without a new file")
    }

    /// A run with the rule works out each face's usage once per inventory, before the rule and
    /// its summary read it (``Inventory/settlingFaceUsage()``): the usage computed on demand, and
    /// the same findings and summary.
    @Test func theUsageIsSettledOnceAsComputed() async throws {
        for app in ["CleanApp", "PlantedMistakes"] {
            let (inventory, _) = try await audit(app)
            #expect(inventory.settledFaceUsage == nil, "the builder leaves it to the run: \(app)")
            let settled = inventory.settlingFaceUsage()
            #expect(settled.settledFaceUsage == inventory.faceUsage(), "\(app)")
            #expect(settled.faceUsage().contains { $0.isUnused }, "\(app) has a face nothing asks for")
            let auditor = Auditor(configuration: Self.optedIn)
            #expect(auditor.result(for: [settled]) == auditor.result(for: [inventory]), "\(app)")
        }
    }

    /// The planted app's unused files, each with its size on disk, and the totals over them; a
    /// face whose PostScript name a system font has is asked for (and shadowed), not unused.
    @Test func plantedAppSizesAndTotals() async throws {
        let (_, result) = try await audit("PlantedMistakes")
        let findings = result.findings.filter { $0.rule == "font-unused" }
        #expect(
            findings.map(\.file) == [
                "Brand/Fonts/Heavy.ttf", "Brand/Fonts/Helvetica-Bold.ttf", "Brand/Fonts/Icons.woff2",
                "Brand/Fonts/Promo.ttc", "Brand/Fonts/Slanted.ttf",
            ])
        let unused = try #require(result.summary.unusedFonts)
        for file in unused.fonts {
            let size =
                try FileManager.default.attributesOfItem(
                    atPath: Repo.apps.appendingPathComponent("PlantedMistakes/\(file.file)").path)[.size] as? Int
            #expect(file.bytes == size, "\(file.file)")
            let finding = try #require(findings.first { $0.file == file.file })
            #expect(
                finding.message.contains(ByteCount.text(size ?? 0)), "the finding gives the size: \(finding.message)")
        }
        #expect(unused.bytes == 10_724 + 10_676 + 77_160 + 11_784, "the four files no face of which is used")
        #expect(unused.faces == 5)
        #expect(
            TextReporter.unusedSentence(unused)
                == "5 faces in 5 files are never asked for: 110 KB in 4 files no face of which is used")
        // The JSON carries the totals first, then each file.
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(result.summary)) as? [String: Any]
        let totals = try #require(json?["unusedFonts"] as? [String: Any])
        #expect(totals["files"] as? Int == 5)
        #expect(totals["bytes"] as? Int == 110_344)
        #expect((totals["fonts"] as? [[String: Any]])?.first?["bytes"] as? Int == 10_724)
    }

    /// What a name built at run time is known to start and end with keeps the faces it fits;
    /// a request's other name keeps nothing.
    @Test func aKnownPrefixOrSuffixKeepsTheFacesItFits() async throws {
        let prefixed = try await inventory(
            twoFaces([
                "Title.swift":
                    "func brand(_ weight: String) -> UIFont? {\n    UIFont(name: \"Roboto-\\(weight)\", size: 17)\n}\n"
            ]))
        #expect(
            states(prefixed) == [
                "App/Fonts/Roboto-Bold.ttf#0 Roboto-Bold reachable by \"Roboto-…\" at App/Title.swift:2",
                "App/Fonts/Roboto-Regular.ttf#0 Roboto-Regular reachable by \"Roboto-…\" at App/Title.swift:2",
            ])
        let suffixed = try await inventory(
            twoFaces([
                "Title.swift":
                    "enum Fonts { static let bold = \"-Bold\" }\nfunc brand(_ family: String) -> UIFont? {\n    UIFont(name: family + Fonts.bold, size: 17)\n}\n"
            ]))
        #expect(
            states(suffixed) == [
                "App/Fonts/Roboto-Bold.ttf#0 Roboto-Bold reachable by \"…-Bold\" at App/Title.swift:3",
                "App/Fonts/Roboto-Regular.ttf#0 Roboto-Regular unused",
            ])
    }

    /// Code that lists the fonts keeps every face only when a request takes a name the audit
    /// does not follow: a loop that prints the names (the common debugging snippet) keeps none.
    @Test func listingTheFontsKeepsThemOnlyForARequestWithAnUnfollowedName() async throws {
        let listing =
            "func names() -> [String] { UIFont.familyNames.flatMap { UIFont.fontNames(forFamilyName: $0) } }\n"
        let picked = try await inventory(
            twoFaces([
                "Picker.swift": listing + "func font(_ chosen: String) -> UIFont? { UIFont(name: chosen, size: 17) }\n"
            ]))
        #expect(
            states(picked) == [
                "App/Fonts/Roboto-Bold.ttf#0 Roboto-Bold listed at App/Picker.swift:1 for App/Picker.swift:2",
                "App/Fonts/Roboto-Regular.ttf#0 Roboto-Regular listed at App/Picker.swift:1 for App/Picker.swift:2",
            ])
        let printed = try await inventory(
            twoFaces([
                "Debug.swift":
                    "func dump() { for family in UIFont.familyNames { print(UIFont.fontNames(forFamilyName: family)) } }\n"
            ]))
        #expect(states(printed).allSatisfy { $0.hasSuffix(" unused") }, "\(states(printed))")
    }

    /// R.swift's accessor, a weight applied to a custom font, and a PostScript name's family
    /// part in React Native's TypeScript.
    @Test func accessorsWeightsAndOtherRuntimes() async throws {
        let rswift = try await inventory(twoFaces(["Title.swift": "let title = R.font.robotoBold(size: 17)\n"]))
        #expect(
            states(rswift) == [
                "App/Fonts/Roboto-Bold.ttf#0 Roboto-Bold reachable by \"Roboto-Bold\" at App/Title.swift:1",
                "App/Fonts/Roboto-Regular.ttf#0 Roboto-Regular unused",
            ])
        let weighted = try await inventory(
            twoFaces(["Title.swift": "let title = Font.custom(\"Roboto-Regular\", size: 17).weight(.bold)\n"]))
        #expect(
            states(weighted) == [
                "App/Fonts/Roboto-Bold.ttf#0 Roboto-Bold used at App/Title.swift:1",
                "App/Fonts/Roboto-Regular.ttf#0 Roboto-Regular used at App/Title.swift:1",
            ])
        let script = try await inventory(
            twoFaces(["../js/typography.ts": "export const base = {fontFamily: 'Roboto'};\n"]))
        #expect(
            states(script) == [
                "App/Fonts/Roboto-Bold.ttf#0 Roboto-Bold reachable by \"Roboto\" at js/typography.ts:1",
                "App/Fonts/Roboto-Regular.ttf#0 Roboto-Regular reachable by \"Roboto\" at js/typography.ts:1",
            ])
    }

    /// A face asked for by the PostScript name of its Macintosh record, which FreeType's fields
    /// (the Windows record's) do not give, is used; with no such request it is unused, and the
    /// finding names both names it looked for.
    @Test func aMacintoshRecordsNameIsAName() async throws {
        func app(_ sources: [String: String]) -> RuleExample {
            RuleExample(
                "", appFonts: ["TwoRecordNames.ttf"], files: ["Fonts/TwoRecordNames.ttf": "Edge/TwoRecordNames.ttf"],
                sources: sources)
        }
        let asked = try await inventory(
            app(["Title.swift": "let title = UIFont(name: \"TwoRecords-Mac\", size: 17)\n"]))
        #expect(states(asked) == ["App/Fonts/TwoRecordNames.ttf#0 TwoRecords-Windows used at App/Title.swift:1"])
        let never = try await inventory(app(["Title.swift": "let title = UIFont(name: \"Other\", size: 17)\n"]))
        #expect(states(never) == ["App/Fonts/TwoRecordNames.ttf#0 TwoRecords-Windows unused"])
        let finding = try #require(FontUnusedRule().findings(in: never).first)
        #expect(
            finding.messageValue.facts["lookedFor"]
                == "TwoRecords-Windows, Two Records, Two Records Regular, TwoRecords-Mac")
    }

    /// The HTML report's catalog marks each face used, kept (with what could reach it) or unused,
    /// with the file's size.
    @Test func theCatalogMarksEachFace() async throws {
        let scratch = try ScratchFolder()
        try twoFaces([
            "Title.swift": "let title = UIFont(name: \"Roboto-Bold\", size: 17)\n",
            "Theme.json": "{\"fonts\": [\"Roboto-Regular\"]}\n",
        ]).materialize(in: scratch.url)
        let outcome = try await Auditor(configuration: Self.optedIn).audit(path: scratch.url.path)
        let context = ReportContext(
            rules: allRules.map { $0.description }, toolVersion: "1", auditedPath: "x",
            sourceText: { _ in nil }, inventories: outcome.inventories, fileRoot: scratch.url.path)
        let html = HTMLReporter.report(outcome.result, context: context)
        #expect(html.contains("1 face no request names is kept: something could reach it at run time."))
        #expect(
            html.contains(
                "no request names it; kept for the string <code>Roboto-Regular</code> at <code>App/Theme.json:1</code>")
        )
        #expect(html.contains("<td class=\"num\">306 KB</td>"), "the kept face's file size, as the findings give sizes")
        #expect(
            html.contains(
                "Every registered face is asked for, or could be by a name the sources do not spell out (below)."))
        #expect(outcome.result.findings.filter { $0.rule == "font-unused" }.isEmpty)
        #expect(outcome.result.summary.unusedFonts?.keptForDynamicNames == 1)
    }

    /// `--fix` leaves `font-unused`'s findings alone (and not fixable) unless `--fix-rule` names
    /// the rule; then it removes the unused file's UIAppFonts entry, and only that: the font file
    /// stays.
    @Test func fixModeRemovesTheEntryOnlyWhenTheRuleIsNamed() async throws {
        let scratch = try ScratchFolder()
        try twoFaces(["Title.swift": "let title = UIFont(name: \"Roboto-Bold\", size: 17)\n"]).materialize(
            in: scratch.url)
        let auditor = Auditor(configuration: Self.optedIn)
        let plain = try await auditor.check(CheckRequest(path: scratch.url.path, fix: .dryRun))
        let finding = try #require(plain.result.findings.first { $0.rule == "font-unused" })
        #expect(finding.file == "App/Fonts/Roboto-Regular.ttf")
        #expect(!finding.fixable, "not fixable unless named")
        #expect(plain.fixes?.plan.changes.isEmpty == true)
        var options = AuditOptions()
        options.fixRules = ["font-unused"]
        let named = try await auditor.check(CheckRequest(path: scratch.url.path, options: options, fix: .dryRun))
        #expect(named.result.findings.first { $0.rule == "font-unused" }?.fixable == true)
        let diff = try #require(named.fixDiff)
        #expect(diff.contains("\n-        <string>Roboto-Regular.ttf</string>\n"), "\(diff)")
        #expect(!diff.contains("-        <string>Roboto-Bold.ttf</string>"))
        let written = try await auditor.check(CheckRequest(path: scratch.url.path, options: options, fix: .write))
        #expect(written.result.findings.filter { $0.rule == "font-unused" }.isEmpty, "the file is no longer registered")
        #expect(
            FileManager.default.fileExists(
                atPath: scratch.url.appendingPathComponent("App/Fonts/Roboto-Regular.ttf").path), "the font stays")
        // The file is still bundled: font-not-listed says so, and a plain --fix does not list it back.
        let listed = try #require(written.result.findings.first { $0.rule == "font-not-listed" })
        #expect(listed.file == "App/Fonts/Roboto-Regular.ttf" && !listed.fixable)
        let again = try await auditor.check(CheckRequest(path: scratch.url.path, fix: .dryRun))
        #expect(again.fixes?.plan.changes.isEmpty == true, "\(again.fixDiff ?? "")")
    }
}
