/// Reads one JavaScript expression from tokens into a ``JavaScriptValue``: strings and template
/// literals, `+`, names and members, object literals, `Platform.select`, conditions on
/// `Platform.OS`, `||` and `??`, numbers, calls with their arguments. Anything else (an arrow
/// function, an array, `new`) is ``JavaScriptValue/unknown`` and read past, its brackets balanced.
struct JavaScriptExpressionParser {
    typealias Token = JavaScriptLexer.Token

    let tokens: [Token]
    var index: Int
    /// Nesting of objects and parentheses read so far; past a bound the rest is unknown.
    var depth = 0

    init(_ tokens: [Token], at index: Int = 0) {
        self.tokens = tokens
        self.index = index
    }

    func peek(_ offset: Int = 0) -> Token? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    func isPunct(_ text: String, _ offset: Int = 0) -> Bool { peek(offset)?.isPunct(text) ?? false }

    /// One expression from the current token; `index` is left after it.
    mutating func expression() -> JavaScriptValue {
        guard depth < 48 else {
            skipToEnd()
            return .unknown
        }
        depth += 1
        defer { depth -= 1 }
        let start = index
        let condition = alternatives()
        guard isPunct("?") else { return condition }
        let conditionTokens = Array(tokens[start..<index])
        index += 1
        let then = expression()
        guard isPunct(":") else { return .unknown }
        index += 1
        let otherwise = expression()
        return Self.choice(conditionTokens, condition, then, otherwise)
    }

    /// `a || b`, `a ?? b`: `a`, unless it may be nothing (``JavaScriptValue/fallback(_:_:)``);
    /// `a && b`: `b` or nothing.
    private mutating func alternatives() -> JavaScriptValue {
        var value = comparison()
        while let token = peek(), token.isPunct("||") || token.isPunct("??") || token.isPunct("&&") {
            index += 1
            let next = comparison()
            // Tests of the platform joined (`Platform.OS === 'ios' || Platform.OS === 'macos'`)
            // are one test; a test is never nothing, so `??` keeps it.
            if case .platformTest(let left) = value, case .platformTest(let right) = next {
                if token.isPunct("&&") { value = .platformTest(left.intersection(right)) }
                if token.isPunct("||") { value = .platformTest(left.union(right)) }
                continue
            }
            value = token.isPunct("&&") ? .oneOf([.none, next]) : .fallback(value, next)
        }
        return value
    }

    /// `Platform.OS === 'ios'` (a platform test), or any other comparison (a boolean, unknown).
    private mutating func comparison() -> JavaScriptValue {
        let left = sum()
        guard let token = peek(), ["===", "==", "!==", "!=", "<", ">", "<=", ">="].contains(where: token.isPunct)
        else { return left }
        index += 1
        let right = sum()
        let equal = token.isPunct("===") || token.isPunct("==")
        let unequal = token.isPunct("!==") || token.isPunct("!=")
        guard equal || unequal else { return .unknown }
        switch (left, right) {
        case (.path(["Platform", "OS"]), .literal(let os)), (.literal(let os), .path(["Platform", "OS"])):
            let tested = Self.operatingSystems.intersection([os])
            return .platformTest(equal ? tested : Self.operatingSystems.subtracting(tested))
        // One `where` for both patterns: Swift's applies only to the pattern it follows.
        case (.path(let path), .literal(let os)) where Self.platforms.contains(os),
            (.literal(let os), .path(let path)) where Self.platforms.contains(os):
            return .platformComparison(path: path, platform: os, equal: equal)
        default:
            return .unknown
        }
    }

    /// `a + b + …`.
    private mutating func sum() -> JavaScriptValue {
        var parts = [unary()]
        while isPunct("+") {
            index += 1
            parts.append(unary())
        }
        return parts.count == 1 ? parts[0] : .concatenation(parts)
    }

    private mutating func unary() -> JavaScriptValue {
        if isPunct("!") {
            index += 1
            let operand = unary()
            if case .platformTest(let holds) = operand {
                return .platformTest(Self.operatingSystems.subtracting(holds))
            }
            if case .platformComparison(let path, let platform, let equal) = operand {
                return .platformComparison(path: path, platform: platform, equal: !equal)
            }
            if case .path = operand { return .not(operand) }
            if case .not(let inner) = operand { return inner }
            return .unknown
        }
        var value = primary()
        // TypeScript's `as const`, `as string`, `satisfies Fonts` and `x!` leave the value as it is.
        while let token = peek() {
            if token.word == "as" || token.word == "satisfies" {
                index += 1
                skipType()
            } else if token.isPunct("!"), !isPunct("=", 1) {
                index += 1
            } else {
                break
            }
        }
        if case .none = value, isPunct(".") { value = .unknown }
        return value
    }

