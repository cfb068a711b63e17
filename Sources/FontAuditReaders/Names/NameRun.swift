/// What a run needs from the front end whose function it runs: the values its names bind outside
/// the function, and its other functions.
protocol RunHost {
    /// The value `path` names where the function has no local of `path[0]`: the host's binding,
    /// read when it is used (``RunValue/deferred(_:)``).
    func bound(_ path: [String]) -> RunValue
    /// What the host's function `path` gives for `arguments`; throws ``RunOpen`` where it cannot tell.
    func call(_ path: [String], _ arguments: [RunValue]) throws -> RunValue
}

/// The host of a run that reads nothing outside what it was given: every other name and call is open.
struct ClosedRunHost: RunHost {
    func bound(_ path: [String]) -> RunValue { .deferred(RunDeferred { throw RunOpen() }) }
    func call(_ path: [String], _ arguments: [RunValue]) throws -> RunValue { throw RunOpen() }
}

/// One function of the app's run for the arguments a call writes (`typography('Body', 100,
/// 'SemiBold')`): its statements followed one by one, the branches its arguments and the host's
/// constants take. Anything the run does not know (a member of an open object, a comparison whose
/// result is uncertain, a call the host cannot follow) leaves the call open, never guessed. Nothing
/// of the app runs: a front end lowered the function (``RunFunction``), and the names of the
/// result are still evaluated by the one name evaluator.
struct NameRun {
    /// What a statement leaves the statements after it to do.
    enum Flow {
        case next
        case breakOut
        case returned(RunValue)
    }

    let host: RunHost
    let semantics: RunSemantics
    var locals: [String: RunValue] = [:]
    /// The names declared in each block being run, restored when it ends.
    var scopes: [[String: RunValue?]] = []
    /// The objects this run made have ids past this one: another (an argument, a caller's) may
    /// be held where the run cannot see, so it is never changed here.
    let firstID: Int

    init(host: RunHost, budget: RunBudget) {
        self.host = host
        self.semantics = RunSemantics(budget: budget)
        self.firstID = budget.lastID
    }

    /// What `function` gives for `arguments`.
    static func run(_ function: RunFunction, _ arguments: [RunValue], host: RunHost, budget: RunBudget) throws
        -> RunValue
    {
        var run = NameRun(host: host, budget: budget)
        for (offset, parameter) in function.parameters.enumerated() {
            var value = offset < arguments.count ? try run.semantics.force(arguments[offset]) : .undefined
            if let defaultValue = parameter.defaultValue {
                // `undefined`, `null` or `false` as the host writes it: whether the default
                // applies is not known.
                if case .falsy = value { throw RunOpen() }
                if case .undefined = value { value = try run.evaluate(defaultValue) }
            }
            run.locals[parameter.name] = value
        }
        switch function.body {
        case .expression(let node): return try run.evaluate(node)
        case .statements(let statements):
            if case .returned(let value) = try run.run(statements) { return value }
            return .undefined
        }
    }

    // MARK: Statements

    /// `statements` in order, until one returns or breaks.
    mutating func run(_ statements: some Collection<RunStatement>) throws -> Flow {
        for statement in statements {
            let flow = try run(statement)
            if case .next = flow { continue }
            return flow
        }
        return .next
    }

    mutating func run(_ statement: RunStatement) throws -> Flow {
        try semantics.budget.spend()
        switch statement {
        case .empty: return .next
        case .block(let statements): return try scoped { try $0.run(statements) }
        case .declare(let declared):
            for (name, node) in declared {
                let value = try node.map { try evaluate($0) } ?? .undefined
                if !scopes.isEmpty, scopes[scopes.count - 1][name] == nil {
                    scopes[scopes.count - 1][name] = .some(locals[name])
                }
                locals[name] = value
            }
        case .assign(let name, let keys, let adds, let node):
            try assign(name, keys, adds: adds, node)
        case .branch(let condition, let then, let otherwise):
            if try semantics.truth(try evaluate(condition)) { return try run(then) }
            return try otherwise.map { try run($0) } ?? .next
        case .choice(let subject, let cases):
            let subject = try evaluate(subject)
            var start: Int? = nil
            for (offset, label) in cases.enumerated() {
                guard let label = label.label else { continue }
                if try semantics.equal(subject, try evaluate(label), strict: true) {
                    start = offset
                    break
                }
            }
            guard let start = start ?? cases.firstIndex(where: { $0.label == nil }) else { return .next }
            let flow = try scoped { try $0.run(cases[start...].lazy.flatMap(\.statements)) }
            if case .breakOut = flow { return .next }
            return flow
        case .returns(let node): return .returned(try node.map { try evaluate($0) } ?? .undefined)
        case .breaks: return .breakOut
        }
        return .next
    }

    /// `body` in a new block: the names it declares are undone after it.
    private mutating func scoped(_ body: (inout Self) throws -> Flow) throws -> Flow {
        scopes.append([:])
        defer { for (name, outer) in scopes.removeLast() { locals[name] = outer } }
        return try body(&self)
    }

    /// `x = …`, `x.a.b = …`, `x += …`: only the function's own values change, never the host's.
    private mutating func assign(_ name: String, _ keys: [RunKey], adds: Bool, _ node: RunNode) throws {
        let keys = try keys.map { key -> String in
            switch key {
            case .name(let name): return name
            case .computed(let node): return try semantics.propertyKey(try evaluate(node))
            }
        }
        var value = try evaluate(node)
        guard let current = locals[name] else { throw RunOpen() }
        if adds { value = try semantics.add(try keys.reduce(current) { try semantics.member($1, of: $0) }, value) }
        locals[name] = try write(value, at: keys[...], into: current)
    }

    private func write(_ value: RunValue, at keys: ArraySlice<String>, into target: RunValue) throws -> RunValue {
        guard let key = keys.first else { return value }
        // Only an object this run made, which no other value holds: a change to it is seen
        // nowhere else.
        guard case .object(var members, let open, let id) = try semantics.force(target), id > firstID,
            try holders(of: id) == 1
        else { throw RunOpen() }
        let inner =
            keys.count == 1
            ? value : try write(value, at: keys.dropFirst(), into: try semantics.member(key, of: target))
        members.removeAll { $0.key == key }
        members.append((key, inner))
        return .object(members, open: open, id: id)
    }

    /// How many references the run's values hold to the object `id`: locals (those a block
    /// hides included), and members of the objects they hold, each object read once.
    private func holders(of id: Int) throws -> Int {
        var count = 0
        var read = Set<Int>()
        var pending = Array(locals.values) + scopes.flatMap { $0.values.compactMap { $0 } }
        for value in pending where Self.id(of: value) == id { count += 1 }
        while let value = pending.popLast() {
            guard case .object(let members, _, let own) = value, read.insert(own).inserted || own == 0 else { continue }
            for member in members {
                try semantics.budget.spend()
                if Self.id(of: member.value) == id { count += 1 }
                pending.append(member.value)
            }
        }
        return count
    }

    private static func id(of value: RunValue) -> Int? {
        if case .object(_, _, let id) = value { id } else { nil }
    }
}
