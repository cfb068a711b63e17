import Foundation

// JSX: elements read past as the code around them, their attributes' and children's `{…}`
// tokenized, their text kept only where a `<Text>` shows it (``JSXText``).
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
        // The elements open around this one (through a child's `{…}`) stay below `base`; the
        // outermost element of an expression is a root (``JSXTree/roots``).
        let base = tree.open.count
        let isRoot = tree.root == nil
        if isRoot {
            tree.root = tree.roots.count
            tree.roots.append(JSXRoot(line: line, column: column))
        }
        defer {
            tree.open.removeLast(tree.open.count - base)
            if isRoot { tree.root = nil }
        }
        while index < bytes.count {
            // A tag: `<Name attr="x" attr={…}>`, `</Name>`, `<Name … />`, `<>`, `</>`.
            guard peek() == UInt8(ascii: "<") else { break }
            advance()
            let closing = peek() == UInt8(ascii: "/")
            var selfClosing = false
            var name: String?
            var member: String?  // `Subtitle` of `<ListItem.Subtitle>`
            var style: [Token]?
            var otherStyles: [(attribute: String, tokens: [Token])] = []  // `titleStyle={…}`
            var props = JSXTag(name: "")  // every prop, for a component of the app's
            let first = tokens.count
            while let byte = peek(), byte != UInt8(ascii: ">") {
                let startLine = line
                let startColumn = column
                if byte == UInt8(ascii: "{") {
                    advance()
                    // JSX in an attribute (`renderItem={() => <Text …>}`) is no child of this element.
                    tree.open.append(JSXAncestor(isBarrier: true))
                    let inner = nested { $0.readTokens(until: UInt8(ascii: "}")) }
                    tree.open.removeLast()
                    // `style={…}` (and `titleStyle={…}`): the attribute's name and `=` are the tag's
                    // last two tokens.
                    if tokens.count >= first + 2, let attribute = tokens[tokens.count - 2].word,
                        tokens[tokens.count - 1].isPunct("=")
                    {
                        if attribute == "style" {
                            style = inner
                        } else if attribute.hasSuffix("Style") {
                            otherStyles.append((attribute, inner))
                        }
                    }
                    if Self.isClassAttribute(tokens, from: first) { classValues.append(inner) }
                    if let name, Self.isAttribute("fontFamily", tokens, from: first) {
                        familyAttributes.append((name, inner))
                    }
                    if tokens.count >= first + 2, tokens[tokens.count - 1].isPunct("=") {
                        props.add(tokens[tokens.count - 2], inner)
                    } else if inner.first?.isPunct("...") == true {
                        props.spreads = true
                    }
                    tokens += inner
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    let token = Token(kind: .string(readString(quote: byte)), line: startLine, column: startColumn)
                    if Self.isClassAttribute(tokens, from: first) { classValues.append([token]) }
                    if let name, Self.isAttribute("fontFamily", tokens, from: first) {
                        familyAttributes.append((name, [token]))
                    }
                    if tokens.count >= first + 2, tokens[tokens.count - 1].isPunct("=") {
                        props.add(tokens[tokens.count - 2], [token])
                    }
                    tokens.append(token)
                } else if Self.isWordByte(byte) {
                    let start = index
                    while let next = peek(), Self.isWordByte(next) || next == UInt8(ascii: "-") { advance() }
                    let text = String(decoding: bytes[start..<index], as: UTF8.self)
                    if tokens.count == first {
                        name = text
                        (props.line, props.column) = (startLine, startColumn)
                        tree.names.append(Self.place(startLine, startColumn))
                    } else if tokens.count == first + 1, member == nil, bytes[start - 1] == UInt8(ascii: ".") {
                        member = text
                    } else {
                        // A bare prop (`<Text bold>`), unless `=` follows.
                        props.add(Token(kind: .word(text), line: startLine, column: startColumn), [])
                    }
                    tokens.append(Token(kind: .word(text), line: startLine, column: startColumn))
                } else {
                    selfClosing = byte == UInt8(ascii: "/") && !closing
                    if byte == UInt8(ascii: "=") {
                        if props.props.last?.value.isEmpty == true { props.props.removeLast() }
                        tokens.append(Token(kind: .punct("="), line: startLine, column: startColumn))
                        attributes.insert(Self.place(startLine, startColumn))
                    }
                    advance()
                }
            }
            if peek() == UInt8(ascii: ">") { advance() }
            if !closing, let name, tree.root != nil, name.first?.isUppercase == true {
                props.name = name
                props.member = member
                tree.tags.append(props)
            }
            if !closing, let name, let root = tree.root {
                if let style {
                    tree.styled.append(
                        JSXStyledElement(name: name, member: member, style: style, ancestors: tree.open, root: root))
                }
                for other in otherStyles {
                    tree.styled.append(
                        JSXStyledElement(
                            name: name, member: member, attribute: other.attribute, style: other.tokens,
                            ancestors: tree.open, root: root))
                }
            }
            if closing {
                open -= 1
                if tree.open.count > base { tree.open.removeLast() }
            } else if !selfClosing {
                open += 1
                tree.open.append(JSXAncestor(name: name, member: member, style: style))
            }
            guard open > 0 else { break }
            // The children: `{…}` tokenized, up to the next tag; the text of a `<Text>` kept.
            var text: [UInt8] = []
            var start: (line: Int, column: Int)?
            func keep(_ lexer: inout JavaScriptLexer) {
                defer {
                    text = []
                    start = nil
                }
                guard let start, lexer.tree.open.count > base, let element = lexer.tree.open.last,
                    element.name == "Text"
                else { return }
                let shown = String(decoding: text, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                guard !shown.isEmpty else { return }
                lexer.texts.append(JSXText(text: shown, line: start.line, column: start.column, style: element.style))
            }
            while let byte = peek(), byte != UInt8(ascii: "<") {
                if byte == UInt8(ascii: "{") {
                    keep(&self)
                    advance()
                    let inner = nested { $0.readTokens(until: UInt8(ascii: "}")) }
                    // A value the element shows (`{subTitle}`, `{this.renderMemo(item)}`).
                    if inner.first?.word != nil {
                        tree.childValues.append(JSXChildValue(tokens: inner, ancestors: tree.open))
                    }
                    tokens += inner
                } else {
                    if start == nil, !(byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D) {
                        start = (line, column)
                    }
                    if start != nil { text.append(byte) }
                    advance()
                }
            }
            keep(&self)
        }
        return tokens
    }
}

