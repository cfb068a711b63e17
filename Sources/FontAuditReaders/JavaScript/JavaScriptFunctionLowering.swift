/// A function of the app's lowered for ``NameRun``: its tokens read once into a ``RunFunction``
/// (declarations, assignments, `if`, `switch`, `return`, and JavaScript's expressions by
/// precedence). Anything it does not read (a loop, `new`, an arrow function, a `var` in a block)
/// makes the whole function unreadable, never its first part taken.
struct JavaScriptFunctionLowering {
    typealias Token = JavaScriptLexer.Token

    let tokens: [Token]
    /// Each opening bracket's closing one.
    private(set) var closings: [Int: Int] = [:]
    var index = 0
    /// How many blocks (and `switch` bodies) the statement being read is in.
    var depth = 0

    init(tokens: [Token]) {
        self.tokens = tokens
        var open: [Int] = []
        for (offset, token) in tokens.enumerated() {
            if token.isPunct("(") || token.isPunct("[") || token.isPunct("{") {
                open.append(offset)
            } else if token.isPunct(")") || token.isPunct("]") || token.isPunct("}"), let last = open.popLast() {
                closings[last] = offset
            }
        }
    }

    /// `function` lowered; nil when any part of it is not read.
    static func lowered(_ function: JavaScriptFunction) -> RunFunction? {
        do {
            var parameters: [RunFunction.Parameter] = []
            // A destructured parameter (a component's props) is read from its call sites, not run.
            guard !function.parameters.contains(where: { $0.member != nil }) else { return nil }
            for parameter in function.parameters {
                var defaults = JavaScriptFunctionLowering(tokens: parameter.defaultValue)
                // A default the lowering does not read is open only where a call leaves it to apply.
                let value = parameter.defaultValue.isEmpty ? nil : (try? defaults.wholeExpression()) ?? .unreadable
                parameters.append(RunFunction.Parameter(name: parameter.name, defaultValue: value))
            }
            var body = JavaScriptFunctionLowering(tokens: function.body)
            if function.isExpression {
                return RunFunction(parameters: parameters, body: .expression(try body.wholeExpression()))
            }
            return RunFunction(
                parameters: parameters, body: .statements(try body.statements(until: function.body.count)))
        } catch {
            return nil
        }
    }

    func isPunct(_ text: String, _ offset: Int = 0) -> Bool {
        index + offset < tokens.count && tokens[index + offset].isPunct(text)
    }

    func word(_ offset: Int = 0) -> String? { index + offset < tokens.count ? tokens[index + offset].word : nil }

    /// The closing bracket of the one at `open`.
    func closing(_ open: Int) throws -> Int {
        guard let close = closings[open] else { throw RunOpen() }
        return close
    }

    mutating func expect(_ punct: String) throws {
        guard isPunct(punct) else { throw RunOpen() }
        index += 1
    }

    /// The tokens as one expression, all of them.
    mutating func wholeExpression() throws -> RunNode {
        let value = try expression()
        guard index == tokens.count else { throw RunOpen() }
        return value
    }

    // MARK: Statements

    /// The statements from `index` to `end`.
    mutating func statements(until end: Int) throws -> [RunStatement] {
        var statements: [RunStatement] = []
        while index < end { statements.append(try statement()) }
        return statements
    }

    mutating func statement() throws -> RunStatement {
        guard index < tokens.count else { throw RunOpen() }
        if isPunct(";") {
            index += 1
            return .empty
        }
        if isPunct("{") { return try block() }
        let statement: RunStatement
        switch word() {
        case "const", "let", "var":
            // A `var` in a block is the function's, not the block's: not read.
            if word() == "var", depth > 0 { throw RunOpen() }
            index += 1
            statement = try declarations()
        case "if": return try ifStatement()
        case "switch": return try switchStatement()
        case "return":
            let line = tokens[index].line
            index += 1
            let ends = index >= tokens.count || isPunct(";") || isPunct("}") || tokens[index].line > line
            statement = .returns(ends ? nil : try expression())
        case "break":
            index += 1
            statement = .breaks
        default:
            statement = try assignment()
        }
        try endStatement()
        return statement
    }

    /// The end of a statement: its `;`, the block's `}`, or a new line (JavaScript's automatic
    /// semicolon). Anything else on the line is not read (`in`, `,`).
    private mutating func endStatement() throws {
        if isPunct(";") {
            index += 1
            return
        }
        guard index >= tokens.count || isPunct("}") || index == 0 || tokens[index].line > tokens[index - 1].line
        else { throw RunOpen() }
    }

    /// `{ … }`.
    private mutating func block() throws -> RunStatement {
        let close = try closing(index)
        index += 1
        depth += 1
        let statements = try self.statements(until: close)
        depth -= 1
        index = close + 1
        return .block(statements)
    }

    /// `a = …, b: Type = …` after `const`.
    private mutating func declarations() throws -> RunStatement {
        var declared: [(name: String, value: RunNode?)] = []
        while true {
            guard let name = word() else { throw RunOpen() }
            index += 1
            if isPunct(":") { try skipType() }
            var value: RunNode? = nil
            if isPunct("=") {
                index += 1
                value = try expression()
            }
            declared.append((name, value))
            guard isPunct(",") else { return .declare(declared) }
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

    /// `if (…) … else …`.
    private mutating func ifStatement() throws -> RunStatement {
        let condition = try head()
        let then = try statement()
        guard word() == "else" else { return .branch(condition, then, otherwise: nil) }
        index += 1
        return .branch(condition, then, otherwise: try statement())
    }

    /// The parenthesized expression after `if` or `switch` at `index`.
    private mutating func head() throws -> RunNode {
        index += 1
        guard isPunct("(") else { throw RunOpen() }
        let close = try closing(index)
        index += 1
        let value = try expression()
        guard index == close else { throw RunOpen() }
        index += 1
        return value
    }

    /// `switch (…) { case …: … default: … }`.
    private mutating func switchStatement() throws -> RunStatement {
        let subject = try head()
        guard isPunct("{") else { throw RunOpen() }
        let end = try closing(index)
        index += 1
        depth += 1
        var cases: [(label: RunNode?, statements: [RunStatement])] = []
        while index < end {
            if word() == "case" {
                index += 1
                let label = try expression()
                try expect(":")
                cases.append((label, []))
            } else if word() == "default", isPunct(":", 1) {
                index += 2
                cases.append((nil, []))
            } else {
                let statement = try statement()
                // Statements before the first label are never run.
                if !cases.isEmpty { cases[cases.count - 1].statements.append(statement) }
            }
        }
        depth -= 1
        index = end + 1
        return .choice(subject, cases)
    }

    /// `x = …`, `x.a.b = …`, `x[k] += …`. Any other statement (a call, which may change
    /// anything, a loop) is not read.
    private mutating func assignment() throws -> RunStatement {
        guard let name = word(), !["for", "while", "do", "try", "throw", "function", "class"].contains(name) else {
            throw RunOpen()
        }
        index += 1
        var keys: [RunKey] = []
        while true {
            if isPunct("."), let member = word(1) {
                keys.append(.name(member))
                index += 2
            } else if isPunct("[") {
                index += 1
                keys.append(.computed(try expression()))
                try expect("]")
            } else {
                break
            }
        }
        let adds = isPunct("+=")
        guard isPunct("=") || adds else { throw RunOpen() }
        index += 1
        return .assign(name, keys, adds: adds, try expression())
    }
}
