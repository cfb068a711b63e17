import FontAuditModel

/// The parts of a Swift file nested too deep for swift-syntax, and what can still be read in them.
///
/// swift-syntax stops at its nesting limit (``SwiftNameScanner/maximumNestingLevel``): past about
/// 47 brackets the rest of the file becomes one unexpected node, so a request written after a deep
/// expression was lost. And swift-syntax 602 parses nested `[` in time exponential in the depth
/// (Fixtures/Crashers/swift-timeout-…). So before parsing, every region nested deeper than
/// ``maximumDepth`` brackets, or ``maximumSquareDepth`` `[`, is blanked (each byte but line breaks
/// becomes a space, so lines and columns stay where they were), the parser reads the rest, and the
/// blanked regions are searched token by token for font requests written with a literal name
/// (``requests(in:regions:path:)``).
enum SwiftNesting {
    /// Brackets of any kind (`(`, `[`, `{`) the parser is given, nested: real code stays far below
    /// it, and swift-syntax reads up to about 47 (measured: `(`×47 and `{ g(`×24 parse, `(`×48 does not).
    static let maximumDepth = 40
    /// Nested `[` the parser is given: each level doubles swift-syntax's time, in 602 and 603 alike
    /// (measured in release: 12 levels in an expression 1.4 ms, 20 levels 0.29 s, 24 levels 3–4 s).
    /// Unclosed `[` after `let name` cost more: 12 of them took 0.26 s in a debug build and timed out
    /// the fuzzer (Fixtures/Crashers/package-timeout-12f0…); real code nests three or four.
    static let maximumSquareDepth = 8

    /// `bytes` with every too-deep region blanked, and the regions (byte ranges); nil when no
    /// region is too deep (the common case: one pass, no copy).
    static func shallow(_ bytes: [UInt8]) -> (bytes: [UInt8], regions: [Range<Int>])? {
        let regions = deepRegions(bytes)
        guard !regions.isEmpty else { return nil }
        var out = bytes
        for region in regions {
            for index in region where out[index] != 0x0A && out[index] != 0x0D { out[index] = 0x20 }
        }
        return (out, regions)
    }

