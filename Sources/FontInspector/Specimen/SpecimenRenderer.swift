import CFreeType
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
    private let face: FreeTypeFace
    /// Whether the face has outlines (else it is drawn from a bitmap strike).
    package let hasOutlines: Bool
    /// The number of named instances of a variable face (0 for a static face).
    package let instanceCount: Int
    private var instance = 0
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
        try self.init(face: FreeTypeFace(library: FreeTypeLibrary(), bytes: FontBytes.map(path: url.path), index: faceIndex))
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
            if wanted <= instanceCount, FT_Set_Named_Instance(face.handle, FT_UInt(wanted)) == 0 { self.instance = wanted }
        }
        guard instance == nil || self.instance == wanted else {
            return Specimen(text: text, drawing: .nothing, width: 0, height: 0, glyphs: [], missing: [], scriptsNeedingShaping: scripts)
        }
        return hasOutlines ? outlineSpecimen(text, maxGlyphs: maxGlyphs, scripts: scripts)
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
        text.unicodeScalars.filter { CharacterFilter.isDrawn($0) && FT_Get_Char_Index(face.handle, FT_ULong($0.value)) == 0 }.count
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

    private enum Item {
        case glyph(Unicode.Scalar, UInt32)
        case space
    }

    /// The text as glyphs and spaces, and the characters the face lacks.
    private func items(of text: String, maxGlyphs: Int) -> (items: [Item], missing: [Unicode.Scalar]) {
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
            return Specimen(text: text, drawing: .nothing, width: 0, height: 0, glyphs: [], missing: [], scriptsNeedingShaping: scripts)
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
                pen += spaceGlyph != 0 ? outline(of: spaceGlyph, ascent: ascent).advance : Double(Specimen.unitsPerEm) / 4
            case .glyph(let scalar, let glyph):
                let drawn = outline(of: glyph, ascent: ascent)
                if let start = drawn.start {
                    let x = Int(pen.rounded())
                    path += "M\(start.x + x) \(start.y)" + drawn.rest
                    if let glyphInk = drawn.ink {
                        ink = min(ink?.lowerBound ?? .max, glyphInk.lowerBound + x)...max(ink?.upperBound ?? .min, glyphInk.upperBound + x)
                    }
                }
                placed.append(Specimen.PlacedGlyph(scalar: scalar, glyph: Int(glyph), x: pen, advance: drawn.advance))
                pen += drawn.advance
            }
        }
        return Specimen(text: text, drawing: path.isEmpty ? .nothing : .outline(path: path),
                        width: Int(pen.rounded(.up)), height: Int((ascent - descent).rounded()), baseline: ascent,
                        inkExtent: ink, glyphs: placed, missing: missing, scriptsNeedingShaping: scripts)
    }

    private func outline(of glyph: UInt32, ascent: Double) -> GlyphOutline {
        if let known = glyphCache[glyph] { return known }
        var result = GlyphOutline(start: nil, rest: "", advance: 0)
        if FT_Load_Glyph(face.handle, glyph, FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0, let slot = face.record.glyph {
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

    // MARK: - Bitmaps

    private struct GlyphBitmap {
        var left: Int, top: Int, width: Int, rows: Int
        /// Premultiplied RGBA, row by row.
        var pixels: [UInt8]
        var color: Bool
    }

    private func bitmapSpecimen(_ text: String, maxGlyphs: Int, scripts: [String]) -> Specimen {
        let record = face.record
        guard record.num_fixed_sizes > 0, let sizes = record.available_sizes else {
            return Specimen(text: text, drawing: .nothing, width: 0, height: 0, glyphs: [], missing: [], scriptsNeedingShaping: scripts)
        }
        // The strike nearest 32 pixels; the first of equals.
        var best = 0
        for index in 0..<Int(record.num_fixed_sizes) where abs(Int(sizes[index].height) - 32) < abs(Int(sizes[best].height) - 32) {
            best = index
        }
        guard FT_Select_Size(face.handle, FT_Int(best)) == 0, let size = face.record.size else {
            return Specimen(text: text, drawing: .nothing, width: 0, height: 0, glyphs: [], missing: [], scriptsNeedingShaping: scripts)
        }
        var ascent = Int(size.pointee.metrics.ascender >> 6)
        var descent = Int(size.pointee.metrics.descender >> 6)
        if ascent <= descent {
            ascent = Int(sizes[best].height)
            descent = 0
        }
        let (items, missing) = items(of: text, maxGlyphs: min(maxGlyphs, 64))
        var bitmaps: [(x: Int, bitmap: GlyphBitmap)] = []
        var placed: [Specimen.PlacedGlyph] = []
        var pen = 0
        // The space's own advance, else a third of the strike's height.
        var spaceAdvance = Int(sizes[best].height) / 3
        let spaceGlyph = FT_Get_Char_Index(face.handle, 0x20)
        if spaceGlyph != 0, FT_Load_Glyph(face.handle, spaceGlyph, FT_Int32(FT_LOAD_DEFAULT)) == 0, let slot = face.record.glyph {
            spaceAdvance = Int(slot.pointee.advance.x >> 6)
        }
        for item in items {
            switch item {
            case .space:
                pen += spaceAdvance
            case .glyph(let scalar, let glyph):
                guard FT_Load_Glyph(face.handle, glyph, FT_Int32(FT_LOAD_RENDER) | FT_Int32(FT_LOAD_COLOR)) == 0,
                      let slot = face.record.glyph else { continue }
                let advance = Int(slot.pointee.advance.x >> 6)
                if let bitmap = Self.copy(slot.pointee) { bitmaps.append((pen, bitmap)) }
                placed.append(Specimen.PlacedGlyph(scalar: scalar, glyph: Int(glyph), x: Double(pen), advance: Double(advance)))
                pen += advance
            }
        }
        let width = min(pen, 2048), height = ascent - descent
        guard width > 0, height > 0, !bitmaps.isEmpty else {
            return Specimen(text: text, drawing: .nothing, width: width, height: height, glyphs: placed, missing: missing, scriptsNeedingShaping: scripts)
        }
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        for (x, bitmap) in bitmaps {
            for row in 0..<bitmap.rows {
                let y = ascent - bitmap.top + row
                guard y >= 0, y < height else { continue }
                for column in 0..<bitmap.width {
                    let cx = x + bitmap.left + column
                    guard cx >= 0, cx < width else { continue }
                    let source = (row * bitmap.width + column) * 4, target = (y * width + cx) * 4
                    let alpha = Int(bitmap.pixels[source + 3])
                    for channel in 0..<4 {
                        // Source over destination, premultiplied.
                        canvas[target + channel] = UInt8(Int(bitmap.pixels[source + channel]) + Int(canvas[target + channel]) * (255 - alpha) / 255)
                    }
                }
            }
        }
        // PNG wants straight alpha.
        for index in stride(from: 0, to: canvas.count, by: 4) where canvas[index + 3] != 0 && canvas[index + 3] != 255 {
            let alpha = Int(canvas[index + 3])
            for channel in 0..<3 { canvas[index + channel] = UInt8(min(255, Int(canvas[index + channel]) * 255 / alpha)) }
        }
        let color = bitmaps.contains { $0.bitmap.color }
        guard let png = PNGEncoder.encode(rgba: canvas, width: width, height: height) else {
            return Specimen(text: text, drawing: .nothing, width: width, height: height, glyphs: placed, missing: missing, scriptsNeedingShaping: scripts)
        }
        return Specimen(text: text, drawing: .bitmap(png: png, color: color), width: width, height: height, baseline: Double(ascent),
                        glyphs: placed, missing: missing, scriptsNeedingShaping: scripts)
    }

    /// The slot's bitmap as premultiplied RGBA (black for coverage-only bitmaps).
    private static func copy(_ slot: FT_GlyphSlotRec) -> GlyphBitmap? {
        let bitmap = slot.bitmap
        let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard width > 0, rows > 0, let buffer = bitmap.buffer, width * rows <= 1 << 22 else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * rows * 4)
        let mode = FT_Pixel_Mode(UInt32(bitmap.pixel_mode))
        let grays = max(2, Int(bitmap.num_grays))
        for row in 0..<rows {
            let line = buffer + (pitch >= 0 ? row * pitch : (rows - 1 - row) * -pitch)
            for column in 0..<width {
                let target = (row * width + column) * 4
                switch mode {
                case FT_PIXEL_MODE_MONO:
                    pixels[target + 3] = line[column >> 3] & (0x80 >> (column & 7)) != 0 ? 255 : 0
                case FT_PIXEL_MODE_GRAY:
                    pixels[target + 3] = UInt8(Int(line[column]) * 255 / (grays - 1))
                case FT_PIXEL_MODE_BGRA:
                    let source = line + column * 4
                    pixels[target] = source[2]
                    pixels[target + 1] = source[1]
                    pixels[target + 2] = source[0]
                    pixels[target + 3] = source[3]
                default:
                    return nil
                }
            }
        }
        return GlyphBitmap(left: Int(slot.bitmap_left), top: Int(slot.bitmap_top), width: width, rows: rows,
                           pixels: pixels, color: mode == FT_PIXEL_MODE_BGRA)
    }
}

@available(*, unavailable)
extension SpecimenRenderer: Sendable {}

/// Receives `FT_Outline_Decompose`'s callbacks and writes compact SVG path data: integer
/// coordinates, relative commands, a sign or a space between numbers.
private final class OutlineWriter {
    let ascent: Double
    private(set) var start: (x: Int, y: Int)?
    private var out = ""
    private var current = (x: 0, y: 0)
    private var contourStart = (x: 0, y: 0)
    private var contours = 0
    private(set) var minX = Int.max
    private(set) var maxX = Int.min

    init(ascent: Double) {
        self.ascent = ascent
    }

    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineWriter {
        Unmanaged<OutlineWriter>.fromOpaque(user!).takeUnretainedValue()
    }

    private func point(_ vector: UnsafePointer<FT_Vector>?) -> (x: Int, y: Int) {
        guard let vector else { return current }
        let x = Int((Double(vector.pointee.x) / 64).rounded())
        minX = min(minX, x)
        maxX = max(maxX, x)
        return (x, Int((ascent - Double(vector.pointee.y) / 64).rounded()))
    }

    /// Writes `command` with `points`, each relative to the current point (which moves to the
    /// last one), as SVG's relative commands want.
    private func write(_ command: Character, _ points: [(x: Int, y: Int)]) {
        out.append(command)
        var first = true
        for point in points {
            for value in [point.x - current.x, point.y - current.y] {
                if !first, value >= 0 { out.append(" ") }
                out += String(value)
                first = false
            }
        }
        current = points.last ?? current
    }

    func move(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
        let target = point(to)
        if contours > 0 {
            out.append("z")
            current = contourStart
        }
        if start == nil {
            start = target
            current = target
        } else {
            write("m", [target])
        }
        contourStart = target
        contours += 1
        return 0
    }

    func line(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
        write("l", [point(to)])
        return 0
    }

    func conic(_ control: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) -> Int32 {
        write("q", [point(control), point(to)])
        return 0
    }

    func cubic(_ c1: UnsafePointer<FT_Vector>?, _ c2: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) -> Int32 {
        write("c", [point(c1), point(c2), point(to)])
        return 0
    }

    /// The path after the first point, closed.
    func finished() -> String {
        contours > 0 ? out + "z" : out
    }
}

/// Writes RGBA pixels as a PNG (zlib-compressed, no filtering).
enum PNGEncoder {
    static func encode(rgba: [UInt8], width: Int, height: Int) -> [UInt8]? {
        guard width > 0, height > 0, rgba.count == width * height * 4 else { return nil }
        var raw = [UInt8]()
        raw.reserveCapacity(height * (width * 4 + 1))
        for row in 0..<height {
            raw.append(0)
            raw += rgba[(row * width * 4)..<((row + 1) * width * 4)]
        }
        var compressedLength = compressBound(uLong(raw.count))
        var compressed = [UInt8](repeating: 0, count: Int(compressedLength))
        guard compress2(&compressed, &compressedLength, raw, uLong(raw.count), 9) == Z_OK else { return nil }
        compressed.removeSubrange(Int(compressedLength)...)

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func bigEndian(_ value: Int) -> [UInt8] { [UInt8(value >> 24 & 255), UInt8(value >> 16 & 255), UInt8(value >> 8 & 255), UInt8(value & 255)] }
        func chunk(_ type: String, _ data: [UInt8]) {
            let body = Array(type.utf8) + data
            png += bigEndian(data.count) + body
            png += bigEndian(Int(crc32(0, body, uInt(body.count))))
        }
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
        chunk("IDAT", compressed)
        chunk("IEND", [])
        return png
    }
}
