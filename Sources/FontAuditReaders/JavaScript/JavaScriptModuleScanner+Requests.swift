extension JavaScriptModuleScanner {
    // MARK: Requests

    /// Every `fontFamily: value` of the file, in an object literal at any depth (a `StyleSheet`, an
    /// inline `style={{…}}`, a theme), but in an object only another platform takes.
    mutating func readRequests(into module: inout JavaScriptModule) {
        // The shorthand `{ fontFamily }`: the binding of that name (a prop, mostly: open).
        for index in tokens.indices where tokens[index].word.map(Self.familyKeys.contains) == true {
            guard index > 0, tokens[index - 1].isPunct("{") || tokens[index - 1].isPunct(","),
                index + 1 < tokens.count, tokens[index + 1].isPunct(",") || tokens[index + 1].isPunct("}"),
                let branches = platformBranches(index), !inPattern(index)
            else { continue }
            let token = tokens[index]
            module.requests.append(
                .init(
                    value: Self.taken(.path([token.word ?? ""]), under: branches), written: token.word ?? "",
                    line: token.line, column: token.column))
        }
        for index in tokens.indices where index + 2 < tokens.count && tokens[index + 1].isPunct(":") {
            let key: String
            switch tokens[index].kind {
            case .word(let word), .string(let word): key = word
            default: continue
            }
            guard Self.familyKeys.contains(key), let branches = platformBranches(index) else { continue }
            // A key, not a ternary's `:` nor a type annotation: after `{` or `,`.
            guard index > 0, tokens[index - 1].isPunct("{") || tokens[index - 1].isPunct(",") else { continue }
            var parser = JavaScriptExpressionParser(tokens, at: index + 2)
            let value = parser.expression()
            if case .none = value { continue }
            let first = tokens[index + 2]
            let written = Self.written(tokens[(index + 2)..<max(index + 3, parser.index)])
            module.requests.append(
                .init(
                    value: Self.taken(value, under: branches), written: written, line: first.line, column: first.column,
                    traits: siblingTraits(of: index)))
        }
    }

    /// Every spread of a named style into an object that writes no `fontFamily` of its own
    /// (`{ ...sharedStyles.textRegular, fontSize: 14 }`): the style's family is used there, with the
    /// object's `fontWeight` and `fontStyle`.
    mutating func readSpreadStyles(into module: inout JavaScriptModule) {
        for index in tokens.indices where tokens[index].isPunct("...") && index + 1 < tokens.count {
            guard let open = enclosing(index), tokens[open].isPunct("{"), let close = closing(of: open),
                index > open, tokens[index - 1].isPunct("{") || tokens[index - 1].isPunct(","),
                tokens[index + 1].word != nil, let branches = platformBranches(index), !inPattern(index)
            else { continue }
            var parser = JavaScriptExpressionParser(tokens, at: index + 1)
            let spread = parser.expression()
            guard parser.index < tokens.count, tokens[parser.index].isPunct(",") || tokens[parser.index].isPunct("}")
            else { continue }
            let path: [String]
            switch spread {
            case .path(let named) where named.count > 1: path = named
            case .call(let callee, _): path = callee
            default: continue
            }
            // The object's own `fontFamily` wins over the spread's, wherever it is written.
            let ownFamily = ((open + 1)..<close).contains { cursor in
                enclosing(cursor) == open && tokens[cursor].word.map(Self.familyKeys.contains) == true
                    && cursor + 1 < close && (tokens[cursor + 1].isPunct(":") || tokens[cursor + 1].isPunct(","))
            }
            if ownFamily { continue }
            let first = tokens[index + 1]
            if case .call = spread {
                module.requests.append(
                    .init(
                        value: Self.taken(spread, under: branches),
                        written: Self.written(tokens[(index + 1)..<parser.index]),
                        line: first.line, column: first.column, traits: siblingTraits(of: index), spread: path,
                        spreadsCall: true, writtenTraits: traitKeys(in: open, from: parser.index, to: close)))
                continue
            }
            module.requests.append(
                .init(
                    value: Self.taken(.path(path + ["fontFamily"]), under: branches),
                    written: "..." + path.joined(separator: "."), line: first.line, column: first.column,
                    traits: siblingTraits(of: index), spread: path))
        }
    }

    /// The keys of `fontWeight` and `fontStyle` the object at `open` writes between `start` and
    /// `end` (after a spread: these win over the spread style's).
    func traitKeys(in open: Int, from start: Int, to end: Int) -> Set<String> {
        var keys = Set<String>()
        for cursor in start..<max(start, end) where enclosing(cursor) == open {
            guard let word = tokens[cursor].word, word == "fontWeight" || word == "fontStyle",
                tokens[cursor + 1].isPunct(":") || tokens[cursor + 1].isPunct(",") || tokens[cursor + 1].isPunct("}")
            else { continue }
            keys.insert(word)
        }
        return keys
    }

    /// Whether the token at `index` is in a destructuring pattern, not an object literal: `const {
    /// fontFamily } = props`, a parameter's `({ fontFamily }) =>`, `function f({ fontFamily }) {`.
    func inPattern(_ index: Int) -> Bool {
        guard let open = enclosing(index), let close = closing(of: open) else { return false }
        if close + 1 < tokens.count, tokens[close + 1].isPunct("=") { return true }
        guard open > 0, tokens[open - 1].isPunct("(") || tokens[open - 1].isPunct(","),
            let parenthesis = enclosing(open), tokens[parenthesis].isPunct("("), let end = closing(of: parenthesis),
            end + 1 < tokens.count
        else { return false }
        let next = tokens[end + 1]
        return next.isPunct("=>") || next.isPunct("{") || next.isPunct(":")
    }

    /// The tokens as the code writes them, near enough for a message: `fonts.bold`, `'Inter-Bold'`.
    static func written(_ tokens: ArraySlice<Token>) -> String {
        var text = ""
        for token in tokens.prefix(12) {
            switch token.kind {
            case .word(let word), .number(let word):
                if let last = text.last, last.isLetter || last.isNumber || last == "_" { text += " " }
                text += word
            case .string(let value): text += "'\(value)'"
            case .template(let pieces, _): text += "`" + pieces.joined(separator: "${…}") + "`"
            case .punct(let punct):
                text += [".", "?.", "(", ")", "[", "]"].contains(punct) ? punct : " \(punct) "
            }
        }
        return tokens.count > 12 ? text + " …" : text
    }

    // MARK: Run-time registrations

    /// `useFonts({ Inter: require(…), Inter_700Bold })`, `Font.loadAsync({…})`,
    /// `Font.loadAsync('Inter', require(…))`, `useFonts(customFonts)`: each key is a family the app
    /// registers while it runs, with the value that gives its file.
    mutating func readRuntimeLoads(into module: inout JavaScriptModule) {
        for index in tokens.indices where tokens[index].word == "useFonts" || tokens[index].word == "loadAsync" {
            guard index + 1 < tokens.count, tokens[index + 1].isPunct("(") else { continue }
            // `Font.loadAsync`, or `loadAsync` imported from expo-font: not a sound's or an image's.
            let call: String
            if tokens[index].word == "loadAsync" {
                let member = index >= 2 && tokens[index - 1].isPunct(".")
                let font =
                    member ? tokens[index - 2].word == "Font" : module.imports["loadAsync"]?.specifier == "expo-font"
                guard font else { continue }
                call = member ? "Font.loadAsync" : "loadAsync"
            } else {
                call = "useFonts"
            }
            let argument = index + 2
            let line = tokens[index].line
            if argument < tokens.count, case .string(let family) = tokens[argument].kind {
                var value = JavaScriptValue.unknown
                if argument + 1 < tokens.count, tokens[argument + 1].isPunct(",") {
                    var parser = JavaScriptExpressionParser(tokens, at: argument + 2)
                    value = parser.expression()
                }
                module.runtimeLoads.append(.init(alias: family, value: value, call: call, line: line))
                continue
            }
            var parser = JavaScriptExpressionParser(tokens, at: argument)
            let map = parser.expression()
            if case .path(let path) = map, parser.index < tokens.count, tokens[parser.index].isPunct(")") {
                module.runtimeMaps.append((path, call, line))
                continue
            }
            guard argument < tokens.count, tokens[argument].isPunct("{"), case .object(let members) = map else {
                module.runtimeFamiliesOpen = true
                continue
            }
            // Each named key with its value as written (a spread may replace it: then unknown).
            module.runtimeLoads += JavaScriptValue.written(members).named.map {
                .init(alias: $0.key, value: $0.value, call: call, line: line)
            }
            // Computed keys (`[FAMILIES.bold]: require(…)`): the alias is the name's value.
            if let close = closing(of: argument) {
                for member in computedMembers(of: argument, to: close) {
                    guard let path = member.key else {
                        module.runtimeFamiliesOpen = true
                        continue
                    }
                    module.runtimeLoads.append(
                        .init(alias: "", value: member.value, call: call, line: line, aliasPath: path))
                }
            }
            // A spread other than an icon set's `.font` (`...Ionicons.font`) adds families unread.
            var cursor = argument + 1
            while cursor < parser.index {
                if tokens[cursor].isPunct("..."),
                    !(cursor + 3 < tokens.count && tokens[cursor + 2].isPunct(".")
                        && tokens[cursor + 3].word == "font")
                {
                    module.runtimeFamiliesOpen = true
                }
                cursor += 1
            }
        }
    }

    /// The computed keys of the object opened at `open` (`{ [FAMILIES.bold]: require('./B.ttf') }`):
    /// each key's name (nil when it is no name: a call, a template) and its member's value.
    private func computedMembers(of open: Int, to close: Int) -> [(key: [String]?, value: JavaScriptValue)] {
        var found: [(key: [String]?, value: JavaScriptValue)] = []
        for index in (open + 1)..<close
        where tokens[index].isPunct("[") && enclosing(index) == open
            && (tokens[index - 1].isPunct("{") || tokens[index - 1].isPunct(","))
        {
            guard let end = closing(of: index), end + 1 < close, tokens[end + 1].isPunct(":") else { continue }
            var key = JavaScriptExpressionParser(Array(tokens[(index + 1)..<end]))
            let name = key.expression()
            var value = JavaScriptExpressionParser(tokens, at: end + 2)
            if case .path(let path) = name, key.index == end - index - 1 {
                found.append((path, value.expression()))
            } else {
                found.append((nil, .unknown))
            }
        }
        return found
    }

    // MARK: Rebinding

    /// The words that declare a binding.
    static let declarations: Set<String> = ["const", "let", "var"]

    /// The names the file binds inside a function or block, or assigns again: a parameter (`(fonts)
    /// =>`, `function f(theme)`), a local (`const fonts = useTheme()`), a destructured name (`const {
    /// fonts } = props`, `({ fonts }) =>`), `name = …` after its declaration.
    func reboundNames() -> Set<String> {
        var names = Set<String>()
        for index in tokens.indices {
            let token = tokens[index]
            let word = token.word
            if let word, Self.declarations.contains(word), depthOf(index) > 0 {
                names.formUnion(patternNames(from: index + 1))
            } else if word == "function" || word == "catch" {
                var cursor = index + 1
                if tokens.indices.contains(cursor), tokens[cursor].word != nil { cursor += 1 }
                if tokens.indices.contains(cursor), tokens[cursor].isPunct("(") {
                    names.formUnion(patternNames(from: cursor))
                }
            } else if token.isPunct("=>"), index > 0 {
                if let word = tokens[index - 1].word {
                    names.insert(word)
                } else if tokens[index - 1].isPunct(")"), let open = opening(of: index - 1) {
                    names.formUnion(patternNames(from: open))
                }
            } else if let word, index + 1 < tokens.count, tokens[index + 1].isPunct("="),
                !attributes.contains(JavaScriptLexer.place(tokens[index + 1].line, tokens[index + 1].column)),
                index == 0
                    || !(tokens[index - 1].isPunct(".")
                        || tokens[index - 1].word.map(Self.declarations.contains) == true)
            {
                names.insert(word)
            }
        }
        return names
    }

    /// The names a binding pattern from `start` binds: a word, or the words of a `{…}`, `[…]` or
    /// `(…)` pattern (keys renamed with `:` bind the name after it; defaults after `=` are skipped).
    private func patternNames(from start: Int) -> Set<String> {
        guard start < tokens.count else { return [] }
        if let word = tokens[start].word { return [word] }
        guard let close = closing(of: start) else { return [] }
        var names = Set<String>()
        var index = start + 1
        while index < close {
            // A parameter's type (`(weight?: keyof typeof weights)`) binds no name.
            if tokens[start].isPunct("("), tokens[index].isPunct(":"), enclosing(index) == start {
                while index < close,
                    !(enclosing(index) == start && (tokens[index].isPunct(",") || tokens[index].isPunct("=")))
                {
                    index += 1
                }
                continue
            }
            // A default value (`(variables = variable) =>`, `{ size = base }`) binds no name.
            if tokens[index].isPunct("="), enclosing(index) == start {
                while index < close, !(enclosing(index) == start && tokens[index].isPunct(",")) { index += 1 }
                continue
            }
            if let word = tokens[index].word, index + 1 <= close,
                !tokens[index + 1].isPunct(":"), !(index > 0 && tokens[index - 1].isPunct("."))
            {
                names.insert(word)
            }
            index += 1
        }
        return names
    }

}
