import FontAuditModel
import Foundation

/// The fonts an SVG file's text asks for, where an app draws the file with react-native-svg (an
/// import through `react-native-svg-transformer`): each `font-family` attribute or CSS declaration
/// gives its first family, quotes removed, which react-native-svg hands React Native's `RCTFont`
/// as the text's family (docs/RESOLUTION.md). The generic families (`serif`, `sans-serif`,
/// `monospace`…) ask for no font of the app's.
package enum SVGFontFamilies {
    /// The requests of the SVG at `display`, whose text is `bytes`.
    package static func requests(in bytes: [UInt8], display: String) -> [FontRequest] {
        let marker = Array("font-family".utf8)
        var requests: [FontRequest] = []
        var line = 1
        var lineStart = 0
        var index = 0
        func skipSpaces(_ at: Int) -> Int {
            var at = at
            while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x09 || bytes[at] == 0x0A || bytes[at] == 0x0D {
                at += 1
            }
            return at
        }
        while index < bytes.count {
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            } else if bytes[index] == marker[0], bytes.count - index >= marker.count,
                bytes[index..<(index + marker.count)].elementsEqual(marker)
            {
                var cursor = skipSpaces(index + marker.count)
                var value: ArraySlice<UInt8>?
                if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") {
                    // An attribute: `font-family="'DMSans-Bold', sans-serif"`.
                    cursor = skipSpaces(cursor + 1)
                    if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") {
                        let quote = bytes[cursor]
                        if let end = bytes[(cursor + 1)...].firstIndex(of: quote) { value = bytes[(cursor + 1)..<end] }
                    }
                } else if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") {
                    // CSS: `font-family: DMSans-Bold;` in a `style` attribute or a `<style>` block.
                    // To the attribute's or the block's end; its entities decoded, then to its `;`.
                    let stops = Set("\"}<\n".utf8)
                    let end = bytes[(cursor + 1)...].firstIndex { stops.contains($0) } ?? bytes.count
                    let written = Self.unescaped(String(decoding: bytes[(cursor + 1)..<end], as: UTF8.self))
                    value = ArraySlice(Array(written.prefix { $0 != ";" }.utf8))
                }
                if let value, let family = firstFamily(String(decoding: value, as: UTF8.self)) {
                    requests.append(
                        FontRequest(
                            name: family, file: display, line: line, column: index - lineStart + 1, api: "font-family",
                            source: .javaScript, traits: RequestedTraits(), platform: .iOS, origin: .literal))
                }
                index += marker.count
                continue
            }
            index += 1
        }
        return requests
    }

    /// The first family of a CSS font list as react-native-svg reads it: quotes (and their XML
    /// escapes) and spaces removed; nil for a generic family or nothing.
    static func firstFamily(_ list: String) -> String? {
        let unescaped = list.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(
            of: "&apos;", with: "'"
        )
        .replacingOccurrences(of: "&#39;", with: "'")
        guard let first = unescaped.split(separator: ",").first else { return nil }
        let family = first.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(
            in: CharacterSet(charactersIn: "\"'")
        )
        .trimmingCharacters(in: .whitespaces)
        guard !family.isEmpty, !genericFamilies.contains(family.lowercased()) else { return nil }
        return family
    }

    /// `text` with XML's quote entities decoded.
    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&#34;", with: "\"")
    }

    /// CSS's generic families: no font of the app's.
    static let genericFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-sans-serif", "ui-serif",
        "ui-monospace", "ui-rounded", "inherit", "initial",
    ]
}

extension JavaScriptModuleScanner {
    /// `<SvgText fontFamily="DMSans-Bold">` of an element react-native-svg draws (`Text`, `TSpan`,
    /// `TextPath` imported from `react-native-svg`, under any local name): the first family of
    /// the literal it is given, quotes removed, as react-native-svg hands RCTFont
    /// (``SVGFontFamilies``); a request where it is written.
    func readSVGTextFamilies(_ attributes: [(element: String, value: [Token])], into module: inout JavaScriptModule) {
        for (element, value) in attributes {
            guard let imported = module.imports[element], imported.specifier == "react-native-svg",
                ["Text", "TSpan", "TextPath"].contains(imported.name), value.count == 1,
                case .string(let written) = value[0].kind, let family = SVGFontFamilies.firstFamily(written)
            else { continue }
            module.requests.append(
                .init(value: .literal(family), written: "'\(written)'", line: value[0].line, column: value[0].column))
        }
    }
}
