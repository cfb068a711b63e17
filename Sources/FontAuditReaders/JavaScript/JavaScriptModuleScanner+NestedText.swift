import FontAuditModel

// Nested text: React Native's `<Text>` inside another text element takes the outer one's style,
// its family included, and writes its own on top (`<Text style={{ fontFamily: 'Brand' }}>…<Text
// style={{ fontStyle: 'italic' }}>memo</Text></Text>` asks Brand in italic). The chain is followed
// through unstyled `<Text>`s, fragments and a child's `{…}` (`{memo ? <Text …> : ''}`), and through a
// JSX value held in a variable or given by a function (`subTitle = (<Text>…</Text>)`, then
// `<ListItem.Subtitle style={…}>{subTitle}</ListItem.Subtitle>`). It stops at any other element.
extension JavaScriptModuleScanner {
    /// What a style gives a nested span: the family it writes (nil where none), the literal
    /// `fontWeight` and `fontStyle`, which of the two it writes, and where the first is written.
    struct StyleFacts {
        var family: (value: JavaScriptValue, written: String, line: Int, spread: [String]?)?
        var traits = RequestedTraits()
        var written: Set<String> = []
        var place: (line: Int, column: Int)?

        /// These facts under `inner`'s: the inner style's written traits win.
        func under(_ inner: StyleFacts) -> StyleFacts {
            var merged = inner
            if !inner.written.contains("fontStyle") { merged.traits.italic = traits.italic }
            if !inner.written.contains("fontWeight") {
                (merged.traits.bold, merged.traits.weight, merged.traits.weighted, merged.traits.writtenWeight) = (
                    traits.bold, traits.weight, traits.weighted, traits.writtenWeight
                )
            }
            merged.written.formUnion(written)
            merged.family = inner.family ?? family
            merged.place = place ?? inner.place
            return merged
        }
    }

    /// The requests of the `<Text>` spans of the file that write a weight or an italic and no
    /// family, nested in text whose style gives one.
    func nestedSpans(_ tree: JSXTree, places: [Int: Int], imports: [String: JavaScriptModule.Import], path: String)
        -> [JavaScriptModule.Request]
    {
        var requests: [JavaScriptModule.Request] = []
        var holders: [Int: [JSXChildValue]] = [:]
        var calls: [String: Set<String>]?
        // Each ancestor's style read once (a deep nesting asks it of every span below it).
        var memo: [Int: StyleFacts?] = [:]
        for span in tree.styled
        where span.attribute == "style"
            && Self.isText(JSXAncestor(name: span.name, member: span.member), imports: imports)
        {
            guard let first = span.style.first, let start = places[JavaScriptLexer.place(first.line, first.column)],
                let own = styleFacts(from: start, to: start + span.style.count), own.family == nil,
                !own.written.isEmpty, let place = own.place
            else { continue }
            var chains: [(ancestors: [JSXAncestor], label: String)] = [(span.ancestors, "the enclosing <Text>")]
            if holders[span.root] == nil {
                holders[span.root] = shownValues(of: span.root, in: tree, places: places, calls: &calls)
            }
            for shown in holders[span.root] ?? [] {
                let element = shown.ancestors.last { !$0.isBarrier && $0.name != nil }
                let name = [element?.name, element?.member].compactMap { $0 }.joined(separator: ".")
                let value = Self.shownName(shown.tokens) ?? ""
                chains.append((shown.ancestors + span.ancestors, "the <\(name)> that shows `\(value)`"))
            }
            var seen: Set<String> = []
            for chain in chains {
                guard
                    let facts = inherited(
                        own, through: chain.ancestors, imports: imports, places: places, memo: &memo),
                    let family = facts.family, seen.insert(family.written).inserted
                else { continue }
                requests.append(
                    .init(
                        value: family.value, written: family.written, line: place.line, column: place.column,
                        traits: facts.traits, spread: family.spread, combined: true,
                        inheritedFrom: ValueSource(label: chain.label, file: path, line: family.line),
                        writtenTraits: facts.written))
            }
        }
        return requests
    }

