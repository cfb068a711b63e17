import Foundation

/// Finds font requests in Objective-C (`.m`, `.mm`, `.h`): the message sends
/// `[UIFont fontWithName:@"X" size:…]`, `[NSFont fontWithName:@"X" size:…]` and
/// `[UIFontDescriptor fontDescriptorWithName:@"X" size:…]` (and `NSFontDescriptor`).
///
/// A small tokenizer reads the file first, so names in comments, in other strings (log messages),
/// in comparisons and in `#if 0` blocks are never requests. Arguments that are a `#define NAME @"X"`
/// or a `NSString *const NAME = @"X";` of the same file are resolved; any other non-literal argument
/// becomes a ``DynamicFontName``. Any text is accepted: odd input yields fewer results, never a trap.
struct ObjectiveCNameScanner {
    /// The classes recognized, with their factory selector and platform.
    static let classes: [String: (selector: String, platform: Platform)] = [
        "UIFont": ("fontWithName", .iOS), "NSFont": ("fontWithName", .macOS),
        "UIFontDescriptor": ("fontDescriptorWithName", .iOS), "NSFontDescriptor": ("fontDescriptorWithName", .macOS),
    ]

    /// Scans one file's text; `path` is the file as findings name it.
    func scan(_ text: String, path: String) -> (requests: [FontRequest], dynamic: [DynamicFontName]) {
        var lexer = ObjectiveCLexer(text)
        lexer.run()
        let tokens = lexer.tokens
        let constants = lexer.defines.merging(Self.stringConstants(tokens)) { _, constant in constant }
        var requests: [FontRequest] = []
        var dynamic: [DynamicFontName] = []
        for i in tokens.indices where tokens[i].kind == .punct(UInt8(ascii: "[")) && i + 4 < tokens.count {
            guard case .word(let type) = tokens[i + 1].kind, let known = Self.classes[type],
                  tokens[i + 2].kind == .word(known.selector), tokens[i + 3].kind == .punct(UInt8(ascii: ":"))
            else { continue }
            let api = "[\(type) \(known.selector):size:]"
            let argument = tokens[(i + 4)...].prefix(64).prefix { !Self.endsArgument($0.kind) }
            let position = argument.first ?? tokens[i + 2]
            let name: String? = if let literal = Self.literal(argument) {
                literal
            } else if argument.count == 1, case .word(let constant) = position.kind {
                constants[constant]
            } else { nil }
            if let name {
                requests.append(FontRequest(name: name, file: path, line: position.line, column: position.column,
                                            api: api, source: .objectiveC, platform: known.platform))
            } else {
                dynamic.append(DynamicFontName(file: path, line: tokens[i + 2].line, api: api))
            }
        }
        return (requests, dynamic)
    }

    /// `size:` or the closing bracket ends the name argument.
    private static func endsArgument(_ kind: ObjectiveCLexer.Token.Kind) -> Bool {
        kind == .word("size") || kind == .punct(UInt8(ascii: "]")) || kind == .punct(UInt8(ascii: ";"))
    }

    /// The value of `@"A" @"B" "C"`: adjacent literals, the first an Objective-C one.
    fileprivate static func literal(_ tokens: ArraySlice<ObjectiveCLexer.Token>) -> String? {
        guard case .string(_, objc: true)? = tokens.first?.kind else { return nil }
        var value = ""
        for token in tokens {
            guard case .string(let part, _) = token.kind else { return nil }
            value += part
        }
        return value
    }

    /// `NSString *const NAME = @"X";` (with or without `static`, `const` after the star required).
    private static func stringConstants(_ tokens: [ObjectiveCLexer.Token]) -> [String: String] {
        var constants: [String: String] = [:]
        for i in tokens.indices where tokens[i].kind == .word("NSString") && i + 5 < tokens.count {
            guard tokens[i + 1].kind == .punct(UInt8(ascii: "*")), tokens[i + 2].kind == .word("const"),
                  case .word(let name) = tokens[i + 3].kind, tokens[i + 4].kind == .punct(UInt8(ascii: "="))
            else { continue }
            let value = tokens[(i + 5)...].prefix(64).prefix { $0.kind != .punct(UInt8(ascii: ";")) }
            if let literal = literal(value) { constants[name] = literal }
        }
        return constants
    }
}

/// The tokenizer behind ``ObjectiveCNameScanner``: words, string literals (with their value), and
/// single punctuation bytes, each with its 1-based line and column (in Unicode scalars). Comments are
/// dropped, preprocessor lines are interpreted (`#if 0`/`#if 1` branches, string `#define`s) and never
/// become tokens. Unterminated strings end at the end of their line, unterminated comments at the end
/// of the file.
private struct ObjectiveCLexer {
    struct Token {
        enum Kind: Equatable {
            case word(String)
            case string(String, objc: Bool)
            case punct(UInt8)
        }
        var kind: Kind
        var line: Int
        var column: Int
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    /// Nesting inside a dead branch: 0 = live code, 1 = the dead branch itself, more = `#if`s within.
    private var skipping = 0
    /// Whether the dead branch runs to its `#endif` (an earlier branch was `#if 1`).
    private var skipToEnd = false
    /// One flag per open live `#if`: whether a later `#else`/`#elif` is dead.
    private var conditions: [Bool] = []
    private(set) var tokens: [Token] = []
    private(set) var defines: [String: String] = [:]

