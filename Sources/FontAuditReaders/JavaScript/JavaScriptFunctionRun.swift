/// One function's statements followed for ``JavaScriptCallEvaluator``: a cursor over its tokens,
/// its parameters and locals. `live` is false while a branch not taken is read past: then it is
/// only parsed, to find where it ends, and nothing is evaluated, so a value the audit does not know
/// there costs nothing.
struct JavaScriptFunctionRun {
    typealias Token = JavaScriptLexer.Token
    typealias Value = JavaScriptCallEvaluator.Value
    typealias Open = JavaScriptCallEvaluator.Open

    /// What a statement leaves the statements after it to do.
    enum Flow {
        case next
        case breakOut
        case returned(Value)
    }

    let tokens: [Token]
    /// Each opening bracket's closing one.
    private(set) var closings: [Int: Int] = [:]
    var index = 0
    var live = true
    var locals: [String: Value] = [:]
    /// The names declared in each block being read, restored when it ends.
    var scopes: [[String: Value?]] = []
    let module: JavaScriptModule
    let evaluator: JavaScriptCallEvaluator
    /// The objects this run made have ids past this one: another (an argument, a caller's) may
    /// be held where the run cannot see, so it is never changed here.
    var firstID: Int

    init(tokens: [Token], module: JavaScriptModule, evaluator: JavaScriptCallEvaluator) {
        self.tokens = tokens
        self.module = module
        self.evaluator = evaluator
        self.firstID = evaluator.budget.lastID
        var open: [Int] = []
        for (offset, token) in tokens.enumerated() {
            if token.isPunct("(") || token.isPunct("[") || token.isPunct("{") {
                open.append(offset)
            } else if token.isPunct(")") || token.isPunct("]") || token.isPunct("}"), let last = open.popLast() {
                closings[last] = offset
            }
        }
    }

    func isPunct(_ text: String, _ offset: Int = 0) -> Bool {
        index + offset < tokens.count && tokens[index + offset].isPunct(text)
    }

    func word(_ offset: Int = 0) -> String? { index + offset < tokens.count ? tokens[index + offset].word : nil }

    /// The closing bracket of the one at `index`, or the end of the tokens.
    func closing(_ open: Int) throws -> Int {
        guard let close = closings[open] else { throw Open() }
        return close
    }

    mutating func expect(_ punct: String) throws {
        guard isPunct(punct) else { throw Open() }
        index += 1
    }

    /// The tokens as one expression, all of them.
    mutating func wholeExpression() throws -> Value {
        let value = try expression()
        guard index == tokens.count else { throw Open() }
        return value
    }

    // MARK: Statements

    /// The statements from `index` to `end`, until one returns or breaks.
    mutating func statements(until end: Int) throws -> Flow {
        while index < end {
            let flow = try statement()
            if case .next = flow { continue }
            return flow
        }
        return .next
    }

    /// One statement, read past without effect when `live` is false.
    mutating func statement() throws -> Flow {
        try evaluator.budget.spend()
        guard index < tokens.count else { throw Open() }
        if isPunct(";") {
            index += 1
            return .next
        }
        if isPunct("{") { return try block() }
        switch word() {
        case "const", "let", "var":
            // A `var` in a block is the function's, not the block's: not read.
            if word() == "var", !scopes.isEmpty { throw Open() }
            index += 1
            try declarations()
        case "if": return try ifStatement()
        case "switch": return try switchStatement()
        case "return":
            let line = tokens[index].line
            index += 1
            let ends = index >= tokens.count || isPunct(";") || isPunct("}") || tokens[index].line > line
            let value = ends ? Value.undefined : try expression()
            try endStatement()
            return live ? .returned(value) : .next
        case "break":
            index += 1
            try endStatement()
            return live ? .breakOut : .next
        default:
            try assignment()
        }
        try endStatement()
        return .next
    }

    /// The end of a statement: its `;`, the block's `}`, or a new line (JavaScript's automatic
    /// semicolon). Anything else on the line is what the evaluator does not read (`in`, `,`):
    /// the function is open, not its first part taken.
    private mutating func endStatement() throws {
        if isPunct(";") {
            index += 1
            return
        }
        guard index >= tokens.count || isPunct("}") || index == 0 || tokens[index].line > tokens[index - 1].line
        else { throw Open() }
    }

