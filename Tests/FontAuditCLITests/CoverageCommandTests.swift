import Foundation
import Testing

/// `fontaudit coverage` and `fontaudit inspect --chars`, run as a user runs them.
@Suite struct CoverageCommandTests {
    @Test func coverageTableOfTheLocalizedApp() throws {
        let result = try CLI.run(["coverage", "Fixtures/Apps/Localized"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.contains {
                $0.hasPrefix("GlyphTest-Regular  Fonts/GlyphTest-Regular.ttf") && $0.contains("75.6% (28/37)")
            })
        #expect(lines.contains { $0.hasPrefix("GlyphTest-Bold") && $0.hasSuffix("100.0% (37/37)") })
        #expect(lines.contains("  GlyphTest-Regular lacks in pl: ó ą ć ę ł ń ś ź ż"))
    }

    @Test func theManualShowsTheCurrentOutput() throws {
        let readme = try String(contentsOf: CLI.root.appendingPathComponent("docs/USAGE.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "On `Fixtures/Apps/Localized`").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```\n").dropFirst().first)
        let result = try CLI.run(["coverage", "Fixtures/Apps/Localized"])
        #expect(
            block == result.stdout.trimmingCharacters(in: .newlines) + "\n",
            "docs/USAGE.md's coverage sample is out of date")
    }

    @Test func readmeQuickStartShowsTheCurrentSummary() throws {
        let readme = try String(contentsOf: CLI.root.appendingPathComponent("README.md"), encoding: .utf8)
        let golden = try String(
            contentsOf: CLI.root.appendingPathComponent("Fixtures/Goldens/Check/planted.text.txt"), encoding: .utf8)
        let summary = golden.split(separator: "\n").suffix(2).joined(separator: "\n")
        #expect(
            readme.contains(summary), "README.md's quick-start output ends otherwise than the planted app's: \(summary)"
        )
    }

    @Test func coverageJSONIsStable() throws {
        let first = try CLI.run(["coverage", "Fixtures/Apps/Localized", "--format", "json"])
        let second = try CLI.run(["coverage", "Fixtures/Apps/Localized", "--format", "json"])
        #expect(first.stdout == second.stdout)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
        let targets = try #require(document["targets"] as? [[String: Any]])
        let faces = try #require(targets.first?["faces"] as? [[String: Any]])
        #expect(faces.compactMap { $0["postscriptName"] as? String } == ["GlyphTest-Bold", "GlyphTest-Regular"])
        #expect(try CLI.run(["coverage", "Fixtures/Apps/Nowhere"]).status == 2)
    }

    @Test func inspectCharsListsWhatEachFaceLacks() throws {
        let result = try CLI.run(["inspect", "Fixtures/Fonts/Glyphs", "--chars", "Zażółć 👍 %@ Привет"])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                Fixtures/Fonts/Glyphs/GlyphTest-Bold.ttf
                  GlyphTest-Bold  lacks 6 of 14: П р и в е т
                Fixtures/Fonts/Glyphs/GlyphTest-Regular.ttf
                  GlyphTest-Regular  lacks 10 of 14: ż ó ł ć П р и в е т
                Fixtures/Fonts/Glyphs/LigatureIcons-Regular.ttf
                  LigatureIcons-Regular  lacks 12 of 14: ż ó ł ć % @ П р и в е т

                """)
        let json = try CLI.run([
            "inspect", "Fixtures/Fonts/Glyphs/GlyphTest-Regular.ttf", "--chars", "żó", "--format", "json",
        ])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let files = try #require(document["files"] as? [[String: Any]])
        #expect((files.first?["faces"] as? [[String: Any]])?.first?["missing"] as? String == "żó")
        #expect(try CLI.run(["inspect", "Fixtures/Fonts/Broken/Empty.ttf", "--chars", "a"]).status == 1)
        #expect(try CLI.run(["inspect", "Fixtures/Fonts/Glyphs", "--chars", "a", "--chars-from", "x"]).status == 2)
    }
}
