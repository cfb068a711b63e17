import FontAuditModel
import FontInspectorModel

/// Whether anything of the app asks for a face it bundles and registers: the answer of the opt-in
/// rule `font-unused` and the report's catalog.
package struct FaceUsage: Sendable, Hashable {
    /// What reaches the face.
    package enum State: Sendable, Hashable {
        /// A request resolves to it (by PostScript name, or by family or full name, which CoreText
        /// matches to one of the family's faces), text is shown in it, or code uses its generated
        /// accessor: the first such place.
        case used(FileLocation)
        /// No request names it, but a name built at run time could be its name (a known prefix
        /// or suffix), or one of its names is written as a whole string in the sources or bundled
        /// data, which code may pass to a request: the first such place, and which it is.
        case reachable(FileLocation, Reach)
        /// Nothing the audit can see asks for it.
        case unused
    }

    /// How a face no request names may still be asked for.
    package enum Reach: Sendable, Hashable {
        /// A request whose name is built at run time, with what it is known to start and end with.
        case dynamicName(prefix: String, suffix: String)
        /// One of the face's names, written as a whole string.
        case mention(String)
        /// Code lists the registered fonts or reads names from font files (`UIFont.familyNames`,
        /// `CGFont.postScriptName`), or registers files it does not name, and a request's name is
        /// built from parts the sources do not show (the request's place): the listed names may
        /// be passed to it.
        case listedAtRunTime(request: FileLocation)
    }

    /// The font file.
    package var font: FontFile
    /// The face, by its index in the file.
    package var face: FontFace
    /// What reaches it.
    package var state: State

    /// Whether nothing reaches it.
    package var isUnused: Bool { state == .unused }
}

