import Foundation
import Testing
@testable import FontAudit

/// The iOS system-font list is compiled into the binary; the TSV stays its source (the catalog
/// itself is checked by `AppFixtureTests.systemFontCatalogShipsWithItsHeader`).
@Suite struct SystemFontCatalogTests {
    static let tsv = Repo.root.appendingPathComponent("Sources/FontAudit/Resources/ios-system-fonts.tsv")

    @Test func compiledListIsTheTSV() throws {
        let text = try String(contentsOf: Self.tsv, encoding: .utf8)
        #expect(SystemFontCatalog.shippedTSV + "\n" == text, "the TSV changed: run scripts/embed-system-fonts")
    }
}