    /// `{ … }`: its statements, its declarations undone after it.
    private mutating func block() throws -> Flow {
        let close = try closing(index)
        index += 1
        scopes.append([:])
        let flow = try statements(until: close)
        for (name, outer) in scopes.removeLast() { locals[name] = outer }
        index = close + 1
        return flow
    }

    /// `const a = …, b: Type = …`.
    private mutating func declarations() throws {
        while true {
            guard let name = word() else { throw Open() }
            index += 1
            if isPunct(":") { try skipType() }
            var value = Value.undefined
            if isPunct("=") {
                index += 1
                value = try expression()
            }
            if live {
                if !scopes.isEmpty, scopes[scopes.count - 1][name] == nil {
                    scopes[scopes.count - 1][name] = .some(locals[name])
                }
                locals[name] = value
            }
            guard isPunct(",") else { return }
            index += 1
        }
    }

    /// Past a type annotation, to the `=`, `,` or `;` after it (`Record<string, unknown>`).
    private mutating func skipType() throws {
        var angles = 0
        while index < tokens.count, angles > 0 || !(isPunct("=") || isPunct(";") || isPunct(",")) {
            if isPunct("<") { angles += 1 }
            if isPunct(">") { angles -= 1 }
            if isPunct(">>") { angles -= 2 }
            let opens = isPunct("(") || isPunct("[") || isPunct("{")
            index = opens ? try closing(index) + 1 : index + 1
        }
    }

    /// `if (…) … else …`: the branch the condition takes, the other read past.
    private mutating func ifStatement() throws -> Flow {
        let condition = try head()
        let holds = live ? try evaluator.truth(condition) : false
        let then = try branch(taken: live && holds)
        guard word() == "else" else { return then }
        index += 1
        let otherwise = try branch(taken: live && !holds)
        if case .next = then { return otherwise }
        return then
    }

    /// The parenthesized expression after `if` or `switch` at `index`: the keyword, `(`, one
    /// expression, `)`.
    mutating func head() throws -> Value {
        index += 1
        guard isPunct("(") else { throw Open() }
        let close = try closing(index)
        index += 1
        let value = try expression()
        guard index == close else { throw Open() }
        index += 1
        return value
    }

    /// One statement, followed when `taken`, else read past.
    private mutating func branch(taken: Bool) throws -> Flow {
        let wasLive = live
        live = taken
        defer { live = wasLive }
        return try statement()
    }

    /// `x = …`, `x.a.b = …`, `x += …`: a local's value or member changed. Any other statement (a
    /// call, which may change anything) leaves the function open.
    private mutating func assignment() throws {
        guard let name = word(), !["for", "while", "do", "try", "throw", "function", "class"].contains(name) else {
            throw Open()
        }
        index += 1
        var keys: [String] = []
        while true {
            if isPunct("."), let member = word(1) {
                keys.append(member)
                index += 2
            } else if isPunct("[") {
                index += 1
                let key = try expression()
                try expect("]")
                keys.append(live ? try propertyKey(key) : "")
            } else {
                break
            }
        }
        let adds = isPunct("+=")
        guard isPunct("=") || adds else { throw Open() }
        index += 1
        var value = try expression()
        guard live else { return }
        // Only the function's own values change: a module's binding is never assigned here.
        guard let current = locals[name] else { throw Open() }
        if adds { value = try add(try read(keys, of: current), value) }
        locals[name] = try write(value, at: keys[...], into: current)
    }

    private func read(_ keys: [String], of value: Value) throws -> Value {
        try keys.reduce(value) { try evaluator.member($1, of: $0) }
    }

    private func write(_ value: Value, at keys: ArraySlice<String>, into target: Value) throws -> Value {
        guard let key = keys.first else { return value }
        // Only an object this run made, which no other value holds: a change to it is seen
        // nowhere else.
        guard case .object(var members, let open, let id) = try evaluator.force(target), id > firstID,
            try holders(of: id) == 1
        else { throw Open() }
        let inner =
            keys.count == 1
            ? value : try write(value, at: keys.dropFirst(), into: try evaluator.member(key, of: target))
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
                try evaluator.budget.spend()
                if Self.id(of: member.value) == id { count += 1 }
                pending.append(member.value)
            }
        }
        return count
    }

    private static func id(of value: Value) -> Int? {
        if case .object(_, _, let id) = value { id } else { nil }
    }
}
