// A style as a nested span's chain reads it (``JavaScriptModuleScanner/StyleFacts``): an inline
// object, a style of the file's own `StyleSheet`, an array of those, its literals only.
extension JavaScriptModuleScanner {
    /// The facts of the style written from `start` up to `end`: `{ … }` (its own spreads of the
    /// file's styles read, later keys winning), `styles.title` (the file's object; another file's
    /// gives its family as a path, kept where that style has one), `[a, b]` (later elements
    /// winning). Nil where it writes a weight, style or family the audit cannot read, or spreads
    /// what it cannot read and writes no family after it.
    func styleFacts(from start: Int, to end: Int) -> StyleFacts? {
        guard start < end else { return nil }
        if end - start == 3, let binding = tokens[start].word, tokens[start + 1].isPunct("."),
            let key = tokens[start + 2].word
        {
            if let object = styleObject(binding, key), let close = closing(of: object) {
                return styleFacts(from: object, to: close + 1)
            }
            var facts = StyleFacts()
            facts.family = (
                .path([binding, key, "fontFamily"]), "\(binding).\(key).fontFamily", tokens[start].line, [binding, key]
            )
            return facts
        }
        guard let close = closing(of: start), close == end - 1 else { return nil }
        var facts = StyleFacts()
        if tokens[start].isPunct("[") {
            for element in elements(of: start, close: close) {
                guard let more = styleFacts(from: element.lowerBound, to: element.upperBound) else { return nil }
                facts = facts.under(more)
            }
            return facts
        }
        guard tokens[start].isPunct("{") else { return nil }
        var unread = false
        for element in elements(of: start, close: close) {
            let index = element.lowerBound
            if tokens[index].isPunct("...") {
                if let spread = styleFacts(from: index + 1, to: element.upperBound) {
                    facts = facts.under(spread)
                } else {
                    (unread, facts.family) = (true, nil)
                }
                continue
            }
            guard let key = tokens[index].word, ["fontFamily", "fontWeight", "fontStyle"].contains(key),
                index + 2 < element.upperBound, tokens[index + 1].isPunct(":")
            else { continue }
            guard let branches = platformBranches(index) else { continue }
            var more = StyleFacts()
            if key == "fontFamily" {
                var parser = JavaScriptExpressionParser(tokens, at: index + 2)
                let value = parser.expression()
                // What the interpreter cannot evaluate stays open there: never a finding.
                if case .none = value { return nil }
                more.family = (
                    Self.taken(value, under: branches),
                    Self.written(tokens[(index + 2)..<max(index + 3, parser.index)]),
                    tokens[index].line, nil
                )
            } else {
                guard element.upperBound == index + 3 else { return nil }
                switch tokens[index + 2].kind {
                case .string(let value), .number(let value):
                    if key == "fontStyle" {
                        more.traits.italic = value == "italic"
                    } else {
                        Self.setWeight(value, of: &more.traits)
                    }
                default: return nil
                }
                more.written = [key]
                more.place = (tokens[index].line, tokens[index].column)
            }
            facts = facts.under(more)
        }
        return unread && facts.family == nil ? nil : facts
    }

    /// The ranges of the elements of the bracket at `open` (its commas at its own level).
    private func elements(of open: Int, close: Int) -> [Range<Int>] {
        var elements: [Range<Int>] = []
        var from = open + 1
        for index in (open + 1)...close where index == close || (tokens[index].isPunct(",") && enclosing(index) == open)
        {
            if from < index { elements.append(from..<index) }
            from = index + 1
        }
        return elements
    }
}
