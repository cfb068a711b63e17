import CFreeType
import Foundation
import Testing

@testable import FontInspector
@testable import FontInspectorModel
@testable import FontInspectorReading

/// Specimens drawn through FreeType against fontTools (golden written by
/// `scripts/make-specimen-goldens`): the glyph of each character, its advance (at a named
/// instance too) and the bounds of its outline's points, read back from the SVG path.
@Suite struct SpecimenTests {
    struct Case: Decodable {
        struct Glyph: Decodable {
            var char: String
            var glyph: Int
            var advance: Double
            var bounds: [Int]?
        }
        var file: String
        var face: Int
        var instance: Int?
        var text: String
        var unitsPerEm: Int
        var spaceAdvance: Double?
        var glyphs: [Glyph]
    }

    static let golden: [Case] = {
        let url = Fixtures.root.appendingPathComponent("Fixtures/Goldens/Specimens/glyphs.json")
        return (try? JSONDecoder().decode([Case].self, from: Data(contentsOf: url))) ?? []
    }()

    /// The bounds of every point of a path this module writes (`M` absolute; `m l q c` relative).
    static func bounds(of path: String) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var numbers: [Double] = []
        var commands: [(Character, [Double])] = []
        var number = ""
        func flush() {
            if !number.isEmpty, let value = Double(number) { numbers.append(value) }
            number = ""
        }
        for character in path {
            if character.isLetter {
                flush()
                if let last = commands.popLast() { commands.append((last.0, numbers)) }
                numbers = []
                commands.append((character, []))
            } else if character == "-" {
                flush()
                number = "-"
            } else if character == " " {
                flush()
            } else {
                number.append(character)
            }
        }
        flush()
        if let last = commands.popLast() { commands.append((last.0, numbers)) }
        var current = (x: 0.0, y: 0.0)
        var start = current
        var points: [(x: Double, y: Double)] = []
        for (command, values) in commands {
            switch command {
            case "M":
                current = (values[0], values[1])
                start = current
                points.append(current)
            case "m", "l", "q", "c":
                let pairs = stride(from: 0, to: values.count, by: 2).map {
                    (x: current.x + values[$0], y: current.y + values[$0 + 1])
                }
                points += pairs
                current = pairs.last!
                if command == "m" { start = current }
            case "z":
                current = start
            default:
                return nil
            }
        }
        guard !points.isEmpty else { return nil }
        return (points.map(\.x).min()!, points.map(\.y).min()!, points.map(\.x).max()!, points.map(\.y).max()!)
    }

    @Test(arguments: 0..<7)
    func glyphsAgreeWithFontTools(_ index: Int) throws {
        let expected = try #require(Self.golden.count == 7 ? Self.golden[index] : nil)
        let renderer = try SpecimenRenderer(fileAt: Fixtures.font(expected.file), faceIndex: expected.face)
        #expect(renderer.hasOutlines)
        let scale = Double(Specimen.unitsPerEm) / Double(expected.unitsPerEm)
        for glyph in expected.glyphs {
            let specimen = renderer.render(glyph.char, instance: expected.instance)
            let placed = try #require(specimen.glyphs.first)
            #expect(placed.glyph == glyph.glyph, "\(expected.file) \(glyph.char)")
            #expect(
                abs(placed.advance - glyph.advance * scale) < 0.01,
                "\(expected.file) \(glyph.char): \(placed.advance) vs \(glyph.advance * scale)")
            guard let fontBounds = glyph.bounds else { continue }
            guard case .outline(let path) = specimen.drawing, let drawn = Self.bounds(of: path) else {
                Issue.record("\(expected.file) \(glyph.char): no outline")
                continue
            }
            // Each value is rounded once, and the glyph's start point once more when placed.
            #expect(abs(drawn.minX - Double(fontBounds[0]) * scale) <= 1.01, "\(expected.file) \(glyph.char) xMin")
            #expect(abs(drawn.maxX - Double(fontBounds[2]) * scale) <= 1.01, "\(expected.file) \(glyph.char) xMax")
            #expect(
                abs(drawn.minY - (specimen.baseline - Double(fontBounds[3]) * scale)) <= 1.01,
                "\(expected.file) \(glyph.char) yMax")
            #expect(
                abs(drawn.maxY - (specimen.baseline - Double(fontBounds[1]) * scale)) <= 1.01,
                "\(expected.file) \(glyph.char) yMin")
        }
        // The whole text: glyphs placed one after another by advance, spaces by the space's advance.
        let line = renderer.render(expected.text, instance: expected.instance)
        var pen = 0.0
        var next = 0
        for character in expected.text {
            if character.isWhitespace {
                pen += (expected.spaceAdvance ?? 0) * scale
                continue
            }
            let placed = line.glyphs[next]
            #expect(abs(placed.x - pen) < 0.05, "\(expected.file) \(character) at \(placed.x), expected \(pen)")
            pen += expected.glyphs[next].advance * scale
            next += 1
        }
        #expect(line.glyphs.count == expected.glyphs.count)
        #expect(line.width == Int(pen.rounded(.up)))
        #expect(line.missing.isEmpty)
    }

    @Test func namedInstancesDiffer() throws {
        let renderer = try SpecimenRenderer(fileAt: Fixtures.font("Inter/Inter-roman.var.ttf"))
        #expect(renderer.instanceCount == 9)
        let thin = renderer.render("Weight", instance: 0)
        let black = renderer.render("Weight", instance: 8)
        #expect(thin.width < black.width)
        #expect(thin.drawing != black.drawing)
        // Back to the first instance: the same drawing again, byte for byte.
        #expect(renderer.render("Weight", instance: 0) == thin)
        // An instance the font does not have draws nothing.
        #expect(renderer.render("Weight", instance: 9).drawing == .nothing)
    }

    @Test func sameFaceSameBytes() throws {
        let first = try SpecimenRenderer(fileAt: Fixtures.font("Roboto/Roboto-Regular.ttf")).render(
            "The quick brown fox")
        let second = try SpecimenRenderer(fileAt: Fixtures.font("Roboto/Roboto-Regular.ttf")).render(
            "The quick brown fox")
        #expect(first.html() == second.html())
        #expect(first.html().hasPrefix("<svg class=\"specimen\" viewBox=\"0 0 \(first.width) \(first.height)\""))
    }

    @Test func inkLeftOfTheOriginWidensTheViewBox() throws {
        // Roboto's "j" has a left side bearing of -66 units of 2048 (fontTools: xMin -66).
        let specimen = try SpecimenRenderer(fileAt: Fixtures.font("Roboto/Roboto-Regular.ttf")).render("j")
        let left = try #require(specimen.inkExtent?.lowerBound)
        #expect(left == Int((-66.0 * 256 / 2048).rounded()))
        #expect(specimen.html().contains("viewBox=\"\(left) 0 \(specimen.width - left) \(specimen.height)\""))
    }

    @Test func missingCharactersAndScripts() throws {
        let renderer = try SpecimenRenderer(fileAt: Fixtures.font("Glyphs/GlyphTest-Regular.ttf"))
        let specimen = renderer.render("Zażółć 👍 مرحبا")
        #expect(specimen.missing.map { String($0) } == ["ż", "ó", "ł", "ć", "م", "ر", "ح", "ب", "ا"])
        #expect(specimen.glyphs.map { String($0.scalar) } == ["Z", "a"])
        #expect(specimen.scriptsNeedingShaping == ["Arabic"])
        #expect(ShapingScripts.names(in: "नमस्ते e\u{301}") == ["Devanagari", "combining marks"])
    }

    @Test func bitmapOnlyFaceIsAPNGOfItsStrike() throws {
        let renderer = try SpecimenRenderer(fileAt: Fixtures.font("Bitmap/BitmapTest.bdf"))
        #expect(!renderer.hasOutlines)
        let specimen = renderer.render("FA F")
        guard case .bitmap(let png, let color) = specimen.drawing else {
            Issue.record("not a bitmap: \(specimen.drawing)")
            return
        }
        #expect(!color)
        // DWIDTH: F 7, A 8, space 8, F 7. FONT_ASCENT 7 + FONT_DESCENT 1.
        #expect(specimen.glyphs.map(\.x) == [0, 7, 23])
        #expect(specimen.width == 30 && specimen.height == 8)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let pixels = try #require(Self.pixels(ofPNG: png, width: 30, height: 8))
        // Every set bit of the BDF bitmaps is one opaque pixel: F has 16, A has 18.
        #expect(pixels.filter { $0 == 255 }.count == 16 + 18 + 16)
        #expect(pixels.allSatisfy { $0 == 0 || $0 == 255 })
        // Row 0 of "F" is 7E: columns 1 to 6.
        #expect((0..<8).map { pixels[$0] == 255 } == [false, true, true, true, true, true, true, false])
        #expect(specimen.html().contains("src=\"data:image/png;base64,iVBORw0KGgo"))
    }

    /// The alpha channel of an unfiltered RGBA PNG this module wrote.
    static func pixels(ofPNG png: [UInt8], width: Int, height: Int) -> [UInt8]? {
        // IHDR is 8 + 25 bytes; IDAT's length follows.
        let start = 33
        let length = png[start..<start + 4].reduce(0) { $0 << 8 | Int($1) }
        let data = Array(png[(start + 8)..<(start + 8 + length)])
        var raw = [UInt8](repeating: 0, count: height * (width * 4 + 1))
        var size = uLong(raw.count)
        guard uncompress(&raw, &size, data, uLong(data.count)) == Z_OK, Int(size) == raw.count else { return nil }
        var alpha: [UInt8] = []
        for row in 0..<height {
            let line = row * (width * 4 + 1)
            guard raw[line] == 0 else { return nil }
            for column in 0..<width { alpha.append(raw[line + 1 + column * 4 + 3]) }
        }
        return alpha
    }
}
