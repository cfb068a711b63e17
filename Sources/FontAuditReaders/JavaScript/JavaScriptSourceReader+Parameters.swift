import FontInspectorModel

/// A name read from a parameter of one of the app's functions (`(variables = platform) => ({
/// fontFamily: variables.fontFamily })`, an old native-base theme's component styles): what each
/// call of the function the app makes passes it, or the parameter's default where a call leaves it
/// out, as the Swift front end reads a helper's parameter (``NameExpression/parameter(function:label:index:fallback:)``).
/// An argument that is itself a parameter of the caller's function is followed to that function's
/// calls. No call found, or an argument the audit does not read, leaves the name open.
extension JavaScriptSourceReader {
    /// The calls of the app's functions by the function they reach (`⟨module⟩#name`), and the
    /// functions some module uses as a value (whose parameters take what the audit does not read).
    struct CallIndex {
        var sites: [String: [(module: JavaScriptModule, call: JavaScriptModule.Call)]] = [:]
        var passed: Set<String> = []
    }

    /// The call index of one evaluation, made the first time a parameter asks for it.
    final class CallSites {
        private var made: CallIndex?
        func index(_ graph: JavaScriptModuleGraph) -> CallIndex {
            if let made { return made }
            let index = callIndex(graph)
            made = index
            return index
        }
    }

    /// The calls of the app's functions among the modules read, by the function they reach
    /// (`⟨module⟩#name`), each with the module it is made in.
    static func callIndex(_ graph: JavaScriptModuleGraph) -> CallIndex {
        var index = CallIndex()
        for path in graph.modules.loaded.sorted() {
            guard let module = graph.modules[path] else { continue }
            for call in module.calls {
                guard let (owner, name) = graph.functionName(call.callee, in: module) else { continue }
                index.sites[owner.path + "#" + name, default: []].append((module, call))
            }
            for name in module.passedFunctions.sorted() {
                guard let (owner, function) = graph.functionName([name], in: module) else { continue }
                index.passed.insert(owner.path + "#" + function)
            }
        }
        return index
    }

    /// What `path`, written in the function `function` of `module`, gives where its first name is a
    /// parameter of that function: each call's argument (or the default) with the rest of `path`
    /// asked of it; nil where the first name is no parameter or no call is known.
    static func parameterExpression(
        _ path: [String], function: String, in module: JavaScriptModule, graph: JavaScriptModuleGraph,
        calls: CallIndex, depth: Int = 0
    ) -> NameExpression? {
        guard depth < 6, let first = path.first, let parameters = module.parameterLists[function],
            let position = parameters.firstIndex(where: { $0.name == first })
        else { return nil }
        let rest = Array(path.dropFirst())
        // Declared with a type of the app's own: every value the app declares with that type, at
        // the members asked, whatever a call passes (a call may pass what the audit cannot read,
        // `buildConfig().fonts`, but not a value of another type).
        if let type = parameters[position].type {
            let declared = graph.bindings(declaredAs: type)
            if !declared.isEmpty {
                var seen = Set<NameExpression>()
                let each = declared.map { graph.expression(.path([$0.name] + rest), in: $0.module) }.filter {
                    seen.insert($0).inserted
                }
                return each.count == 1 ? each[0] : .oneOf(each)
            }
        }
        guard let sites = calls.sites[module.path + "#" + function], !sites.isEmpty,
            !calls.passed.contains(module.path + "#" + function)
        else { return nil }
        var each: [NameExpression] = []
        for (caller, call) in sites {
            if let spread = call.spreadFrom, position >= spread { return nil }
            var argument = position < call.arguments.count ? call.arguments[position] : JavaScriptValue.none
            var owner = caller
            var inFunction = call.inFunction
            if case .none = argument {
                // Left out, or `undefined`: the default, as the function's module writes it.
                let tokens = parameters[position].defaultValue
                guard !tokens.isEmpty else { return nil }
                var parser = JavaScriptExpressionParser(tokens)
                argument = parser.expression()
                owner = module
                inFunction = nil
            }
            each.append(
                value(
                    argument, asking: rest, in: owner, inFunction: inFunction, graph: graph, calls: calls, depth: depth)
            )
        }
        var seen = Set<NameExpression>()
        let kept = each.filter { seen.insert($0).inserted }
        return kept.count == 1 ? kept[0] : .oneOf(kept)
    }

    /// `argument`, written in `module`, with `members` asked of it.
    private static func value(
        _ argument: JavaScriptValue, asking members: [String], in module: JavaScriptModule, inFunction: String?,
        graph: JavaScriptModuleGraph, calls: CallIndex,
        depth: Int
    ) -> NameExpression {
        switch argument {
        case .path(let path):
            if let inFunction,
                let followed = parameterExpression(
                    path + members, function: inFunction, in: module, graph: graph, calls: calls, depth: depth + 1)
            {
                return followed
            }
            return graph.expression(.path(path + members), in: module)
        case .object:
            var value = argument
            for member in members {
                guard let inner = value.member(member) else { return .unknown }
                value = inner
            }
            return graph.expression(graph.onPlatform(value, in: module), in: module)
        default:
            return members.isEmpty ? graph.expression(graph.onPlatform(argument, in: module), in: module) : .unknown
        }
    }

    /// The types of the parameters `module`'s requests read that are declared with one
    /// (`(fonts: FontsType) => ({ fontFamily: fonts.body })`).
    static func typesOfReadParameters(_ module: JavaScriptModule) -> [String] {
        module.requests.compactMap { request in
            guard case .path(let path) = request.value, let function = request.inFunction else { return nil }
            return module.parameterLists[function]?.first { $0.name == path.first }?.type
        }
    }

    /// Whether a request of `module` reads a parameter with a default value of the function it is
    /// written in (`(variables = variable) => …`), whose callers are worth reading: a component's
    /// `props` has none, and its callers are JSX, which gives no value the audit reads.
    static func readsParameters(_ module: JavaScriptModule) -> Bool {
        module.requests.contains { request in
            guard case .path(let path) = request.value, let function = request.inFunction else { return false }
            return module.parameterLists[function]?.contains { $0.name == path.first && !$0.defaultValue.isEmpty }
                == true
        }
    }

    /// Whether a call of `module` passes on a parameter of the function it is made in.
    static func passesParameters(_ module: JavaScriptModule) -> Bool {
        module.calls.contains { call in
            guard let function = call.inFunction, let parameters = module.parameterLists[function] else {
                return false
            }
            return call.arguments.contains { argument in
                if case .path(let path) = argument { return parameters.contains { $0.name == path.first } }
                return false
            }
        }
    }

    /// What a specifier that imports the module at `path` ends with: `/Text'` for `…/Text.js`, and
    /// for an `index` file its folder's (`/components'`), in either quote.
    static func importNeedles(of path: String) -> [String] {
        var stem = FileName.stem(of: path)
        if stem == "index" { stem = FileName.lastComponent(of: FileName.parent(of: path)) }
        guard !stem.isEmpty else { return [] }
        return ["/\(stem)'", "/\(stem)\""]
    }
}
