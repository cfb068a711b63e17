// A style a function of the app's builds, spread into a style object:
// `{ ...typography('Body', 100, 'SemiBold'), fontStyle: 'italic' }`.
extension JavaScriptSourceReader {
    /// What a spread call gives a style's family.
    enum SpreadStyle {
        /// The family the style has, for the call's arguments, and the function that built it.
        case family(String, function: String)
        /// A function of the app's (named by its module and binding) whose result the audit
        /// cannot tell for these arguments: a name it could not judge, where the function builds a
        /// family for other calls.
        case open(function: String)
        /// No function of the app's, or a style without a family: no name is asked.
        case none
    }

    /// The family the call `request` spreads gives, with `request`'s traits made the style's
    /// `fontWeight` and `fontStyle` where the object does not write its own after the spread.
    /// The styles calls gave, by the calling module and the function's path (by the function,
    /// where every argument is a literal) and the arguments: the same call (`typography('Body',
    /// 100)`, written hundreds of times) is followed once.
    final class CallResults {
        struct Key: Hashable {
            var module: String
            var path: [String]
            var arguments: [JavaScriptValue]
        }
        var results: [Key: JavaScriptCallEvaluator.Value?] = [:]
    }

    static func spreadStyle(
        _ request: inout JavaScriptModule.Request, in module: JavaScriptModule, graph: JavaScriptModuleGraph,
        results: CallResults = CallResults()
    ) -> SpreadStyle {
        guard case .call(let path, let arguments) = graph.onPlatform(request.value, in: module),
            let (_, owner, name) = graph.function(path, in: module)
        else { return .none }
        let function = owner.path + "#" + name
        let evaluator = JavaScriptCallEvaluator(graph: graph)
        // Arguments that are all literals mean the same in every module: the function is the key.
        let literal = arguments.allSatisfy { argument in
            switch argument {
            case .literal, .number: true
            default: false
            }
        }
        let key = CallResults.Key(
            module: literal ? function : module.path, path: literal ? [] : path, arguments: arguments)
        let result =
            results.results[key]
            ?? {
                let result = evaluator.call(path, arguments.map { evaluator.bound($0, module) }, in: module)
                results.results[key] = .some(result)
                return result
            }()
        guard let style = result,
            let family = try? evaluator.semantics.member("fontFamily", of: style)
        else { return .open(function: function) }
        switch try? evaluator.semantics.force(family) {
        case .string(let name):
            if !request.writtenTraits.contains("fontWeight"),
                let weight = try? evaluator.semantics.member("fontWeight", of: style),
                let text = try? evaluator.semantics.text(of: weight), text != "undefined"
            {
                JavaScriptModuleScanner.setWeight(text, of: &request.traits)
            }
            if !request.writtenTraits.contains("fontStyle"),
                let slant = try? evaluator.semantics.member("fontStyle", of: style),
                let text = try? evaluator.semantics.text(of: slant), text != "undefined"
            {
                request.traits.italic = text == "italic"
            }
            return .family(name, function: function)
        case .undefined?: return .none
        default: return .open(function: function)
        }
    }
}
