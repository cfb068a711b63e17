// Reading past what is not a value: a member, an arrow function's body, a bracketed group, the
// rest of an expression.
extension JavaScriptExpressionParser {
    /// Past the rest of an object's member, to its `,` or the object's `}`.
    mutating func skipMember() {
        while let token = peek(), !token.isPunct(","), !token.isPunct("}") {
            if token.isPunct("(") || token.isPunct("[") || token.isPunct("{") {
                skipBalanced()
            } else {
                index += 1
            }
        }
        if isPunct(",") { index += 1 }
    }

    /// An arrow function's body: a block, or an expression.
    mutating func skipArrowBody() {
        if isPunct("{") { skipBalanced() } else { _ = expression() }
    }

    /// A function expression or declaration from its name on (`function Screen({ lang }) {…}`):
    /// past its parameters, return type and body, not further (a declaration's body ends it; the
    /// statements after it are the module's).
    mutating func skipFunction() -> JavaScriptValue {
        if isPunct("*") { index += 1 }
        if peek()?.word != nil { index += 1 }
        guard isPunct("(") else { return skipToEnd() }
        skipBalanced()
        while let token = peek(), !token.isPunct("{") {
            guard !token.isPunct(";") else { return .unknown }
            if token.isPunct("(") || token.isPunct("[") || token.isPunct("<") { skipBalanced() } else { index += 1 }
        }
        skipBalanced()
        return .unknown
    }

    /// Past one bracketed group from its opening token, nesting counted; at a token that opens
    /// none, one token.
    mutating func skipBalanced() {
        let pairs: [String: String] = ["(": ")", "[": "]", "{": "}", "<": ">"]
        guard let first = peek(), case .punct(let open) = first.kind, let close = pairs[open] else {
            index += 1
            return
        }
        var level = 0
        while let token = peek() {
            index += 1
            if token.isPunct(open) { level += 1 }
            if token.isPunct(close) {
                level -= 1
                if level == 0 { return }
            }
            // `<` is a type's bracket only when its `>` comes before a statement's end.
            if open == "<", token.isPunct(";") || token.isPunct("{") { return }
        }
    }

    /// Past the rest of the expression, to a token that ends one at this level.
    @discardableResult
    mutating func skipToEnd() -> JavaScriptValue {
        while let token = peek(), ![",", ";", ")", "]", "}", ":"].contains(where: token.isPunct) {
            if token.isPunct("(") || token.isPunct("[") || token.isPunct("{") { skipBalanced() } else { index += 1 }
        }
        return .unknown
    }

    /// TypeScript's type arguments of a call (`I18nService.select<string>(…)`), read past where a
    /// `(` follows them; a comparison (`a < b`) is left as it is.
    mutating func skipTypeArguments() {
        guard isPunct("<") else { return }
        var depth = 0
        var cursor = 0
        while cursor < 24, let token = peek(cursor) {
            if token.isPunct("<") {
                depth += 1
            } else if token.isPunct(">") || token.isPunct(">>") {
                depth -= token.isPunct(">") ? 1 : 2
                if depth <= 0 {
                    guard depth == 0, peek(cursor + 1)?.isPunct("(") == true else { return }
                    index += cursor + 1
                    return
                }
            } else if token.word == nil, ![".", ",", "|", "&", "[", "]"].contains(where: { token.isPunct($0) }) {
                return
            }
            cursor += 1
        }
    }
}
