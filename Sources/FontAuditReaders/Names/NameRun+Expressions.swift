// The expressions of a run: a short circuit or a condition evaluates only the side it takes.
extension NameRun {
    mutating func evaluate(_ node: RunNode) throws -> RunValue {
        switch node {
        case .value(let value): return value
        case .template(let pieces, let parts):
            var text = ""
            for (offset, piece) in pieces.enumerated() {
                text += piece
                if offset < parts.count { text += try semantics.text(of: try evaluate(parts[offset])) }
            }
            return .string(text)
        case .name(let path): return try resolve(path)
        case .member(let base, let key, let optional):
            let base = try semantics.force(try evaluate(base))
            // `?.` of `undefined`, `null` or `false` is `undefined`, whichever it is; `.` of them
            // is not followed.
            if optional {
                switch base {
                case .undefined, .null, .falsy: return .undefined
                default: break
                }
            }
            return try semantics.member(key, of: base)
        case .index(let base, let key):
            let key = try evaluate(key)
            let base = try evaluate(base)
            return try semantics.member(try semantics.propertyKey(key), of: base)
        case .call(let path, let arguments):
            guard locals[path[0]] == nil else { throw RunOpen() }
            var values: [RunValue] = []
            for argument in arguments { values.append(try evaluate(argument)) }
            return try host.call(path, values)
        case .object(let entries): return try object(entries)
        case .list(let elements):
            var values: [(value: RunValue, line: Int?)] = []
            for element in elements { values.append((try evaluate(element.node), element.line)) }
            return .list(values)
        case .map(let list, let parameter, let body):
            guard case .list(let elements) = try semantics.force(try evaluate(list)) else { throw RunOpen() }
            let outer = locals[parameter]
            defer { locals[parameter] = outer }
            var values: [(value: RunValue, line: Int?)] = []
            for element in elements {
                locals[parameter] = element.value
                values.append((try evaluate(body), element.line))
            }
            return .list(values)
        case .conditional(let test, let then, let otherwise):
            return try evaluate(try semantics.truth(try evaluate(test)) ? then : otherwise)
        case .alternative(let left, let right, let nullish):
            let left = try evaluate(left)
            let decided: Bool
            if nullish {
                switch try semantics.force(left) {
                case .undefined, .null: decided = false
                case .falsy: throw RunOpen()
                default: decided = true
                }
            } else {
                decided = try semantics.truth(left)
            }
            return decided ? left : try evaluate(right)
        case .conjunction(let left, let right):
            let left = try evaluate(left)
            return try semantics.truth(left) ? try evaluate(right) : left
        case .equality(let left, let right, let strict, let negated):
            let (a, b) = (try evaluate(left), try evaluate(right))
            return .bool(try semantics.equal(a, b, strict: strict) != negated)
        case .binary(let operation, let left, let right):
            return try binary(operation, try evaluate(left), try evaluate(right))
        case .not(let operand): return .bool(!(try semantics.truth(try evaluate(operand))))
        case .negative(let operand): return .number(-(try semantics.number(try evaluate(operand))))
        case .unreadable: throw RunOpen()
        }
    }

    /// `a < b`, `a + b` and the other operators on two values.
    private func binary(_ operation: String, _ left: RunValue, _ right: RunValue) throws -> RunValue {
        if operation == "+" { return try semantics.add(left, right) }
        let (a, b) = (try semantics.number(left), try semantics.number(right))
        switch operation {
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        case "-": return .number(a - b)
        case "*": return .number(a * b)
        case "/": return .number(a / b)
        default: return .number(a.truncatingRemainder(dividingBy: b))
        }
    }

    /// The value a name path has here: a local's, or the host's binding, read when used.
    private func resolve(_ path: [String]) throws -> RunValue {
        guard let local = locals[path[0]] else { return host.bound(path) }
        return try path.dropFirst().reduce(local) { try semantics.member($1, of: $0) }
    }

    /// An object literal: its entries in order, a spread's members among them.
    private mutating func object(_ entries: [RunEntry]) throws -> RunValue {
        var members: [(key: String, value: RunValue)] = []
        var open = false
        for entry in entries {
            switch entry {
            case .member(let key, let node): members.append((key, try evaluate(node)))
            case .computed(let key, let node):
                let key = try semantics.propertyKey(try evaluate(key))
                members.append((key, try evaluate(node)))
            case .spread(let node):
                switch try semantics.force(try evaluate(node)) {
                case .object(let inner, let innerOpen, _):
                    // A spread that may hold any key may replace every member before it.
                    members = innerOpen ? inner : members + inner
                    open = open || innerOpen
                case .undefined, .null, .falsy: break
                default: throw RunOpen()
                }
            }
        }
        return .object(members, open: open, id: semantics.budget.newID())
    }
}
