/// Decodes `name` table strings by platform and encoding.
///
/// Unicode (0) and Windows (3) records with encodings 0, 1 and 10 are UTF-16BE; Macintosh (1) Roman (0)
/// records are Mac Roman. Other legacy encodings (Shift-JIS, Big5, ...) are not decoded and give nil.
enum NameDecoding {
    static func decode(_ raw: UnsafeRawBufferPointer, platformID: UInt16, encodingID: UInt16) -> String? {
        switch (platformID, encodingID) {
        case (0, _), (3, 0), (3, 1), (3, 10):
            return utf16BE(raw)
        case (1, 0):
            return macRoman(raw)
        default:
            return nil
        }
    }

    /// Whether ``decode(_:platformID:encodingID:)`` gives text for this platform and encoding.
    static func canDecode(platformID: UInt16, encodingID: UInt16) -> Bool {
        platformID == 0 || platformID == 3 && (encodingID == 0 || encodingID == 1 || encodingID == 10)
            || platformID == 1 && encodingID == 0
    }

    /// UTF-16 big-endian; an odd trailing byte and unpaired surrogates become U+FFFD.
    static func utf16BE(_ raw: UnsafeRawBufferPointer) -> String {
        // Most names are ASCII: 00 xx pairs decode as their low bytes.
        if raw.count % 2 == 0, raw.count <= 1024 {
            var ascii = true
            var index = 0
            while index < raw.count {
                if raw[index] != 0 || raw[index + 1] >= 0x80 {
                    ascii = false
                    break
                }
                index += 2
            }
            if ascii {
                return String(unsafeUninitializedCapacity: raw.count / 2) { buffer in
                    for i in 0..<(raw.count / 2) { buffer[i] = raw[2 * i + 1] }
                    return raw.count / 2
                }
            }
        }
        var units: [UInt16] = []
        units.reserveCapacity(raw.count / 2 + 1)
        var index = 0
        while index + 1 < raw.count {
            units.append(UInt16(raw[index]) << 8 | UInt16(raw[index + 1]))
            index += 2
        }
        if raw.count % 2 == 1 { units.append(0xFFFD) }
        return String(decoding: units, as: UTF16.self)
    }

    static func macRoman(_ raw: UnsafeRawBufferPointer) -> String {
        var scalars = String.UnicodeScalarView()
        for byte in raw {
            let value = byte < 0x80 ? UInt32(byte) : UInt32(macRomanHigh[Int(byte) - 0x80])
            scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        }
        return String(scalars)
    }

    /// Mac OS Roman 0x80...0xFF (Apple's ROMAN.TXT, with 0xDB as the euro sign).
    private static let macRomanHigh: [UInt16] = [
        0x00C4, 0x00C5, 0x00C7, 0x00C9, 0x00D1, 0x00D6, 0x00DC, 0x00E1,
        0x00E0, 0x00E2, 0x00E4, 0x00E3, 0x00E5, 0x00E7, 0x00E9, 0x00E8,
        0x00EA, 0x00EB, 0x00ED, 0x00EC, 0x00EE, 0x00EF, 0x00F1, 0x00F3,
        0x00F2, 0x00F4, 0x00F6, 0x00F5, 0x00FA, 0x00F9, 0x00FB, 0x00FC,
        0x2020, 0x00B0, 0x00A2, 0x00A3, 0x00A7, 0x2022, 0x00B6, 0x00DF,
        0x00AE, 0x00A9, 0x2122, 0x00B4, 0x00A8, 0x2260, 0x00C6, 0x00D8,
        0x221E, 0x00B1, 0x2264, 0x2265, 0x00A5, 0x00B5, 0x2202, 0x2211,
        0x220F, 0x03C0, 0x222B, 0x00AA, 0x00BA, 0x03A9, 0x00E6, 0x00F8,
        0x00BF, 0x00A1, 0x00AC, 0x221A, 0x0192, 0x2248, 0x2206, 0x00AB,
        0x00BB, 0x2026, 0x00A0, 0x00C0, 0x00C3, 0x00D5, 0x0152, 0x0153,
        0x2013, 0x2014, 0x201C, 0x201D, 0x2018, 0x2019, 0x00F7, 0x25CA,
        0x00FF, 0x0178, 0x2044, 0x20AC, 0x2039, 0x203A, 0xFB01, 0xFB02,
        0x2021, 0x00B7, 0x201A, 0x201E, 0x2030, 0x00C2, 0x00CA, 0x00C1,
        0x00CB, 0x00C8, 0x00CD, 0x00CE, 0x00CF, 0x00CC, 0x00D3, 0x00D4,
        0xF8FF, 0x00D2, 0x00DA, 0x00DB, 0x00D9, 0x0131, 0x02C6, 0x02DC,
        0x00AF, 0x02D8, 0x02D9, 0x02DA, 0x00B8, 0x02DD, 0x02DB, 0x02C7,
    ]
}
