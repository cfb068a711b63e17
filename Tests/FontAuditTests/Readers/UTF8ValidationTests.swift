import Testing

@testable import FontAuditReaders

/// ``OldStylePlistParser/isUTF8(_:)`` says what the standard library's strict transcoder says:
/// on the boundaries of every form of table 3-7, and on random bytes weighted towards lead and
/// continuation bytes.
@Suite struct UTF8ValidationTests {
    static func standard(_ bytes: [UInt8]) -> Bool {
        !transcode(bytes.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true) { _ in }
    }

    static func fast(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { OldStylePlistParser.isUTF8($0) }
    }

    @Test func boundariesOfEveryForm() {
        let leads: [UInt8] = [
            0x00, 0x7F, 0x80, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4,
            0xF5, 0xFF,
        ]
        let trails: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF]
        var checked = 0
        var valid = 0
        for lead in leads {
            for second in trails {
                for third in [UInt8(0x80), 0xBF, 0x41] {
                    for fourth in [UInt8(0x80), 0xBF, 0x41] {
                        // Alone, after ASCII that fills a word, and cut short.
                        for bytes in [
                            [lead, second, third, fourth], Array("abcdefgh".utf8) + [lead, second, third, fourth],
                            [lead, second], [lead, second, third],
                        ] {
                            #expect(Self.fast(bytes) == Self.standard(bytes), "\(bytes.map { String($0, radix: 16) })")
                            checked += 1
                            if Self.standard(bytes) { valid += 1 }
                        }
                    }
                }
            }
        }
        // Both verdicts are reached many times (the cases are not all one way).
        #expect(valid > 500 && checked - valid > 500)
        #expect(Self.fast(Array("Добавить 日本語 😀 é".utf8)))
        #expect(!Self.fast([0xED, 0xA0, 0x80]))  // a surrogate
        #expect(!Self.fast([0xF4, 0x90, 0x80, 0x80]))  // past U+10FFFF
        #expect(!Self.fast([0xE0, 0x80, 0xAF]))  // overlong
    }

    @Test func randomBytes() {
        var generator = SystemRandomNumberGenerator()
        let pool: [UInt8] = [0x41, 0x20, 0x80, 0x9F, 0xA0, 0xBF, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xC0]
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...24, using: &generator)
            let bytes = (0..<count).map { _ in
                Bool.random(using: &generator)
                    ? pool.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
            }
            #expect(Self.fast(bytes) == Self.standard(bytes), "\(bytes.map { String($0, radix: 16) })")
        }
    }
}
