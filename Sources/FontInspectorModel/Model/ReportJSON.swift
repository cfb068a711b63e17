/// How `inspect --format json` writes a report: the text `JSONEncoder` writes through the models'
/// `encode(to:)` with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`, written straight into
/// a ``JSONWriter``. Keys are listed here in sorted order (byte order of their UTF-8).
extension FontFileReport {
    /// The report as `inspect --format json` prints it, at `indent` levels of two spaces.
    package func prettyJSON(includeNameRecords: Bool = false, indent: Int = 0) -> String {
        var writer = JSONWriter(baseIndent: indent)
        write(to: &writer, includeNameRecords: includeNameRecords)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    package func write(to json: inout JSONWriter, includeNameRecords: Bool) {
        json.beginObject()
        json.key("error")
        json.string(error)
        json.key("errorKind")
        json.string(errorKind)
        json.key("faces")
        json.beginArray()
        for face in faces {
            json.element()
            face.write(to: &json, includeNameRecords: includeNameRecords)
        }
        json.endArray()
        json.key("format")
        json.string(format?.rawValue)
        json.key("freetypeFormat")
        json.string(freetypeFormat)
        json.key("loadableOnIOS")
        json.bool(loadableOnIOS)
        json.key("notLoadableReason")
        json.string(notLoadableReason)
        json.key("path")
        json.string(path)
        json.endObject()
    }
}

extension FontFace {
    func write(to json: inout JSONWriter, includeNameRecords: Bool) {
        json.beginObject()
        json.key("ascender")
        json.int(ascender)
        json.key("axes")
        json.objects(axes) { json, axis in
            json.key("default")
            json.double(axis.default)
            json.key("max")
            json.double(axis.max)
            json.key("min")
            json.double(axis.min)
            json.key("name")
            json.string(axis.name)
            json.key("tag")
            json.string(axis.tag)
        }
        json.key("bitmapOnly")
        json.bool(bitmapOnly)
        json.key("bold")
        json.bool(bold)
        json.key("boundingBox")
        if let box = boundingBox {
            json.beginObject()
            json.key("xMax")
            json.int(box.xMax)
            json.key("xMin")
            json.int(box.xMin)
            json.key("yMax")
            json.int(box.yMax)
            json.key("yMin")
            json.int(box.yMin)
            json.endObject()
        } else {
            json.null()
        }
        json.key("capHeight")
        json.int(capHeight)
        json.key("descender")
        json.int(descender)
        json.key("family")
        json.string(family)
        json.key("fsSelection")
        json.int(fsSelection)
        json.key("fullName")
        json.string(fullName)
        json.key("glyphCount")
        json.int(glyphCount)
        json.key("index")
        json.int(index)
        json.key("instances")
        json.objects(instances) { json, instance in
            json.key("coordinates")
            json.beginObject()
            for tag in instance.coordinates.keys.sorted(by: { ByteOrder.precedes($0, $1) }) {
                json.key(tag)
                json.double(instance.coordinates[tag]!)
            }
            json.endObject()
            json.key("name")
            json.string(instance.name)
            json.key("postscriptName")
            json.string(instance.postscriptName)
            json.key("postscriptNameDerived")
            json.bool(instance.postscriptNameDerived)
        }
        json.key("isFixedPitch")
        json.bool(isFixedPitch)
        json.key("italic")
        json.bool(italic)
        json.key("italicAngle")
        json.double(italicAngle)
        json.key("lineGap")
        json.int(lineGap)
        json.key("macStyle")
        json.int(macStyle)
        if includeNameRecords {
            json.key("nameRecords")
            json.objects(nameRecords) { json, record in
                json.key("encodingID")
                json.int(record.encodingID)
                json.key("languageID")
                json.int(record.languageID)
                json.key("nameID")
                json.int(record.nameID)
                json.key("platformID")
                json.int(record.platformID)
                json.key("value")
                json.string(record.value)
            }
        }
        json.key("oblique")
        json.bool(oblique)
        json.key("outlines")
        json.string(outlines.rawValue)
        json.key("postscriptName")
        json.string(postscriptName)
        json.key("postscriptNameDerived")
        json.bool(postscriptNameDerived)
        json.key("subfamily")
        json.string(subfamily)
        json.key("typoAscender")
        json.int(typoAscender)
        json.key("typoDescender")
        json.int(typoDescender)
        json.key("typoLineGap")
        json.int(typoLineGap)
        json.key("typographicFamily")
        json.string(typographicFamily)
        json.key("typographicSubfamily")
        json.string(typographicSubfamily)
        json.key("underlinePosition")
        json.int(underlinePosition)
        json.key("underlineThickness")
        json.int(underlineThickness)
        json.key("uniqueID")
        json.string(uniqueID)
        json.key("unitsPerEm")
        json.int(unitsPerEm)
        json.key("version")
        json.string(version)
        json.key("weightClass")
        json.int(weightClass)
        json.key("widthClass")
        json.int(widthClass)
        json.key("winAscent")
        json.int(winAscent)
        json.key("winDescent")
        json.int(winDescent)
        json.key("xHeight")
        json.int(xHeight)
        json.endObject()
    }
}

/// `text` as a JSON string literal, quoted: `"`, `\` and controls escaped, everything else (`/`,
/// non-ASCII) as is, the way Xcode writes string catalogs and FontAudit writes JSON.
package func jsonQuoted(_ text: String) -> String {
    var writer = JSONWriter(capacity: text.utf8.count + 2)
    writer.string(text)
    return String(decoding: writer.bytes, as: UTF8.self)
}