    /// The byte ranges inside brackets opened past the limits, outside strings and comments; a
    /// region whose bracket never closes runs to the end of the file.
    static func deepRegions(_ bytes: [UInt8]) -> [Range<Int>] {
        var regions: [Range<Int>] = []
        var stack: [UInt8] = []
        var squares = 0
        var deepFrom: (start: Int, depth: Int)?
        var index = 0
        let count = bytes.count
        while index < count {
            // Bytes none of the cases below acts on are stepped over 16 at a time (most of a file).
            index = bytes.withUnsafeBytes { nextActedOn($0, from: index) }
            guard index < count else { break }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index = endOfString(bytes, from: index)
                continue
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < count, bytes[index] != 0x0A { index += 1 }
                continue
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
                index = endOfBlockComment(bytes, from: index)
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                stack.append(byte)
                if byte == UInt8(ascii: "[") { squares += 1 }
                if deepFrom == nil, stack.count > maximumDepth || squares > maximumSquareDepth {
                    deepFrom = (index + 1, stack.count - 1)
                }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard let open = stack.popLast() else { break }
                if open == UInt8(ascii: "[") { squares -= 1 }
                if let deep = deepFrom, stack.count == deep.depth {
                    regions.append(deep.start..<index)
                    deepFrom = nil
                }
            default:
                break
            }
            index += 1
        }
        if let deep = deepFrom { regions.append(deep.start..<count) }
        return regions
    }

    /// The first index from `start` holding a byte ``deepRegions(_:)`` acts on (a quote, a slash,
    /// a bracket), or the end.
    @inline(__always)
    private static func nextActedOn(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
        let quote = SIMD16<UInt8>(repeating: UInt8(ascii: "\""))
        let slash = SIMD16<UInt8>(repeating: UInt8(ascii: "/"))
        let evenMask = SIMD16<UInt8>(repeating: 0xFE)
        let openParen = SIMD16<UInt8>(repeating: UInt8(ascii: "("))
        let openSquare = SIMD16<UInt8>(repeating: UInt8(ascii: "["))
        let closeSquare = SIMD16<UInt8>(repeating: UInt8(ascii: "]"))
        let openBrace = SIMD16<UInt8>(repeating: UInt8(ascii: "{"))
        let closeBrace = SIMD16<UInt8>(repeating: UInt8(ascii: "}"))
        var index = start
        while index &+ 16 <= bytes.count {
            let block = bytes.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            // `(` and `)` are 0x28 and 0x29: with the low bit cleared, one compare finds both.
            let quotes: SIMDMask<SIMD16<Int8>> = (block .== quote) .| (block .== slash)
            let parens: SIMDMask<SIMD16<Int8>> = (block & evenMask) .== openParen
            let squares: SIMDMask<SIMD16<Int8>> = (block .== openSquare) .| (block .== closeSquare)
            let braces: SIMDMask<SIMD16<Int8>> = (block .== openBrace) .| (block .== closeBrace)
            let acted = quotes .| parens .| squares .| braces
            let (low, high) = unsafeBitCast(acted, to: (UInt64, UInt64).self)
            if low != 0 { return index &+ low.trailingZeroBitCount / 8 }
            if high != 0 { return index &+ 8 &+ high.trailingZeroBitCount / 8 }
            index &+= 16
        }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["),
                UInt8(ascii: "]"),
                UInt8(ascii: "{"), UInt8(ascii: "}"):
                return index
            default:
                index += 1
            }
        }
        return index
    }

    /// The index after the string literal opening at `start`: `"…"` ends at its quote or the end of
    /// the line, `"""…"""` at its closing delimiter; a backslash escapes the next byte.
    private static func endOfString(_ bytes: [UInt8], from start: Int) -> Int {
        let quote = UInt8(ascii: "\"")
        let multiline = start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote
        var index = start + (multiline ? 3 : 1)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if multiline {
                if byte == quote, index + 2 < bytes.count, bytes[index + 1] == quote, bytes[index + 2] == quote {
                    return index + 3
                }
            } else if byte == quote {
                return index + 1
            } else if byte == 0x0A {
                return index
            }
            index += 1
        }
        return bytes.count
    }

    /// The index after the (possibly nested) block comment opening at `start`.
    private static func endOfBlockComment(_ bytes: [UInt8], from start: Int) -> Int {
        var depth = 0
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return bytes.count
    }

    /// Requests written with a literal name inside `regions`, read token by token: a string
    /// literal without escapes or interpolation after `UIFont(name:`, `NSFont(name:`,
    /// `UIFontDescriptor(name:`, `NSFontDescriptor(name:` (any number of `(` between), after
    /// `.custom(` or after `CTFontCreateWithName(`. Lines and columns are the literal's, as the
    /// parser gives them elsewhere.
    static func requests(in bytes: [UInt8], regions: [Range<Int>], path: String) -> [FontRequest] {
        var found: [FontRequest] = []
        for region in regions {
            var index = region.lowerBound
            while index < region.upperBound {
                guard bytes[index] == UInt8(ascii: "\"") else {
                    index += 1
                    continue
                }
                let end = endOfString(bytes, from: index)
                defer { index = max(end, index + 1) }
                guard end - index >= 2, bytes[end - 1] == UInt8(ascii: "\""), end <= region.upperBound else { continue }
                let content = bytes[(index + 1)..<(end - 1)]
                guard !content.contains(UInt8(ascii: "\\")), !content.contains(UInt8(ascii: "\"")),
                    let (api, platform) = api(before: index, in: bytes, from: 0)
                else { continue }
                let (line, column) = position(of: index, in: bytes)
                found.append(
                    FontRequest(
                        name: String(decoding: content, as: UTF8.self), file: path, line: line, column: column,
                        api: api, source: .swift, platform: platform))
            }
        }
        return found
    }

    /// The request API whose name argument starts at `quote`, if the tokens before it are one.
    private static func api(before quote: Int, in bytes: [UInt8], from floor: Int) -> (String, Platform?)? {
        var index = quote - 1
        func skip(_ set: Set<UInt8>) { while index >= floor, set.contains(bytes[index]) { index -= 1 } }
        func word() -> String {
            let end = index + 1
            while index >= floor, ByteSearch.isWordByte(bytes[index]) { index -= 1 }
            return String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
        }
        let blank: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        skip(blank.union([UInt8(ascii: "(")]))
        if index >= floor, bytes[index] == UInt8(ascii: ":") {
            index -= 1
            guard word() == "name" else { return nil }
            skip(blank)
            guard index >= floor, bytes[index] == UInt8(ascii: "(") else { return nil }
            index -= 1
            var callee = word()
            if callee == "init", index >= floor, bytes[index] == UInt8(ascii: ".") {
                index -= 1
                callee = word()
            }
            switch callee {
            case "UIFont", "NSFont", "UIFontDescriptor", "NSFontDescriptor":
                return ("\(callee)(name:size:)", callee.hasPrefix("NS") ? .macOS : .iOS)
            default:
                return nil
            }
        }
        // `.custom("X"` and `CTFontCreateWithName("X"`: the `(` was skipped above with any others.
        let callee = word()
        if callee == "custom", index >= floor, bytes[index] == UInt8(ascii: ".") { return ("Font.custom", nil) }
        if callee == "CTFontCreateWithName" { return ("CTFontCreateWithName", nil) }
        return nil
    }

    /// Whether the argument the parser saw at `line` and `column` (UTF-8) is only brackets around
    /// a blanked region: the parser read nothing of it, and ``requests(in:regions:path:)`` reads
    /// what is there.
    static func argumentIsBlanked(line: Int, column: Int, in bytes: [UInt8], regions: [Range<Int>]) -> Bool {
        var current = 1
        var index = 0
        while current < line, index < bytes.count {
            if bytes[index] == 0x0A { current += 1 }
            index += 1
        }
        index += column - 1
        let brackets: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "("), UInt8(ascii: "[")]
        while index < bytes.count, brackets.contains(bytes[index]) {
            if regions.contains(where: { $0.lowerBound == index + 1 }) { return true }
            index += 1
        }
        return false
    }

    /// The 1-based line and UTF-8 column of `offset`, as swift-syntax counts them.
    private static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }
}