    init(_ text: String) { bytes = Array(text.utf8) }

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func advance() {
        if bytes[index] == 0x0A { line += 1; column = 1 } else if bytes[index] & 0xC0 != 0x80 { column += 1 }
        index += 1
    }

    /// Tokenizes the whole text.
    mutating func run() {
        var atLineStart = true
        while true {
            if skipTrivia(stopAtNewline: false) { atLineStart = true }
            guard let byte = peek() else { return }
            if byte == UInt8(ascii: "#") && atLineStart {
                advance()
                directive()
            } else {
                let token = lexToken()
                if skipping == 0 { tokens.append(token) }
            }
            atLineStart = false
        }
    }

    /// Skips blanks, line continuations and comments; returns whether a newline was passed.
    private mutating func skipTrivia(stopAtNewline: Bool) -> Bool {
        var sawNewline = false
        while let byte = peek() {
            switch byte {
            case 0x0A where stopAtNewline: return sawNewline
            case 0x0A: sawNewline = true; advance()
            case 0x09, 0x0B, 0x0C, 0x0D, 0x20: advance()
            case UInt8(ascii: "\\") where peek(1) == 0x0A || (peek(1) == 0x0D && peek(2) == 0x0A):
                while peek() != 0x0A { advance() }
                advance()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while let next = peek(), next != 0x0A { advance() }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                advance(); advance()
                while index < bytes.count, !(peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) { advance() }
                if index < bytes.count { advance(); advance() }
            default: return sawNewline
            }
        }
        return sawNewline
    }

    /// One token at the current (non-blank) byte.
    private mutating func lexToken() -> Token {
        let (startLine, startColumn) = (line, column)
        let byte = bytes[index]
        let kind: Token.Kind
        if byte == UInt8(ascii: "@") && peek(1) == UInt8(ascii: "\"") {
            advance()
            kind = .string(quoted(), objc: true)
        } else if byte == UInt8(ascii: "\"") {
            kind = .string(quoted(), objc: false)
        } else if byte == UInt8(ascii: "'") {
            _ = quoted()
            kind = .punct(byte)
        } else if Self.isWordByte(byte) {
            let start = index
            while let next = peek(), Self.isWordByte(next) { advance() }
            kind = .word(String(decoding: bytes[start..<index], as: UTF8.self))
        } else {
            advance()
            kind = .punct(byte)
        }
        return Token(kind: kind, line: startLine, column: startColumn)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// The value of a `"…"` or `'…'` literal at the current quote; stops before an unescaped newline.
    private mutating func quoted() -> String {
        let quote = bytes[index]
        advance()
        var value: [UInt8] = []
        while let byte = peek(), byte != 0x0A {
            advance()
            if byte == quote { break }
            guard byte == UInt8(ascii: "\\"), let escaped = peek() else { value.append(byte); continue }
            advance()
            switch escaped {
            case UInt8(ascii: "n"): value.append(0x0A)
            case UInt8(ascii: "t"): value.append(0x09)
            case 0x0A, 0x0D: if escaped == 0x0D, peek() == 0x0A { advance() }
            default: value.append(escaped)
            }
        }
        return String(decoding: value, as: UTF8.self)
    }

    /// Reads a preprocessor line (after `#`) and updates the conditional state.
    private mutating func directive() {
        var parts: [Token] = []
        while true {
            _ = skipTrivia(stopAtNewline: true)
            guard let byte = peek(), byte != 0x0A else { break }
            parts.append(lexToken())
        }
        guard case .word(let name)? = parts.first?.kind else { return }
        let condition = parts.dropFirst().map(\.kind)
        let isZero = condition == [.word("0")], isOne = condition == [.word("1")]
        switch name {
        case "if", "ifdef", "ifndef":
            if skipping > 0 {
                skipping += 1
            } else if name == "if" && isZero {
                (skipping, skipToEnd) = (1, false)
            } else {
                conditions.append(name == "if" && isOne)
            }
        case "elif", "else":
            if skipping == 1 && !skipToEnd && !(name == "elif" && isZero) {
                skipping = 0
                conditions.append(name == "elif" && isOne)
            } else if skipping == 0, let taken = conditions.last {
                if taken {
                    conditions.removeLast()
                    (skipping, skipToEnd) = (1, true)
                } else if name == "elif" && isOne {
                    conditions[conditions.count - 1] = true
                }
            }
        case "endif":
            if skipping > 0 { skipping -= 1 } else { _ = conditions.popLast() }
        case "define" where skipping == 0 && parts.count >= 3:
            if case .word(let macro) = parts[1].kind, let value = ObjectiveCNameScanner.literal(parts[2...]) {
                defines[macro] = value
            }
        default: break
        }
    }
}
