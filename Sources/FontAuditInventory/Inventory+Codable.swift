import FontAuditModel
import FontInspector
import FontInspectorModel
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
        case target, layout, manifests, fonts, systemFonts, requests, dynamicNames, styleDictionaries,
            interfaceBuilderFontMaps, unreadablePaths, unreadableSources, missingSources, projectProblems,
            resolutions, textUses, textResolutions, localizations, characterMaps, registrations, generatedFonts,
            packages, absentFonts, gitIgnoredAbsentFonts, engineFontPaths, identicalCopies, scalingCode,
            unplacedFonts, unplacedFaces, macSystemFonts, fontSizes, nameMentions, fontListings, recordNames,
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
        try container.encode(inventory.unplacedFonts, forKey: .unplacedFonts)
        try container.encode(inventory.unplacedFaces, forKey: .unplacedFaces)
        try container.encode(inventory.macSystemFonts, forKey: .macSystemFonts)
        try container.encode(inventory.fontSizes, forKey: .fontSizes)
        try container.encode(inventory.nameMentions, forKey: .nameMentions)
        try container.encode(inventory.fontListings, forKey: .fontListings)
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
        inventory.styleDictionaries = try container.decode([StyleDictionary].self, forKey: .styleDictionaries)
        inventory.interfaceBuilderFontMaps = try container.decode(
            [InterfaceBuilderFontMap].self, forKey: .interfaceBuilderFontMaps)
        inventory.unreadablePaths = try container.decode([String: String].self, forKey: .unreadablePaths)
        inventory.unreadableSources = try container.decode([String: String].self, forKey: .unreadableSources)
        inventory.missingSources = try container.decode([String].self, forKey: .missingSources)
        inventory.projectProblems = try container.decode([ProjectProblem].self, forKey: .projectProblems)
        let references = FontReferences(fonts)
        var resolutions: [FontRequest: NameResolution] = [:]
        let stored = try references.resolutions(container.decode(ResolutionTable.self, forKey: .resolutions))
        guard stored.count == inventory.requests.count else { throw StoredResolution.Failure.badReference }
        for (request, resolution) in zip(inventory.requests, stored) {
            if let resolution, resolutions[request] == nil { resolutions[request] = resolution }
        }
        inventory.resolutions = resolutions
        inventory.textUses = try container.decode([TextUse].self, forKey: .textUses)
        var textResolutions: [TextUse: NameResolution] = [:]
        let storedText = try references.resolutions(container.decode(ResolutionTable.self, forKey: .textResolutions))
        guard storedText.count == inventory.textUses.count else { throw StoredResolution.Failure.badReference }
        for (use, resolution) in zip(inventory.textUses, storedText) {
            if let resolution, textResolutions[use] == nil { textResolutions[use] = resolution }
        }
        inventory.textResolutions = textResolutions
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
        inventory.unplacedFonts = try container.decode([String].self, forKey: .unplacedFonts)
        inventory.unplacedFaces = try container.decode([UnplacedFace].self, forKey: .unplacedFaces)
        inventory.macSystemFonts = try container.decode(SystemFontCatalog.self, forKey: .macSystemFonts)
        inventory.fontSizes = try container.decode([String: Int].self, forKey: .fontSizes)
        inventory.nameMentions = try container.decode([String: FileLocation].self, forKey: .nameMentions)
        inventory.fontListings = try container.decode([FileLocation].self, forKey: .fontListings)
        inventory.usageSearched = try container.decode(Bool.self, forKey: .usageSearched)
        inventory.recordNames = try container.decode([String: [String: [String]]].self, forKey: .recordNames)
            .mapValues {
                Dictionary(uniqueKeysWithValues: $0.compactMap { key, value in Int(key).map { ($0, value) } })
            }
        self.inventory = inventory
    }
}

/// A ``NameResolution`` with its fonts and faces named by place, for ``Inventory``'s coding.
private enum StoredResolution: Codable {
    case registered(FaceReference)
    case system
    case notPostScript([FaceReference], matchedAs: String)
    case systemName(matchedAs: String, family: String, faces: [String], fix: String?)
    case unregistered(FaceReference)
    case defaultInstanceOnly(FaceReference)
    case unknown(suggestion: String?)

    enum Failure: Error {
        case badReference
    }
}

/// Resolutions in order, most as three numbers (a kind, a font's place, a face's place), the rest
/// (a name not found, a family name, a face of a font not among the inventory's) as a
/// ``StoredResolution``: a thousand requests decode in a fraction of the time their enums take.
private struct ResolutionTable: Codable {
    /// Three numbers per resolution: ``Kind``, then two numbers whose meaning the kind gives.
    var numbers: [Int]
    var others: [StoredResolution]

    enum Kind: Int {
        /// None; the numbers are 0.
        case none = 0
        /// ``NameResolution/system``.
        case system = 1
        /// ``NameResolution/registered(font:face:)``: the font's place and the face's place.
        case registered = 2
        /// ``NameResolution/unregistered(font:face:)``: as for registered.
        case unregistered = 3
        /// ``NameResolution/defaultInstanceOnly(font:face:)``: as for registered.
        case defaultInstanceOnly = 4
        /// One of ``others``, by its place.
        case other = 5
    }
}

/// A font and one of its faces: the font's place in the inventory's fonts and the face's place in
/// its report, or (for a value that is not one of those, which no builder makes today) the value.
private struct FaceReference: Codable {
    var font: Int
    var file: FontFile?
    var face: Int
    var value: FontFace?
}

/// Finds a resolution's fonts among an inventory's, both ways.
private struct FontReferences {
    let fonts: [FontFile]
    let places: [String: Int]

