import FontAuditModel
import FontInspectorReading

/// An inventory as `check`'s memo of a whole audit keeps it: every stored property, so that the
/// rules find in a decoded inventory what they found in the one built. What follows from the rest
/// is made again on decoding (the registration facts), and a resolution names its font by its
/// place in ``Inventory/fonts`` rather than holding a copy of it. (A wrapper, not a conformance:
/// ``Inventory`` is public, its coding is not.)
package struct StoredInventory: Codable {
    package var inventory: Inventory

    package init(_ inventory: Inventory) {
        self.inventory = inventory
    }

    private enum CodingKeys: String, CodingKey {
        case target, layout, manifests, fonts, systemFonts, requests, dynamicNames, openRegistrations,
            styleDictionaries,
            interfaceBuilderFontMaps, unreadablePaths, unreadableSources, missingSources, projectProblems,
            resolutions, textUses, textResolutions, localizations, characterMaps, registrations, generatedFonts,
            packages, absentFonts, gitIgnoredAbsentFonts, engineFontPaths, identicalCopies, scalingCode,
            unplacedFaces, macSystemFonts, fontSizes, nameMentions, fontListings, recordNames, runtimeFonts, android,
            app,
            usageSearched
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(inventory.target, forKey: .target)
        try container.encode(inventory.layout, forKey: .layout)
        try container.encode(inventory.manifests, forKey: .manifests)
        try container.encode(inventory.fonts, forKey: .fonts)
        try container.encode(inventory.systemFonts, forKey: .systemFonts)
        try container.encode(inventory.requests, forKey: .requests)
        try container.encode(inventory.dynamicNames, forKey: .dynamicNames)
        try container.encode(inventory.openRegistrations, forKey: .openRegistrations)
        try container.encode(inventory.styleDictionaries, forKey: .styleDictionaries)
        try container.encode(inventory.interfaceBuilderFontMaps, forKey: .interfaceBuilderFontMaps)
        try container.encode(inventory.unreadablePaths, forKey: .unreadablePaths)
        try container.encode(inventory.unreadableSources, forKey: .unreadableSources)
        try container.encode(inventory.missingSources, forKey: .missingSources)
        try container.encode(inventory.projectProblems, forKey: .projectProblems)
        let references = FontReferences(inventory.fonts)
        // A resolution per request, in the requests' order (each request is a key of ``resolutions``).
        try container.encode(
            references.table(inventory.requests.map { inventory.resolutions[$0] }), forKey: .resolutions)
        try container.encode(inventory.textUses, forKey: .textUses)
        try container.encode(
            references.table(inventory.textUses.map { inventory.textResolutions[$0] }), forKey: .textResolutions)
        try container.encode(inventory.localizations, forKey: .localizations)
        try container.encode(
            inventory.characterMaps.mapValues {
                Dictionary(uniqueKeysWithValues: $0.map { (String($0.key), $0.value) })
            },
            forKey: .characterMaps)
        try container.encode(inventory.registrations, forKey: .registrations)
        try container.encode(inventory.generatedFonts, forKey: .generatedFonts)
        try container.encode(inventory.packages, forKey: .packages)
        try container.encode(inventory.absentFonts.map { [$0.path, $0.bundlePath] }, forKey: .absentFonts)
        try container.encode(inventory.gitIgnoredAbsentFonts, forKey: .gitIgnoredAbsentFonts)
        try container.encode(inventory.engineFontPaths.sorted(), forKey: .engineFontPaths)
        try container.encode(inventory.identicalCopies, forKey: .identicalCopies)
        try container.encode(inventory.scalingCode, forKey: .scalingCode)
        try container.encode(inventory.unplacedFaces, forKey: .unplacedFaces)
        try container.encode(inventory.macSystemFonts, forKey: .macSystemFonts)
        try container.encode(inventory.fontSizes, forKey: .fontSizes)
        try container.encode(inventory.nameMentions, forKey: .nameMentions)
        try container.encode(inventory.fontListings, forKey: .fontListings)
        try container.encode(inventory.runtimeFonts, forKey: .runtimeFonts)
        try container.encode(inventory.android, forKey: .android)
        try container.encodeIfPresent(inventory.app, forKey: .app)
        try container.encode(inventory.usageSearched, forKey: .usageSearched)
        try container.encode(
            inventory.recordNames.mapValues { Dictionary(uniqueKeysWithValues: $0.map { (String($0.key), $0.value) }) },
            forKey: .recordNames)
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let target = try container.decodeIfPresent(TargetContext.self, forKey: .target)
        let layout = try container.decode(Inventory.Layout.self, forKey: .layout)
        let manifests = try container.decode([Manifest].self, forKey: .manifests)
        let fonts = try container.decode([FontFile].self, forKey: .fonts)
        let systemFonts = try container.decode(SystemFontCatalog.self, forKey: .systemFonts)
        var inventory = Inventory(layout: layout, manifests: manifests, fonts: fonts, systemFonts: systemFonts)
        // As built, in the order built (the initializer sorts them).
        inventory.manifests = manifests
        inventory.fonts = fonts
        inventory.target = target
        inventory.requests = try container.decode([FontRequest].self, forKey: .requests)
        inventory.dynamicNames = try container.decode([DynamicFontName].self, forKey: .dynamicNames)
        inventory.openRegistrations = try container.decode([DynamicFontName].self, forKey: .openRegistrations)
        inventory.styleDictionaries = try container.decode([StyleDictionary].self, forKey: .styleDictionaries)
        inventory.interfaceBuilderFontMaps = try container.decode(
            [InterfaceBuilderFontMap].self, forKey: .interfaceBuilderFontMaps)
        inventory.unreadablePaths = try container.decode([String: String].self, forKey: .unreadablePaths)
        inventory.unreadableSources = try container.decode([String: String].self, forKey: .unreadableSources)
        inventory.missingSources = try container.decode([String].self, forKey: .missingSources)
        inventory.projectProblems = try container.decode([ProjectProblem].self, forKey: .projectProblems)
        let references = FontReferences(fonts)
        // The resolutions stored under `key`, one per element of `keys` in their order (the first
        // of equal keys counts).
        func resolutions<Key: Hashable>(of keys: [Key], _ key: CodingKeys) throws -> [Key: NameResolution] {
            let stored = try references.resolutions(container.decode(ResolutionTable.self, forKey: key))
            guard stored.count == keys.count else { throw StoredResolution.Failure.badReference }
            var byKey: [Key: NameResolution] = [:]
            for (key, resolution) in zip(keys, stored) where byKey[key] == nil {
                byKey[key] = resolution
            }
            return byKey
        }
        inventory.resolutions = try resolutions(of: inventory.requests, .resolutions)
        inventory.textUses = try container.decode([TextUse].self, forKey: .textUses)
        inventory.textResolutions = try resolutions(of: inventory.textUses, .textResolutions)
        inventory.localizations = try container.decode(LocalizationCatalog.self, forKey: .localizations)
        var characterMaps: [String: [Int: CharacterMap]] = [:]
        for (path, maps) in try container.decode([String: [String: CharacterMap]].self, forKey: .characterMaps) {
            var byFace: [Int: CharacterMap] = [:]
            for (index, map) in maps {
                guard let face = Int(index) else { throw StoredResolution.Failure.badReference }
                byFace[face] = map
            }
            characterMaps[path] = byFace
        }
        inventory.characterMaps = characterMaps
        inventory.registrations = try container.decode([FontRegistration].self, forKey: .registrations)
        inventory.generatedFonts = try container.decode([GeneratedFontsFile].self, forKey: .generatedFonts)
        inventory.packages = try container.decode([SwiftPackage].self, forKey: .packages)
        inventory.absentFonts = try container.decode([[String]].self, forKey: .absentFonts).map { pair in
            guard pair.count == 2 else { throw StoredResolution.Failure.badReference }
            return (path: pair[0], bundlePath: pair[1])
        }
        inventory.gitIgnoredAbsentFonts = try container.decode(
            [String: IgnoreLine].self, forKey: .gitIgnoredAbsentFonts)
        inventory.engineFontPaths = Set(try container.decode([String].self, forKey: .engineFontPaths))
        inventory.identicalCopies = try container.decode([String: String].self, forKey: .identicalCopies)
        inventory.scalingCode = try container.decode(ScalingCode.self, forKey: .scalingCode)
        inventory.unplacedFaces = try container.decode([UnplacedFace].self, forKey: .unplacedFaces)
        inventory.macSystemFonts = try container.decode(SystemFontCatalog.self, forKey: .macSystemFonts)
        inventory.fontSizes = try container.decode([String: Int].self, forKey: .fontSizes)
        inventory.nameMentions = try container.decode([String: FileLocation].self, forKey: .nameMentions)
        inventory.fontListings = try container.decode([FileLocation].self, forKey: .fontListings)
        inventory.runtimeFonts = try container.decode([RuntimeFont].self, forKey: .runtimeFonts)
        inventory.android = try container.decodeIfPresent(AndroidFonts.self, forKey: .android)
        inventory.app = try container.decodeIfPresent(AppDescription.self, forKey: .app)
        inventory.usageSearched = try container.decode(Bool.self, forKey: .usageSearched)
        inventory.recordNames = try container.decode([String: [String: [String]]].self, forKey: .recordNames)
            .mapValues {
                Dictionary(uniqueKeysWithValues: $0.compactMap { key, value in Int(key).map { ($0, value) } })
            }
        self.inventory = inventory
    }
}
