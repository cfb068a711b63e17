// Declarations other than `const`, `let` and `var`: TypeScript's `enum`, an object of its
// members, and `function`.
extension JavaScriptModuleScanner {
    /// `function name(…) {…}`.
    func readFunction(at start: Int, exported: Bool, into module: inout JavaScriptModule) -> Int {
        guard start + 1 < tokens.count, let name = tokens[start + 1].word,
            let (function, end) = function(at: start, anyLength: true)
        else {
            return start + 1
        }
        keep(function, as: name, from: start, to: end, into: &module)
        module.bindings[name] = .init(value: .unknown, line: tokens[start].line)
        if exported { module.exports[name] = .local(name) }
        return end
    }

    /// `enum Font { Regular = 'Montserrat-Medium', Medium = \`${family}-SemiBold\`, Light }` at
    /// `start` (the `enum` word, or `const` before it): bound as an object of its members, each its
    /// initializer's value (a member named bare inside it is that member, `Same = Bold`), or a
    /// number where it has none. A second declaration of the name adds its members (TypeScript
    /// merges them). Returns the index after the closing brace.
    mutating func readEnum(at first: Int, exported: Bool, into module: inout JavaScriptModule) -> Int {
        let start = tokens[first].word == "const" ? first + 1 : first
        guard start + 2 < tokens.count, let name = tokens[start + 1].word, tokens[start + 2].isPunct("{"),
            let close = closing(of: start + 2)
        else { return start + 1 }
        var members: [(key: String, value: JavaScriptValue)] = []
        if case .object(let earlier)? = module.bindings[name]?.value { members = earlier }
        var next = 0
        var index = start + 3
        while index < close {
            let key: String
            switch tokens[index].kind {
            case .string(let text): key = text
            default:
                guard let word = tokens[index].word else { return close + 1 }
                key = word
            }
            index += 1
            var value = JavaScriptValue.number(String(next))
            if index < close, tokens[index].isPunct("=") {
                var parser = JavaScriptExpressionParser(tokens, at: index + 1)
                value = Self.ownMembers(parser.expression(), of: name, among: Set(members.map(\.key)))
                index = parser.index
            }
            if case .number(let text) = value, let number = Int(text) { next = number + 1 }
            members.append((key, value))
            guard index < close else { break }
            guard tokens[index].isPunct(",") else { return close + 1 }
            index += 1
        }
        module.bindings[name] = .init(value: .object(members), line: tokens[start].line)
        if exported { module.exports[name] = .local(name) }
        return close + 1
    }

    /// `value` with each bare name of an earlier member (`Same = Bold`) made the enum's member.
    private static func ownMembers(_ value: JavaScriptValue, of name: String, among keys: Set<String>)
        -> JavaScriptValue
    {
        switch value {
        case .path(let path) where path.count == 1 && keys.contains(path[0]): return .path([name, path[0]])
        case .concatenation(let parts): return .concatenation(parts.map { ownMembers($0, of: name, among: keys) })
        default: return value
        }
    }

    /// The value at `index` bound to `name`; the index after it.
    func bind(_ name: String, at index: Int, line: Int, into module: inout JavaScriptModule) -> Int {
        if let (function, end) = function(at: index, anyLength: true) {
            keep(function, as: name, from: index, to: end, into: &module)
            module.bindings[name] = .init(value: .unknown, line: line)
            return end
        }
        var parser = JavaScriptExpressionParser(tokens, at: index)
        let value = parser.expression()
        // A `let` or `var` the module assigns again has more than its first value: see `reboundNames`.
        module.bindings[name] = .init(value: value, line: line)
        return parser.index
    }
}
