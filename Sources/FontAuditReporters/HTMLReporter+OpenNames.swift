import FontInspector

extension Page {
    /// The font names left open (`check --open-names`): a table of each one's place, API, the
    /// argument as written and why the audit could not tell its value.
    func openNames() -> String {
        var out =
            "<section id=\"open-names\"><h2>Open font names</h2>"
            + "<p class=\"muted\">Names the audit could not tell before the app runs: not judged, never guessed.</p>"
            + "<table class=\"open-names\"><thead><tr><th>Where</th><th>API</th><th>Written</th><th>Why</th></tr></thead><tbody>\n"
        for name in result.openNames.sorted() {
            var why = HTMLText.escape(name.reason.explanation)
            if !name.prefix.isEmpty || !name.suffix.isEmpty {
                why +=
                    " <span class=\"muted\">(known: <code>\(HTMLText.escape(name.prefix))…\(HTMLText.escape(name.suffix))</code>)</span>"
            }
            out +=
                "<tr data-reason=\"\(name.reason.kind.rawValue)\"><td><code>\(HTMLText.escape(name.file)):\(name.line)</code></td>"
                + "<td><code>\(HTMLText.escape(name.api))</code></td>"
                + "<td>\(name.written.map { "<code>\(HTMLText.escape($0))</code>" } ?? "")</td><td>\(why)</td></tr>\n"
        }
        return out + "</tbody></table></section>\n"
    }
}