    init(_ fonts: [FontFile]) {
        self.fonts = fonts
        places = Dictionary(
            fonts.enumerated().map { ($0.element.path, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    func reference(_ font: FontFile, _ face: FontFace) -> FaceReference {
        guard let place = places[font.path], fonts[place] == font else {
            return FaceReference(
                font: -1, file: font, face: font.report.faces.firstIndex(of: face) ?? -1,
                value: font.report.faces.contains(face) ? nil : face)
        }
        let index = font.report.faces.firstIndex(of: face)
        return FaceReference(font: place, file: nil, face: index ?? -1, value: index == nil ? face : nil)
    }

    func pair(_ reference: FaceReference) throws -> (font: FontFile, face: FontFace) {
        let font: FontFile
        if let file = reference.file {
            font = file
        } else {
            guard fonts.indices.contains(reference.font) else { throw StoredResolution.Failure.badReference }
            font = fonts[reference.font]
        }
        if let value = reference.value { return (font, value) }
        guard font.report.faces.indices.contains(reference.face) else { throw StoredResolution.Failure.badReference }
        return (font, font.report.faces[reference.face])
    }

    func table(_ resolutions: [NameResolution?]) -> ResolutionTable {
        var table = ResolutionTable(numbers: [], others: [])
        table.numbers.reserveCapacity(resolutions.count * 3)
        for resolution in resolutions {
            var kind = ResolutionTable.Kind.other
            var pair: (font: FontFile, face: FontFace)?
            switch resolution {
            case nil: kind = .none
            case .system?: kind = .system
            case .registered(let font, let face)?: (kind, pair) = (.registered, (font, face))
            case .unregistered(let font, let face)?: (kind, pair) = (.unregistered, (font, face))
            case .defaultInstanceOnly(let font, let face)?: (kind, pair) = (.defaultInstanceOnly, (font, face))
            default: break
            }
            if let pair {
                let place = reference(pair.font, pair.face)
                if place.file == nil, place.value == nil {
                    table.numbers += [kind.rawValue, place.font, place.face]
                    continue
                }
                kind = .other
            }
            if kind == .other, let resolution {
                table.numbers += [kind.rawValue, table.others.count, 0]
                table.others.append(stored(resolution))
            } else {
                table.numbers += [kind.rawValue, 0, 0]
            }
        }
        return table
    }

    func resolutions(_ table: ResolutionTable) throws -> [NameResolution?] {
        guard table.numbers.count % 3 == 0 else { throw StoredResolution.Failure.badReference }
        var resolutions: [NameResolution?] = []
        resolutions.reserveCapacity(table.numbers.count / 3)
        for start in stride(from: 0, to: table.numbers.count, by: 3) {
            let (first, second) = (table.numbers[start + 1], table.numbers[start + 2])
            switch ResolutionTable.Kind(rawValue: table.numbers[start]) {
            case .none?: resolutions.append(nil)
            case .system?: resolutions.append(.system)
            case .registered?:
                let (font, face) = try pair(FaceReference(font: first, file: nil, face: second, value: nil))
                resolutions.append(.registered(font: font, face: face))
            case .unregistered?:
                let (font, face) = try pair(FaceReference(font: first, file: nil, face: second, value: nil))
                resolutions.append(.unregistered(font: font, face: face))
            case .defaultInstanceOnly?:
                let (font, face) = try pair(FaceReference(font: first, file: nil, face: second, value: nil))
                resolutions.append(.defaultInstanceOnly(font: font, face: face))
            case .other?:
                guard table.others.indices.contains(first) else { throw StoredResolution.Failure.badReference }
                resolutions.append(try resolution(table.others[first]))
            case nil: throw StoredResolution.Failure.badReference
            }
        }
        return resolutions
    }

    func stored(_ resolution: NameResolution) -> StoredResolution {
        switch resolution {
        case .registered(let font, let face): return .registered(reference(font, face))
        case .system: return .system
        case .notPostScript(let faces, let matchedAs):
            return .notPostScript(faces.map { reference($0.font, $0.face) }, matchedAs: matchedAs)
        case .systemName(let matchedAs, let family, let faces, let fix):
            return .systemName(matchedAs: matchedAs, family: family, faces: faces, fix: fix)
        case .unregistered(let font, let face): return .unregistered(reference(font, face))
        case .defaultInstanceOnly(let font, let face): return .defaultInstanceOnly(reference(font, face))
        case .unknown(let suggestion): return .unknown(suggestion: suggestion)
        }
    }

    func resolution(_ stored: StoredResolution) throws -> NameResolution {
        switch stored {
        case .registered(let reference):
            let (font, face) = try pair(reference)
            return .registered(font: font, face: face)
        case .system: return .system
        case .notPostScript(let references, let matchedAs):
            return .notPostScript(faces: try references.map { try pair($0) }, matchedAs: matchedAs)
        case .systemName(let matchedAs, let family, let faces, let fix):
            return .systemName(matchedAs: matchedAs, family: family, faces: faces, fix: fix)
        case .unregistered(let reference):
            let (font, face) = try pair(reference)
            return .unregistered(font: font, face: face)
        case .defaultInstanceOnly(let reference):
            let (font, face) = try pair(reference)
            return .defaultInstanceOnly(font: font, face: face)
        case .unknown(let suggestion): return .unknown(suggestion: suggestion)
        }
    }
}

extension SystemFontCatalog: Codable {
    private enum CodingKeys: String, CodingKey {
        case platform, extraNames
    }

    /// The catalog as the platform's shipped one and the names added to it (the only way one is
    /// extended, ``adding(_:)``).
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(platform, forKey: .platform)
        try container.encode(extraNames.sorted(), forKey: .extraNames)
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let platform = try container.decode(Platform.self, forKey: .platform)
        self = SystemFontCatalog.shipped(for: platform).adding(try container.decode([String].self, forKey: .extraNames))
    }
}
