import FontAuditModel
import FontInspector
import FontInspectorReading
import Foundation

// The page's "What was asked for, and what users see", formatted from the model.
extension Page {
    func fallbacks() -> String {
        let list = model.fallbacks
        var out = "<section id=\"fallbacks\"><h2>What was asked for, and what users see</h2>\n"
        guard !list.isEmpty else {
            let none =
                result.summary.namesFound == 0
                ? "No source asks for a font by name."
                : "Every font name the sources ask for reaches the face it names (or a system font)."
            return out + "<p class=\"muted\">\(none)</p></section>\n"
        }
        out +=
            "<p class=\"muted\">Each request below falls back silently. On the left, the face it means, drawn from the font file "
            + "through FreeType; on the right, what the app shows instead.</p>\n"
        for entry in list {
            let request = entry.request
            let text = entry.sample
            out +=
                "<article class=\"fallback\"><p class=\"head\"><code>\(HTMLText.escape(request.name))</code> "
                + "<span class=\"where\">\(HTMLText.escape(request.api)) at "
                + "<a href=\"#\(Self.anchor(entry.finding))\">\(HTMLText.escape(HTMLReportModel.location(request.file, request.line)))</a>"
                + (entry.target.map { ", target \(HTMLText.escape($0))" } ?? "") + "</span></p>"
                + "<p>\(HTMLPage.inline(entry.why))</p><div class=\"pair\">"
            out += "<figure class=\"asked\"><figcaption>"
            if let intended = entry.intended {
                let name =
                    intended.instance.flatMap { intended.face.instances[$0].coreTextPostScriptName } ?? intended.face
                    .postscriptName ?? "face \(intended.face.index)"
                out +=
                    "Asked for: <code>\(HTMLText.escape(name))</code> from <code>\(HTMLText.escape(intended.font.path))</code></figcaption>"
                out += specimenBlock(entry.asked, of: intended.font, className: "sample")
            } else {
                out +=
                    "Asked for: <code>\(HTMLText.escape(request.name))</code>, which no font of the app has</figcaption>"
                    + "<div class=\"sample muted\">(nothing to draw)</div>"
            }
            out += "</figure><figure class=\"seen\"><figcaption>"
            if let seen = entry.seen {
                out +=
                    "What users see: the default instance, <code>\(HTMLText.escape(seen.face.postscriptName ?? ""))</code></figcaption>"
                out += specimenBlock(entry.shown, of: seen.font, className: "sample")
            } else {
                out +=
                    "What users see: the system font (drawn here in this browser's <code>system-ui</code>; "
                    + "San Francisco on iOS and macOS)</figcaption><div class=\"sample system\">\(HTMLText.escape(text))</div>"
            }
            out += "</figure></div></article>\n"
        }
        return out + "</section>\n"
    }
}
