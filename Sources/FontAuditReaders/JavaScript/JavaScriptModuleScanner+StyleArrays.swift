/// A style array (`style={[styles.body, { fontStyle: 'italic' }]}`): React Native flattens it, the
/// later element's keys winning, so a family one element gives is asked with the `fontWeight` and
/// `fontStyle` another gives.
struct JavaScriptStyleArray: Sendable {
    /// One element: its value as written, and the line of its `fontWeight` or `fontStyle` key when
    /// the element is an object literal that writes one (else the element's line).
    struct Element: Sendable {
        var value: JavaScriptValue
        var line: Int
        var column: Int
        var traitLine: Int
    }

    var elements: [Element]
}

extension JavaScriptModuleScanner {
    /// Whether the word at `index` is assigned (`const x =`, `this.x =`, `x = …` on a line of its
    /// own), not a JSX attribute.
    private func isAssignment(at index: Int) -> Bool {
        guard index > 0 else { return true }
        let before = tokens[index - 1]
        if before.isPunct(".") || before.isPunct("?.") || before.isPunct(";") || before.isPunct("{")
            || before.isPunct("}") && before.line < tokens[index].line
        {
            return true
        }
        return before.word.map { Self.declarations.contains($0) || $0 == "return" } ?? false
    }

    /// Every `style={[…]}` (and `titleStyle={[…]}`) of the file's JSX, but in a branch only another
    /// platform takes.
    func readStyleArrays(into module: inout JavaScriptModule) {
        for index in tokens.indices where index >= 2 && tokens[index].isPunct("[") {
            // The JSX lexer leaves an attribute's braces out: `style` `=` `[`.
            let brace = tokens[index - 1].isPunct("{") ? 1 : 0
            guard index >= 2 + brace, tokens[index - 1 - brace].isPunct("="),
                let attribute = tokens[index - 2 - brace].word, attribute == "style" || attribute.hasSuffix("Style"),
                // A JSX attribute, not an assignment (`const titleStyle = [a, b]`, `this.style = […]`).
                !isAssignment(at: index - 2 - brace),
                let close = closing(of: index), let branches = platformBranches(index)
            else { continue }
            var elements: [JavaScriptStyleArray.Element] = []
            var cursor = index + 1
            while cursor < close {
                var parser = JavaScriptExpressionParser(tokens, at: cursor)
                let value = parser.expression()
                guard parser.index <= close, parser.index > cursor else { break }
                let traitLine = ((cursor)..<parser.index).first { position in
                    enclosing(position) == cursor && tokens[position].isPunct("{") == false
                        && (tokens[position].word == "fontStyle" || tokens[position].word == "fontWeight")
                }.map { tokens[$0].line }
                elements.append(
                    .init(
                        value: Self.taken(value, under: branches), line: tokens[cursor].line,
                        column: tokens[cursor].column,
                        traitLine: traitLine ?? tokens[cursor].line))
                cursor = parser.index
                if cursor < close, tokens[cursor].isPunct(",") { cursor += 1 } else { break }
            }
            guard cursor >= close, elements.count >= 2 else { continue }
            module.styleArrays.append(JavaScriptStyleArray(elements: elements))
        }
    }
}
