import CFreeType
import Foundation

extension SpecimenRenderer {
    // MARK: - Bitmaps

    struct GlyphBitmap {
        var left: Int, top: Int, width: Int, rows: Int
        /// Premultiplied RGBA, row by row.
        var pixels: [UInt8]
        var color: Bool
    }

    func bitmapSpecimen(_ text: String, maxGlyphs: Int, scripts: [String]) -> Specimen {
        let record = face.record
        guard record.num_fixed_sizes > 0, let sizes = record.available_sizes else {
            return Specimen(
                text: text, drawing: .nothing, width: 0, height: 0, glyphs: [], missing: [],
                scriptsNeedingShaping: scripts)
        }
        // The strike nearest 32 pixels; the first of equals.
        var best = 0
        for index in 0..<Int(record.num_fixed_sizes)
        where abs(Int(sizes[index].height) - 32) < abs(Int(sizes[best].height) - 32) {
            best = index
        }
        guard FT_Select_Size(face.handle, FT_Int(best)) == 0, let size = face.record.size else {
            return Specimen(
                text: text, drawing: .nothing, width: 0, height: 0, glyphs: [], missing: [],
                scriptsNeedingShaping: scripts)
        }
        var ascent = Int(size.pointee.metrics.ascender >> 6)
        var descent = Int(size.pointee.metrics.descender >> 6)
        if ascent <= descent {
            ascent = Int(sizes[best].height)
            descent = 0
        }
        let (items, missing) = self.items(of: text, maxGlyphs: min(maxGlyphs, 64))
        var bitmaps: [(x: Int, bitmap: GlyphBitmap)] = []
        var placed: [Specimen.PlacedGlyph] = []
        var pen = 0
        // The space's own advance, else a third of the strike's height.
        var spaceAdvance = Int(sizes[best].height) / 3
        let spaceGlyph = FT_Get_Char_Index(face.handle, 0x20)
        if spaceGlyph != 0, FT_Load_Glyph(face.handle, spaceGlyph, FT_Int32(FT_LOAD_DEFAULT)) == 0,
            let slot = face.record.glyph
        {
            spaceAdvance = Int(slot.pointee.advance.x >> 6)
        }
        for item in items {
            switch item {
            case .space:
                pen += spaceAdvance
            case .glyph(let scalar, let glyph):
                guard FT_Load_Glyph(face.handle, glyph, FT_Int32(FT_LOAD_RENDER) | FT_Int32(FT_LOAD_COLOR)) == 0,
                    let slot = face.record.glyph
                else { continue }
                let advance = Int(slot.pointee.advance.x >> 6)
                if let bitmap = Self.copy(slot.pointee) { bitmaps.append((pen, bitmap)) }
                placed.append(
                    Specimen.PlacedGlyph(scalar: scalar, glyph: Int(glyph), x: Double(pen), advance: Double(advance)))
                pen += advance
            }
        }
        let width = min(pen, 2048)
        let height = ascent - descent
        guard width > 0, height > 0, !bitmaps.isEmpty else {
            return Specimen(
                text: text, drawing: .nothing, width: width, height: height, glyphs: placed, missing: missing,
                scriptsNeedingShaping: scripts)
        }
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        for (x, bitmap) in bitmaps {
            for row in 0..<bitmap.rows {
                let y = ascent - bitmap.top + row
                guard y >= 0, y < height else { continue }
                for column in 0..<bitmap.width {
                    let cx = x + bitmap.left + column
                    guard cx >= 0, cx < width else { continue }
                    let source = (row * bitmap.width + column) * 4
                    let target = (y * width + cx) * 4
                    let alpha = Int(bitmap.pixels[source + 3])
                    for channel in 0..<4 {
                        // Source over destination, premultiplied.
                        canvas[target + channel] = UInt8(
                            Int(bitmap.pixels[source + channel]) + Int(canvas[target + channel]) * (255 - alpha) / 255)
                    }
                }
            }
        }
        // PNG wants straight alpha.
        for index in stride(from: 0, to: canvas.count, by: 4) where canvas[index + 3] != 0 && canvas[index + 3] != 255 {
            let alpha = Int(canvas[index + 3])
            for channel in 0..<3 {
                canvas[index + channel] = UInt8(min(255, Int(canvas[index + channel]) * 255 / alpha))
            }
        }
        let color = bitmaps.contains { $0.bitmap.color }
        guard let png = PNGEncoder.encode(rgba: canvas, width: width, height: height) else {
            return Specimen(
                text: text, drawing: .nothing, width: width, height: height, glyphs: placed, missing: missing,
                scriptsNeedingShaping: scripts)
        }
        return Specimen(
            text: text, drawing: .bitmap(png: png, color: color), width: width, height: height,
            baseline: Double(ascent),
            glyphs: placed, missing: missing, scriptsNeedingShaping: scripts)
    }

    /// The slot's bitmap as premultiplied RGBA (black for coverage-only bitmaps).
    static func copy(_ slot: FT_GlyphSlotRec) -> GlyphBitmap? {
        let bitmap = slot.bitmap
        let width = Int(bitmap.width)
        let rows = Int(bitmap.rows)
        let pitch = Int(bitmap.pitch)
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
        return GlyphBitmap(
            left: Int(slot.bitmap_left), top: Int(slot.bitmap_top), width: width, rows: rows,
            pixels: pixels, color: mode == FT_PIXEL_MODE_BGRA)
    }
}