extension FontFace {
    /// Every name a request could reach this face by: its PostScript names (with its named
    /// instances'), its family and typographic family, and its full name.
    /// The name table's family, full, PostScript and typographic family names on every platform
    /// count too: a font whose Macintosh record names it otherwise than its Windows record is
    /// asked for by either in real apps.
    package var requestableNames: [String] {
        var names = registeredNames
        for name in [family, typographicFamily, fullName].compactMap({ $0 }) where !names.contains(name) {
            names.append(name)
        }
        for record in nameRecords where [1, 4, 6, 16].contains(record.nameID) {
            if let name = record.value, !name.isEmpty, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The family CoreText picks another weight or style in: the typographic family, else the
    /// family.
    var styleFamily: String? { typographicFamily ?? family }
}

extension Inventory {
    /// The faces of every font the app registers (by any means the inventory knows, in this
    /// target) with what reaches each, in path and face order. A font that web pages or an
    /// interpreter load (``engineFontPaths``) is not the app's to register and is left out, as is
    /// a file FreeType could not read. A byte-identical copy of a font is used when one of its
    /// copies is: CoreText registers the name once, from whichever copy comes first. Computed
    /// here unless the run settled it (``settledFaceUsage``).
    package func faceUsage() -> [FaceUsage] {
        settledFaceUsage ?? usageOfFaces()
    }

    /// The inventory, finished, with ``faceUsage()`` computed once: for a run whose `font-unused`
    /// rule and its summary each ask for it.
    package func settlingFaceUsage() -> Inventory {
        var settled = self
        settled.settledFaceUsage = usageOfFaces()
        return settled
    }

    private func usageOfFaces() -> [FaceUsage] {
        let candidates = registeredFonts.filter { $0.report.error == nil && !engineFontPaths.contains($0.path) }
        guard !candidates.isEmpty else { return [] }
        // One key for all copies of a file: the first path of its copies.
        func key(_ path: String) -> String { identicalCopies[path] ?? path }
        var used: [String: [Int: FileLocation]] = [:]
        func mark(_ font: FontFile, _ face: FontFace, at place: FileLocation) {
            let current = used[key(font.path), default: [:]][face.index]
            if current == nil || place < current! { used[key(font.path), default: [:]][face.index] = place }
        }
        func mark(_ resolution: NameResolution?, at place: FileLocation) {
            switch resolution {
            case .registered(let font, let face)?, .defaultInstanceOnly(let font, let face)?,
                .unregistered(let font, let face)?:
                mark(font, face, at: place)
            case .notPostScript(let faces, _)?:
                for (font, face) in faces { mark(font, face, at: place) }
            case .system?, .systemName?, .unknown?, nil:
                break
            }
        }
        // A name asked for counts whatever it resolves to: a face whose PostScript name a system
        // font also has is asked for (and shadowed, which `postscript-name-shadows-system` says).
        var asked: [String: FileLocation] = [:]
        // A weight or style applied to a custom font (`.fontWeight(.heavy)`, `.bold()`) lets
        // CoreText pick the face of its family closest to it (``styled(_:_:among:)``).
        var styled: [(base: FontFace, traits: RequestedTraits, at: FileLocation)] = []
        for request in requests {
            mark(resolutions[request], at: request.location)
            if asked[request.name].map({ request.location < $0 }) ?? true { asked[request.name] = request.location }
            guard !request.traits.isEmpty || request.traits.writtenWeight != nil else { continue }
            switch resolutions[request] {
            case .registered(_, let face)?, .defaultInstanceOnly(_, let face)?:
                styled.append((face, request.traits, request.location))
            case .notPostScript(let faces, _)?:
                styled += faces.map { ($0.face, request.traits, request.location) }
            default:
                break
            }
        }
        let allFaces = candidates.flatMap { font in font.report.faces.map { (font: font, face: $0) } }
        for (base, traits, at) in styled {
            for (font, face) in Self.styled(base, traits, among: allFaces) { mark(font, face, at: at) }
        }
        for use in textUses { mark(textResolutions[use], at: use.location) }
        // A generated accessor that code uses asks for its PostScript name.
        var generated: [String: FileLocation] = [:]
        for file in generatedFonts {
            for font in file.fonts {
                guard let place = file.uses[font.key]?.min() else { continue }
                if generated[font.name].map({ place < $0 }) ?? true { generated[font.name] = place }
            }
        }
        let dynamic = dynamicNames.filter(\.hasKnownPart).sorted { $0.location < $1.location }
        // Names read at run time from the fonts themselves reach a request only through a name
        // the sources do not show; fonts registered by files code does not name are listed so.
        let opaque = dynamicNames.filter { !$0.hasKnownPart }.map(\.location).min()
        let unnamedRegistrations = registrations.filter { $0.files == nil }
        var usages: [FaceUsage] = []
        for font in candidates {
            for face in font.report.faces {
                let names = self.names(of: face, in: font)
                var place = used[key(font.path)]?[face.index]
                for name in names {
                    for at in [generated[name], asked[name]].compactMap({ $0 }) where place.map({ at < $0 }) ?? true {
                        place = at
                    }
                }
                if let place {
                    usages.append(FaceUsage(font: font, face: face, state: .used(place)))
                } else if let request = dynamic.first(where: { request in names.contains(where: request.mayBe) }) {
                    usages.append(
                        FaceUsage(
                            font: font, face: face,
                            state: .reachable(
                                request.location, .dynamicName(prefix: request.prefix, suffix: request.suffix))))
                } else if let mention = searchedNames(of: face, in: font)
                    .compactMap({ name in nameMentions[name].map { (name, $0) } }).min(by: {
                        ($0.1, $0.0) < ($1.1, $1.0)
                    })
                {
                    usages.append(FaceUsage(font: font, face: face, state: .reachable(mention.1, .mention(mention.0))))
                } else if let opaque,
                    let listing =
                        (fontListings
                        + unnamedRegistrations.filter { $0.fonts.contains(font.path) }
                        .map { FileLocation(file: $0.file, line: $0.line) }).min()
                {
                    usages.append(
                        FaceUsage(font: font, face: face, state: .reachable(listing, .listedAtRunTime(request: opaque)))
                    )
                } else {
                    usages.append(FaceUsage(font: font, face: face, state: .unused))
                }
            }
        }
        return usages
    }

    /// The faces of `base`'s family that a request for it with `traits` can end in: those of the
    /// italic asked (or `base`'s), of the weight class nearest the weight asked (700 for bold, 400
    /// for React Native's `fontWeight: 'normal'`; else `base`'s).
    static func styled(_ base: FontFace, _ traits: RequestedTraits, among faces: [(font: FontFile, face: FontFace)])
        -> [(font: FontFile, face: FontFace)]
    {
        guard let family = base.styleFamily else { return [] }
        let siblings = faces.filter { $0.face.styleFamily == family }
        let italic = traits.italic || base.italic
        let styled =
            siblings.contains { $0.face.italic == italic } ? siblings.filter { $0.face.italic == italic } : siblings
        let weight: Int
        if let asked = traits.weight.flatMap({ RequestedTraits.weightClasses[$0] }) {
            weight = asked
        } else if traits.bold {
            weight = 700
        } else {
            // A weight written, and neither bold nor a named weight: React Native's regular one.
            weight = traits.writtenWeight == nil ? base.weightClass ?? 400 : 400
        }
        guard let nearest = styled.map({ abs(($0.face.weightClass ?? 400) - weight) }).min() else { return [] }
        return styled.filter { abs(($0.face.weightClass ?? 400) - weight) == nearest }
    }

    /// The faces that no request, text or generated accessor reaches and no known part of a
    /// dynamic name fits (nor, once searched, a mention or a listing): what the builder searches
    /// the sources for.
    package var unusedFaces: [(font: FontFile, face: FontFace)] {
        faceUsage().filter(\.isUnused).map { ($0.font, $0.face) }
    }

    /// What the sources are searched for to find a string that may reach `face`: its names, and
    /// the part of its PostScript name before the last hyphen (`OpenSans` of `OpenSans-Italic`:
    /// code that writes `"OpenSans"` builds `OpenSans-<style>` from it, as React Native's style
    /// helpers do).
    package func searchedNames(of face: FontFace, in font: FontFile) -> [String] {
        var searched = names(of: face, in: font)
        if let postScript = face.postscriptName, let dash = postScript.lastIndex(of: "-"), dash > postScript.startIndex,
            !searched.contains(String(postScript[..<dash]))
        {
            searched.append(String(postScript[..<dash]))
        }
        return searched
    }

    /// Every name a request could reach `face` of `font` by: ``FontFace/requestableNames`` and
    /// the names of the other platforms' records (``recordNames``).
    package func names(of face: FontFace, in font: FontFile) -> [String] {
        var names = face.requestableNames
        for name in recordNames[font.path]?[face.index] ?? [] where !names.contains(name) { names.append(name) }
        return names
    }
}
