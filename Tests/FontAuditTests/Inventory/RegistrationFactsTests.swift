import Foundation
import Testing

@testable import FontAuditInventory
@testable import FontAuditModel

/// The registered-path sets are stored in the inventory (``Inventory/registration``), computed when
/// it is built and again only when what they follow from changes; outside the inventory's own
/// target nothing can change it (its fields are `internal(set)`), so every rule reads the same sets.
@Suite struct RegistrationFactsTests {
    static func planted() async throws -> Inventory {
        try await InventoryBuilder().build(path: Repo.root.appendingPathComponent("Fixtures/Apps/PlantedMistakes").path)
    }

    @Test func storedSetsAreTheManifestsAndStoryboards() async throws {
        let inventory = try await Self.planted()
        let facts = inventory.registration
        // What UIAppFonts in Brand/Info.plist resolves to, read from the manifest itself.
        let listed = Set(
            inventory.manifests.flatMap(\.appFonts).compactMap { entry -> String? in
                if case .file(let path) = entry.resolution { return path } else { return nil }
            })
        #expect(!listed.isEmpty)
        #expect(facts.manifest == listed)
        #expect(facts.all == facts.manifest.union(facts.interfaceBuilder).union(facts.code))
        #expect(facts.all.contains("Brand/Fonts/Brand-Bold.ttf"))
        #expect(!facts.all.contains("Brand/Fonts/Cantarell-Regular.otf"), "planted: in no UIAppFonts entry")
        #expect(inventory.registeredFonts.map(\.path) == inventory.fonts.map(\.path).filter(facts.all.contains))
    }

    @Test func changingWhatTheyFollowFromComputesThemAgain() async throws {
        var inventory = try await Self.planted()
        let before = inventory.registration
        inventory.manifests = []
        #expect(inventory.registration.manifest.isEmpty)
        #expect(inventory.registration != before)
        inventory.layout = .fontsFolder
        #expect(inventory.registeredPaths == Set(inventory.fonts.map(\.path)), "a fonts folder registers every font")
        #expect(inventory.registration == RegistrationFacts(of: inventory))
    }
}