/// The JSX of a file as the audit needs it (``JavaScriptLexer/tree``): the elements with a style,
/// the elements open at the point being read, the outermost element of each JSX expression, and the
/// values elements show as children.
struct JSXTree: Sendable {
    var styled: [JSXStyledElement] = []
    /// The elements of components (a capitalized name), each with its props (``JSXTag``).
    var tags: [JSXTag] = []
    /// The places of every element's name, opening and closing tags alike (``JavaScriptLexer/place(_:_:)``).
    var names: [Int] = []
    /// The elements open where the lexer is, outermost first: through a child's `{…}` too.
    var open: [JSXAncestor] = []
    var roots: [JSXRoot] = []
    /// The root being read (an index of ``roots``).
    var root: Int?
    var childValues: [JSXChildValue] = []
}

/// An element around another (``JSXTree/open``): its name (`Text`; nil for a fragment `<>`), the
/// member of a dotted name (`Subtitle` of `ListItem.Subtitle`), its `style={…}` tokens; or a
/// barrier, where the inner element is an attribute's value, not a child.
struct JSXAncestor: Sendable {
    var name: String? = nil
    var member: String? = nil
    var style: [JavaScriptLexer.Token]? = nil
    var isBarrier = false
}

/// Where the outermost element of a JSX expression starts (its `<`).
struct JSXRoot: Sendable {
    var line: Int
    var column: Int
}

/// A JSX element with a `style={…}` (or `…Style={…}`) attribute: its name as written (`Text`, `ZeusText`; the first
/// word of a dotted name), the attribute's tokens, the elements around it, outermost first, and its
/// expression's root (an index of ``JSXTree/roots``).
struct JSXStyledElement: Sendable {
    var name: String
    var member: String? = nil
    /// The attribute: `style`, or another that ends in `Style` (react-native-paper's `titleStyle`).
    var attribute = "style"
    var style: [JavaScriptLexer.Token]
    var ancestors: [JSXAncestor] = []
    var root: Int = 0
}

/// A `{…}` an element shows among its children that starts with a name (`{subTitle}`,
/// `{this.renderMemo(item)}`): its tokens and the elements around it, outermost first.
struct JSXChildValue: Sendable {
    var tokens: [JavaScriptLexer.Token]
    var ancestors: [JSXAncestor]
}

/// Text a `<Text>` element shows as written (`<Text style={styles.label}>বাংলা</Text>`), where it
/// starts, and the tokens of the element's `style={…}` (nil without one).
struct JSXText: Sendable {
    var text: String
    var line: Int
    var column: Int
    var style: [JavaScriptLexer.Token]?
}

extension JavaScriptLexer {
    /// Every token of the file, and the text its `<Text>` elements show, the places of its JSX
    /// attributes' `=`, and its `className` attributes' values.
    static func read(_ bytes: [UInt8], jsx: Bool = true) -> (
        tokens: [Token], texts: [JSXText], attributes: Set<Int>, classValues: [[Token]],
        familyAttributes: [(element: String, value: [Token])], tree: JSXTree
    ) {
        var lexer = JavaScriptLexer(bytes, jsx: jsx)
        let tokens = lexer.readTokens(until: nil)
        return (
            tokens, lexer.texts, lexer.attributes, lexer.classValues, lexer.familyAttributes, lexer.tree
        )
    }

    /// Whether the tag's tokens so far end in `className=` (or `…ClassName=`), its first at `first`.
    static func isClassAttribute(_ tokens: [Token], from first: Int) -> Bool {
        guard tokens.count >= first + 2, tokens[tokens.count - 1].isPunct("="),
            let name = tokens[tokens.count - 2].word
        else { return false }
        return name == "className" || name.hasSuffix("ClassName")
    }

    /// Whether the tag's tokens so far end in `attribute=`, its first at `first`.
    static func isAttribute(_ attribute: String, _ tokens: [Token], from first: Int) -> Bool {
        tokens.count >= first + 2 && tokens[tokens.count - 1].isPunct("=") && tokens[tokens.count - 2].word == attribute
    }

    /// A token's place as one number (its line and column), for ``attributes``.
    static func place(_ line: Int, _ column: Int) -> Int { line << 20 | column }
}
