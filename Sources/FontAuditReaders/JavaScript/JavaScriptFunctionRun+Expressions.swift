// The expressions of a followed function: JavaScript's operators by precedence, each evaluated
// only where `live`; a short circuit or a condition reads the side it does not take past.
extension JavaScriptFunctionRun {
    /// `test ? a : b`, or any expression below it.
    mutating func expression() throws -> Value {
        let test = try alternatives()
        guard isPunct("?") else { return test }
        index += 1
        let holds = live ? try evaluator.truth(test) : false
        let then = try reading(live: live && holds) { try $0.expression() }
        try expect(":")
        let otherwise = try reading(live: live && !holds) { try $0.expression() }
        return holds ? then : otherwise
    }

    /// `read` with `live` as given (never more live than now), then as it was.
    mutating func reading(live taken: Bool, _ read: (inout Self) throws -> Value) throws -> Value {
        let wasLive = live
        live = taken
        defer { live = wasLive }
        return try read(&self)
    }

    /// `a || b`, `a ?? b`: the right side read only where the left does not decide.
    private mutating func alternatives() throws -> Value {
        var left = try conjunction()
        while isPunct("||") || isPunct("??") {
            let nullish = isPunct("??")
            index += 1
            var decided = false
            if live {
                if nullish {
                    switch try evaluator.force(left) {
                    case .undefined, .null: decided = false
                    case .falsy: throw Open()
                    default: decided = true
                    }
                } else {
                    decided = try evaluator.truth(left)
                }
            }
            let right = try reading(live: live && !decided) { try $0.conjunction() }
            if !decided { left = right }
        }
        return left
    }

    /// `a && b`.
    private mutating func conjunction() throws -> Value {
        var left = try equality()
        while isPunct("&&") {
            index += 1
            let holds = live ? try evaluator.truth(left) : false
            let right = try reading(live: live && holds) { try $0.equality() }
            if holds { left = right }
        }
        return left
    }

    private mutating func equality() throws -> Value {
        var left = try relation()
        while let strict = ["===": true, "!==": true, "==": false, "!=": false].first(where: { isPunct($0.key) }) {
            let negated = isPunct("!==") || isPunct("!=")
            index += 1
            let right = try relation()
            if live { left = .bool(try evaluator.equal(left, right, strict: strict.value) != negated) }
        }
        return left
    }

    private mutating func relation() throws -> Value {
        var left = try sum()
        while let operation = ["<=", ">=", "<", ">"].first(where: { isPunct($0) }) {
            index += 1
            let right = try sum()
            guard live else { continue }
            guard case .number(let a) = try evaluator.force(left), case .number(let b) = try evaluator.force(right)
            else { throw Open() }
            switch operation {
            case "<": left = .bool(a < b)
            case ">": left = .bool(a > b)
            case "<=": left = .bool(a <= b)
            default: left = .bool(a >= b)
            }
        }
        return left
    }

    private mutating func sum() throws -> Value {
        var left = try product()
        while isPunct("+") || isPunct("-") {
            let adds = isPunct("+")
            index += 1
            let right = try product()
            guard live else { continue }
            if adds {
                left = try add(left, right)
            } else {
                left = .number(try number(left) - number(right))
            }
        }
        return left
    }

    /// `a + b`: strings joined, numbers added.
    func add(_ left: Value, _ right: Value) throws -> Value {
        let (a, b) = (try evaluator.force(left), try evaluator.force(right))
        if case .number(let x) = a, case .number(let y) = b { return .number(x + y) }
        if case .string = a { return .string(try evaluator.text(of: a) + evaluator.text(of: b)) }
        if case .string = b { return .string(try evaluator.text(of: a) + evaluator.text(of: b)) }
        throw Open()
    }

    private func number(_ value: Value) throws -> Double {
        guard case .number(let number) = try evaluator.force(value) else { throw Open() }
        return number
    }

    private mutating func product() throws -> Value {
        var left = try unary()
        while let operation = ["*", "/", "%"].first(where: { isPunct($0) }) {
            index += 1
            let right = try unary()
            guard live else { continue }
            let (a, b) = (try number(left), try number(right))
            left = .number(operation == "*" ? a * b : operation == "/" ? a / b : a.truncatingRemainder(dividingBy: b))
        }
        return left
    }

    private mutating func unary() throws -> Value {
        if isPunct("!") {
            index += 1
            let operand = try unary()
            return live ? .bool(!(try evaluator.truth(operand))) : .undefined
        }
        if isPunct("-") {
            index += 1
            let operand = try unary()
            return live ? .number(-(try number(operand))) : .undefined
        }
        return try postfix()
    }

    /// A name and its members, calls and indexes: `fontStyle[style]`, `typeStyle.fontWeight`,
    /// `helper(a, b)`. A name is looked up where it is used, as a local or the module's binding.
    private mutating func postfix() throws -> Value {
        var path: [String]? = nil
        var value = Value.undefined
        if let name = word(), !Self.literalWords.keys.contains(name) {
            guard !Self.keywords.contains(name) else { throw Open() }
            path = [name]
            index += 1
        } else {
            value = try primary()
        }
        while true {
            if isPunct(".") || isPunct("?."), let member = word(1) {
                let optional = isPunct("?.")
                index += 2
                if path != nil, !optional {
                    path?.append(member)
                    continue
                }
                value = try resolve(path, value)
                path = nil
                guard live else { continue }
                let base = try evaluator.force(value)
                // `?.` of `undefined`, `null` or `false` is `undefined`, whichever it is; `.` of
                // them is not followed.
                var nothing = false
                switch base {
                case .undefined, .null, .falsy: nothing = true
                default: break
                }
                value = optional && nothing ? .undefined : try evaluator.member(member, of: base)
            } else if isPunct("[") {
                index += 1
                let key = try expression()
                try expect("]")
                value = try resolve(path, value)
                path = nil
                if live { value = try evaluator.member(try propertyKey(key), of: value) }
            } else if isPunct("(") {
                guard let callee = path, locals[callee[0]] == nil else { throw Open() }
                let close = try closing(index)
                index += 1
                var arguments: [Value] = []
                while index < close {
                    arguments.append(try expression())
                    if isPunct(",") { index += 1 } else { break }
                }
                guard index == close else { throw Open() }
                index += 1
                path = nil
                if live { value = try evaluator.evaluate(callee, arguments, in: module) }
            } else if isPunct("!"), !isPunct("=", 1) {
                index += 1
            } else if word() == "as" || word() == "satisfies" {
                index += 1
                guard word() != nil else { throw Open() }
                index += 1
                while isPunct("."), word(1) != nil { index += 2 }
            } else {
                break
            }
        }
        return try resolve(path, value)
    }

    /// The value a name path has here: a local's, or the module's binding's, read when used.
    func resolve(_ path: [String]?, _ value: Value) throws -> Value {
        guard let path, live else { return value }
        guard let local = locals[path[0]] else { return .bound(.path(path), module) }
        return try path.dropFirst().reduce(local) { try evaluator.member($1, of: $0) }
    }

    /// A value as an object's key: a string, or a whole number's digits.
    func propertyKey(_ value: Value) throws -> String {
        switch try evaluator.force(value) {
        case .string(let text): return text
        case .number(let number): return try JavaScriptCallEvaluator.key(number)
        default: throw Open()
        }
    }

    static let literalWords: [String: Value] = [
        "true": .bool(true), "false": .bool(false), "null": .null, "undefined": .undefined,
    ]
    static let keywords: Set<String> = [
        "function", "new", "typeof", "void", "await", "this", "class", "delete", "yield", "super", "in", "instanceof",
    ]
}
