// The expressions of a lowered function: JavaScript's operators by precedence, its literals,
// templates and object literals.
extension JavaScriptFunctionLowering {
    /// `test ? a : b`, or any expression below it.
    mutating func expression() throws -> RunNode {
        let test = try alternatives()
        guard isPunct("?") else { return test }
        index += 1
        let then = try expression()
        try expect(":")
        return .conditional(test, then, try expression())
    }

    /// `a || b`, `a ?? b`.
    private mutating func alternatives() throws -> RunNode {
        var left = try conjunction()
        while isPunct("||") || isPunct("??") {
            let nullish = isPunct("??")
            index += 1
            left = .alternative(left, try conjunction(), nullish: nullish)
        }
        return left
    }

    /// `a && b`.
    private mutating func conjunction() throws -> RunNode {
        var left = try equality()
        while isPunct("&&") {
            index += 1
            left = .conjunction(left, try equality())
        }
        return left
    }

    private mutating func equality() throws -> RunNode {
        var left = try relation()
        while let strict = ["===": true, "!==": true, "==": false, "!=": false].first(where: { isPunct($0.key) }) {
            let negated = isPunct("!==") || isPunct("!=")
            index += 1
            left = .equality(left, try relation(), strict: strict.value, negated: negated)
        }
        return left
    }

    private mutating func relation() throws -> RunNode {
        try binary(["<=", ">=", "<", ">"]) { try $0.sum() }
    }

    private mutating func sum() throws -> RunNode {
        try binary(["+", "-"]) { try $0.product() }
    }

    private mutating func product() throws -> RunNode {
        try binary(["*", "/", "%"]) { try $0.unary() }
    }

    /// Operands joined by the left-associative `operators`.
    private mutating func binary(_ operators: [String], _ operand: (inout Self) throws -> RunNode) throws -> RunNode {
        var left = try operand(&self)
        while let operation = operators.first(where: { isPunct($0) }) {
            index += 1
            left = .binary(operation, left, try operand(&self))
        }
        return left
    }

    private mutating func unary() throws -> RunNode {
        if isPunct("!") {
            index += 1
            return .not(try unary())
        }
        if isPunct("-") {
            index += 1
            return .negative(try unary())
        }
        return try postfix()
    }

    /// A name and its members, calls and indexes: `fontStyle[style]`, `typeStyle.fontWeight`,
    /// `helper(a, b)`.
    private mutating func postfix() throws -> RunNode {
        var path: [String]? = nil
        var value = RunNode.value(.undefined)
        if let name = word(), Self.literalWord(name) == nil {
            guard !Self.keywords.contains(name) else { throw RunOpen() }
            path = [name]
            index += 1
        } else {
            value = try primary()
        }
        func node() -> RunNode { path.map { .name($0) } ?? value }
        while true {
            if isPunct(".") || isPunct("?."), let member = word(1) {
                let optional = isPunct("?.")
                index += 2
                if path != nil, !optional {
                    path?.append(member)
                    continue
                }
                value = .member(node(), member, optional: optional)
                path = nil
            } else if isPunct("[") {
                index += 1
                let key = try expression()
                try expect("]")
                value = .index(node(), key)
                path = nil
            } else if isPunct("(") {
                guard let callee = path else { throw RunOpen() }
                let close = try closing(index)
                index += 1
                var arguments: [RunNode] = []
                while index < close {
                    arguments.append(try expression())
                    if isPunct(",") { index += 1 } else { break }
                }
                guard index == close else { throw RunOpen() }
                index += 1
                value = .call(callee, arguments)
                path = nil
            } else if isPunct("!"), !isPunct("=", 1) {
                index += 1
            } else if word() == "as" || word() == "satisfies" {
                index += 1
                guard word() != nil else { throw RunOpen() }
                index += 1
                while isPunct("."), word(1) != nil { index += 2 }
            } else {
                break
            }
        }
        return node()
    }

    private mutating func primary() throws -> RunNode {
        guard index < tokens.count else { throw RunOpen() }
        let token = tokens[index]
        switch token.kind {
        case .string(let text):
            index += 1
            return .value(.string(text))
        case .number(let text):
            index += 1
            guard let number = Double(text) else { throw RunOpen() }
            return .value(.number(number))
        case .template(let pieces, let expressions):
            index += 1
            let parts = try expressions.prefix(pieces.count).map { tokens in
                var inner = JavaScriptFunctionLowering(tokens: tokens)
                return try inner.wholeExpression()
            }
            return .template(pieces, parts)
        case .word(let word):
            guard let value = Self.literalWord(word) else { throw RunOpen() }
            index += 1
            return .value(value)
        case .punct("("):
            let close = try closing(index)
            guard close + 1 >= tokens.count || !tokens[close + 1].isPunct("=>") else { throw RunOpen() }
            index += 1
            let value = try expression()
            guard index == close else { throw RunOpen() }
            index += 1
            return value
        case .punct("{"):
            return try object()
        default:
            throw RunOpen()
        }
    }

    /// `{ key: value, 'key': value, 100: value, key, [expression]: value, ...spread }`.
    private mutating func object() throws -> RunNode {
        let close = try closing(index)
        index += 1
        var entries: [RunEntry] = []
        while index < close {
            if isPunct("...") {
                index += 1
                entries.append(.spread(try expression()))
            } else if isPunct("[") {
                index += 1
                let key = try expression()
                try expect("]")
                try expect(":")
                entries.append(.computed(key, try expression()))
            } else {
                let key: String
                switch tokens[index].kind {
                case .word(let word), .string(let word): key = word
                case .number(let text):
                    guard let number = Double(text) else { throw RunOpen() }
                    key = try RunSemantics.key(number)
                default: throw RunOpen()
                }
                index += 1
                if isPunct(":") {
                    index += 1
                    entries.append(.member(key, try expression()))
                } else if isPunct(",") || index == close, tokens[index - 1].word != nil {
                    entries.append(.member(key, .name([key])))
                } else {
                    throw RunOpen()
                }
            }
            if isPunct(",") { index += 1 } else if index != close { throw RunOpen() }
        }
        index = close + 1
        return .object(entries)
    }

    /// The value a word is (`true`, `null`), nil for a name.
    static func literalWord(_ word: String) -> RunValue? {
        switch word {
        case "true": .bool(true)
        case "false": .bool(false)
        case "null": .null
        case "undefined": .undefined
        default: nil
        }
    }
    static let keywords: Set<String> = [
        "function", "new", "typeof", "void", "await", "this", "class", "delete", "yield", "super", "in", "instanceof",
    ]
}
