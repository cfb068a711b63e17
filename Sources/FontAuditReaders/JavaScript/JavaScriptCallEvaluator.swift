/// What a call of one of the app's own functions gives for the arguments it writes
/// (`typography('Body', 100, 'SemiBold')`): the function's statements followed one by one
/// (declarations, assignments, `if`, `switch`, `return`), its names read through the module graph.
/// The arguments and the module's constants decide every branch, so the value is the one the app
/// computes. Anything the evaluator does not read (a loop, a call it cannot follow, a prop, an
/// array) leaves the call open, never guessed. Nothing runs; the names of the result are still
/// evaluated by the one name evaluator (``NameExpression``).
struct JavaScriptCallEvaluator {
    /// A value while a function is followed.
    indirect enum Value {
        case string(String)
        case number(Double)
        case bool(Bool)
        case undefined
        case null
        /// `undefined`, `null` or `false` as a module writes it (``JavaScriptValue/none``): falsy,
        /// and nothing else is known of it.
        case falsy
        /// An object: its members, the last of a key winning; `open` when a spread the evaluator
        /// could not read may have added keys; `id`, which object literal of the followed
        /// functions made it (0 for a module's, which the evaluator never changes). JavaScript's
        /// objects are shared, not copied: one is changed only where nothing else holds it.
        case object([(key: String, value: Value)], open: Bool, id: Int)
        /// A value a module binds, read when it is used.
        case bound(JavaScriptValue, JavaScriptModule)
    }

    /// The call cannot be followed: what it gives is open.
    struct Open: Error {}

    /// The work one evaluation may do, in statements and values read, shared by nested calls.
    final class Budget {
        var remaining = 20_000
        /// The last object literal's ``Value/object(_:open:id:)`` id.
        var lastID = 0
        func newID() -> Int {
            lastID += 1
            return lastID
        }
        func spend() throws {
            remaining -= 1
            if remaining < 0 { throw Open() }
        }
    }

    /// Calls followed inside one another at most.
    static let maximumDepth = 4

    let graph: JavaScriptModuleGraph
    let budget: Budget
    let depth: Int

    init(graph: JavaScriptModuleGraph, budget: Budget = Budget(), depth: Int = 0) {
        self.graph = graph
        self.budget = budget
        self.depth = depth
    }

    /// What the function `path` names in `module` gives for `arguments` (written in `module`);
    /// nil when it is no function of the app's whose body is read, or the call cannot be followed.
    func call(_ path: [String], _ arguments: [Value], in module: JavaScriptModule) -> Value? {
        try? evaluate(path, arguments, in: module)
    }

    func evaluate(_ path: [String], _ arguments: [Value], in module: JavaScriptModule) throws -> Value {
        try budget.spend()
        let transparent = [["StyleSheet", "create"], ["Object", "freeze"], ["StyleSheet", "flatten"]]
        if transparent.contains(path) { return arguments.first ?? .undefined }
        guard depth < Self.maximumDepth, let (function, owner, _) = graph.function(path, in: module) else {
            throw Open()
        }
        let callee = JavaScriptCallEvaluator(graph: graph, budget: budget, depth: depth + 1)
        var run = JavaScriptFunctionRun(tokens: function.body, module: owner, evaluator: callee)
        for (offset, parameter) in function.parameters.enumerated() {
            var value = offset < arguments.count ? try force(arguments[offset]) : .undefined
            // `undefined`, `null` or `false` as a module writes it: whether the default applies
            // is not known.
            if case .falsy = value, !parameter.defaultValue.isEmpty { throw Open() }
            if case .undefined = value, !parameter.defaultValue.isEmpty {
                var defaults = JavaScriptFunctionRun(tokens: parameter.defaultValue, module: owner, evaluator: callee)
                defaults.locals = run.locals
                defaults.firstID = run.firstID
                value = try defaults.wholeExpression()
            }
            run.locals[parameter.name] = value
        }
        if function.isExpression { return try run.wholeExpression() }
        if case .returned(let value) = try run.statements(until: function.body.count) { return value }
        return .undefined
    }

