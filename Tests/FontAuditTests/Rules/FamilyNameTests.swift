import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// Issue 30: fonts asked for by family name (fixture `Apps/FamilyNames`). A variable font's
/// family in `Font.custom` is SwiftUI's way to its weights (set on the font, the view or a
/// container), not a finding; a static family's fix is the regular upright face CoreText finds;
/// fix mode writes nothing whose rendering it cannot vouch for (a trait on the call, an
/// optical-size axis, no regular face).
@Suite struct FamilyNameTests {
    typealias Key = AppFixtureTests.Key
    static let file = "Type/Sources/Families.swift"

    func audit() async throws -> (Auditor, (inventories: [Inventory], result: AuditResult), String) {
        let path = Repo.apps.appendingPathComponent("FamilyNames").path
        let auditor = Auditor()
        return (auditor, try await auditor.audit(path: path), path)
    }

    @Test func familyNamesGiveExactlyTheseFindings() async throws {
        let (_, audit, _) = try await audit()
        let findings = audit.result.findings
        // Lines 11-15 and 21: Fixture Sans and Fixture Optical (variable) in Font.custom, with a weight
        // on the font, on the view, from a variable, or none the call shows: none.
        #expect(
            findings.map { Key($0.rule, $0.file, $0.line) }
                == [16, 17, 25, 26, 27, 28].map { Key("font-name-not-postscript", Self.file, $0) },
            "\(findings.map(\.message))")
        #expect(findings.map(\.fix) == ["Roboto-Regular", nil, "Roboto-Regular", nil, "FixtureSans-Regular", nil])
        #expect(findings.allSatisfy { $0.severity == .warning })
        let roboto = try #require(findings.first { $0.line == 16 })
        // Several faces, one regular upright: "Write `Roboto-Regular`, the regular upright face it finds today, …"
        #expect(
            roboto.stated("suggestion", "faces") == [
                "notPostScriptName", "Roboto-Regular", "Roboto-Bold, Roboto-Italic, Roboto-Regular",
            ])
        let sans = try #require(findings.first { $0.line == 27 })
        #expect(
            sans.message
                == "`Fixture Sans` (UIFont(name:size:)) is the family name of the variable font `FixtureSans-Regular` (wght 100–900), not a PostScript name: CoreText tries it as a PostScript name, then as a family or display name, and which face of the family it returns is not documented, so it can change when the family does. Write `FixtureSans-Regular`, its default instance."
        )
        #expect(
            sans.notes == [
                "FixtureSans-Regular in Type/Fonts/FixtureSans-VF.ttf",
                "named instances: `FixtureSans-Light`, `FixtureSans-Regular`, `FixtureSans-Bold`",
            ])
        let optical = try #require(findings.first { $0.line == 28 })
        // A variable font with an optical-size axis, whose default fix mode does not write: "Write the
        // PostScript name of the instance you mean (`FixtureOptical-Regular` is its default)."
        #expect(
            optical.stated("suggestion", "refused", "axes") == [
                "notPostScriptName", "FixtureOptical-Regular", "true", "wght 300–700, opsz 8–72",
            ])
    }

    @Test func fixModeWritesOnlyWhatRendersTheSame() async throws {
        let (auditor, audit, path) = try await audit()
        let findings = audit.result.findings
        let plan = auditor.fixPlan(for: audit.result, inventories: audit.inventories, path: path)
        #expect(Set(plan.fixable.map { findings[$0].line }) == [16, 25, 27])
        let refusals = Dictionary(uniqueKeysWithValues: plan.refusals.map { (findings[$0.key].line ?? 0, $0.value) })
        #expect(
            refusals == [
                17:
                    "the call asks for bold too, so the face CoreText finds depends on that trait: write the PostScript name of the face you mean (one of `Roboto-Bold`, `Roboto-Italic`, `Roboto-Regular`) and drop the modifier",
                26:
                    "the family has no regular upright face (usWeightClass 400, not italic), so which face CoreText finds is not defined: choose one of `FixtureSerif-Bold`, `FixtureSerif-Italic`",
                28:
                    "`FixtureOptical-Regular` is a variable font with axes besides weight (wght 300–700, opsz 8–72): a lookup by its PostScript name may set them otherwise than the family name does, so rewriting it could change how the text renders: edit it by hand",
            ])
        let change = try #require(plan.changes.first)
        #expect(plan.changes.count == 1 && change.path == Self.file)
        let before = String(decoding: change.original, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        let after = String(decoding: change.edited, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(before.count == after.count)
        let changed = zip(before, after).enumerated().filter { $0.element.0 != $0.element.1 }.map {
            ($0.offset + 1, String($0.element.1))
        }
        #expect(changed.map(\.0) == [16, 25, 27])
        #expect(
            changed.map { $0.1.components(separatedBy: "//")[0].trimmingCharacters(in: .whitespaces) } == [
                "Text(\"Roboto\").font(.custom(\"Roboto-Regular\", size: 17))",
                "static let body = UIFont(name: \"Roboto-Regular\", size: 17)",
                "static let sans = UIFont(name: \"FixtureSans-Regular\", size: 17)",
            ])
    }

    @Test func theSwiftReaderRecordsEveryWeightModifier() throws {
        let source = """
            let a = Font.custom("F", size: 17).weight(w)
            let b = Text("x").font(.custom("F", size: 17)).fontWeight(.regular)
            let c = Font.custom("F", size: 17).bold(false)
            let d = Text("x").font(.custom("F", size: 17)).fontWeight(nil)
            let e = Font.custom("F", size: 17).italic()
            """
        let requests = SwiftNameScanner().scan([SourceText(path: "A.swift", text: source)]).requests.sorted {
            $0.line < $1.line
        }
        #expect(requests.map(\.traits.weighted) == [true, true, false, false, false])
        #expect(
            requests.map(\.traits.weight) == [nil, nil, nil, nil, nil],
            "a weight's name only when written as a literal other than .regular")
    }
}
