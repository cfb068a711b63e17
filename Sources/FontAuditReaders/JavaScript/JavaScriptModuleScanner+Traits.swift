import FontAuditModel

// The style a `fontFamily` is asked with: React Native's `fontWeight` and `fontStyle`.
extension JavaScriptModuleScanner {
    /// React Native's `fontWeight` values as weight names (``RequestedTraits/weightClasses``);
    /// `normal` and `400` ask nothing of the family.
    static let weights: [String: String] = [
        "bold": "bold", "100": "ultraLight", "200": "thin", "300": "light", "500": "medium", "600": "semibold",
        "700": "bold", "800": "heavy", "900": "black",
    ]

    /// The `fontWeight` values that ask the regular weight.
    static let regularWeights: Set<String> = ["normal", "400"]

    /// The `fontWeight` and `fontStyle` written as literals beside the key at `index`, in the same
    /// object (`{ fontFamily: …, fontWeight: '700', fontStyle: 'italic' }`); a value the file does
    /// not write there (a variable, a ternary, another style of an array) asks nothing.
    func siblingTraits(of index: Int) -> RequestedTraits {
        guard let open = enclosing(index), tokens[open].isPunct("{"), let close = closing(of: open) else {
            return RequestedTraits()
        }
        var traits = RequestedTraits()
        var cursor = open + 1
        while cursor + 1 < close {
            defer { cursor += 1 }
            // A spread of a choice whose every branch writes the same literal
            // (`...I18nService.select({ rtl: { fontWeight: '700' }, ltr: { fontWeight: '700' } })`).
            if tokens[cursor].isPunct("..."), enclosing(cursor) == open {
                for (key, value) in spreadChoiceTraits(at: cursor + 1).merging(
                    spreadObjectTraits(at: cursor + 1), uniquingKeysWith: { first, _ in first })
                {
                    if key == "fontStyle" {
                        traits.italic = value == "italic"
                    } else {
                        Self.setWeight(value, of: &traits)
                    }
                }
                continue
            }
            guard cursor + 3 <= close else { continue }
            // `'italic' as const` ends where `'italic'` would.
            let end =
                cursor + 4 < close && tokens[cursor + 3].word == "as" && tokens[cursor + 4].word == "const"
                ? cursor + 5 : cursor + 3
            guard enclosing(cursor) == open, tokens[cursor + 1].isPunct(":"),
                tokens[end].isPunct(",") || tokens[end].isPunct("}"),
                cursor == open + 1 || tokens[cursor - 1].isPunct(",")
            else { continue }
            let key: String
            switch tokens[cursor].kind {
            case .word(let word), .string(let word): key = word
            default: continue
            }
            let value: String
            switch tokens[cursor + 2].kind {
            case .string(let text), .number(let text): value = text
            default: continue
            }
            if key == "fontStyle" { traits.italic = value == "italic" }
            if key == "fontWeight", Self.weights[value] != nil || Self.regularWeights.contains(value) {
                Self.setWeight(value, of: &traits)
            }
        }
        return traits
    }

    /// `traits` with the weight React Native's `fontWeight: value` asks (`'bold'`, `'600'`), in
    /// place of any it had; `normal`, `400` and any other value ask none.
    static func setWeight(_ value: String, of traits: inout RequestedTraits) {
        traits.bold = false
        traits.weight = nil
        traits.weighted = false
        traits.writtenWeight = weights[value] != nil || regularWeights.contains(value) ? value : nil
        guard let weight = weights[value] else { return }
        if weight == "bold" { traits.bold = true } else { traits.weight = weight }
        traits.weighted = true
    }

