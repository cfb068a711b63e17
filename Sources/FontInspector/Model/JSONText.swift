/// A small JSON value and a pretty printer that writes exactly what `JSONEncoder` writes with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`, several times faster: `inspect` on a
/// large library spends most of its time writing JSON otherwise.
enum JSONText {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONText])
    case object([(String, JSONText)])

    /// The value printed at `indent` levels of two spaces.
    func rendered(indent: Int = 0) -> String {
        var out = ""
        write(to: &out, indent: indent)
        return out
    }

    func write(to out: inout String, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .double(let value): out += Self.number(value)
        case .string(let value): Self.quote(value, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[\n\n" + Self.spaces(indent) + "]"; return }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += Self.spaces(indent + 1)
                item.write(to: &out, indent: indent + 1)
                out += index + 1 < items.count ? ",\n" : "\n"
            }
            out += Self.spaces(indent) + "]"
        case .object(let members):
            if members.isEmpty { out += "{\n\n" + Self.spaces(indent) + "}"; return }
            out += "{\n"
            let sorted = members.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
            for (index, member) in sorted.enumerated() {
                out += Self.spaces(indent + 1)
                Self.quote(member.0, into: &out)
                out += " : "
                member.1.write(to: &out, indent: indent + 1)
                out += index + 1 < sorted.count ? ",\n" : "\n"
            }
            out += Self.spaces(indent) + "}"
        }
    }

    private static func spaces(_ indent: Int) -> String {
        String(repeating: " ", count: indent * 2)
    }

    static func number(_ value: Double) -> String { NumberText.shortest(value) }

    static func quote(_ text: String, into out: inout String) {
        // Most strings need no escape: append them whole.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            out += "\""
            out += text
            out += "\""
            return
        }
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}

extension JSONText {
    init(_ value: String?) { self = value.map(JSONText.string) ?? .null }
    init(_ value: Int?) { self = value.map(JSONText.int) ?? .null }
}

extension FontFileReport {
    /// The report as `inspect --format json` prints it, at `indent` levels (fast path; the same
    /// text `JSONEncoder` writes through ``encode(to:)``).
    public func prettyJSON(includeNameRecords: Bool = false, indent: Int = 0) -> String {
        JSONText.object([
            ("path", .string(path)),
            ("format", JSONText(format?.rawValue)),
            ("freetypeFormat", JSONText(freetypeFormat)),
            ("loadableOnIOS", .bool(loadableOnIOS)),
            ("notLoadableReason", JSONText(notLoadableReason)),
            ("error", JSONText(error)),
            ("errorKind", JSONText(errorKind)),
            ("faces", .array(faces.map { $0.json(includeNameRecords: includeNameRecords) })),
        ]).rendered(indent: indent)
    }
}

extension FontFace {
    func json(includeNameRecords: Bool) -> JSONText {
        var members: [(String, JSONText)] = [
            ("index", .int(index)),
            ("postscriptName", JSONText(postscriptName)),
            ("postscriptNameDerived", .bool(postscriptNameDerived)),
            ("family", JSONText(family)),
            ("subfamily", JSONText(subfamily)),
            ("uniqueID", JSONText(uniqueID)),
            ("fullName", JSONText(fullName)),
            ("version", JSONText(version)),
            ("typographicFamily", JSONText(typographicFamily)),
            ("typographicSubfamily", JSONText(typographicSubfamily)),
            ("weightClass", JSONText(weightClass)),
            ("widthClass", JSONText(widthClass)),
            ("fsSelection", JSONText(fsSelection)),
            ("macStyle", JSONText(macStyle)),
            ("italic", .bool(italic)),
            ("bold", .bool(bold)),
            ("oblique", .bool(oblique)),
            ("italicAngle", .double(italicAngle)),
            ("isFixedPitch", .bool(isFixedPitch)),
            ("unitsPerEm", .int(unitsPerEm)),
            ("ascender", JSONText(ascender)),
            ("descender", JSONText(descender)),
            ("lineGap", JSONText(lineGap)),
            ("typoAscender", JSONText(typoAscender)),
            ("typoDescender", JSONText(typoDescender)),
            ("typoLineGap", JSONText(typoLineGap)),
            ("winAscent", JSONText(winAscent)),
            ("winDescent", JSONText(winDescent)),
            ("capHeight", JSONText(capHeight)),
            ("xHeight", JSONText(xHeight)),
            ("underlinePosition", JSONText(underlinePosition)),
            ("underlineThickness", JSONText(underlineThickness)),
            ("boundingBox", boundingBox.map { box in
                .object([("xMin", .int(box.xMin)), ("yMin", .int(box.yMin)), ("xMax", .int(box.xMax)), ("yMax", .int(box.yMax))])
            } ?? .null),
            ("glyphCount", .int(glyphCount)),
            ("outlines", .string(outlines.rawValue)),
            ("bitmapOnly", .bool(bitmapOnly)),
            ("axes", .array(axes.map { axis in
                .object([("tag", .string(axis.tag)), ("name", JSONText(axis.name)), ("min", .double(axis.min)),
                         ("default", .double(axis.default)), ("max", .double(axis.max))])
            })),
            ("instances", .array(instances.map { instance in
                .object([("name", JSONText(instance.name)), ("postscriptName", JSONText(instance.postscriptName)),
                         ("postscriptNameDerived", .bool(instance.postscriptNameDerived)),
                         ("coordinates", .object(instance.coordinates.map { ($0.key, .double($0.value)) }))])
            })),
        ]
        if includeNameRecords {
            members.append(("nameRecords", .array(nameRecords.map { record in
                .object([("platformID", .int(record.platformID)), ("encodingID", .int(record.encodingID)),
                         ("languageID", .int(record.languageID)), ("nameID", .int(record.nameID)), ("value", JSONText(record.value))])
            })))
        }
        return .object(members)
    }
}

/// `text` as a JSON string literal, quoted: `"`, `\` and controls escaped, everything else (`/`,
/// non-ASCII) as is, the way Xcode writes string catalogs and FontAudit writes JSON.
public func jsonQuoted(_ text: String) -> String {
    var out = ""
    JSONText.quote(text, into: &out)
    return out
}