    /// A type after `as`: a word, a dotted name, with `<…>` and `[]`.
    private mutating func skipType() {
        guard peek()?.word != nil else { return }
        index += 1
        while let token = peek() {
            if token.isPunct("."), peek(1)?.word != nil {
                index += 2
            } else if token.isPunct("<") || token.isPunct("[") {
                skipBalanced()
            } else {
                return
            }
        }
    }

    private mutating func primary() -> JavaScriptValue {
        guard let token = peek() else { return .unknown }
        switch token.kind {
        case .string(let text):
            index += 1
            return .literal(text)
        case .template(let pieces, let expressions):
            index += 1
            var parts: [JavaScriptValue] = []
            for (offset, piece) in pieces.enumerated() {
                if !piece.isEmpty { parts.append(.literal(piece)) }
                if offset < expressions.count {
                    var inner = JavaScriptExpressionParser(expressions[offset])
                    let value = inner.expression()
                    parts.append(inner.index == expressions[offset].count ? value : .unknown)
                }
            }
            return parts.count == 1 ? parts[0] : .concatenation(parts)
        case .number(let text):
            index += 1
            return .number(text)
        case .punct("("):
            // `(a) => …` is a function; `(a)` the value.
            let start = index
            index += 1
            let inner = expression()
            guard isPunct(")") else {
                index = start
                skipBalanced()
                return .unknown
            }
            index += 1
            if isPunct("=>") {
                index += 1
                skipArrowBody()
                return .unknown
            }
            return inner
        case .punct("{"):
            return object()
        case .punct("["), .punct("<"):
            skipBalanced()
            return .unknown
        case .word(let word):
            return name(word)
        default:
            return .unknown
        }
    }

    /// A name and its members: `a.b.c`, `a?.b`, `a['b']`; `Platform.select({…})`; a call
    /// with its arguments.
    private mutating func name(_ first: String) -> JavaScriptValue {
        index += 1
        switch first {
        case "undefined", "null", "false": return .none
        // `true` gives no font and decides no platform: what it decides is not read.
        case "true": return .unknown
        case "function": return skipFunction()
        case "class", "new", "await", "typeof", "void": return skipToEnd()
        default: break
        }
        if isPunct("=>") {
            index += 1
            skipArrowBody()
            return .unknown
        }
        var path = [first]
        while true {
            if isPunct(".") || isPunct("?."), let member = peek(1)?.word {
                path.append(member)
                index += 2
            } else if isPunct("["), case .string(let key) = peek(1)?.kind, isPunct("]", 2) {
                path.append(key)
                index += 3
            } else {
                break
            }
        }
        skipTypeArguments()
        guard isPunct("(") else { return .path(path) }
        if path == ["require"], case .string(let specifier) = peek(1)?.kind, isPunct(")", 2) {
            index += 3
            return .required(specifier)
        }
        // `StyleSheet.create({…})`, `Object.freeze({…})`: the object itself; `Platform.select`: each
        // platform's (``select(_:)``).
        let transparent = [["StyleSheet", "create"], ["Object", "freeze"], ["StyleSheet", "flatten"]]
        if path == ["Platform", "select"] || transparent.contains(path) {
            let start = index
            index += 1
            let argument = expression()
            if isPunct(")") {
                index += 1
                guard path == ["Platform", "select"] else { return argument }
                guard case .object = argument else { return .unknown }
                return Self.select(argument)
            }
            index = start
        }
        return call(path)
    }

    /// A call's arguments, each one expression (no spread); unknown past anything else.
    private mutating func call(_ path: [String]) -> JavaScriptValue {
        let start = index
        index += 1
        var arguments: [JavaScriptValue] = []
        while !isPunct(")"), peek() != nil, !isPunct("...") {
            arguments.append(expression())
            if isPunct(",") { index += 1 } else { break }
        }
        guard isPunct(")") else {
            index = start
            skipBalanced()
            return .unknown
        }
        index += 1
        // `f().bold`, `f()()`: a member or call of what it gives, which the audit does not follow.
        guard !(isPunct(".") || isPunct("?.") || isPunct("[") || isPunct("(")) else {
            while isPunct(".") || isPunct("?.") || isPunct("[") || isPunct("(") {
                if isPunct("[") || isPunct("(") { skipBalanced() } else { index += 2 }
            }
            return .unknown
        }
        return .call(path: path, arguments: arguments)
    }
}
