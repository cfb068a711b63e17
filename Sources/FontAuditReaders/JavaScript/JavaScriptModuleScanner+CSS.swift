import FontAuditModel

extension JavaScriptModuleScanner {
    // MARK: styled-components and emotion

    /// `font-family:` in the CSS of a styled-components or emotion template (`styled.Text`,
    /// `styled(Button)`, `styled.Text.attrs(…)`, `css`), which `css-to-react-native` makes the
    /// style's `fontFamily`: a literal (quoted or not), or a `${…}` substitution, read as any value.
    mutating func readCSSRequests(into module: inout JavaScriptModule) {
        for index in tokens.indices {
            guard case .template(let pieces, let expressions) = tokens[index].kind, isStyleTag(before: index),
                let branches = platformBranches(index)
            else { continue }
            var line = tokens[index].line
            let (traits, writtenTraits) = Self.cssTraits(in: pieces)
            var family: JavaScriptValue?
            // A family the template may set that is not read: a mixin substitution in place of a
            // declaration (`${typography.body};`), the `font:` shorthand, an unread `font-family`,
            // or `.attrs(…)` (whose style may hold one).
            var mayWriteFamily =
                Self.hasMixin(pieces) || pieces.contains { !Self.declarations(of: "font", in: $0).isEmpty }
                || (index > 0 && tokens[index - 1].isPunct(")")
                    && opening(of: index - 1).map {
                        $0 > 0 && tokens[$0 - 1].word == "attrs"
                    } == true)
            defer {
                if let (name, base) = styledDeclaration(before: index) {
                    module.styledStyles[name] = .init(
                        family: family, traits: traits, writtenTraits: writtenTraits, base: base,
                        line: tokens[index].line, column: tokens[index].column, mayWriteFamily: mayWriteFamily)
                }
            }
            for (offset, piece) in pieces.enumerated() {
                if offset > 0, let last = expressions[offset - 1].last { line = last.line }
                for (value, written, extraLines) in Self.fontFamilies(in: piece) {
                    var parsed = value.map(JavaScriptValue.literal)
                    var at = line + extraLines
                    if parsed == nil, offset < expressions.count, let first = expressions[offset].first {
                        // The value is the substitution that follows: `font-family: ${fonts.bold};`.
                        // `${({ theme }) => theme.font.bold}`: the function styled-components
                        // calls with the theme and the props; its one expression is the value.
                        let substitution = Self.arrowBody(of: expressions[offset]) ?? expressions[offset]
                        var parser = JavaScriptExpressionParser(substitution)
                        let expression = parser.expression()
                        guard parser.index == substitution.count else {
                            mayWriteFamily = true
                            continue
                        }
                        parsed = expression
                        at = first.line
                    }
                    guard let parsed else {
                        mayWriteFamily = true
                        continue
                    }
                    family = Self.taken(parsed, under: branches)
                    module.requests.append(
                        .init(
                            value: Self.taken(parsed, under: branches), written: written ?? "font-family", line: at,
                            column: 1, traits: traits, writtenTraits: writtenTraits))
                }
            }
        }
    }

    /// Whether the template at `index` is a styled-components or emotion style: its tag is
    /// `css`, or a chain that starts with `styled` (calls in it read past).
    private func isStyleTag(before index: Int) -> Bool {
        var cursor = index - 1
        var first: String?
        while cursor >= 0 {
            let token = tokens[cursor]
            if token.isPunct(")"), let open = opening(of: cursor) {
                cursor = open - 1
            } else if let word = token.word {
                first = word
                guard cursor > 0, tokens[cursor - 1].isPunct(".") else { break }
                cursor -= 2
            } else {
                break
            }
        }
        return first == "styled" || (first == "css" && index > 0 && tokens[index - 1].word == "css")
    }

    /// Whether a substitution stands where a declaration would (`${typography.body};` after a
    /// `;`, at the start, or on a line of its own): a mixin, whose CSS the audit does not read.
    static func hasMixin(_ pieces: [String]) -> Bool {
        pieces.dropLast().contains { piece in
            let tail = piece.split(separator: ";", omittingEmptySubsequences: false).last ?? ""
            return tail.allSatisfy(\.isWhitespace)
                || tail.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("{")
        }
    }