    /// The span's facts under its ancestors' (innermost first) up to the first text element whose
    /// style gives a family; nil where an ancestor is no text element, or its style is unreadable.
    private func inherited(
        _ own: StyleFacts, through ancestors: [JSXAncestor], imports: [String: JavaScriptModule.Import],
        places: [Int: Int], memo: inout [Int: StyleFacts?]
    )
        -> StyleFacts?
    {
        var facts = own
        for ancestor in ancestors.reversed() {
            if ancestor.isBarrier { return nil }
            guard ancestor.name != nil else { continue }
            guard Self.isText(ancestor, imports: imports) else { return nil }
            guard let style = ancestor.style else { continue }
            guard let first = style.first, let start = places[JavaScriptLexer.place(first.line, first.column)]
            else { return nil }
            if memo[start] == nil { memo[start] = .some(styleFacts(from: start, to: start + style.count)) }
            guard let outer = memo[start] ?? nil else { return nil }
            facts = outer.under(facts)
            if facts.family != nil { return facts }
        }
        return nil
    }

    /// The first token at `place` or after it.
    private func firstIndex(from place: Int) -> Int {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if JavaScriptLexer.place(tokens[middle].line, tokens[middle].column) < place {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// Whether the element draws its children as nested text: React Native's `Text` and
    /// `Animated.Text`, and react-native-elements' `Text`, `ListItem.Title` and `ListItem.Subtitle`
    /// (each a `Text` given the element's style).
    static func isText(_ element: JSXAncestor, imports: [String: JavaScriptModule.Import]) -> Bool {
        guard let name = element.name else { return false }
        let imported = imports[name]
        let specifier = imported?.specifier ?? "react-native"
        let original = imported?.name ?? name
        switch (specifier, original, element.member) {
        case ("react-native", "Text", nil), ("react-native", "Animated", "Text"): return true
        case ("react-native-elements", "Text", nil), ("@rneui/themed", "Text", nil), ("@rneui/base", "Text", nil):
            return true
        case ("react-native-elements", "ListItem", let member?), ("@rneui/themed", "ListItem", let member?),
            ("@rneui/base", "ListItem", let member?):
            return member == "Title" || member == "Subtitle"
        default: return false
        }
    }

    /// The values shown as children (``JSXChildValue``) that are the JSX expression `root`: a
    /// variable it is assigned to (`subTitle = (<Text>…)`, shown as `{subTitle}`), or the function
    /// that returns it (shown as `{this.renderMemo(item)}`, or through `const node = renderMemo(item)`).
    private func shownValues(
        of root: Int, in tree: JSXTree, places: [Int: Int], calls: inout [String: Set<String>]?
    )
        -> [JSXChildValue]
    {
        let rootPlace = tree.roots[root]
        guard let holder = holder(ofRootAt: JavaScriptLexer.place(rootPlace.line, rootPlace.column)) else { return [] }
        if calls == nil { calls = assignedCalls() }
        let names = (calls?[holder] ?? []).union([holder])
        let scope = outermost(firstIndex(from: JavaScriptLexer.place(rootPlace.line, rootPlace.column)))
        return tree.childValues.filter { shown in
            guard let name = Self.shownName(shown.tokens), names.contains(name), let first = shown.tokens.first,
                let at = places[JavaScriptLexer.place(first.line, first.column)]
            else { return false }
            // Shown in the same top-level function or class as the value is made.
            return outermost(at) == scope
        }
    }

    /// The name a child's `{…}` shows where it is exactly that: `{name}`, `{this.name}`, or a call
    /// of it (`{renderMemo(item)}`, `{this.renderMemo(item)}`); nil for anything else (`{a ? b : c}`,
    /// `{icon.name}`).
    static func shownName(_ tokens: [Token]) -> String? {
        var rest = tokens[...]
        if rest.first?.word == "this", rest.dropFirst().first?.isPunct(".") == true { rest = rest.dropFirst(2) }
        guard let name = rest.first?.word else { return nil }
        rest = rest.dropFirst()
        if rest.isEmpty { return name }
        guard rest.first?.isPunct("(") == true, rest.last?.isPunct(")") == true else { return nil }
        // The call's parentheses are the whole rest: `f(a)(b)` and `f(a) + g(b)` are not.
        var depth = 0
        for (offset, token) in rest.enumerated() {
            if token.isPunct("(") || token.isPunct("[") || token.isPunct("{") { depth += 1 }
            if token.isPunct(")") || token.isPunct("]") || token.isPunct("}") { depth -= 1 }
            if depth == 0, offset < rest.count - 1 { return nil }
        }
        return name
    }

    /// The outermost bracket holding the token at `index` (a top-level function's or class's body),
    /// or -1 at the top level.
    private func outermost(_ index: Int) -> Int {
        guard index < tokens.count else { return -1 }
        var cursor = index
        var outer = -1
        while let open = enclosing(cursor) {
            outer = open
            cursor = open
        }
        return outer
    }

    /// The names assigned a call's result, by the function called (`const node =
    /// this.renderMemo(item)`: `renderMemo` → `node`).
    private func assignedCalls() -> [String: Set<String>] {
        var calls: [String: Set<String>] = [:]
        for index in tokens.indices.dropLast(4) where index > 0 && tokens[index].isPunct("=") {
            guard let name = tokens[index - 1].word else { continue }
            var callee = index + 1
            if tokens[callee].word == "this", tokens[callee + 1].isPunct(".") { callee += 2 }
            if let function = tokens[callee].word, tokens[callee + 1].isPunct("(") {
                calls[function, default: []].insert(name)
            }
        }
        return calls
    }

    /// The name that holds the JSX expression starting at `place`: the variable it is assigned to,
    /// or the function that returns it; nil otherwise.
    private func holder(ofRootAt place: Int) -> String? {
        let low = firstIndex(from: place)
        var cursor = low - 1
        while cursor >= 0, tokens[cursor].isPunct("(") { cursor -= 1 }
        guard cursor >= 1 else { return nil }
        if tokens[cursor].isPunct("=") { return tokens[cursor - 1].word }
        if tokens[cursor].isPunct("=>") { return functionName(endingAt: cursor) }
        if tokens[cursor].word == "return", let body = enclosing(cursor), tokens[body].isPunct("{") {
            return functionName(endingAt: body - 1)
        }
        return nil
    }

    /// The name of the function whose parameters (and return type) end at `end` (its `=>`, or the
    /// token before its body's `{`): `name = (…) => …`, `name(…) {`, `function name(…) {`.
    private func functionName(endingAt end: Int) -> String? {
        guard end >= 0, end < tokens.count else { return nil }
        var cursor = end
        let arrow = tokens[cursor].isPunct("=>")
        if arrow { cursor -= 1 }
        guard cursor >= 0 else { return nil }
        // A return type (`): React.ReactNode =>`) is read past.
        var steps = 0
        while cursor > 0, !tokens[cursor].isPunct(")"), steps < 8 {
            if arrow, cursor >= 2, tokens[cursor].word != nil, tokens[cursor - 1].isPunct("=") {
                return tokens[cursor - 2].word
            }
            cursor -= 1
            steps += 1
        }
        guard tokens[cursor].isPunct(")"), let open = opening(of: cursor), open >= 1 else { return nil }
        if arrow {
            var before = open - 1
            if tokens[before].word == "async" { before -= 1 }
            guard before >= 1, tokens[before].isPunct("=") else { return nil }
            return tokens[before - 1].word
        }
        guard let name = tokens[open - 1].word, !["if", "for", "while", "switch", "catch", "function"].contains(name)
        else { return nil }
        return name
    }
}
