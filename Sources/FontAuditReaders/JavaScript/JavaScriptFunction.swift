/// A function of the app's own, at a module's top level: a style or a name built by the app's code
/// (`typography('Body', 100, 'SemiBold')`, `fontFor('bold')`), which ``JavaScriptCallEvaluator``
/// follows for a call whose arguments the audit knows.
struct JavaScriptFunction: Sendable {
    typealias Token = JavaScriptLexer.Token

    /// A parameter: its name, and its default value's tokens (`= 'Body'`), empty without one.
    struct Parameter: Sendable {
        var name: String
        var defaultValue: [Token]
        /// The type it is declared with, where that is one name (`fonts: FontsType`): the app's own
        /// type, when some binding of the app is declared with it.
        var type: String? = nil
        /// For a name a destructured parameter binds (a component's props, `({ weight = 'Regular' })`):
        /// the member it takes (`weight`, or `size` of `{ size: fontSize }`) of the argument at
        /// ``position``.
        var member: String? = nil
        var position = 0
    }

    var parameters: [Parameter]
    /// The body's tokens: a block's statements without its braces, or an arrow's one expression.
    var body: [Token]
    /// Whether ``body`` is an arrow function's expression (`=> ({ … })`), not a block.
    var isExpression: Bool
    /// Whether the body writes a `fontFamily`: a function that builds a style, whose callers are
    /// read though they write none.
    var writesFamily: Bool
    /// Whether the body is past ``maximumLength``: not read, only the parameters are known.
    var isLong = false

    /// The tokens past which a body is a component or a screen, not a helper: not kept.
    static let maximumLength = 1_000
}

extension JavaScriptModuleScanner {
    /// The function whose definition starts at `start` (`(a, b = 1) => {…}`, `a => …`,
    /// `function (a) {…}`, `function name(a) {…}`, with TypeScript's annotations) and the index
    /// after it; nil for anything else, for a parameter the evaluator does not bind (a destructured
    /// one, a rest), and for a body past ``JavaScriptFunction/maximumLength``.
    ///
    /// With `anyLength`, a body past that length is kept too, but empty (``JavaScriptFunction/body``
    /// not read): its parameters and its end.
    func function(at start: Int, anyLength: Bool = false) -> (function: JavaScriptFunction, end: Int)? {
        var index = start
        guard index < tokens.count else { return nil }
        let declared = tokens[index].word == "function"
        if declared {
            index += 1
            if index < tokens.count, tokens[index].word != nil { index += 1 }
        }
        var parameters: [JavaScriptFunction.Parameter] = []
        if !declared, let name = tokens[index].word, index + 1 < tokens.count, tokens[index + 1].isPunct("=>") {
            parameters = [.init(name: name, defaultValue: [])]
            index += 1
        } else {
            guard index < tokens.count, tokens[index].isPunct("("), let close = closing(of: index),
                let read = self.parameters(from: index + 1, to: close)
            else { return nil }
            parameters = read
            index = close + 1
            // A return type: `): Typography =>`, `): Typography {`.
            if index < tokens.count, tokens[index].isPunct(":") {
                while index < tokens.count, !tokens[index].isPunct(declared ? "{" : "=>") {
                    guard !tokens[index].isPunct(";") else { return nil }
                    let opens = tokens[index].isPunct("(") || tokens[index].isPunct("[") || tokens[index].isPunct("{")
                    index = opens ? (closing(of: index) ?? tokens.count) + 1 : index + 1
                }
            }
        }
        if !declared {
            guard index < tokens.count, tokens[index].isPunct("=>") else { return nil }
            index += 1
        }
        guard index < tokens.count else { return nil }
        let body: ArraySlice<Token>
        let end: Int
        let isExpression = !tokens[index].isPunct("{")
        if isExpression {
            guard !declared else { return nil }
            // To the `;`, `,` or closing bracket that ends it, or a declaration on a later line:
            // all of it, which the evaluator reads whole or not at all (`n * 100`, `w in F`).
            var cursor = index
            while cursor < tokens.count {
                let token = tokens[cursor]
                if token.isPunct(";") || token.isPunct(",") || token.isPunct(")") || token.isPunct("]")
                    || token.isPunct("}")
                {
                    break
                }
                if cursor > index, token.line > tokens[cursor - 1].line,
                    let word = token.word, Self.statementWords.contains(word)
                {
                    break
                }
                let opens = token.isPunct("(") || token.isPunct("[") || token.isPunct("{")
                cursor = opens ? (closing(of: cursor) ?? tokens.count - 1) + 1 : cursor + 1
            }
            body = tokens[index..<min(cursor, tokens.count)]
            end = cursor
        } else {
            guard let close = closing(of: index) else { return nil }
            body = tokens[(index + 1)..<close]
            end = close + 1
        }
        // A component (its props destructured) is read only where a `fontFamily` it writes reads a
        // prop (`` fontFamily: `Kalam-${weight}` ``): the others' props are never asked, and
        // following them costs every run (issue 93: 10% of a large app's run).
        let props = Set(parameters.filter { $0.member != nil }.map(\.name))
        if !props.isEmpty, !Self.familyReads(props, in: body) { return nil }
        guard body.count <= JavaScriptFunction.maximumLength else {
            guard anyLength else { return nil }
            return (
                JavaScriptFunction(
                    parameters: parameters, body: [], isExpression: false, writesFamily: false, isLong: true), end
            )
        }
        let writesFamily = body.contains { $0.word.map(Self.familyKeys.contains) == true }
        return (
            JavaScriptFunction(
                parameters: parameters, body: Array(body), isExpression: isExpression, writesFamily: writesFamily), end
        )
    }

