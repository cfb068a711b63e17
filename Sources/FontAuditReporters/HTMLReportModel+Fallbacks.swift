import FontAuditInventory
import FontAuditModel
import FontInspectorModel
import FontInspectorReading

// "What was asked for, and what users see": the requests that fall back, with what they mean drawn.
extension HTMLReportModel {
    /// A request that does not render in the face it means.
    package struct Fallback {
        package var request: FontRequest
        /// The index of its finding.
        package var finding: Int
        /// The face it means, when known, and which of its named instances.
        package var intended: (font: FontFile, face: FontFace, instance: Int?)?
        /// What users get instead when it is not the system font: the default instance.
        package var seen: (font: FontFile, face: FontFace)?
        /// Why it falls back, as the page says it.
        package var why: String
        /// The text it shows, when the sources tell.
        package var text: String?
        /// The Xcode target whose bundle this is, in project mode.
        package var target: String?
        /// The text drawn in the intended face, and in the face users see.
        package var asked: Drawing = nil
        package var shown: Drawing = nil

        /// What is drawn: the text the request shows, else the first sample.
        package var sample: String { text ?? SpecimenRenderer.samples[0] }
    }

    static func fallbacks(_ inventories: [Inventory], anchors: [RequestKey: Int], drawings: inout Drawings)
        -> [Fallback]
    {
        // One entry per request; where targets differ, the one whose intended face is known.
        var byRequest: [FileLocation: Fallback] = [:]
        for inventory in inventories {
            let registered = inventory.faces(of: inventory.registeredFonts)
            for request in inventory.requests {
                let key = request.location
                guard byRequest[key]?.intended == nil,
                    let finding = anchors[RequestKey(file: request.file, line: request.line, name: request.name)]
                else { continue }
                var entry = Fallback(request: request, finding: finding, why: "", target: inventory.target?.target.name)
                switch inventory.resolution(of: request) {
                case .unknown(let suggestion):
                    if let suggestion,
                        let hit = registered.first(where: { $0.face.registeredNames.contains(suggestion) })
                    {
                        entry.intended = (
                            hit.font, hit.face,
                            hit.face.postscriptName == suggestion
                                ? nil
                                : hit.face.instances.firstIndex { $0.coreTextPostScriptName == suggestion }
                        )
                        entry.why = "`\(request.name)` matches no registered face; the fix names `\(suggestion)`."
                    } else {
                        entry.why =
                            "`\(request.name)` matches no registered face, and none is close: what it means is not known."
                    }
                case .unregistered(let font, let face):
                    entry.intended = (
                        font, face,
                        face.postscriptName == request.name
                            ? nil : face.instances.firstIndex { $0.coreTextPostScriptName == request.name }
                    )
                    entry.why = "`\(font.path)` is bundled but never registered."
                case .defaultInstanceOnly(let font, let face):
                    entry.intended = (
                        font, face, face.instances.firstIndex { $0.coreTextPostScriptName == request.name }
                    )
                    entry.seen = (font, face)
                    entry.why = "`\(font.path)` is registered as a `CGFont`, which exposes its default instance alone."
                case .registered, .system, .notPostScript, .systemName:
                    continue
                }
                entry.text =
                    inventory.textUses
                    .filter { $0.file == request.file && $0.fontName == request.name && !$0.written.isEmpty }
                    .min { (abs($0.line - request.line), $0.line) < (abs($1.line - request.line), $1.line) }?.written
                if byRequest[key] == nil || entry.intended != nil { byRequest[key] = entry }
            }
        }
        return byRequest.values.sorted { ($0.finding, $0.request.column) < ($1.finding, $1.request.column) }.map {
            entry in
            var entry = entry
            if let intended = entry.intended {
                entry.asked = drawings.draw([entry.sample], intended.font, intended.face, instance: intended.instance)
            }
            if let seen = entry.seen {
                entry.shown = drawings.draw([entry.sample], seen.font, seen.face)
            }
            return entry
        }
    }
}
