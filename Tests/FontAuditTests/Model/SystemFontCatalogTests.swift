import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// The iOS and macOS system-font lists are compiled into the binary; the TSVs stay their source
/// (the iOS catalog itself is checked by `AppFixtureTests.systemFontCatalogShipsWithItsHeader`).
/// Each TSV's header names its sources, one column each, with the counts each source lists: the
/// parsed rows must give exactly those counts.
@Suite struct SystemFontCatalogTests {
    static let resources = Repo.root.appendingPathComponent("Sources/FontAuditModel/Resources")
    static let files: [(name: String, compiled: String, platform: Platform)] = [
        ("ios-system-fonts.tsv", SystemFontCatalog.shippedTSV, .iOS),
        ("macos-system-fonts.tsv", SystemFontCatalog.shippedMacOSTSV, .macOS),
    ]

    @Test(arguments: [0, 1])
    func compiledListIsTheTSV(_ index: Int) throws {
        let file = Self.files[index]
        let text = try String(contentsOf: Self.resources.appendingPathComponent(file.name), encoding: .utf8)
        #expect(file.compiled + "\n" == text, "\(file.name) changed: run scripts/embed-system-fonts")
    }

    /// `# Column <id>: … N faces, M families.` for every source column, and `# Union of … K faces.`
    @Test(arguments: [0, 1])
    func headerCountsAreTheParsedCounts(_ index: Int) throws {
        let file = Self.files[index]
        let lines = file.compiled.split(separator: "\n").map(String.init)
        let header = lines.filter { $0.hasPrefix("#") }
        let columns = try #require(lines.first { !$0.hasPrefix("#") }).split(separator: "\t").map(String.init)
        #expect(columns.prefix(2) == ["postscript_name", "family"])
        let sources = Array(columns.dropFirst(2))
        #expect(sources.count >= 2, "\(file.name): at least two sources")
        let rows = lines.filter { !$0.hasPrefix("#") }.dropFirst().map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
        #expect(rows.allSatisfy { $0.count == columns.count }, "\(file.name): every row has a value per column")

        // The catalog parses every row, and only rows.
        let catalog = SystemFontCatalog(tsv: file.compiled, platform: file.platform)
        #expect(catalog.faces.count == rows.count)
        for row in rows {
            let face = catalog.faces[row[0]]
            #expect(
                face?.family == row[1]
                    && face?.listedIn == zip(sources, row.dropFirst(2)).filter { $0.1 == "1" }.map(\.0), "\(row[0])")
        }
        #expect(catalog.faces.keys.allSatisfy { !$0.hasPrefix(".") }, "private names are never listed")

        for (offset, source) in sources.enumerated() {
            let line = try #require(
                header.first { $0.hasPrefix("# Column \(source):") },
                "\(file.name): no header line names column \(source)")
            let listed = rows.filter { $0[offset + 2] == "1" }
            let faces = try #require(
                Self.number(before: " faces", in: line), "\(file.name): \(source) states no face count")
            #expect(
                listed.count == faces,
                "\(file.name): column \(source) lists \(listed.count) faces, the header says \(faces)")
            if let families = Self.number(before: " families", in: line) {
                #expect(Set(listed.map { $0[1] }).count == families, "\(file.name): column \(source)'s family count")
            }
            // Each source line names where it comes from: a repository and commit, or an index id.
            #expect(line.contains("commit") || line.contains("id "), "\(file.name): \(source) names its source")
        }
        let union = try #require(header.first { $0.hasPrefix("# Union of") })
        #expect(Self.number(before: " faces", in: union) == rows.count)
        #expect(rows.allSatisfy { row in row.dropFirst(2).contains("1") }, "every face is listed by a source")
    }

    @Test func macOSListHasTheFontsMacAppsUse() {
        let mac = SystemFontCatalog.shippedMacOS
        for name in [
            "Menlo-Regular", "Monaco", "PTMono-Regular", "PTSans-Regular", "HelveticaNeue", "LucidaGrande",
            "Times-Roman", "Courier",
        ] {
            #expect(mac.isSystemFont(name), "\(name)")
        }
        #expect(mac.regularFace(ofFamily: "Menlo") == "Menlo-Regular")
        #expect(mac.face(fullName: "Times New Roman Bold Italic")?.postscriptName == "TimesNewRomanPS-BoldItalicMT")
        #expect(mac.face(fullName: "Helvetica Bold Italic") == nil, "Helvetica's slanted faces are Oblique")
        #expect(
            !mac.isSystemFont("SFProText-Regular") && !mac.isSystemFont("SFMono-Regular"),
            "Apple's downloads are not macOS fonts")
        #expect(SystemFontCatalog.shipped.regularFace(ofFamily: "Avenir Next") == "AvenirNext-Regular")
        #expect(!SystemFontCatalog.shipped.isSystemFont("Monaco"), "Monaco is a macOS font only")
    }

    @Test func appleDownloadsAreNamedByFamily() {
        #expect(SystemFontCatalog.appleDownloadFamily(of: "SFProText-Semibold")?.family == "SF Pro")
        #expect(SystemFontCatalog.appleDownloadFamily(of: "SFUIDisplay-Bold")?.family == "SF Pro")
        #expect(SystemFontCatalog.appleDownloadFamily(of: "SF Pro Display")?.family == "SF Pro")
        #expect(SystemFontCatalog.appleDownloadFamily(of: "SFProRounded-Heavy")?.family == "SF Pro Rounded")
        #expect(SystemFontCatalog.appleDownloadFamily(of: "SFMono-Regular")?.family == "SF Mono")
        #expect(SystemFontCatalog.appleDownloadFamily(of: "NewYorkMedium-Bold")?.family == "New York")
        #expect(SystemFontCatalog.appleDownloadFamily(of: "SFCompactText-Regular")?.family == "SF Compact")
        #expect(SystemFontCatalog.appleDownloadFamily(of: "SFProximaNova-Regular") == nil)
        #expect(SystemFontCatalog.appleDownloadFamily(of: "SFSymbols") == nil)
    }

    /// The number just before the last `suffix` (`274 faces` → 274), if any: a line may mention
    /// a part's count first ("'Kefa III' (4 faces) … 303 faces").
    static func number(before suffix: String, in line: String) -> Int? {
        guard let range = line.range(of: suffix, options: .backwards) else { return nil }
        let digits = line[..<range.lowerBound].reversed().prefix { $0.isNumber }
        return digits.isEmpty ? nil : Int(String(digits.reversed()))
    }
}