    /// The `fontWeight` and `fontStyle` a call at `start` gives, called with one object of
    /// choices (`X.select<object>({ a: { … }, b: { … } })`): `Platform.select`'s branch for the
    /// platform (or `native`, `default`); any other's literal where every branch writes the same.
    private func spreadChoiceTraits(at start: Int) -> [String: String] {
        var cursor = start
        var callee: [String] = []
        while cursor < tokens.count, let word = tokens[cursor].word {
            callee.append(word)
            cursor += 1
            guard cursor < tokens.count, tokens[cursor].isPunct(".") else { break }
            cursor += 1
        }
        // A type argument (`select<object>`).
        if cursor + 2 < tokens.count, tokens[cursor].isPunct("<"), tokens[cursor + 2].isPunct(">") { cursor += 3 }
        let object = cursor + 1
        guard !callee.isEmpty, object < tokens.count, tokens[cursor].isPunct("("), tokens[object].isPunct("{"),
            let end = closing(of: object), closing(of: cursor) == end + 1
        else { return [:] }
        // Each branch's literal keys, by the branch's name.
        var branches: [(name: String, traits: [String: String]?)] = []
        for index in (object + 1)..<end where enclosing(index) == object && index + 1 < end {
            guard let name = tokens[index].word, tokens[index - 1].isPunct("{") || tokens[index - 1].isPunct(",")
            else { continue }
            // A shorthand (`{ rtl: {…}, ltr }`) or a spread: a branch the audit does not read.
            guard tokens[index + 1].isPunct(":"), index + 2 < end else {
                branches.append((name, nil))
                continue
            }
            guard tokens[index + 2].isPunct("{"), let close = closing(of: index + 2) else {
                branches.append((name, nil))
                continue
            }
            branches.append((name, literalTraits(ofObject: index + 2, close: close)))
        }
        if callee == ["Platform", "select"] {
            let taken = [platform, "native", "default"].lazy.compactMap { name in branches.first { $0.name == name } }
            return (taken.first?.traits ?? [:]).filter { !$0.value.isEmpty }
        }
        // A choice has two branches at least: one object is a lookup table, not a choice.
        guard branches.count >= 2, let first = branches.first?.traits, branches.allSatisfy({ $0.traits == first })
        else { return [:] }
        return first.filter { !$0.value.isEmpty }
    }

    /// The `fontWeight` and `fontStyle` keys the object at `open` writes at its own level, each
    /// its literal (`""` where it is anything else).
    private func literalTraits(ofObject open: Int, close: Int) -> [String: String] {
        var written: [String: String] = [:]
        for key in (open + 1)..<close where enclosing(key) == open && key + 2 < close {
            guard let word = tokens[key].word, word == "fontWeight" || word == "fontStyle", tokens[key + 1].isPunct(":")
            else { continue }
            switch tokens[key + 2].kind {
            case .string(let value), .number(let value): written[word] = value
            default: written[word] = ""
            }
        }
        return written
    }

    /// The `fontWeight` and `fontStyle` literals of the object a spread's name at `start` is
    /// declared with, nearest before it in the file (`const baseTextStyle: TextStyle = { fontStyle:
    /// 'italic' }`, then `{ ...typography('Body'), ...baseTextStyle }`); none for anything else.
    private func spreadObjectTraits(at start: Int) -> [String: String] {
        guard start + 1 < tokens.count, let name = tokens[start].word,
            tokens[start + 1].isPunct(",") || tokens[start + 1].isPunct("}")
        else { return [:] }
        var index = start - 1
        while index >= 1 {
            defer { index -= 1 }
            guard tokens[index].word == name, ["const", "let", "var"].contains(tokens[index - 1].word ?? "") else {
                continue
            }
            // Declared in a scope the spread is in (the file's, or a block around it).
            if let scope = enclosing(index) {
                var around = enclosing(start)
                while let open = around, open != scope { around = enclosing(open) }
                guard around == scope else { continue }
            }
            // `name = {`, or `name: Type = {`.
            var cursor = index + 1
            while cursor < min(index + 8, tokens.count), !tokens[cursor].isPunct("=") { cursor += 1 }
            guard cursor + 1 < tokens.count, tokens[cursor].isPunct("="), tokens[cursor + 1].isPunct("{"),
                let close = closing(of: cursor + 1)
            else { return [:] }
            return literalTraits(ofObject: cursor + 1, close: close).filter { !$0.value.isEmpty }
        }
        return [:]
    }
}
