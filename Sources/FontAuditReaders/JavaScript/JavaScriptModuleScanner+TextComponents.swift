// A text component of the app's own: a module whose `<Text>` gives a family of its own under the
// style its user passes (`<Text style={{ fontFamily: 'Brand', ...style }}>`, or
// `style={[styles.text, style]}`), and the elements of such a component, imported, with a style
// of their own (`<AppText style={{ fontWeight: 'bold' }}>`): the component's family is asked
// there with that style's `fontWeight` and `fontStyle` (``JavaScriptSourceReader``).
extension JavaScriptModuleScanner {
    /// The props a component passes on as its `<Text>`'s style.
    static let passedStyles: Set<[String]> = [["style"], ["props", "style"], ["this", "props", "style"]]

    /// The module's text component family and its uses of other modules' components, from the
    /// JSX elements with a `style={…}` (``JSXStyledElement``).
    mutating func readTextComponents(_ tree: JSXTree, into module: inout JavaScriptModule) {
        readPaperFontConfigs(into: &module)
        guard !tree.styled.isEmpty else { return }
        var components = 0
        var places: [Int: Int] = [:]
        for (index, token) in tokens.enumerated() { places[JavaScriptLexer.place(token.line, token.column)] = index }
        for element in tree.styled {
            guard let first = element.style.first, let start = places[JavaScriptLexer.place(first.line, first.column)]
            else { continue }
            // A component the file imports from the app (an app's own `Text` too), else React
            // Native's `<Text>`.
            if let imported = module.imports[element.name], imported.specifier != "react-native" {
                guard element.attribute == "style" || imported.specifier == "react-native-paper",
                    var use = componentUse(element.name, at: start, count: element.style.count)
                else { continue }
                (use.member, use.attribute) = (element.member, element.attribute)
                module.componentUses.append(use)
            } else if element.attribute == "style", element.name == "Text" || element.name == "RNText" {
                // One family per module: two `<Text>`s that take different ones (two components in
                // one file) leave the default export's unknown.
                if let family = componentFamily(at: start) {
                    if components == 0 { module.textComponent = family }
                    components += 1
                    if components > 1 { module.textComponent = nil }
                }
            }
        }
        module.requests += nestedSpans(tree, places: places, imports: module.imports, path: module.path)
    }

    /// The family the style at `start` gives before the passed style (`{ fontFamily: …, ...style }`,
    /// `[styles.text, style]`), or nil.
    private func componentFamily(at start: Int) -> JavaScriptModule.TextComponent? {
        guard let close = closing(of: start) else { return nil }
        if tokens[start].isPunct("{") {
            var family: (value: JavaScriptValue, written: String, index: Int)?
            var passed = false
            for index in (start + 1)..<close where enclosing(index) == start {
                if tokens[index].word == "fontFamily", index + 2 < close, tokens[index + 1].isPunct(":"),
                    tokens[index - 1].isPunct("{") || tokens[index - 1].isPunct(","),
                    let branches = platformBranches(index)
                {
                    var parser = JavaScriptExpressionParser(tokens, at: index + 2)
                    let value = parser.expression()
                    family = (
                        Self.taken(value, under: branches),
                        Self.written(tokens[(index + 2)..<max(index + 3, parser.index)]), index
                    )
                }
                if tokens[index].isPunct("..."), let family, index > family.index,
                    Self.passedStyles.contains(path(at: index + 1, before: close))
                {
                    passed = true
                }
            }
            guard passed, let family else { return nil }
            switch family.value {
            case .literal: break
            case .path(let names) where names.count > 1: break
            default: return nil
            }
            return .init(value: family.value, written: family.written, line: tokens[family.index].line)
        }
        guard tokens[start].isPunct("[") else { return nil }
        // The elements of the array, each its tokens' range.
        var elements: [Range<Int>] = []
        var from = start + 1
        for index in (start + 1)...close
        where index == close || (tokens[index].isPunct(",") && enclosing(index) == start) {
            if from < index { elements.append(from..<index) }
            from = index + 1
        }
        guard elements.count >= 2, let last = elements.last,
            Self.passedStyles.contains(path(at: last.lowerBound, before: last.upperBound))
        else { return nil }
        let named = path(at: elements[0].lowerBound, before: elements[0].upperBound)
        guard named.count == 2, elements.count == 2 else { return nil }
        return .init(
            value: .path(named + ["fontFamily"]), written: named.joined(separator: ".") + ".fontFamily",
            line: tokens[elements[0].lowerBound].line)
    }

