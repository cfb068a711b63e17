/// What a call of one of the app's own functions gives for the arguments it writes
/// (`typography('Body', 100, 'SemiBold')`): the function lowered (``JavaScriptFunctionLowering``)
/// and run by ``NameRun``, its names read through the module graph. This is the run's host: the
/// values a module binds become ``RunValue``s when the run reads them, and the app's other
/// functions are called here, at most ``maximumDepth`` inside one another.
struct JavaScriptCallEvaluator {
    typealias Value = RunValue

    /// Calls followed inside one another at most.
    static let maximumDepth = 4

    let graph: JavaScriptModuleGraph
    let budget: RunBudget
    let depth: Int

    init(graph: JavaScriptModuleGraph, budget: RunBudget = RunBudget(), depth: Int = 0) {
        self.graph = graph
        self.budget = budget
        self.depth = depth
    }

    var semantics: RunSemantics { RunSemantics(budget: budget) }

    /// What the function `path` names in `module` gives for `arguments` (written in `module`);
    /// nil when it is no function of the app's whose body is read, or the call cannot be followed.
    func call(_ path: [String], _ arguments: [Value], in module: JavaScriptModule) -> Value? {
        try? evaluate(path, arguments, in: module)
    }

    func evaluate(_ path: [String], _ arguments: [Value], in module: JavaScriptModule) throws -> Value {
        try budget.spend()
        let transparent = [["StyleSheet", "create"], ["Object", "freeze"], ["StyleSheet", "flatten"]]
        if transparent.contains(path) { return arguments.first ?? .undefined }
        guard depth < Self.maximumDepth, let (function, owner, _) = graph.function(path, in: module),
            let lowered = JavaScriptFunctionLowering.lowered(function)
        else { throw RunOpen() }
        let callee = JavaScriptCallEvaluator(graph: graph, budget: budget, depth: depth + 1)
        return try NameRun.run(lowered, arguments, host: Host(evaluator: callee, module: owner), budget: budget)
    }

    /// The run's host inside a function of `module`.
    struct Host: RunHost {
        let evaluator: JavaScriptCallEvaluator
        let module: JavaScriptModule

        func bound(_ path: [String]) -> RunValue { evaluator.bound(.path(path), module) }

        func call(_ path: [String], _ arguments: [RunValue]) throws -> RunValue {
            try evaluator.evaluate(path, arguments, in: module)
        }
    }

    /// `value`, written in `module`, as a run reads it.
    func bound(_ value: JavaScriptValue, _ module: JavaScriptModule) -> Value {
        .deferred(RunDeferred { try read(value, in: module) })
    }

    /// `bound` read one level: a module's value made a string, a number, an object of bound
    /// members, a call's result; a choice of platform made as the graph's platform makes it.
    private func read(_ bound: JavaScriptValue, in module: JavaScriptModule) throws -> Value {
        switch bound {
        case .literal(let text): return .string(text)
        case .number(let text):
            guard let number = Double(text) else { throw RunOpen() }
            return .number(number)
        case .platformTest(let platforms): return .bool(platforms.contains(graph.platform))
        case .none: return .falsy
        case .object(let members):
            let open = members.contains { $0.key == JavaScriptValue.spreadKey }
            return .object(
                members.filter { $0.key != JavaScriptValue.spreadKey }.map { ($0.key, self.bound($0.value, module)) },
                open: open, id: 0)
        case .path(let path):
            guard let (inner, owner) = graph.value(of: path, in: module) else { throw RunOpen() }
            return self.bound(inner, owner)
        case .concatenation(let parts):
            return .string(try parts.map { try semantics.text(of: self.bound($0, module)) }.joined())
        case .call(let path, let arguments):
            return try evaluate(path, arguments.map { self.bound($0, module) }, in: module)
        case .platformChoice:
            // A test of the platform, decided as the graph's platform decides it; any other
            // condition: open.
            let chosen = graph.onPlatform(bound, in: module)
            switch chosen {
            case .platformChoice, .fallback, .oneOf: throw RunOpen()
            default: return self.bound(chosen, module)
            }
        case .fallback(let first, _):
            // `a || b`, `a ?? b`: `a` where it is a string of some length, else not known here.
            guard case .string(let text) = try semantics.force(self.bound(first, module)), !text.isEmpty else {
                throw RunOpen()
            }
            return .string(text)
        case .oneOf:
            // A value that may be one of several (`flag && 'X'`) is not one value.
            throw RunOpen()
        case .required, .platformComparison, .not, .unknown:
            throw RunOpen()
        }
    }
}
