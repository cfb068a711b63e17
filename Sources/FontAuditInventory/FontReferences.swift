import FontAuditModel
import FontInspectorModel

/// Finds a resolution's fonts among an inventory's, both ways.
struct FontReferences {
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
