import Foundation

/// A line of text drawn in one face through FreeType, for reports that show fonts instead of
/// naming them (``SpecimenRenderer``).
///
/// Outline faces give an SVG path in a coordinate system of ``unitsPerEm`` units per em, with y
/// growing downwards from the top of the line (the face's ascender). Glyphs are placed by their
/// advance widths alone: no kerning and no shaping, so a script that needs shaping (Arabic,
/// Devanagari, Thai marks…) is drawn in isolated forms, left to right; ``scriptsNeedingShaping``
/// names them so a report can say so. Bitmap-only faces (color emoji, PCF, BDF) give a PNG of
/// their strike.
///
/// The same face, text and instance always give the same specimen, byte for byte.
package struct Specimen: Sendable, Hashable {
    /// Units per em of outline specimens: coordinates are integers at this scale.
    package static let unitsPerEm = 256

    /// How the text is drawn.
    package enum Drawing: Sendable, Hashable {
        /// SVG path data (`M`, relative `m l q c z`), in ``Specimen/unitsPerEm`` units per em.
        case outline(path: String)
        /// A PNG of the face's bitmap strike; `color` is false for coverage-only (black) bitmaps.
        case bitmap(png: [UInt8], color: Bool)
        /// Nothing could be drawn: the face maps none of the characters, or FreeType failed.
        case nothing
    }

    /// One glyph as placed on the line.
    package struct PlacedGlyph: Sendable, Hashable {
        /// The character it draws.
        package var scalar: Unicode.Scalar
        /// Its glyph index in the face.
        package var glyph: Int
        /// Where its origin is on the line, in the specimen's units (pixels for a bitmap).
        package var x: Double
        /// Its advance width, in the same units.
        package var advance: Double

        /// Creates a placed glyph.
        package init(scalar: Unicode.Scalar, glyph: Int, x: Double, advance: Double) {
            self.scalar = scalar
            self.glyph = glyph
            self.x = x
            self.advance = advance
        }
    }

    /// The text as asked.
    package var text: String
    /// The drawing.
    package var drawing: Drawing
    /// The line's width: the sum of the advances (outline units, or pixels for a bitmap).
    package var width: Int
    /// The line's height: ascender minus descender (outline units, or pixels for a bitmap).
    package var height: Int
    /// How far the baseline is below the top of the line: the face's ascender, in the same units.
    package var baseline: Double
    /// The horizontal extent the drawing needs, from its leftmost to its rightmost point or the
    /// end of the last advance: wider than ``width`` when ink lies outside the advances (a
    /// negative side bearing, a font whose advances are zero).
    package var inkExtent: ClosedRange<Int>?
    /// The glyphs drawn, in text order.
    package var glyphs: [PlacedGlyph]
    /// The characters the face has no glyph for, each once, in order of first use: they are left
    /// out of the drawing (an app shows them in a fallback font).
    package var missing: [Unicode.Scalar]
    /// The scripts of the text that need shaping this drawing does not do, such as "Arabic".
    package var scriptsNeedingShaping: [String]

    /// Creates a specimen.
    package init(
        text: String, drawing: Drawing, width: Int, height: Int, baseline: Double = 0,
        inkExtent: ClosedRange<Int>? = nil,
        glyphs: [PlacedGlyph], missing: [Unicode.Scalar], scriptsNeedingShaping: [String]
    ) {
        self.baseline = baseline
        self.inkExtent = inkExtent
        self.text = text
        self.drawing = drawing
        self.width = width
        self.height = height
        self.glyphs = glyphs
        self.missing = missing
        self.scriptsNeedingShaping = scriptsNeedingShaping
    }

    /// An inline HTML element that shows the specimen: an `<svg>` whose path is filled with the
    /// text color, an `<img>` with the PNG as a `data:` URL, or an empty `<span>` for nothing.
    /// Its `aria-label` and `<title>` are the text, so the page reads and searches as text.
    /// - Parameter className: The element's class (``SpecimenRenderer`` adds nothing else).
    package func html(className: String = "specimen") -> String {
        let label = HTMLText.escape(text)
        switch drawing {
        case .outline(let path):
            // Sized in em: the drawing is at the font size of the element around it.
            let left = min(0, inkExtent?.lowerBound ?? 0)
            let right = max(width, inkExtent?.upperBound ?? 0)
            return
                "<svg class=\"\(className)\" viewBox=\"\(left) 0 \(max(right - left, 1)) \(max(height, 1))\" width=\"\(Self.em(right - left))\" height=\"\(Self.em(height))\" role=\"img\" aria-label=\"\(label)\">"
                + "<title>\(label)</title><path d=\"\(path)\"/></svg>"
        case .bitmap(let png, let color):
            return
                "<img class=\"\(className) \(color ? "color" : "mono")\" width=\"\(width)\" height=\"\(height)\" alt=\"\(label)\" src=\"data:image/png;base64,\(Data(png).base64EncodedString())\">"
        case .nothing:
            return "<span class=\"\(className) empty\" role=\"img\" aria-label=\"\(label)\"></span>"
        }
    }
}

