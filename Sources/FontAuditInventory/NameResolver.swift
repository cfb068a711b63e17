import FontAuditModel
import FontInspectorModel
import Foundation

/// Resolves requested font names the way the system does: against the PostScript names of the
/// faces the app really registers (every face of a collection, every named instance), the iOS
/// system fonts and the names a configuration adds; and, when that fails, explains why.
struct NameResolver {
    typealias Match = NameResolution

    let inventory: Inventory
    /// Per app scope: its registered faces and its bundled but unregistered faces, built once.
    private let facesByScope: [String: (registered: [(FontFile, FontFace)], bundled: [(FontFile, FontFace)])]
    /// Fonts registered only through `CTFontManagerRegisterGraphicsFont`: their default instance alone.
    private let defaultInstanceOnly: Set<String>
    /// The names of the fonts a React Native package's pod copies, or the target copies from the
    /// package in `node_modules/`, and `UIAppFonts` lists (``EntryResolution/copiedByPod(package:)``,
    /// ``EntryResolution/installedPackage(package:)``): registered, from a file the checkout lacks.
    private let podFontNames: Set<String>

    init(inventory: Inventory) {
        self.inventory = inventory
        let registered = inventory.registeredPaths
        var byScope: [String: (registered: [(FontFile, FontFace)], bundled: [(FontFile, FontFace)])] = [:]
        let all = inventory.faces(of: inventory.fonts)
        defaultInstanceOnly = inventory.defaultInstanceOnlyPaths
        for scope in Set(inventory.manifests.map(\.scope) + [""]) {
            // A package's resource bundle serves every app that links it, whatever its folder; so
            // does a file the app's manifest lists from another folder (a framework it embeds), and
            // one the app's own code registers (a workspace package's font that `useFonts` loads).
            var listed = Set<String>()
            for manifest in inventory.manifests where manifest.scope == scope {
                for entry in manifest.appFonts { if case .file(let path) = entry.resolution { listed.insert(path) } }
            }
            for registration in inventory.registrations where registration.file.hasPrefix(scope) {
                listed.formUnion(registration.fonts)
            }
            let inScope = all.filter {
                $0.font.path.hasPrefix(scope) || $0.font.bundle != nil || listed.contains($0.font.path)
            }
            byScope[scope] = (
                inScope.filter { registered.contains($0.font.path) }.map { ($0.font, $0.face) },
                inScope.filter { !registered.contains($0.font.path) }.map { ($0.font, $0.face) }
            )
        }
        facesByScope = byScope
        var podNames = Set<String>()
        for manifest in inventory.manifests {
            for entry in manifest.appFonts {
                // A pod's copy, or the package's file the Resources phase copies from node_modules.
                let package: String
                switch entry.resolution {
                case .copiedByPod(let copied), .installedPackage(let copied): package = copied
                default: continue
                }
                let file = FileName.lastComponent(of: EntryResolver.normalized(entry.value))
                for font in PodFontCatalog.fonts where font.package == package && font.file == file {
                    podNames.formUnion(font.names)
                }
            }
        }
        podFontNames = podNames
    }

    /// Resolutions already made, by app scope and name: an app asks for few distinct names.
    private final class Memo {
        var matches: [Asked: Match] = [:]
        /// The system fonts' names in the order suggestions prefer them, each with its folded
        /// form, by platform: made once per inventory, not once per unknown name.
        var systemNames: [String: [(name: String, folded: String)]] = [:]
    }
    private let memo = Memo()

    /// A name asked for within one app's scope, against one platform's system fonts.
    private struct Asked: Hashable {
        var scope: String
        var platform: Platform
        var name: String
    }

    func resolve(_ request: FontRequest) -> Match {
        let scope = inventory.owner(of: request.file)?.scope ?? ""
        let system = inventory.systemFonts(for: request)
        let key = Asked(scope: scope, platform: system.platform, name: request.name)
        let match =
            memo.matches[key]
            ?? {
                let match = resolve(name: request.name, scope: scope, system: system)
                memo.matches[key] = match
                return match
            }()
        guard request.lookup == .reactNative else { return match }
        // A family of that name comes first; expo-font's alias answers only where none does.
        let isFamily = if case .notPostScript(_, "family name") = match { true } else { false }
        if !isFamily, let loaded = inventory.runtimeFace(alias: request.name) {
            return .registered(font: loaded.font, face: loaded.face)
        }
        if case .unknown = match, podFontNames.contains(request.name) { return .system }
        return Self.reactNativeReading(of: match)
    }

    /// What React Native's `RCTFont` finds for a `fontFamily`: it asks for the name as a family
    /// first (`fontNamesForFamilyName:`), so a family's name is the face it finds, not a defect
    /// (docs/RESOLUTION.md); the face is the family's first registered one: which face the weight
    /// and style pick is the variant's question. Anything else it opens as a font name
    /// (`fontWithName:size:`), as `UIFont(name:size:)` does: a full name is CoreText's fallback
    /// there as in Swift, and stays `font-name-not-postscript` (issue 82: both languages alike).
    static func reactNativeReading(of match: Match) -> Match {
        switch match {
        case .notPostScript(let faces, "family name"):
            guard let first = faces.first else { return match }
            return .registered(font: first.font, face: first.face)
        case .systemName(matchedAs: "family name", _, _, _):
            return .system
        default:
            return match
        }
    }

