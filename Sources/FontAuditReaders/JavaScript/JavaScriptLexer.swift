import Foundation

/// The tokenizer behind ``JavaScriptModuleScanner``: words, strings (with their value), template
/// literals (their text and the tokens of each `${…}`), numbers and punctuation, each with its
/// 1-based line and column (in Unicode scalars). Comments, regular expressions and JSX text are read past and
/// never become tokens, so an apostrophe in `<Text>Don't</Text>` or a quote in `/'/g` starts no
/// string. No JavaScript runs.
///
/// Bad input never stops it: a string ends at its line's end, a template or comment at the file's,
/// a JSX element at its closing tag or the file's end; nesting past ``maximumDepth`` is read flat.
struct JavaScriptLexer {
    struct Token: Equatable, Sendable {
        enum Kind: Equatable, Sendable {
            case word(String)
            case string(String)
            /// A template literal: its text pieces, and between each two the tokens of one `${…}`.
            case template([String], [[Token]])
            case number(String)
            /// One or more punctuation bytes read as one operator (`===`, `=>`, `...`, `?.`).
            case punct(String)
        }
        var kind: Kind
        var line: Int
        var column: Int

        var word: String? { if case .word(let word) = kind { word } else { nil } }
        func isPunct(_ text: String) -> Bool { if case .punct(text) = kind { true } else { false } }
    }

    /// Nesting of templates and JSX past which inner `${…}` and `{…}` are not tokenized.
    static let maximumDepth = 64

    let bytes: [UInt8]
    /// Whether `<` may open a JSX element (not in a `.ts` file, where it is a type assertion).
    private let jsx: Bool
    var index = 0
    var line = 1
    /// The 1-based column of `index`, in Unicode scalars.
    var column = 1
    var depth = 0
    /// The text of the `<Text>` elements read so far (``JSXText``).
    var texts: [JSXText] = []
    var attributes: Set<Int> = []  // the places of JSX attributes' `=` (``place(_:_:)``)
    /// The values of JSX `className` (and `…ClassName`) attributes: a string's token, or the tokens
    /// of the `{…}` (``JavaScriptModuleScanner/readFontClasses(into:)``).
    var classValues: [[Token]] = []
    /// The `fontFamily` attributes of JSX elements, with the element's name (`SvgText`): a string's
    /// token, or the tokens of the `{…}`.
    var familyAttributes: [(element: String, value: [Token])] = []
    var tree = JSXTree()  // the JSX elements' styles and nesting (``JSXTree``)

    init(_ bytes: [UInt8], jsx: Bool) {
        self.bytes = bytes
        self.jsx = jsx
    }

    /// Every token of the file.
    static func tokens(_ bytes: [UInt8], jsx: Bool = true) -> [Token] {
        read(bytes, jsx: jsx).tokens
    }

    func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        index += 1
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    /// Words after which `/` starts a regular expression and `<` a JSX element: they end no value.
    private static let operatorWords: Set<String> = [
        "return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else",
        "yield", "await", "default",
    ]

    /// Whether the previous token ends a value (so `/` divides and `<` compares).
    private static func endsValue(_ token: Token?) -> Bool {
        guard let token else { return false }
        switch token.kind {
        case .word(let word): return !operatorWords.contains(word)
        case .string, .template, .number: return true
        case .punct(let text): return text == ")" || text == "]" || text == "}"
        }
    }

