import FontAuditModel
import FontInspectorModel

/// The JSON report written straight into a ``JSONWriter``: the bytes `JSONEncoder` writes through
/// the models' `encode(to:)` with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`, at a
/// fraction of the cost (a large React Native app's report, 2 MB of places, took 87 ms of a 183 ms
/// warm run through `JSONEncoder`). Keys are written in sorted order (byte order of their UTF-8).
/// `JSONReportWriterTests` holds the two equal on every fixture app and on generated results.
extension JSONReporter.Document {
    /// The document and its final newline.
    func written() -> String {
        var json = JSONWriter(capacity: 64 + findings.count * 1024)
        json.beginObject()
        json.key("findings")
        json.objects(findings) { json, finding in finding.write(to: &json) }
        if let openNames {
            json.key("openNames")
            json.objects(openNames) { json, name in name.write(to: &json) }
        }
        if let plan {
            json.key("plan")
            json.beginObject()
            plan.write(to: &json)
            json.endObject()
        }
        json.key("summary")
        json.beginObject()
        summary.write(to: &json)
        json.endObject()
        json.endObject()
        return String(decoding: json.bytes, as: UTF8.self) + "\n"
    }
}

extension Finding {
    /// The members of ``encode(to:)``, sorted.
    fileprivate func write(to json: inout JSONWriter) {
        json.key("column")
        json.int(column)
        json.key("configuration")
        json.string(configuration)
        json.key("file")
        json.string(file)
        json.key("fix")
        json.string(fix)
        json.key("fixable")
        json.bool(fixable)
        json.key("line")
        json.int(line)
        json.key("message")
        json.string(message)
        json.key("name")
        json.string(name)
        json.key("notes")
        json.strings(notes)
        if let platform {
            json.key("platform")
            json.string(platform)
        }
        json.key("related")
        json.objects(related) { json, place in
            json.key("column")
            json.int(place.column)
            json.key("file")
            json.string(place.file)
            json.key("line")
            json.int(place.line)
        }
        json.key("rule")
        json.string(rule)
        json.key("severity")
        json.string(severity.rawValue)
        json.key("target")
        json.string(target)
    }
}

extension OpenName {
    /// The members of ``encode(to:)``, sorted.
    fileprivate func write(to json: inout JSONWriter) {
        json.key("api")
        json.string(api)
        json.key("explanation")
        json.string(reason.explanation)
        json.key("file")
        json.string(file)
        json.key("line")
        json.int(line)
        json.key("prefix")
        json.string(prefix)
        json.key("reason")
        json.string(reason.kind.rawValue)
        json.key("subject")
        json.string(reason.subject)
        json.key("suffix")
        json.string(suffix)
        json.key("written")
        json.string(written)
    }
}

extension AuditResult.Summary {
    /// The members of ``encode(to:)``, sorted.
    fileprivate func write(to json: inout JSONWriter) {
        json.key("apps")
        json.strings(apps)
        json.key("errors")
        json.int(errors)
        json.key("faces")
        json.int(faces)
        json.key("files")
        json.int(files)
        json.key("namesDynamic")
        json.int(namesDynamic)
        json.key("namesFollowed")
        json.int(namesFollowed)
        json.key("namesFound")
        json.int(namesFound)
        json.key("namesResolved")
        json.int(namesResolved)
        json.key("registrationsOpen")
        json.int(registrationsOpen)
        json.key("sourcesMissing")
        json.int(sourcesMissing)
        json.key("unplacedFonts")
        json.int(unplacedFonts)
        json.key("unusedFonts")
        if let unusedFonts {
            json.beginObject()
            json.key("bytes")
            json.int(unusedFonts.bytes)
            json.key("faces")
            json.int(unusedFonts.faces)
            json.key("files")
            json.int(unusedFonts.fonts.count)
            json.key("fonts")
            json.objects(unusedFonts.fonts) { json, font in
                json.key("bytes")
                json.int(font.bytes)
                json.key("faces")
                json.strings(font.faces)
                json.key("file")
                json.string(font.file)
                json.key("whole")
                json.bool(font.whole)
            }
            json.key("keptForDynamicNames")
            json.int(unusedFonts.keptForDynamicNames)
            json.endObject()
        } else {
            json.null()
        }
        json.key("warnings")
        json.int(warnings)
    }
}

extension PlanReport {
    /// The members of the synthesized `encode(to:)`, sorted.
    fileprivate func write(to json: inout JSONWriter) {
        json.key("apps")
        json.objects(apps) { json, app in
            json.key("folder")
            json.string(app.folder)
            json.key("inputs")
            json.objects(app.inputs) { json, input in input.write(to: &json) }
            json.key("kind")
            json.string(app.kind)
            json.key("name")
            json.string(app.name)
            json.key("platforms")
            json.strings(app.platforms)
            json.key("sources")
            json.objects(app.sources) { json, input in input.write(to: &json) }
        }
        json.key("layout")
        json.string(layout)
    }
}

extension PlanReport.Input {
    /// The members of the synthesized `encode(to:)`, sorted.
    fileprivate func write(to json: inout JSONWriter) {
        json.key("fact")
        json.string(fact)
        if let files {
            json.key("files")
            json.int(files)
        }
        json.key("path")
        json.string(path)
        if let reached {
            json.key("reached")
            json.int(reached)
        }
        json.key("reasons")
        json.objects(reasons) { json, reason in
            json.key("explanation")
            json.string(reason.explanation)
            json.key("kind")
            json.string(reason.kind)
        }
        json.key("role")
        json.string(role)
    }
}