    /// The name a styled component at the template `index` is bound to (`const Title =
    /// styled(BaseText)`…``), with the component it styles when that is a name (`BaseText`; nil for
    /// `styled.Text`); nil when the template is bound to no name.
    func styledDeclaration(before index: Int) -> (name: String, base: [String]?)? {
        var cursor = index - 1
        while cursor >= 0 {
            if tokens[cursor].isPunct(")"), let open = opening(of: cursor) {
                cursor = open - 1
            } else if tokens[cursor].word != nil, cursor > 0, tokens[cursor - 1].isPunct(".") {
                cursor -= 2
            } else {
                break
            }
        }
        guard cursor >= 2, tokens[cursor].word == "styled", tokens[cursor - 1].isPunct("="),
            let name = tokens[cursor - 2].word, cursor >= 3,
            tokens[cursor - 3].word.map(Self.declarations.contains) == true
        else { return nil }
        var base: [String]?
        if cursor + 1 < tokens.count, tokens[cursor + 1].isPunct("("), let close = closing(of: cursor + 1) {
            var path: [String] = []
            var at = cursor + 2
            while at < close, let word = tokens[at].word {
                path.append(word)
                at += 1
                if at < close, tokens[at].isPunct(".") { at += 1 } else { break }
            }
            if at == close, !path.isEmpty { base = path }
        }
        return (name, base)
    }

    /// Each `font-family` declaration of a piece of CSS: its literal value (nil when the piece
    /// ends after the colon and a substitution gives it), the value as written, and the lines
    /// before it in the piece.
    static func fontFamilies(in css: String) -> [(value: String?, written: String?, lines: Int)] {
        declarations(of: "font-family", in: css)
    }

    /// The `font-style: italic` and literal `font-weight` of a template's CSS, which
    /// `css-to-react-native` makes the style's `fontStyle` and `fontWeight`: what its family is
    /// asked with (a substitution asks nothing), and which of the two it writes.
    static func cssTraits(in pieces: [String]) -> (traits: RequestedTraits, written: Set<String>) {
        var traits = RequestedTraits()
        var written = Set<String>()
        for piece in pieces {
            for declaration in declarations(of: "font-style", in: piece) {
                written.insert("fontStyle")
                traits.italic = declaration.value == "italic"
            }
            for declaration in declarations(of: "font-weight", in: piece) {
                written.insert("fontWeight")
                setWeight(declaration.value ?? "", of: &traits)
            }
        }
        return (traits, written)
    }

    /// Each declaration of `name` in a piece of CSS, as ``fontFamilies(in:)`` reads `font-family`.
    private static func declarations(of name: String, in css: String) -> [(
        value: String?, written: String?, lines: Int
    )] {
        var found: [(String?, String?, Int)] = []
        let bytes = Array(css.utf8)
        let key = Array(name.utf8)
        var index = 0
        while index + key.count <= bytes.count {
            guard bytes[index..<(index + key.count)].elementsEqual(key),
                index == 0
                    || [
                        UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: ";"), UInt8(ascii: "{"),
                    ]
                    .contains(bytes[index - 1])
            else {
                index += 1
                continue
            }
            let lines = bytes[..<index].filter { $0 == UInt8(ascii: "\n") }.count
            var cursor = index + key.count
            while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") {
                cursor += 1
            }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else {
                index = cursor
                continue
            }
            cursor += 1
            let start = cursor
            while cursor < bytes.count,
                ![UInt8(ascii: ";"), UInt8(ascii: "\n"), UInt8(ascii: "}")].contains(bytes[cursor])
            {
                cursor += 1
            }
            let raw = String(decoding: bytes[start..<cursor], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            let unquoted = raw.trimmingCharacters(in: ["'", "\""])
            if cursor == bytes.count, unquoted.isEmpty {
                // `font-family: ${…}` or `font-family: '${…}'`: the substitution after the piece.
                found.append((nil, nil, lines))
            } else if !unquoted.isEmpty, !unquoted.contains(","), !unquoted.contains("$") {
                // A list of families (`Inter, sans-serif`) is CSS for the web, no React Native value.
                found.append((unquoted, raw, lines))
            }
            index = cursor
        }
        return found
    }

    /// The expression an arrow function written as `tokens` returns (`({ theme }) => theme.font.bold`,
    /// `props => props.theme.font.bold`); nil for anything else, or a body in braces.
    static func arrowBody(of tokens: [Token]) -> [Token]? {
        var arrow = 0
        if tokens.first?.word != nil {
            arrow = 1
        } else if tokens.first?.isPunct("(") == true {
            var depth = 0
            for (index, token) in tokens.enumerated() {
                if token.isPunct("(") || token.isPunct("{") || token.isPunct("[") { depth += 1 }
                if token.isPunct(")") || token.isPunct("}") || token.isPunct("]") { depth -= 1 }
                if depth == 0 {
                    arrow = index + 1
                    break
                }
            }
        }
        guard arrow > 0, arrow + 1 < tokens.count, tokens[arrow].isPunct("=>"), !tokens[arrow + 1].isPunct("{")
        else { return nil }
        return Array(tokens[(arrow + 1)...])
    }
}