    private func resolve(name: String, scope: String, system: SystemFontCatalog) -> Match {
        let (registeredFaces, bundledFaces) = facesByScope[scope] ?? ([], [])
        if let hit = registeredFaces.first(where: { names(of: $0.0, $0.1).contains(name) }) {
            return .registered(font: hit.0, face: hit.1)
        }
        if let hit = registeredFaces.first(where: { $0.1.registeredNames.contains(name) }) {
            return .defaultInstanceOnly(font: hit.0, face: hit.1)
        }
        // A name another platform's record gives the face (``FontFace/otherRecordPostScriptNames``).
        if let hit = registeredFaces.first(where: { $0.1.otherRecordPostScriptNames.contains(name) }) {
            return .registered(font: hit.0, face: hit.1)
        }
        // Private system names (".SFUI-Regular") are no public API: since iOS 13 a lookup by such
        // a name returns Times New Roman, so they are not treated as resolving.
        if name.hasPrefix(".") { return .unknown(suggestion: nil) }
        if system.isSystemFont(name) { return .system }
        if let hit = bundledFaces.first(where: { $0.1.hasPostScriptName(name) }) {
            return .unregistered(font: hit.0, face: hit.1)
        }
        // Exact matches only: a name that differs in case or punctuation is a typo (unknown), and
        // the folded comparison serves suggestions alone.
        for (kind, key) in [
            ("family name", { (f: FontFile, face: FontFace) in [face.typographicFamily, face.family] }),
            ("full name", { (f: FontFile, face: FontFace) in [face.fullName] }),
        ] {
            let faces = registeredFaces.filter { pair in key(pair.0, pair.1).contains { $0 == name } }
            if !faces.isEmpty { return .notPostScript(faces: faces.map { (font: $0.0, face: $0.1) }, matchedAs: kind) }
        }
        if let faces = system.families[name] {
            return .systemName(
                matchedAs: "family name", family: name, faces: faces, fix: system.regularFace(ofFamily: name))
        }
        if let face = system.face(fullName: name) {
            return .systemName(
                matchedAs: "full name", family: face.family, faces: [face.postscriptName], fix: face.postscriptName)
        }
        // A family or full name of a bundled face whose file is not registered (and of no system
        // font): the file is the defect, as for its PostScript name.
        if let hit = bundledFaces.first(where: { pair in
            [pair.1.typographicFamily, pair.1.family, pair.1.fullName].contains { $0 == name }
        }) {
            return .unregistered(font: hit.0, face: hit.1)
        }
        // A font file's name is no name of its faces: CoreText looks fonts up by the names in their
        // name tables, never by file (docs/RESOLUTION.md), so the lookup fails. The face of that
        // file is the suggestion.
        if let file = registeredFaces.first(where: {
            [FileName.lastComponent(of: $0.0.path), FileName.stem(of: $0.0.path)].contains(name)
        }),
            let postscript = file.1.postscriptName
        {
            return .unknown(suggestion: postscript)
        }
        return .unknown(suggestion: suggestion(for: name, among: registeredFaces, system: system))
    }

    /// The names a registered face answers to: its own and its named instances', or of a font
    /// registered as a `CGFont`, its default instance's alone.
    private func names(of font: FontFile, _ face: FontFace) -> [String] {
        defaultInstanceOnly.contains(font.path) ? face.postscriptName.map { [$0] } ?? [] : face.registeredNames
    }

    /// The closest PostScript name: same letters ignoring case and punctuation, then a small edit
    /// distance, among the app's registered faces first, then the system fonts.
    private func suggestion(for name: String, among faces: [(FontFile, FontFace)], system: SystemFontCatalog) -> String?
    {
        // Apple's downloadable SF fonts have no name to suggest: the system-font API draws them.
        if SystemFontCatalog.appleDownloadFamily(of: name) != nil { return nil }
        let target = folded(name)
        let custom = faces.flatMap { $0.1.registeredNames }.map { (name: $0, folded: folded($0)) }
        let systemNames =
            memo.systemNames[system.platform.rawValue]
            ?? {
                let names = (system.faces.keys.sorted() + system.extraNames.sorted()).map {
                    (name: $0, folded: folded($0))
                }
                memo.systemNames[system.platform.rawValue] = names
                return names
            }()
        let candidates = custom + systemNames
        if let same = candidates.first(where: { $0.folded == target }) { return same.name }
        var best: (distance: Int, name: String)?
        for (candidate, folded) in candidates {
            let distance = EditDistance.between(target, folded)
            let limit = max(2, target.count / 4)
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance { best = (distance, candidate) }
        }
        return best?.name
    }

}

extension Inventory {
    /// Resolves every request once and stores the answers; rules and the summary read them.
    mutating func resolveRequests() {
        let resolver = NameResolver(inventory: self)
        resolutions = Dictionary(requests.map { ($0, resolver.resolve($0)) }, uniquingKeysWith: { first, _ in first })
        textResolutions = Dictionary(
            textUses.map { ($0, resolver.resolve(Self.request(for: $0))) }, uniquingKeysWith: { first, _ in first })
    }

    /// The paths of fonts that some request names, by a face's PostScript name or otherwise
    /// (a family or full name), whether or not the font registers.
    package var requestedFontPaths: Set<String> {
        var paths = Set<String>()
        for request in requests {
            switch resolution(of: request) {
            case .registered(let font, _), .unregistered(let font, _), .defaultInstanceOnly(let font, _):
                paths.insert(font.path)
            case .notPostScript(let faces, _):
                paths.formUnion(faces.map(\.font.path))
            case .system, .systemName, .unknown:
                break
            }
        }
        return paths
    }

    /// What `request` resolves to, as stored when the inventory was built (``resolutions`` holds
    /// every request of the inventory). A request made afterwards (a rule's own, or a test's) is
    /// resolved now, with a resolver built for it: over the whole test suite that never happens.
    package func resolution(of request: FontRequest) -> NameResolution {
        resolutions[request] ?? NameResolver(inventory: self).resolve(request)
    }
}