    /// The names of a dotted path written from `index` up to `end` exactly (`this.props.style`);
    /// empty when the tokens there are anything else.
    private func path(at index: Int, before end: Int) -> [String] {
        var names: [String] = []
        var cursor = index
        while cursor < end, let word = tokens[cursor].word {
            names.append(word)
            cursor += 1
            guard cursor < end else { break }
            guard tokens[cursor].isPunct(".") else { return [] }
            cursor += 1
        }
        return cursor == end ? names : []
    }

    /// The object of `key` in the file's `const <binding> = StyleSheet.create({ … })` (or a plain
    /// object literal): the index of its `{`.
    func styleObject(_ binding: String, _ key: String) -> Int? {
        for index in tokens.indices where tokens[index].word == key && index + 2 < tokens.count {
            guard tokens[index + 1].isPunct(":"), tokens[index + 2].isPunct("{"), let outer = enclosing(index),
                tokens[outer].isPunct("{"), tokens[index - 1].isPunct("{") || tokens[index - 1].isPunct(",")
            else { continue }
            var cursor = outer - 1
            if cursor >= 4, tokens[cursor].isPunct("("), tokens[cursor - 1].word == "create",
                tokens[cursor - 2].isPunct("."), tokens[cursor - 3].word == "StyleSheet"
            {
                cursor -= 4
            }
            guard cursor >= 1, tokens[cursor].isPunct("="), tokens[cursor - 1].word == binding,
                enclosing(cursor - 1) == nil
            else { continue }
            return index + 2
        }
        return nil
    }

    /// The use of the component `name` whose style at `start` (`count` tokens) writes `fontWeight`
    /// or `fontStyle` as literals, and no `fontFamily` nor a spread it cannot read: an inline
    /// object, a style of the file's own `StyleSheet` (`styles.title`), or an array of those
    /// (``styleFacts(from:to:)``); nil otherwise.
    private func componentUse(_ name: String, at start: Int, count: Int) -> JavaScriptModule.ComponentUse? {
        guard let facts = styleFacts(from: start, to: start + count), facts.family == nil, let place = facts.place,
            facts.traits.bold || facts.traits.italic || facts.traits.weight != nil
        else { return nil }
        return .init(name: name, traits: facts.traits, line: place.line, column: place.column)
    }

    /// The `config` of each `configureFonts({ config: … })` of react-native-paper the file calls:
    /// an MD3 theme's fonts, every variant given the config's `fontFamily` where the config is
    /// flat (docs/research/react-native-paper-fonts.md).
    mutating func readPaperFontConfigs(into module: inout JavaScriptModule) {
        guard let imported = module.imports["configureFonts"], imported.specifier.hasPrefix("react-native-paper")
        else { return }
        for index in tokens.indices where tokens[index].word == "configureFonts" && index + 2 < tokens.count {
            guard tokens[index + 1].isPunct("("), tokens[index + 2].isPunct("{"), let close = closing(of: index + 2)
            else { continue }
            for key in (index + 3)..<close where enclosing(key) == index + 2 && tokens[key].word == "config" {
                guard key + 2 < close, tokens[key + 1].isPunct(":") else { continue }
                var parser = JavaScriptExpressionParser(tokens, at: key + 2)
                module.paperFontConfigs.append((parser.expression(), tokens[index].line))
            }
        }
    }
}
