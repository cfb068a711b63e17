import CFreeType
import Foundation

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
        func bigEndian(_ value: Int) -> [UInt8] {
            [UInt8(value >> 24 & 255), UInt8(value >> 16 & 255), UInt8(value >> 8 & 255), UInt8(value & 255)]
        }
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
