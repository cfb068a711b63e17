// The calls of the app's functions and components' elements, resolved only when a parameter is asked.
extension JavaScriptSourceReader {
    /// The calls of the app's functions and components' elements, and the functions some module
    /// uses as a value (whose parameters take what the audit does not read).
    struct CallIndex {
        /// The calls of the modules read, by the name the callee is exported under (`Label`, an
        /// import's own name, `default`), resolved only when a parameter of a function of that
        /// name is asked (``sites(of:in:graph:)``): an app makes thousands of calls and elements,
        /// most of them of packages, and resolving one may read its module.
        var calls: [String: [(module: JavaScriptModule, call: JavaScriptModule.Call)]] = [:]
        /// The functions some module uses as a value, by the same names.
        var passed: [String: [JavaScriptModule]] = [:]
        /// What each parameter was found to give, by `⟨module⟩#function#path`: a component's prop
        /// is asked by every request that reads it, and through every element that passes it on.
        let memo = ParameterMemo()

        /// The names a caller may write `function` of `module` under: its own, and those the
        /// module exports it as.
        static func names(of function: String, in module: JavaScriptModule) -> [String] {
            Set([function] + module.exports.filter { $0.value == .local(function) }.map(\.key)).sorted()
        }

        /// The calls of `function` of `module` (its elements, for a component).
        func sites(of function: String, in module: JavaScriptModule, graph: JavaScriptModuleGraph)
            -> [(module: JavaScriptModule, call: JavaScriptModule.Call)]
        {
            Self.names(of: function, in: module).flatMap { calls[$0] ?? [] }.filter { caller, call in
                guard call.callee.count == 1 else {
                    return graph.functionName(call.callee, in: caller).map {
                        $0.owner.path == module.path && $0.name == function
                    } == true
                }
                return Self.leads(call.callee[0], in: caller, to: function, of: module, graph: graph)
            }
        }

        /// Whether some module uses `function` of `module` as a value.
        func isPassed(_ function: String, in module: JavaScriptModule, graph: JavaScriptModuleGraph) -> Bool {
            Self.names(of: function, in: module).contains { name in
                (passed[name] ?? []).contains { user in
                    user.passedFunctions.contains { written in
                        (user.imports[written]?.name ?? written) == name
                            && Self.leads(written, in: user, to: function, of: module, graph: graph)
                    }
                }
            }
        }

        /// Whether the name `written` in `caller` is `function` of `module`: an import resolved only
        /// through modules read already (reading one to resolve a name another module also has
        /// costs more than the call can give), a default import only where its specifier leads to
        /// the module itself.
        static func leads(
            _ written: String, in caller: JavaScriptModule, to function: String, of module: JavaScriptModule,
            graph: JavaScriptModuleGraph
        ) -> Bool {
            if let imported = caller.imports[written] {
                guard let path = graph.module(imported.specifier, from: caller.path), graph.modules.isLoaded(path)
                else { return false }
                if imported.name == "default" {
                    return path == module.path && module.exports["default"] == .local(function)
                }
            }
            return graph.functionName([written], in: caller).map {
                $0.owner.path == module.path && $0.name == function
            } == true
        }
    }

    /// ``CallIndex/memo``: one evaluation's answers (nil where a parameter gives nothing known).
    final class ParameterMemo {
        var values: [String: NameExpression?] = [:]
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

    /// The calls of the app's functions among the modules read, by the name each callee is
    /// exported under, each with the module it is made in.
    static func callIndex(_ graph: JavaScriptModuleGraph) -> CallIndex {
        var index = CallIndex()
        for path in graph.modules.loaded.sorted() {
            guard let module = graph.modules[path] else { continue }
            for call in module.calls {
                guard let last = call.callee.last, let first = call.callee.first else { continue }
                let name = call.callee.count == 1 ? (module.imports[first]?.name ?? first) : last
                index.calls[name, default: []].append((module, call))
            }
            for written in module.passedFunctions.sorted() {
                index.passed[module.imports[written]?.name ?? written, default: []].append(module)
            }
        }
        return index
    }
}