    /// Tokens up to the byte `end` at nesting level 0 (`}` closing a `${` or a JSX `{`), or the
    /// file's end; the closing byte is consumed.
    mutating func readTokens(until end: UInt8?) -> [Token] {
        var tokens: [Token] = []
        var braces = 0
        while let byte = peek() {
            let startLine = line
            let startColumn = column
            func add(_ kind: Token.Kind) { tokens.append(Token(kind: kind, line: startLine, column: startColumn)) }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                advance()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while let next = peek(), next != UInt8(ascii: "\n") { advance() }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                advance()
                advance()
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
                    advance()
                }
                if index < bytes.count {
                    advance()
                    advance()
                }
            case UInt8(ascii: "/") where !Self.endsValue(tokens.last):
                skipRegularExpression()
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                add(.string(readString(quote: byte)))
            case UInt8(ascii: "`"):
                add(readTemplate())
            case UInt8(ascii: "<") where jsx && !Self.endsValue(tokens.last) && opensElement():
                // The element is read past whole; its attributes' and children's `{…}` are code.
                tokens += readElement()
            case UInt8(ascii: "{"):
                braces += 1
                advance()
                add(.punct("{"))
            case UInt8(ascii: "}"):
                if braces == 0, end == UInt8(ascii: "}") {
                    advance()
                    return tokens
                }
                braces = max(0, braces - 1)
                advance()
                add(.punct("}"))
            case _ where Self.isWordByte(byte):
                let start = index
                while let next = peek(), Self.isWordByte(next) { advance() }
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                add(byte >= 0x30 && byte <= 0x39 ? .number(text) : .word(text))
            default:
                add(.punct(readOperator()))
            }
        }
        return tokens
    }

    /// The operators read as one token, longest first.
    private static let operators: [[UInt8]] = [
        "===", "!==", "...", "=>", "==", "!=", "?.", "??", "&&", "||", "<=", ">=",
    ].map { Array($0.utf8) }

    /// The longest operator of ``operators`` at the current byte, else the byte alone. Compared
    /// byte by byte, with nothing allocated: a minified file is mostly punctuation.
    mutating func readOperator() -> String {
        let first = bytes[index]
        if first < 0x80, Self.operatorStarts[Int(first)] {
            for (offset, candidate) in Self.operators.enumerated()
            where candidate[0] == first && index + candidate.count <= bytes.count {
                var matches = true
                for position in 1..<candidate.count where bytes[index + position] != candidate[position] {
                    matches = false
                    break
                }
                guard matches else { continue }
                for _ in candidate { advance() }
                return Self.operatorTexts[offset]
            }
        }
        advance()
        return first < 0x80 ? Self.byteTexts[Int(first)] : String(decoding: CollectionOfOne(first), as: UTF8.self)
    }

    /// ``operators`` as strings, made once.
    private static let operatorTexts = operators.map { String(decoding: $0, as: UTF8.self) }
    /// Whether an ASCII byte starts one of ``operators``.
    private static let operatorStarts = (0..<0x80).map { byte in operators.contains { $0[0] == byte } }
    /// Each ASCII byte as a string, made once.
    private static let byteTexts = (0..<0x80).map { String(decoding: CollectionOfOne(UInt8($0)), as: UTF8.self) }

    /// A quoted string's value, escapes read (`\'`, `\n`, `\u0041`); ends at the line's end when
    /// the quote is never closed.
    mutating func readString(quote: UInt8) -> String {
        advance()
        var value: [UInt8] = []
        while let byte = peek(), byte != quote, byte != UInt8(ascii: "\n") {
            if byte == UInt8(ascii: "\\"), peek(1) != nil {
                value += readEscape()
                continue
            }
            value.append(byte)
            advance()
        }
        if peek() == quote { advance() }
        return String(decoding: value, as: UTF8.self)
    }

    /// The bytes of the escape at a backslash (`\n`, `\u002D`, `\u{1F600}`, `\x2D`, `\'`); a line
    /// continuation gives none.
    mutating func readEscape() -> [UInt8] {
        advance()
        let next = bytes[index]
        advance()
        func hex(_ count: Int) -> UInt32? {
            guard index + count <= bytes.count,
                let value = UInt32(String(decoding: bytes[index..<index + count], as: UTF8.self), radix: 16)
            else { return nil }
            for _ in 0..<count { advance() }
            return value
        }
        var scalar: UInt32?
        switch next {
        case UInt8(ascii: "n"): return [UInt8(ascii: "\n")]
        case UInt8(ascii: "t"): return [UInt8(ascii: "\t")]
        case UInt8(ascii: "\n"): return []
        case UInt8(ascii: "x"): scalar = hex(2)
        case UInt8(ascii: "u") where peek() == UInt8(ascii: "{"):
            let start = index + 1
            var end = start
            while end < bytes.count, end - start < 8, bytes[end] != UInt8(ascii: "}") { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "}"),
                let value = UInt32(String(decoding: bytes[start..<end], as: UTF8.self), radix: 16)
            {
                while index <= end { advance() }
                scalar = value
            }
        case UInt8(ascii: "u"): scalar = hex(4)
        default: return [next]
        }
        guard let scalar, let unicode = Unicode.Scalar(scalar) else { return [next] }
        return Array(String(Character(unicode)).utf8)
    }

    /// A template literal: the text between its substitutions, and each substitution's tokens.
    private mutating func readTemplate() -> Token.Kind {
        advance()
        var pieces: [String] = []
        var expressions: [[Token]] = []
        var current: [UInt8] = []
        while let byte = peek(), byte != UInt8(ascii: "`") {
            if byte == UInt8(ascii: "\\"), peek(1) != nil {
                current += readEscape()
            } else if byte == UInt8(ascii: "$"), peek(1) == UInt8(ascii: "{") {
                advance()
                advance()
                pieces.append(String(decoding: current, as: UTF8.self))
                current = []
                expressions.append(nested { $0.readTokens(until: UInt8(ascii: "}")) })
            } else {
                current.append(byte)
                advance()
            }
        }
        if peek() == UInt8(ascii: "`") { advance() }
        pieces.append(String(decoding: current, as: UTF8.self))
        return .template(pieces, expressions)
    }

    /// `read` one level deeper, or past `maximumDepth` the rest of the braces skipped untokenized.
    mutating func nested(_ read: (inout JavaScriptLexer) -> [Token]) -> [Token] {
        guard depth < Self.maximumDepth else {
            var open = 1
            while let byte = peek(), open > 0 {
                if byte == UInt8(ascii: "{") { open += 1 }
                if byte == UInt8(ascii: "}") { open -= 1 }
                advance()
            }
            return []
        }
        depth += 1
        defer { depth -= 1 }
        return read(&self)
    }

    /// A regular expression literal, read past: its class `[…]` may hold `/`; it ends at its line's end
    /// when never closed.
    private mutating func skipRegularExpression() {
        advance()
        var inClass = false
        while let byte = peek(), byte != UInt8(ascii: "\n") {
            advance()
            if byte == UInt8(ascii: "\\"), let next = peek(), next != UInt8(ascii: "\n") {
                advance()
            } else if byte == UInt8(ascii: "[") {
                inClass = true
            } else if byte == UInt8(ascii: "]") {
                inClass = false
            } else if byte == UInt8(ascii: "/"), !inClass {
                while let flag = peek(), Self.isWordByte(flag) { advance() }
                return
            }
        }
    }
}
