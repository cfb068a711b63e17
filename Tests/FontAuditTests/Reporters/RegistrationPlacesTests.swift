import Foundation
import Testing

@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReporters

/// Where a font is registered is one answer (``RegistrationFacts/places``), which the HTML
/// catalog, the findings' notes and the rules all read: the catalog lists a place for a font
/// exactly when the rules count it as registered.
@Suite struct RegistrationPlacesTests {
    /// `MacPlatforms`: the macOS app `Mac` lists its fonts in `UIAppFonts`, which macOS does not
    /// read, so they are not registered there and the catalog gives them no place (it listed the
    /// ignored entries before); the iOS app `Phone` registers them through that key.
    @Test func theCatalogListsAPlaceExactlyWhereTheRulesSeeARegistration() async throws {
        var checked = 0
        for project in ["MacPlatforms", "Groups", "Configurations", "CopyFiles", "SharedCode"] {
            let path = Repo.root.appendingPathComponent("Fixtures/Projects/" + project).path
            for inventory in try await InventoryBuilder().buildAll(path: path).inventories {
                for font in inventory.fonts {
                    let places = HTMLReportModel.registrationPlaces(of: font, in: inventory)
                    let target = inventory.target?.target.name ?? "-"
                    #expect(
                        places.isEmpty != inventory.registeredPaths.contains(font.path),
                        "\(project) \(target) \(font.path): \(places)")
                    checked += 1
                }
            }
        }
        #expect(checked > 10)
        let mac = try await InventoryBuilder().buildAll(
            path: Repo.root.appendingPathComponent("Fixtures/Projects/MacPlatforms").path
        ).inventories
        let phone = try #require(mac.first { $0.target?.target.name == "Phone" })
        let regular = try #require(phone.fonts.first { $0.path.hasSuffix("Roboto-Regular.ttf") })
        #expect(
            HTMLReportModel.registrationPlaces(of: regular, in: phone) == [
                "`UIAppFonts` in `Phone/Info.plist:9`"
            ])
        let macApp = try #require(mac.first { $0.target?.target.name == "Mac" })
        let ignored = try #require(macApp.fonts.first { $0.path.hasSuffix("Roboto-Regular.ttf") })
        #expect(HTMLReportModel.registrationPlaces(of: ignored, in: macApp).isEmpty)
    }
}