extension Specimen {
    /// `units` of the specimen's em as an SVG length in em, with at most two decimals.
    static func em(_ units: Int) -> String {
        let hundredths = (max(units, 1) * 100 + unitsPerEm / 2) / unitsPerEm
        let fraction = hundredths % 100
        return "\(hundredths / 100)"
            + (fraction == 0
                ? "" : fraction % 10 == 0 ? ".\(fraction / 10)" : fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
            + "em"
    }
}

/// Which scripts need shaping (contextual forms, reordering, mark positioning) to look right:
/// a specimen drawn glyph by glyph shows them wrongly.
enum ShapingScripts {
    private static let ranges: [(ClosedRange<UInt32>, String)] = [
        (0x0590...0x05FF, "Hebrew"), (0x0600...0x06FF, "Arabic"), (0x0700...0x074F, "Syriac"),
        (0x0750...0x077F, "Arabic"), (0x0780...0x07BF, "Thaana"), (0x07C0...0x07FF, "N'Ko"),
        (0x0870...0x08FF, "Arabic"), (0x0900...0x097F, "Devanagari"), (0x0980...0x09FF, "Bengali"),
        (0x0A00...0x0A7F, "Gurmukhi"), (0x0A80...0x0AFF, "Gujarati"), (0x0B00...0x0B7F, "Oriya"),
        (0x0B80...0x0BFF, "Tamil"), (0x0C00...0x0C7F, "Telugu"), (0x0C80...0x0CFF, "Kannada"),
        (0x0D00...0x0D7F, "Malayalam"), (0x0D80...0x0DFF, "Sinhala"), (0x0E00...0x0E7F, "Thai"),
        (0x0E80...0x0EFF, "Lao"), (0x0F00...0x0FFF, "Tibetan"), (0x1000...0x109F, "Myanmar"),
        (0x1100...0x11FF, "Hangul Jamo"), (0x1780...0x17FF, "Khmer"), (0x1800...0x18AF, "Mongolian"),
        (0xA8E0...0xA8FF, "Devanagari"), (0xFB1D...0xFB4F, "Hebrew"), (0xFB50...0xFDFF, "Arabic"),
        (0xFE70...0xFEFF, "Arabic"),
    ]

    /// The scripts of `text` that need shaping, each once in order of first use; combining marks
    /// outside those scripts count as "combining marks" (they need positioning).
    static func names(in text: String) -> [String] {
        var names: [String] = []
        for scalar in text.unicodeScalars {
            let name: String?
            if let hit = ranges.first(where: { $0.0.contains(scalar.value) }) {
                name = hit.1
            } else if scalar.properties.generalCategory == .nonspacingMark {
                name = "combining marks"
            } else {
                name = nil
            }
            if let name, !names.contains(name) { names.append(name) }
        }
        return names
    }
}

/// Escaping for text put into HTML, in element content and in double-quoted attribute values.
package enum HTMLText {
    /// `text` with `& < > "` and `'` written as character references.
    package static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        return text.replacingScalars { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&#39;"
            default: nil
            }
        }
    }
}
