import FontInspectorReading

/// The frame of FontAudit's HTML reports: one self-contained file that needs no network, no
/// external asset and no script. A `Content-Security-Policy` meta tag allows nothing but the
/// page's own style and `data:` images, so a browser opening it makes no request; light and dark
/// appearance follow `prefers-color-scheme`, and it prints on white.
package enum HTMLPage {
    /// The policy every report declares: no script, no fetch, no frame, no font; inline styles and
    /// `data:` images only.
    package static let contentSecurityPolicy =
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'"

    /// Everything before the report's content: doctype, head with the policy and the style sheet,
    /// and the opening of `<body>` and `<main>`, with `title` as the page's heading.
    /// - Parameters:
    ///   - title: The page title and `<h1>`.
    ///   - subtitle: A line under the heading (what was audited, with which version).
    package static func head(title: String, subtitle: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="\(contentSecurityPolicy)">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>\(HTMLText.escape(title))</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        <main>
        <header><h1>\(HTMLText.escape(title))</h1><p class="subtitle">\(HTMLText.escape(subtitle))</p></header>

        """
    }

    /// The end of the page, after the content.
    package static let tail = "</main>\n</body>\n</html>\n"

    /// The style sheet. Specimens are filled with the text color, so they follow the appearance.
    static let style = """
        :root{--bg:#fff;--fg:#1d1d1f;--muted:#6e6e73;--line:#d2d2d7;--card:#f5f5f7;--mark:#fff3c4;--error:#c9190b;--warning:#9a5b00;--note:#0060b0;--ok:#1e7e34;--link:#0058b0}
        @media (prefers-color-scheme:dark){:root{--bg:#1c1c1e;--fg:#f2f2f7;--muted:#a1a1a6;--line:#3a3a3c;--card:#2c2c2e;--mark:#4a3f10;--error:#ff6b5e;--warning:#ffb340;--note:#64b5ff;--ok:#4cd964;--link:#6cb6ff}img.specimen.mono{filter:invert(1)}}
        *{box-sizing:border-box}
        body{margin:0;background:var(--bg);color:var(--fg);font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif}
        main{max-width:1120px;margin:0 auto;padding:24px 20px 48px}
        h1{font-size:26px;margin:0}h2{font-size:20px;margin:32px 0 12px;padding-bottom:4px;border-bottom:1px solid var(--line)}h3{font-size:15px;margin:20px 0 8px}
        a{color:var(--link)}code,pre{font:12.5px/1.45 ui-monospace,"SF Mono",Menlo,monospace}
        .subtitle,.muted,figcaption,.where{color:var(--muted)}
        .counts{display:flex;flex-wrap:wrap;gap:12px;margin:0;padding:0;list-style:none}
        .counts li{background:var(--card);border-radius:10px;padding:10px 16px;min-width:120px}
        .counts b{display:block;font-size:22px}
        .error .sev,.counts .errors b{color:var(--error)}.warning .sev,.counts .warnings b{color:var(--warning)}.note .sev{color:var(--note)}
        .finding,.fallback,.face{background:var(--card);border-radius:10px;padding:12px 16px;margin:10px 0;break-inside:avoid}
        .finding p{margin:4px 0}.finding .head{display:flex;gap:10px;align-items:baseline;flex-wrap:wrap}
        .sev{font-weight:600;text-transform:uppercase;font-size:11px;letter-spacing:.04em}
        .context{margin:8px 0 0;padding:8px 0;border-top:1px solid var(--line);overflow-x:auto}
        .context span{display:block;white-space:pre;padding:0 8px}.context .hit{background:var(--mark)}
        .context i{display:inline-block;width:4em;color:var(--muted);font-style:normal;user-select:none}
        .pair{display:grid;grid-template-columns:1fr 1fr;gap:16px;margin-top:8px}
        figure{margin:0;min-width:0}figcaption{font-size:12px;margin-bottom:4px}
        .sample{font-size:30px;line-height:1.25;overflow:hidden;white-space:nowrap}
        .system{font-family:system-ui,-apple-system,sans-serif}
        .specimens{font-size:30px;line-height:1.25}.specimens div{overflow:hidden;white-space:nowrap}
        svg.specimen{fill:currentColor;overflow:visible;vertical-align:bottom;max-width:none}
        img.specimen{image-rendering:pixelated;vertical-align:bottom;height:1.25em;width:auto}
        .face dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 16px;margin:10px 0 0}
        .face dt{color:var(--muted)}.face dd{margin:0}
        .face ul,.finding ul{margin:4px 0;padding-left:20px}
        table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:4px 8px;border-bottom:1px solid var(--line);vertical-align:top}
        td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
        .rules dt{font-weight:600;margin-top:10px}.rules dd{margin:2px 0 0}
        @media (max-width:700px){.pair{grid-template-columns:1fr}}
        @media print{:root{--bg:#fff;--fg:#000;--muted:#555;--line:#bbb;--card:#fff;--mark:#eee}img.specimen.mono{filter:none}
        main{max-width:none;padding:0}.finding,.fallback,.face{border:1px solid var(--line)}a{color:inherit;text-decoration:none}}
        """

    /// `message` as HTML: escaped, with `` `code` `` spans as `<code>`.
    package static func inline(_ message: String) -> String {
        var out = ""
        var inCode = false
        for (index, part) in message.split(separator: "`", omittingEmptySubsequences: false).enumerated() {
            if index > 0 {
                out += inCode ? "</code>" : "<code>"
                inCode.toggle()
            }
            out += HTMLText.escape(String(part))
        }
        if inCode { out += "</code>" }
        return out
    }
}