    /// The words that start a statement and continue no expression: where an arrow function's
    /// expression body ends without a `;`.
    static let statementWords: Set<String> = [
        "const", "let", "var", "export", "import", "function", "class", "type", "interface", "if", "return",
    ]

    /// The one type name a `:` at `index` declares (`: FontsType`, `: theme.Fonts`), when the tokens
    /// after it are names joined by `.` up to where `ends` says the annotation ends; else nil.
    static func declaredType(in tokens: [Token], at index: Int, ends: (Int) -> Bool) -> String? {
        guard index < tokens.count, tokens[index].isPunct(":") else { return nil }
        var cursor = index + 1
        var last: String?
        while cursor < tokens.count, let word = tokens[cursor].word {
            last = word
            cursor += 1
            guard cursor < tokens.count, tokens[cursor].isPunct(".") else { break }
            cursor += 1
        }
        return last != nil && ends(cursor) ? last : nil
    }

    /// Whether a `fontFamily: …` in `body` reads one of `names` in the value written after it (as
    /// a name, or in a template's `${…}`), within its next few tokens.
    private static func familyReads(_ names: Set<String>, in body: ArraySlice<Token>) -> Bool {
        let tokens = Array(body)
        for index in tokens.indices where tokens[index].word == "fontFamily" {
            for token in tokens[(index + 1)..<min(index + 8, tokens.count)] {
                if token.isPunct(",") || token.isPunct("}") || token.isPunct(";") { break }
                if let word = token.word, names.contains(word) { return true }
                if case .template(_, let expressions) = token.kind,
                    expressions.joined().contains(where: { $0.word.map(names.contains) == true })
                {
                    return true
                }
            }
        }
        return false
    }

    /// The parameters between `start` and `close`: `name`, `name?: Type`, `name: Type = value`.
    private func parameters(from start: Int, to close: Int) -> [JavaScriptFunction.Parameter]? {
        var parameters: [JavaScriptFunction.Parameter] = []
        var index = start
        var position = 0
        while index < close {
            defer { position += 1 }
            // `{ weight = 'Regular', size: fontSize, ...rest }: Props`: each name it binds.
            if tokens[index].isPunct("{"), let pattern = closing(of: index), pattern < close {
                guard let members = destructured(from: index + 1, to: pattern, position: position) else { return nil }
                parameters += members
                index = pattern + 1
                while index < close, !(tokens[index].isPunct(",") && enclosing(index) == enclosing(start)) {
                    index += 1
                }
                index += 1
                continue
            }
            guard let name = tokens[index].word else { return nil }
            index += 1
            var defaultValue: [Token] = []
            var inDefault = false
            // `name: Type`, `name?: Type`, `name: Type = value`, the type one name (`A.B` gives `B`).
            let type = Self.declaredType(in: tokens, at: tokens[index].isPunct("?") ? index + 1 : index) {
                $0 >= close
                    || (self.tokens[$0].isPunct(",") || self.tokens[$0].isPunct("="))
                        && self.enclosing($0) == self.enclosing(start)
            }
            while index < close, !(tokens[index].isPunct(",") && enclosing(index) == enclosing(start)) {
                if inDefault {
                    defaultValue.append(tokens[index])
                } else if tokens[index].isPunct("=") && enclosing(index) == enclosing(start) {
                    inDefault = true
                }
                index += 1
            }
            parameters.append(.init(name: name, defaultValue: defaultValue, type: type, position: position))
            index += 1
        }
        return parameters
    }

    /// The names an object pattern between `start` and `close` binds (`weight = 'Regular'`,
    /// `size: fontSize = 14`), each with the member it takes; a rest (`...rest`) binds what the
    /// audit does not follow and is left out. Nil for a nested pattern.
    private func destructured(from start: Int, to close: Int, position: Int) -> [JavaScriptFunction.Parameter]? {
        var members: [JavaScriptFunction.Parameter] = []
        var index = start
        while index < close {
            if tokens[index].isPunct("...") {
                while index < close, !(tokens[index].isPunct(",") && enclosing(index) == start - 1) { index += 1 }
                index += 1
                continue
            }
            guard let key = tokens[index].word else { return nil }
            index += 1
            var name = key
            if index < close, tokens[index].isPunct(":") {
                guard index + 1 < close, let renamed = tokens[index + 1].word else { return nil }
                name = renamed
                index += 2
            }
            var defaultValue: [Token] = []
            if index < close, tokens[index].isPunct("=") {
                index += 1
                while index < close, !(tokens[index].isPunct(",") && enclosing(index) == start - 1) {
                    defaultValue.append(tokens[index])
                    index += 1
                }
            }
            guard index >= close || tokens[index].isPunct(",") else { return nil }
            members.append(.init(name: name, defaultValue: defaultValue, member: key, position: position))
            index += 1
        }
        return members
    }
}
