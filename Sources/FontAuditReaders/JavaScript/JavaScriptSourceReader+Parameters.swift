import FontAuditModel
import FontInspectorModel

/// A name read from a parameter of one of the app's functions (`(variables = platform) => ({
/// fontFamily: variables.fontFamily })`, an old native-base theme's component styles): what each
/// call of the function the app makes passes it, or the parameter's default where a call leaves it
/// out, as the Swift front end reads a helper's parameter (``NameExpression/parameter(function:label:index:fallback:)``).
/// An argument that is itself a parameter of the caller's function is followed to that function's
/// calls. No call found, or an argument the audit does not read, leaves the name open.
extension JavaScriptSourceReader {
    /// What `path`, written in the function `function` of `module`, gives where its first name is a
    /// parameter of that function: each call's argument (or the default) with the rest of `path`
    /// asked of it; nil where the first name is no parameter or no call is known.
    static func parameterExpression(
        _ path: [String], function: String, in module: JavaScriptModule, graph: JavaScriptModuleGraph,
        calls: CallIndex, depth: Int = 0
    ) -> NameExpression? {
        guard depth < 6, let first = path.first, let parameters = module.parameterLists[function],
            let parameter = parameters.first(where: { $0.name == first })
        else { return nil }
        let key = module.path + "#" + function + "#" + path.joined(separator: ".")
        if let known = calls.memo.values[key] { return known }
        calls.memo.values[key] = .some(nil)  // a parameter passed back to itself gives nothing known
        let found = parameterValues(
            path, parameter: parameter, function: function, in: module, graph: graph,
            calls: calls, depth: depth)
        calls.memo.values[key] = .some(found)
        return found
    }

    /// ``parameterExpression(_:function:in:graph:calls:depth:)``, not remembered.
    private static func parameterValues(
        _ path: [String], parameter: JavaScriptFunction.Parameter, function: String, in module: JavaScriptModule,
        graph: JavaScriptModuleGraph, calls: CallIndex, depth: Int
    ) -> NameExpression? {
        let position = parameter.position
        let rest = Array(path.dropFirst())
        // Declared with a type of the app's own: every value the app declares with that type, at
        // the members asked, whatever a call passes (a call may pass what the audit cannot read,
        // `buildConfig().fonts`, but not a value of another type).
        if let type = parameter.type {
            let declared = graph.bindings(declaredAs: type)
            if !declared.isEmpty {
                var seen = Set<NameExpression>()
                let each = declared.map { graph.expression(.path([$0.name] + rest), in: $0.module) }.filter {
                    seen.insert($0).inserted
                }
                return each.count == 1 ? each[0] : .oneOf(each)
            }
        }
        let sites = calls.sites(of: function, in: module, graph: graph)
        guard !sites.isEmpty, !calls.isPassed(function, in: module, graph: graph) else { return nil }
        var each: [NameExpression] = []
        var seen = Set<NameExpression>()
        for (caller, call) in sites {
            if let spread = call.spreadFrom, position >= spread { return nil }
            let arguments = argumentValues(of: call)
            var argument = position < arguments.count ? arguments[position] : JavaScriptValue.none
            // A destructured parameter (a component's prop): that member of the object passed, the
            // default where the object leaves it out; an object the audit does not read whole is open.
            var given: JavaScriptValue?
            if let member = parameter.member, case .object(let members) = argument {
                given = members.last(where: { $0.key == member })?.value
                if let given {
                    argument = given
                } else if members.contains(where: { $0.key == JavaScriptValue.spreadKey }) {
                    return nil
                } else {
                    argument = .none
                }
            } else if parameter.member != nil, !(argument == .none) {
                return nil
            }
            var owner = caller
            var inFunction = call.inFunction
            if case .none = argument {
                // Left out, or `undefined`: the default, as the function's module writes it.
                let tokens = parameter.defaultValue
                guard !tokens.isEmpty else { return nil }
                var parser = JavaScriptExpressionParser(tokens)
                argument = parser.expression()
                owner = module
                inFunction = nil
            }
            let passed = value(
                argument, asking: rest, in: owner, inFunction: inFunction, graph: graph, calls: calls, depth: depth)
            // Each value once, where an element first passes it as a literal: the message names
            // where (`weight="Black"`, App.tsx:12).
            guard seen.insert(passed).inserted else { continue }
            if let member = parameter.member, case .literal(let text)? = given, call.line > 0 {
                each.append(
                    .sourced(passed, ValueSource(label: "\(member)=\"\(text)\"", file: caller.path, line: call.line)))
            } else {
                each.append(passed)
            }
        }
        return each.count == 1 ? each[0] : .oneOf(each)
    }

    /// A call's arguments; an element's, the object of its props: a string prop its text, a `{…}`
    /// prop the expression it holds, a bare prop `true` (read as unknown).
    static func argumentValues(of call: JavaScriptModule.Call) -> [JavaScriptValue] {
        guard let props = call.props else { return call.arguments }
        var members: [(key: String, value: JavaScriptValue)] = []
        for (name, value, _, _) in props {
            if value.isEmpty {
                members.append((name, .unknown))
            } else if value.count == 1, case .string(let text) = value[0].kind {
                members.append((name, .literal(text)))
            } else {
                var parser = JavaScriptExpressionParser(value)
                let parsed = parser.expression()
                members.append((name, parser.index == value.count ? parsed : .unknown))
            }
        }
        return [.object(members)]
    }

    /// A template whose pieces read parameters of `function` (a component's props:
    /// `` `Kalam-${weight}` ``): each such piece as the calls give it, the others as written; nil where
    /// no piece reads one, or one the calls do not give.
    static func templateExpression(
        _ parts: [JavaScriptValue], function: String, in module: JavaScriptModule, graph: JavaScriptModuleGraph,
        calls: CallIndex
    ) -> NameExpression? {
        guard let parameters = module.parameterLists[function],
            parts.contains(where: { part in
                part.paths.contains { path in parameters.contains { $0.name == path.first } }
            })
        else { return nil }
        var pieces: [NameExpression] = []
        for part in parts {
            if case .path(let path) = part, parameters.contains(where: { $0.name == path.first }) {
                guard let passed = parameterExpression(path, function: function, in: module, graph: graph, calls: calls)
                else { return nil }
                pieces.append(passed)
            } else {
                pieces.append(graph.expression(part, in: module))
            }
        }
        return .concatenation(pieces)
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
            guard let function = request.inFunction, let parameters = module.parameterLists[function] else {
                return false
            }
            // A component's prop, whose callers are its elements, is worth reading too.
            return request.value.paths.contains { path in
                parameters.contains { $0.name == path.first && !$0.defaultValue.isEmpty }
            }
        }
    }

    /// Whether a call of `module` passes on a parameter of the function it is made in.
    static func passesParameters(_ module: JavaScriptModule) -> Bool {
        module.calls.contains { call in
            guard let function = call.inFunction, let parameters = module.parameterLists[function] else {
                return false
            }
            return argumentValues(of: call).contains { argument in
                // An element's props (`<Text weight={weight}>`) are one object argument.
                let values = if case .object(let members) = argument { members.map(\.value) } else { [argument] }
                return values.contains { value in
                    if case .path(let path) = value { return parameters.contains { $0.name == path.first } }
                    return false
                }
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
