/// A value while a function of the app's is run for the arguments one call writes
/// (`typography('Body', 100, 'SemiBold')`): what ``NameRun`` computes. A front end lowers a
/// function's body into a ``RunFunction``; the values its host binds outside the function are
/// ``deferred(_:)``, read only where the run uses them.
indirect enum RunValue {
    case string(String)
    case number(Double)
    case bool(Bool)
    case undefined
    case null
    /// `undefined`, `null` or `false` as the host writes it: falsy, and nothing else is known of it.
    case falsy
    /// An object: its members, the last of a key winning; `open` when a spread the run could not
    /// read may have added keys; `id`, which object literal of the run made it (0 for the host's,
    /// which a run never changes). Objects are shared, not copied: one is changed only where
    /// nothing else holds it.
    case object([(key: String, value: RunValue)], open: Bool, id: Int)
    /// A list: each element with the line that writes it, where the front end knows it (a Tuist
    /// manifest's `["A.ttf", "B.ttf"]`, and what `map` makes of it).
    case list([(value: RunValue, line: Int?)])
    /// A value the host binds, read one level when it is used.
    case deferred(RunDeferred)
}

/// A host's value read when a run uses it: ``read`` gives it one level (a string, an object of
/// deferred members, or another deferred value).
struct RunDeferred {
    let read: () throws -> RunValue
}

/// The run cannot be followed: what it gives is open.
struct RunOpen: Error {}

/// The work one run may do, in statements and values read, shared by the calls it makes.
final class RunBudget {
    var remaining = 20_000
    /// The last object literal's ``RunValue/object(_:open:id:)`` id.
    var lastID = 0
    func newID() -> Int {
        lastID += 1
        return lastID
    }
    func spend() throws {
        remaining -= 1
        if remaining < 0 { throw RunOpen() }
    }
}

/// What JavaScript's operators make of ``RunValue``s: truth, equality, members, text.
struct RunSemantics {
    let budget: RunBudget

    /// `value` read one level: a deferred value made what the host binds.
    func force(_ value: RunValue) throws -> RunValue {
        var value = value
        while case .deferred(let deferred) = value {
            try budget.spend()
            value = try deferred.read()
        }
        return value
    }

    /// `value` as a template literal or `+` writes it into a string.
    func text(of value: RunValue) throws -> String {
        switch try force(value) {
        case .string(let text): return text
        case .number(let number): return try Self.key(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .undefined: return "undefined"
        case .null: return "null"
        default: throw RunOpen()
        }
    }

    /// A whole number as JavaScript prints it (`100`); other numbers are not followed.
    static func key(_ number: Double) throws -> String {
        guard number == number.rounded(), abs(number) < 1e15 else { throw RunOpen() }
        return String(Int(number))
    }

    /// A value as an object's key: a string, or a whole number's digits.
    func propertyKey(_ value: RunValue) throws -> String {
        switch try force(value) {
        case .string(let text): return text
        case .number(let number): return try Self.key(number)
        default: throw RunOpen()
        }
    }

    /// Whether `value` is truthy, as `if` and `?:` take it.
    func truth(_ value: RunValue) throws -> Bool {
        switch try force(value) {
        case .string(let text): return !text.isEmpty
        case .number(let number): return number != 0 && !number.isNaN
        case .bool(let flag): return flag
        case .undefined, .null, .falsy: return false
        case .object, .list: return true
        case .deferred: throw RunOpen()
        }
    }

    /// `left === right` (`strict`) or `left == right`, for values whose comparison is certain.
    func equal(_ left: RunValue, _ right: RunValue, strict: Bool) throws -> Bool {
        switch (try force(left), try force(right)) {
        case (.string(let a), .string(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.undefined, .undefined), (.null, .null): return true
        case (.undefined, .null), (.null, .undefined): return !strict
        case (.falsy, _), (_, .falsy), (.object, _), (_, .object), (.list, _), (_, .list): throw RunOpen()
        case (.string, .number), (.number, .string), (.bool, _), (_, .bool):
            if strict { return false }
            throw RunOpen()
        default: return false
        }
    }

    /// The member `key` of `value`: undefined where a closed object has no such key.
    func member(_ key: String, of value: RunValue) throws -> RunValue {
        switch try force(value) {
        case .object(let members, let open, _):
            if let found = members.last(where: { $0.key == key }) { return found.value }
            if open { throw RunOpen() }
            return .undefined
        default: throw RunOpen()
        }
    }

    /// A number, else open.
    func number(_ value: RunValue) throws -> Double {
        guard case .number(let number) = try force(value) else { throw RunOpen() }
        return number
    }

    /// `a + b`: strings joined, numbers added.
    func add(_ left: RunValue, _ right: RunValue) throws -> RunValue {
        let (a, b) = (try force(left), try force(right))
        if case .number(let x) = a, case .number(let y) = b { return .number(x + y) }
        if case .string = a { return .string(try text(of: a) + text(of: b)) }
        if case .string = b { return .string(try text(of: a) + text(of: b)) }
        throw RunOpen()
    }
}
