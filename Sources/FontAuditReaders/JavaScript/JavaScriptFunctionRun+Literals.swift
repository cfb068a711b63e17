// The literals of a followed function's expressions: strings, numbers, templates, parentheses and
// object literals with their spreads.
extension JavaScriptFunctionRun {
    mutating func primary() throws -> Value {
        guard index < tokens.count else { throw Open() }
        let token = tokens[index]
        switch token.kind {
        case .string(let text):
            index += 1
            return .string(text)
        case .number(let text):
            index += 1
            guard let number = Double(text) else { throw Open() }
            return .number(number)
        case .template(let pieces, let expressions):
            index += 1
            var text = ""
            for (offset, piece) in pieces.enumerated() {
                text += piece
                guard offset < expressions.count else { continue }
                var inner = JavaScriptFunctionRun(tokens: expressions[offset], module: module, evaluator: evaluator)
                inner.locals = locals
                inner.live = live
                let value = try inner.wholeExpression()
                if live { text += try evaluator.text(of: value) }
            }
            return .string(text)
        case .word(let word):
            guard let value = Self.literalWords[word] else { throw Open() }
            index += 1
            return value
        case .punct("("):
            let close = try closing(index)
            guard close + 1 >= tokens.count || !tokens[close + 1].isPunct("=>") else { throw Open() }
            index += 1
            let value = try expression()
            guard index == close else { throw Open() }
            index += 1
            return value
        case .punct("{"):
            return try object()
        default:
            throw Open()
        }
    }

    /// `{ key: value, 'key': value, 100: value, key, [expression]: value, ...spread }`.
    mutating func object() throws -> Value {
        let close = try closing(index)
        index += 1
        var members: [(key: String, value: Value)] = []
        var open = false
        while index < close {
            if isPunct("...") {
                index += 1
                let spread = try expression()
                if live {
                    switch try evaluator.force(spread) {
                    case .object(let inner, let innerOpen, _):
                        // A spread that may hold any key may replace every member before it.
                        members = innerOpen ? inner : members + inner
                        open = open || innerOpen
                    case .undefined, .null, .falsy: break
                    default: throw Open()
                    }
                }
            } else if isPunct("[") {
                index += 1
                let key = try expression()
                try expect("]")
                try expect(":")
                let value = try expression()
                if live { members.append((try propertyKey(key), value)) }
            } else {
                let key: String
                switch tokens[index].kind {
                case .word(let word), .string(let word): key = word
                case .number(let text):
                    guard let number = Double(text) else { throw Open() }
                    key = try JavaScriptCallEvaluator.key(number)
                default: throw Open()
                }
                index += 1
                if isPunct(":") {
                    index += 1
                    let value = try expression()
                    members.append((key, value))
                } else if isPunct(",") || index == close, tokens[index - 1].word != nil {
                    members.append((key, try resolve([key], .undefined)))
                } else {
                    throw Open()
                }
            }
            if isPunct(",") { index += 1 } else if index != close { throw Open() }
        }
        index = close + 1
        return live ? .object(members, open: open, id: evaluator.budget.newID()) : .undefined
    }
}
