import CFreeType
import FontInspectorModel
import Foundation

/// Draws lines of text in one face of a font file through FreeType (``Specimen``).
///
/// Outline faces are loaded unhinted at ``Specimen/unitsPerEm`` pixels per em and their outlines
/// decomposed (`FT_Outline_Decompose`) into SVG path data; each glyph's outline is converted once
/// and reused. A variable font's named instances are drawn with `FT_Set_Named_Instance`, so their
/// outlines and advances carry the instance's variations. Bitmap-only faces are drawn from the
/// strike nearest 32 pixels (`FT_Load_Glyph` with `FT_LOAD_COLOR`) into a PNG.
///
/// Like ``FontFileInspector``, a renderer owns a FreeType library and must stay on one task.
///
/// ```swift
/// let renderer = try SpecimenRenderer(fileAt: URL(fileURLWithPath: "Brand.ttf"))
/// let specimen = renderer.render("Brand Regular")
/// print(specimen.html())   // <svg class="specimen" viewBox="0 0 1290 300" …>
/// ```
package final class SpecimenRenderer {
    let face: FreeTypeFace
    /// Whether the face has outlines (else it is drawn from a bitmap strike).
    package let hasOutlines: Bool
    /// The number of named instances of a variable face (0 for a static face).
    package let instanceCount: Int
    var instance = 0
    private var glyphCache: [UInt32: GlyphOutline] = [:]

    private init(face: FreeTypeFace) {
        self.face = face
        let record = face.record
        hasOutlines = record.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 && record.units_per_EM > 0
        instanceCount = Int(record.style_flags >> 16)
    }

    /// Opens face `faceIndex` of the file at `url`.
    /// - Throws: ``FontReadError`` when the file cannot be read, ``FreeTypeError`` when FreeType
    ///   cannot open the face.
    package convenience init(fileAt url: URL, faceIndex: Int = 0) throws {
        try self.init(
            face: FreeTypeFace(library: FreeTypeLibrary(), bytes: FontBytes.map(path: url.path), index: faceIndex))
    }

    /// Opens face `faceIndex` of a font held in memory.
    package convenience init(data: Data, faceIndex: Int = 0) throws {
        guard !data.isEmpty else { throw FontReadError.empty }
        try self.init(face: FreeTypeFace(library: FreeTypeLibrary(), bytes: FontBytes(copying: data), index: faceIndex))
    }

    /// A renderer for each of `faces` (face indices) of the file at `url`, from one read of the
    /// file and one FreeType library: a collection's faces are not read once each. A face
    /// FreeType cannot open is left out; a file that cannot be read gives none.
    package static func renderers(ofFileAt url: URL, faces: [Int]) -> [Int: SpecimenRenderer] {
        guard let bytes = try? FontBytes.map(path: url.path), let library = try? FreeTypeLibrary() else { return [:] }
        var renderers: [Int: SpecimenRenderer] = [:]
        for index in faces {
            guard let face = try? FreeTypeFace(library: library, bytes: bytes, index: index) else { continue }
            renderers[index] = SpecimenRenderer(face: face)
        }
        return renderers
    }

    /// Draws `text` on one line.
    /// - Parameters:
    ///   - text: What to draw; line breaks and tabs are drawn as spaces, emoji and invisible
    ///     characters are left out (a text font is not expected to draw them).
    ///   - instance: The named instance to draw (0-based, in `fvar` order, as
    ///     ``FontFace/instances`` lists them), or nil for the default instance.
    ///   - maxGlyphs: Glyphs past this many are left out, to bound the drawing's size.
    package func render(_ text: String, instance: Int? = nil, maxGlyphs: Int = 160) -> Specimen {
        let scripts = ShapingScripts.names(in: text)
        let wanted = instance.map { $0 + 1 } ?? 0
        if wanted != self.instance {
            glyphCache.removeAll()
            if wanted <= instanceCount, FT_Set_Named_Instance(face.handle, FT_UInt(wanted)) == 0 {
                self.instance = wanted
            }
        }
        guard instance == nil || self.instance == wanted else {
            return Specimen(
                text: text, drawing: .nothing, width: 0, height: 0, glyphs: [], missing: [],
                scriptsNeedingShaping: scripts)
        }
        return hasOutlines
            ? outlineSpecimen(text, maxGlyphs: maxGlyphs, scripts: scripts)
            : bitmapSpecimen(text, maxGlyphs: maxGlyphs, scripts: scripts)
    }

    /// Pangrams and sample lines by script, in the order they are tried (``sampleText()``).
    package static let samples = [
        "Sphinx of black quartz, judge my vow",
        "Съешь же ещё этих мягких французских булок",
        "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία",
        "いろはにほへと ちりぬるを 永和九年",
        "永和九年，岁在癸丑，暮春之初",
        "다람쥐 헌 쳇바퀴에 타고파",
        "نص حكيم له سر قاطع وذو شأن عظيم",
        "דג סקרן שט בים מאוכזב ולפתע מצא חברה",
        "ऋषियों को सताने वाले दुष्ट राक्षसों के राजा",
        "เป็นมนุษย์สุดประเสริฐเลิศคุณค่า",
    ]

    /// How many characters of `text` the face has no glyph for (white space not counted).
    package func missingCount(in text: String) -> Int {
        text.unicodeScalars.filter {
            CharacterFilter.isDrawn($0) && FT_Get_Char_Index(face.handle, FT_ULong($0.value)) == 0
        }.count
    }

    /// A line that shows what the face is for: the first of ``samples`` it draws whole, else (a
    /// symbol or icon font) its first 24 mapped characters, else the sample it draws best.
    package func sampleText() -> String {
        let counts = Self.samples.map { missingCount(in: $0) }
        if let whole = counts.firstIndex(of: 0) { return Self.samples[whole] }
        var mapped: [Unicode.Scalar] = []
        scan: for range in FontFileInspector.characterMap(of: face).ranges {
            for value in range {
                guard mapped.count < 24 else { break scan }
                if let scalar = Unicode.Scalar(value), CharacterFilter.isDrawn(scalar) { mapped.append(scalar) }
            }
        }
        let best = counts.indices.min { counts[$0] < counts[$1] } ?? 0
        let bestDrawn = Self.samples[best].unicodeScalars.filter(CharacterFilter.isDrawn).count - counts[best]
        if mapped.count > bestDrawn { return String(String.UnicodeScalarView(mapped)) }
        return Self.samples[best]
    }

    // MARK: - Layout

    enum Item {
        case glyph(Unicode.Scalar, UInt32)
        case space
    }

    /// The text as glyphs and spaces, and the characters the face lacks.
    func items(of text: String, maxGlyphs: Int) -> (items: [Item], missing: [Unicode.Scalar]) {
        var items: [Item] = []
        var missing: [Unicode.Scalar] = []
        var glyphs = 0
        outer: for character in text.precomposedStringWithCanonicalMapping {
            let cluster = character.unicodeScalars
            if cluster.contains(where: CharacterFilter.marksEmojiSequence) { continue }
            for scalar in cluster {
                if scalar.properties.isWhitespace {
                    items.append(.space)
                    continue
                }
                guard CharacterFilter.isDrawn(scalar) else { continue }
                let glyph = FT_Get_Char_Index(face.handle, FT_ULong(scalar.value))
                if glyph == 0 {
                    if !missing.contains(scalar) { missing.append(scalar) }
                    continue
                }
                if glyphs == maxGlyphs { break outer }
                glyphs += 1
                items.append(.glyph(scalar, glyph))
            }
        }
        return (items, missing)
    }

    // MARK: - Outlines

    /// One glyph's outline in the specimen's units, relative to its origin: the first point,
    /// written absolute when placed, and the rest as relative commands.
    private struct GlyphOutline {
        var start: (x: Int, y: Int)?
        var rest: String
        var advance: Double
        /// The leftmost and rightmost points, relative to the origin.
        var ink: ClosedRange<Int>?
    }

    private func outlineSpecimen(_ text: String, maxGlyphs: Int, scripts: [String]) -> Specimen {
        let record = face.record
        let scale = Double(Specimen.unitsPerEm) / Double(record.units_per_EM)
        var ascent = Double(record.ascender) * scale
        var descent = Double(record.descender) * scale
        if ascent <= descent {
            ascent = Double(record.bbox.yMax) * scale
            descent = Double(record.bbox.yMin) * scale
        }
        guard FT_Set_Pixel_Sizes(face.handle, 0, FT_UInt(Specimen.unitsPerEm)) == 0 else {
            return Specimen(
                text: text, drawing: .nothing, width: 0, height: 0, glyphs: [], missing: [],
                scriptsNeedingShaping: scripts)
        }
        let (items, missing) = items(of: text, maxGlyphs: maxGlyphs)
        var pen = 0.0
        var path = ""
        var placed: [Specimen.PlacedGlyph] = []
        var ink: ClosedRange<Int>?
        let spaceGlyph = FT_Get_Char_Index(face.handle, 0x20)
        for item in items {
            switch item {
            case .space:
                pen +=
                    spaceGlyph != 0 ? outline(of: spaceGlyph, ascent: ascent).advance : Double(Specimen.unitsPerEm) / 4
            case .glyph(let scalar, let glyph):
                let drawn = outline(of: glyph, ascent: ascent)
                if let start = drawn.start {
                    let x = Int(pen.rounded())
                    path += "M\(start.x + x) \(start.y)" + drawn.rest
                    if let glyphInk = drawn.ink {
                        ink =
                            min(
                                ink?.lowerBound ?? .max, glyphInk.lowerBound + x)...max(
                                ink?.upperBound ?? .min, glyphInk.upperBound + x)
                    }
                }
                placed.append(Specimen.PlacedGlyph(scalar: scalar, glyph: Int(glyph), x: pen, advance: drawn.advance))
                pen += drawn.advance
            }
        }
        return Specimen(
            text: text, drawing: path.isEmpty ? .nothing : .outline(path: path),
            width: Int(pen.rounded(.up)), height: Int((ascent - descent).rounded()), baseline: ascent,
            inkExtent: ink, glyphs: placed, missing: missing, scriptsNeedingShaping: scripts)
    }

    private func outline(of glyph: UInt32, ascent: Double) -> GlyphOutline {
        if let known = glyphCache[glyph] { return known }
        var result = GlyphOutline(start: nil, rest: "", advance: 0)
        if FT_Load_Glyph(face.handle, glyph, FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
            let slot = face.record.glyph
        {
            result.advance = Double(slot.pointee.linearHoriAdvance) / 65536
            if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
                let writer = OutlineWriter(ascent: ascent)
                var funcs = FT_Outline_Funcs(
                    move_to: { to, user in OutlineWriter.from(user).move(to) },
                    line_to: { to, user in OutlineWriter.from(user).line(to) },
                    conic_to: { control, to, user in OutlineWriter.from(user).conic(control, to) },
                    cubic_to: { c1, c2, to, user in OutlineWriter.from(user).cubic(c1, c2, to) },
                    shift: 0, delta: 0)
                let decomposed = withUnsafeMutablePointer(to: &slot.pointee.outline) { outline in
                    FT_Outline_Decompose(outline, &funcs, Unmanaged.passUnretained(writer).toOpaque())
                }
                if decomposed == 0, let start = writer.start {
                    result.start = start
                    result.rest = writer.finished()
                    result.ink = writer.minX...writer.maxX
                }
            }
        }
        glyphCache[glyph] = result
        return result
    }

}

@available(*, unavailable)
extension SpecimenRenderer: Sendable {}