    /// `value` read one level: a module's value made a string, a number, an object of bound
    /// members, a call's result; a choice of platform made as iOS makes it.
    func force(_ value: Value) throws -> Value {
        var value = value
        while case .bound(let bound, let module) = value {
            try budget.spend()
            switch bound {
            case .literal(let text): return .string(text)
            case .number(let text):
                guard let number = Double(text) else { throw Open() }
                return .number(number)
            case .platformTest(let platforms): return .bool(platforms.contains(graph.platform))
            case .none: return .falsy
            case .object(let members):
                let open = members.contains { $0.key == JavaScriptValue.spreadKey }
                return .object(
                    members.filter { $0.key != JavaScriptValue.spreadKey }.map { ($0.key, .bound($0.value, module)) },
                    open: open, id: 0)
            case .path(let path):
                guard let (inner, owner) = graph.value(of: path, in: module) else { throw Open() }
                value = .bound(inner, owner)
            case .concatenation(let parts):
                return .string(try parts.map { try text(of: .bound($0, module)) }.joined())
            case .call(let path, let arguments):
                return try evaluate(path, arguments.map { .bound($0, module) }, in: module)
            case .platformChoice:
                // A test of the platform, decided as iOS decides it; any other condition: open.
                let chosen = graph.onPlatform(bound, in: module)
                switch chosen {
                case .platformChoice, .fallback, .oneOf: throw Open()
                default: value = .bound(chosen, module)
                }
            case .fallback(let first, _):
                // `a || b`, `a ?? b`: `a` where it is a string of some length, else not known here.
                guard case .string(let text) = try force(.bound(first, module)), !text.isEmpty else { throw Open() }
                return .string(text)
            case .oneOf:
                // A value that may be one of several (`flag && 'X'`) is not one value.
                throw Open()
            case .required, .platformComparison, .not, .unknown:
                throw Open()
            }
        }
        return value
    }

    /// `value` as a template literal or `+` writes it into a string.
    func text(of value: Value) throws -> String {
        switch try force(value) {
        case .string(let text): return text
        case .number(let number): return try Self.key(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .undefined: return "undefined"
        case .null: return "null"
        default: throw Open()
        }
    }

    /// A whole number as JavaScript prints it (`100`); other numbers are not followed.
    static func key(_ number: Double) throws -> String {
        guard number == number.rounded(), abs(number) < 1e15 else { throw Open() }
        return String(Int(number))
    }

    /// Whether `value` is truthy, as `if` and `?:` take it.
    func truth(_ value: Value) throws -> Bool {
        switch try force(value) {
        case .string(let text): return !text.isEmpty
        case .number(let number): return number != 0 && !number.isNaN
        case .bool(let flag): return flag
        case .undefined, .null, .falsy: return false
        case .object: return true
        case .bound: throw Open()
        }
    }

    /// `left === right` (`strict`) or `left == right`, for values whose comparison is certain.
    func equal(_ left: Value, _ right: Value, strict: Bool) throws -> Bool {
        switch (try force(left), try force(right)) {
        case (.string(let a), .string(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.undefined, .undefined), (.null, .null): return true
        case (.undefined, .null), (.null, .undefined): return !strict
        case (.falsy, _), (_, .falsy), (.object, _), (_, .object): throw Open()
        case (.string, .number), (.number, .string), (.bool, _), (_, .bool):
            if strict { return false }
            throw Open()
        default: return false
        }
    }

    /// The member `key` of `value`: undefined where a closed object has no such key.
    func member(_ key: String, of value: Value) throws -> Value {
        switch try force(value) {
        case .object(let members, let open, _):
            if let found = members.last(where: { $0.key == key }) { return found.value }
            if open { throw Open() }
            return .undefined
        default: throw Open()
        }
    }
}
