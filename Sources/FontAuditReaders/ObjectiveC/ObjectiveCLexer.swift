import FontAuditModel
import Foundation

/// The tokenizer behind ``ObjectiveCNameScanner``: words, string literals (with their value), and
/// single punctuation bytes, each with its 1-based line and column (in Unicode scalars). Comments are
/// dropped, preprocessor lines are interpreted (`#if 0`/`#if 1` branches, string `#define`s) and never
/// become tokens. Unterminated strings end at the end of their line, unterminated comments at the end
/// of the file.
struct ObjectiveCLexer {
    struct Token {
        enum Kind: Equatable {
            case word(String)
            case string(String, objc: Bool)
            case punct(UInt8)
        }
        var kind: Kind
        var line: Int
        var column: Int
        /// Inside an `#if`/`#ifdef` that is not `#if 1`: a build may not compile it.
        var conditional = false

        /// The token as code writes it (a string with its quotes), for messages.
        var text: String {
            switch kind {
            case .word(let word): word
            case .string(let value, let objc): (objc ? "@\"" : "\"") + value + "\""
            case .punct(let byte): String(UnicodeScalar(byte))
            }
        }
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
    /// The line of each string `#define`.
    private(set) var defineLines: [String: Int] = [:]
    /// String `#define`s written with different values (in `#ifdef` and `#else`, both read here),
    /// each value with its line: which one a target compiles is not known, so none is in
    /// ``defines``.
    private(set) var conflictingDefines: [String: [(value: String, line: Int)]] = [:]
    /// The function-like macros whose body sends a font message (`#define BODY_FONT(size)
    /// [UIFont fontWithName:@"Brand-Book" size:size]`): their parameters, body and line.
    private(set) var fontMacros: [String: (parameters: [String], body: [Token], line: Int)] = [:]
    /// The font macros the file defines more than once.
    private(set) var ambiguousMacros: Set<String> = []
    /// The headers `#import` and `#include` name, by file name (`Theme.h` of `"UI/Theme.h"` and
    /// `<Brand/Theme.h>`).
    private(set) var imports: [String] = []

    init(_ text: String) { bytes = Array(text.utf8) }

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func advance() {
        TextPosition.advance(line: &line, column: &column, over: bytes[index])
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
                var token = lexToken()
                token.conditional = conditions.contains(false)
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
            case 0x0A:
                sawNewline = true
                advance()
            case 0x09, 0x0B, 0x0C, 0x0D, 0x20: advance()
            case UInt8(ascii: "\\") where peek(1) == 0x0A || (peek(1) == 0x0D && peek(2) == 0x0A):
                while peek() != 0x0A { advance() }
                advance()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while let next = peek(), next != 0x0A { advance() }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                advance()
                advance()
                while index < bytes.count, !(peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) { advance() }
                if index < bytes.count {
                    advance()
                    advance()
                }
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

    private static func isWordByte(_ byte: UInt8) -> Bool { ByteSearch.isWordByte(byte) }

    /// The value of a `"…"` or `'…'` literal at the current quote; stops before an unescaped newline.
    private mutating func quoted() -> String {
        let quote = bytes[index]
        advance()
        var value: [UInt8] = []
        while let byte = peek(), byte != 0x0A {
            advance()
            if byte == quote { break }
            guard byte == UInt8(ascii: "\\"), let escaped = peek() else {
                value.append(byte)
                continue
            }
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
        let isZero = condition == [.word("0")]
        let isOne = condition == [.word("1")]
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
            guard case .word(let macro) = parts[1].kind else { break }
            if let value = ObjectiveCNameScanner.literal(parts[2...]) {
                if let earlier = defines[macro], earlier != value, let line = defineLines[macro] {
                    conflictingDefines[macro] = [(earlier, line)]
                    defines[macro] = nil
                    defineLines[macro] = nil
                }
                if conflictingDefines[macro] != nil {
                    conflictingDefines[macro]?.append((value, parts[1].line))
                    break
                }
                defines[macro] = value
                defineLines[macro] = parts[1].line
            } else if parts[2].kind == .punct(UInt8(ascii: "(")), parts[2].line == parts[1].line,
                parts[2].column == parts[1].column + macro.unicodeScalars.count,
                let close = parts.indices.dropFirst(3).first(where: { parts[$0].kind == .punct(UInt8(ascii: ")")) }),
                parts[(close + 1)...].contains(where: {
                    $0.kind == .word("fontWithName") || $0.kind == .word("fontDescriptorWithName")
                })
            {
                // A function-like macro (no space before its parenthesis) that sends a font message.
                let parameters = parts[3..<close].compactMap { token -> String? in
                    if case .word(let word) = token.kind { return word }
                    return nil
                }
                // Defined twice (in `#ifdef` and `#else`, both read here): which one a target
                // compiles is not known, so its uses stay open.
                if fontMacros[macro] != nil { ambiguousMacros.insert(macro) }
                fontMacros[macro] = (parameters, Array(parts[(close + 1)...]), parts[1].line)
            }
        case "import" where skipping == 0, "include" where skipping == 0:
            if case .string(let path, _)? = parts.dropFirst().first?.kind {
                imports.append(String(path.split(separator: "/").last ?? ""))
            } else if parts.dropFirst().first?.kind == .punct(UInt8(ascii: "<")) {
                // `<Brand/Theme.h>`: the words after the last slash, joined by their dots.
                let inside = parts.dropFirst(2).prefix { $0.kind != .punct(UInt8(ascii: ">")) }
                let afterSlash = inside.split { $0.kind == .punct(UInt8(ascii: "/")) }.last ?? []
                let name = afterSlash.map { token -> String in
                    switch token.kind {
                    case .word(let word): return word
                    case .punct(let byte): return String(UnicodeScalar(byte))
                    case .string(let text, _): return text
                    }
                }.joined()
                if !name.isEmpty { imports.append(name) }
            }
        default: break
        }
    }
}
