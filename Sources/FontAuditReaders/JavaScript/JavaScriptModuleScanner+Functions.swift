extension JavaScriptModuleScanner {
    // MARK: Calls

    /// Every call of a name the file imports or of one of its top-level functions (`textTheme(
    /// variables)`, `theme.make(x)`), with its arguments: what a parameter of the app's function
    /// is given (``JavaScriptSourceReader/parameterExpression(_:function:in:graph:calls:depth:)``).
    func readCalls(into module: inout JavaScriptModule) {
        for index in tokens.indices where index + 1 < tokens.count && tokens[index + 1].isPunct("(") {
            guard let last = tokens[index].word, let close = closing(of: index + 1) else { continue }
            var path = [last]
            var start = index
            while start >= 2, tokens[start - 1].isPunct("."), let word = tokens[start - 2].word {
                path.insert(word, at: 0)
                start -= 2
            }
            guard module.imports[path[0]] != nil || module.parameterLists[path[0]] != nil,
                // Not a declaration (`function f(`, `export default (…) =>`, a method `f() {`) nor
                // a member's call.
                !(start > 0
                    && (tokens[start - 1].word == "function" || tokens[start - 1].word == "export"
                        || tokens[start - 1].isPunct("."))),
                !(close + 1 < tokens.count && tokens[close + 1].isPunct("{"))
            else { continue }
            var arguments: [JavaScriptValue] = []
            var spreadFrom: Int?
            var cursor = index + 2
            while cursor < close {
                // `f(...args)`: which parameter each later value takes is not known.
                if tokens[cursor].isPunct("...") {
                    spreadFrom = arguments.count
                    break
                }
                var parser = JavaScriptExpressionParser(tokens, at: cursor)
                // `null` and `false` are values a default does not replace (only `undefined` is).
                let explicit = tokens[cursor].word == "null" || tokens[cursor].word == "false"
                let value = parser.expression()
                arguments.append(explicit ? .unknown : value)
                cursor = parser.index
                // Past what the parser left (a type, an operator it does not read) to the next argument.
                while cursor < close, !(tokens[cursor].isPunct(",") && enclosing(cursor) == index + 1) {
                    cursor += 1
                    arguments[arguments.count - 1] = .unknown
                }
                cursor += 1
            }
            let first = tokens[start]
            module.calls.append(
                .init(
                    callee: path, arguments: arguments,
                    inFunction: module.function(at: first.line, column: first.column), spreadFrom: spreadFrom,
                    line: first.line))
        }
        // The names of those functions used as values, not called (`items.map(textTheme)`, `<Title />`
        // with a spread of props): what they are given then is not read. An element's name is a
        // call (``readComponentCalls(_:into:)``).
        let elements = Set(elementPlaces)
        for index in tokens.indices {
            if elements.contains(JavaScriptLexer.place(tokens[index].line, tokens[index].column)) { continue }
            guard let word = tokens[index].word, module.imports[word] != nil || module.parameterLists[word] != nil
            else { continue }
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            let previous = index > 0 ? tokens[index - 1] : nil
            if next?.isPunct("(") == true || next?.isPunct("=") == true || next?.word == "as" || next?.word == "from"
                || previous?.isPunct(".") == true || previous?.word.map(Self.bindingWords.contains) == true
                || inImportList(index)
            {
                continue
            }
            module.passedFunctions.insert(word)
        }
    }

    /// Whether the token at `index` is in an import's or an export's braces (`import { a, b }`).
    /// The elements of components the file imports or defines (`<Label weight="Bold" />`), each a
    /// call with one argument, the object of its props, read when a prop is asked
    /// (``JavaScriptSourceReader/argumentValues(of:)``). An element with a spread of props passes
    /// what the audit does not read: a use as a value.
    static func readComponentCalls(_ tags: [JSXTag], into module: inout JavaScriptModule) {
        for tag in tags where tag.member == nil {
            guard module.imports[tag.name] != nil || module.parameterLists[tag.name] != nil else { continue }
            if tag.spreads {
                module.passedFunctions.insert(tag.name)
                continue
            }
            module.calls.append(
                .init(
                    callee: [tag.name], arguments: [],
                    inFunction: module.function(at: tag.line, column: tag.column), line: tag.line, props: tag.props))
        }
    }

    private func inImportList(_ index: Int) -> Bool {
        guard let open = enclosing(index), tokens[open].isPunct("{"), open > 0 else { return false }
        let before = tokens[open - 1]
        return before.word == "import" || before.word == "export" || before.word == "type"
            || (before.isPunct(",") && open >= 3 && tokens[open - 3].word == "import")
    }

    /// The words before a name that declare or import it, not use it.
    static let bindingWords: Set<String> = [
        "function", "const", "let", "var", "import", "export", "default", "as", "class",
    ]

    // MARK: Functions

    /// A top-level function bound to `name`, from the token `start` to the one before `end`: its
    /// parameters and where it is written, and the function itself unless its body is past
    /// ``JavaScriptFunction/maximumLength`` (a component or a screen, not followed).
    func keep(
        _ function: JavaScriptFunction, as name: String, from start: Int, to end: Int,
        into module: inout JavaScriptModule
    ) {
        // A component (its props destructured) is read from its elements, never run: no function
        // whose callers build a style.
        if !function.isLong, !function.parameters.contains(where: { $0.member != nil }) {
            module.functions[name] = function
        }
        module.parameterLists[name] = function.parameters
        module.functionSpans.append(span(name, from: start, to: end))
    }

    /// The span of the function bound to `name` from the token `start` to the one before `end`.
    func span(_ name: String, from start: Int, to end: Int) -> JavaScriptModule.FunctionSpan {
        let last = tokens[max(start, min(end, tokens.count) - 1)]
        return .init(name: name, start: (tokens[start].line, tokens[start].column), end: (last.line, last.column))
    }
}
