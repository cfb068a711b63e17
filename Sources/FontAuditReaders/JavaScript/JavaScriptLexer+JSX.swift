// JSX: elements read past as the code around them, their attributes' and children's `{…}`
// tokenized, their text never.
extension JavaScriptLexer {
    /// Whether the `<` here opens a JSX element: `<Text`, `<>` (a fragment).
    func opensElement() -> Bool {
        guard let next = peek(1) else { return false }
        return next == UInt8(ascii: ">") || (Self.isWordByte(next) && !(next >= 0x30 && next <= 0x39))
    }

    /// A JSX element from its `<`: the tokens of the `{…}` in its attributes and children (and of the
    /// elements inside), with each attribute's name and string value; its text is read past.
    mutating func readElement() -> [Token] {
        var tokens: [Token] = []
        var open = 0
        while index < bytes.count {
            // A tag: `<Name attr="x" attr={…}>`, `</Name>`, `<Name … />`, `<>`, `</>`.
            guard peek() == UInt8(ascii: "<") else { break }
            advance()
            let closing = peek() == UInt8(ascii: "/")
            var selfClosing = false
            while let byte = peek(), byte != UInt8(ascii: ">") {
                let startLine = line
                let startColumn = column
                if byte == UInt8(ascii: "{") {
                    advance()
                    tokens += nested { $0.readTokens(until: UInt8(ascii: "}")) }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    tokens.append(Token(kind: .string(readString(quote: byte)), line: startLine, column: startColumn))
                } else if Self.isWordByte(byte) {
                    let start = index
                    while let next = peek(), Self.isWordByte(next) || next == UInt8(ascii: "-") { advance() }
                    let text = String(decoding: bytes[start..<index], as: UTF8.self)
                    tokens.append(Token(kind: .word(text), line: startLine, column: startColumn))
                } else {
                    selfClosing = byte == UInt8(ascii: "/") && !closing
                    if byte == UInt8(ascii: "=") {
                        tokens.append(Token(kind: .punct("="), line: startLine, column: startColumn))
                    }
                    advance()
                }
            }
            if peek() == UInt8(ascii: ">") { advance() }
            if closing {
                open -= 1
            } else if !selfClosing {
                open += 1
            }
            guard open > 0 else { break }
            // The children: text read past, `{…}` tokenized, up to the next tag.
            while let byte = peek(), byte != UInt8(ascii: "<") {
                if byte == UInt8(ascii: "{") {
                    advance()
                    tokens += nested { $0.readTokens(until: UInt8(ascii: "}")) }
                } else {
                    advance()
                }
            }
        }
        return tokens
    }
}
