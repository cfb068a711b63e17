/// Reads a Swift or Objective-C file's bytes for ``ScalingCode``, at the token level: assignments
/// to a `font` or `adjustsFontForContentSizeCategory` property, and calls that scale a font.
enum ScalingCodeScanner {
    private static let assignments = [ByteSearch.Needle(".font"), ByteSearch.Needle(".adjustsFontForContentSizeCategory")]
    private static let setters = [ByteSearch.Needle(" setFont:"), ByteSearch.Needle(" setAdjustsFontForContentSizeCategory:")]
    private static let scaling = ["scaledFont(for:", "scaledFontForFont:", "custom("].map(ByteSearch.Needle.init)

    /// What `bytes`, the file at `path`, holds.
    static func scan(_ bytes: [UInt8], path: String) -> ScalingCode {
        var code = ScalingCode()
        if scaling.contains(where: { ByteSearch.contains(bytes, $0) }) { code.scalingFiles.insert(path) }
        guard ByteSearch.contains(bytes, assignments[0]) || ByteSearch.contains(bytes, Array("setFont:".utf8)) else { return code }
        for (index, needle) in assignments.enumerated() {
            for start in occurrences(of: needle.bytes, in: bytes) {
                var cursor = start + needle.bytes.count
                // `.font` itself, not `.fontName`, and followed by `=` that is not `==`.
                guard cursor < bytes.count, !isIdentifier(bytes[cursor]) else { continue }
                while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
                guard cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "="), bytes[cursor + 1] != UInt8(ascii: "=") else { continue }
                if index == 1, !turnsOn(bytes, from: cursor + 1) { continue }
                if let name = identifier(endingBefore: start, in: bytes) { code.fontProperties.insert(name) }
            }
        }
        for (index, needle) in setters.enumerated() {
            for start in occurrences(of: needle.bytes, in: bytes) {
                if index == 1, !turnsOn(bytes, from: start + needle.bytes.count) { continue }
                if let name = identifier(endingBefore: start, in: bytes) { code.fontProperties.insert(name) }
            }
        }
        return code
    }

    /// Whether the value after `offset` is `true` or `YES`.
    private static func turnsOn(_ bytes: [UInt8], from offset: Int) -> Bool {
        var cursor = offset
        while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
        return bytes[cursor...].starts(with: "true".utf8) || bytes[cursor...].starts(with: "YES".utf8)
    }

    /// The identifier just before `end`, past `?` and `!` (`titleLabel?.font`), a leading `_`
    /// dropped (an Objective-C instance variable).
    private static func identifier(endingBefore end: Int, in bytes: [UInt8]) -> String? {
        var last = end
        while last > 0, bytes[last - 1] == UInt8(ascii: "?") || bytes[last - 1] == UInt8(ascii: "!") { last -= 1 }
        var first = last
        while first > 0, isIdentifier(bytes[first - 1]) { first -= 1 }
        while first < last, bytes[first] == UInt8(ascii: "_") { first += 1 }
        guard first < last, !(bytes[first] >= 0x30 && bytes[first] <= 0x39) else { return nil }
        return String(decoding: bytes[first..<last], as: UTF8.self)
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    /// Every offset where `needle` starts in `bytes`.
    private static func occurrences(of needle: [UInt8], in bytes: [UInt8]) -> [Int] {
        guard !needle.isEmpty, bytes.count >= needle.count, let first = needle.first else { return [] }
        var found: [Int] = []
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { found.append(index) }
            index += 1
        }
        return found
    }
}
