import FontInspectorModel
import FontInspectorReading
import FontAuditInventory
import FontAuditModel
import FontAuditRules
import FontInspector
import Foundation

// The page's "What was asked for, and what users see": requests that fall back, drawn.
extension Page {
    // MARK: - Fallbacks

    /// A request that does not render in the face it means.
    struct Fallback {
        var request: FontRequest
        var finding: Int
        var intended: (font: FontFile, face: FontFace, instance: Int?)?
        /// What users get instead when it is not the system font: the default instance.
        var seen: (font: FontFile, face: FontFace)?
        var why: String
        var text: String?
        /// The Xcode target whose bundle this is, in project mode.
        var target: String?
    }

    func fallbackList() -> [Fallback] {
        // One entry per request; where targets differ, the one whose intended face is known.
        var byRequest: [String: Fallback] = [:]
        for inventory in context.inventories {
            let registered = inventory.faces(of: inventory.registeredFonts)
            for request in inventory.requests {
                let key = "\(request.file):\(request.line):\(request.column)"
                guard byRequest[key]?.intended == nil,
                      let finding = anchorsByRequest[request.file + "\u{0}\(request.line)\u{0}" + request.name] else { continue }
                var entry = Fallback(request: request, finding: finding, why: "", target: inventory.target?.target.name)
                switch inventory.resolution(of: request) {
                case .unknown(let suggestion):
                    if let suggestion, let hit = registered.first(where: { $0.face.registeredNames.contains(suggestion) }) {
                        entry.intended = (hit.font, hit.face, hit.face.postscriptName == suggestion ? nil
                                          : hit.face.instances.firstIndex { $0.coreTextPostScriptName == suggestion })
                        entry.why = "`\(request.name)` matches no registered face; the fix names `\(suggestion)`."
                    } else {
                        entry.why = "`\(request.name)` matches no registered face, and none is close: what it means is not known."
                    }
                case .unregistered(let font, let face):
                    entry.intended = (font, face, face.postscriptName == request.name ? nil : face.instances.firstIndex { $0.coreTextPostScriptName == request.name })
                    entry.why = "`\(font.path)` is bundled but never registered."
                case .defaultInstanceOnly(let font, let face):
                    entry.intended = (font, face, face.instances.firstIndex { $0.coreTextPostScriptName == request.name })
                    entry.seen = (font, face)
                    entry.why = "`\(font.path)` is registered as a `CGFont`, which exposes its default instance alone."
                case .registered, .system, .notPostScript, .systemName:
                    continue
                }
                entry.text = inventory.textUses
                    .filter { $0.file == request.file && $0.fontName == request.name && !$0.written.isEmpty }
                    .min { (abs($0.line - request.line), $0.line) < (abs($1.line - request.line), $1.line) }?.written
                if byRequest[key] == nil || entry.intended != nil { byRequest[key] = entry }
            }
        }
        return byRequest.values.sorted { ($0.finding, $0.request.column) < ($1.finding, $1.request.column) }
    }

    mutating func fallbacks() -> String {
        let list = fallbackList()
        var out = "<section id=\"fallbacks\"><h2>What was asked for, and what users see</h2>\n"
        guard !list.isEmpty else {
            let none = result.summary.namesFound == 0 ? "No source asks for a font by name."
                : "Every font name the sources ask for reaches the face it names (or a system font)."
            return out + "<p class=\"muted\">\(none)</p></section>\n"
        }
        out += "<p class=\"muted\">Each request below falls back silently. On the left, the face it means, drawn from the font file "
            + "through FreeType; on the right, what the app shows instead.</p>\n"
        for entry in list {
            let request = entry.request
            let text = entry.text ?? SpecimenRenderer.samples[0]
            out += "<article class=\"fallback\"><p class=\"head\"><code>\(HTMLText.escape(request.name))</code> "
                + "<span class=\"where\">\(HTMLText.escape(request.api)) at "
                + "<a href=\"#\(Self.anchor(entry.finding))\">\(HTMLText.escape(Self.location(request.file, request.line)))</a>"
                + (entry.target.map { ", target \(HTMLText.escape($0))" } ?? "") + "</span></p>"
                + "<p>\(HTMLPage.inline(entry.why))</p><div class=\"pair\">"
            out += "<figure class=\"asked\"><figcaption>"
            if let intended = entry.intended {
                let name = intended.instance.flatMap { intended.face.instances[$0].coreTextPostScriptName } ?? intended.face.postscriptName ?? "face \(intended.face.index)"
                out += "Asked for: <code>\(HTMLText.escape(name))</code> from <code>\(HTMLText.escape(intended.font.path))</code></figcaption>"
                out += specimenBlock(intended.font, intended.face, texts: [text], instance: intended.instance, className: "sample")
            } else {
                out += "Asked for: <code>\(HTMLText.escape(request.name))</code>, which no font of the app has</figcaption>"
                    + "<div class=\"sample muted\">(nothing to draw)</div>"
            }
            out += "</figure><figure class=\"seen\"><figcaption>"
            if let seen = entry.seen {
                out += "What users see: the default instance, <code>\(HTMLText.escape(seen.face.postscriptName ?? ""))</code></figcaption>"
                out += specimenBlock(seen.font, seen.face, texts: [text], instance: nil, className: "sample")
            } else {
                out += "What users see: the system font (drawn here in this browser's <code>system-ui</code>; "
                    + "San Francisco on iOS and macOS)</figcaption><div class=\"sample system\">\(HTMLText.escape(text))</div>"
            }
            out += "</figure></div></article>\n"
        }
        return out + "</section>\n"
    }
}
