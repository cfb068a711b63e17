import SwiftSyntax

extension NameExpression {
    /// This expression with `function`'s `String` parameters replaced by the arguments one call
    /// gives them (`argument(index)`), or their default values where it leaves them out.
    func binding(_ function: String, to argument: (Int) -> NameExpression?) -> NameExpression {
        switch self {
        case .parameter(function, _, let index, let fallback):
            return argument(index) ?? fallback.first ?? .unknown
        case .caseParameter(function, _, let index, let type, let raw, let fallback):
            // The case one call passes (`.bold`, `FontName.bold`); anything else leaves every case.
            let name: String? =
                switch argument(index) ?? fallback.first {
                case .implicitMember(let name)?: name
                case .reference(let path)? where path.count == 2 && path[0] == type: path[1]
                default: nil
                }
            guard let name else { return self }
            return raw ? .rawValue([type, name]) : .literal(name)
        case .concatenation(let parts):
            return .concatenation(parts.map { $0.binding(function, to: argument) })
        case .oneOf(let parts):
            return .oneOf(parts.map { $0.binding(function, to: argument) })
        case .described(let inner):
            return .described(inner.binding(function, to: argument))
        default:
            return self
        }
    }

    /// This expression as written inside type `type` (`enumType` when that type is an enum),
    /// where the names in `bound` are parameters or local variables: a `String` parameter is
    /// bound at its call sites, `x.rawValue` of a parameter typed as an enum is any of its cases,
    /// other bound names stay unknown; other bare names look up the type's members first.
    func scoped(type: String?, bound: [String: Binding]) -> NameExpression {
        let isSelf = { (name: String) in name == "self" || name == "Self" }
        switch self {
        case .reference(let path) where path.count == 1:
            if let binding = bound[path[0]] {
                if case .member(let source) = binding.kind { return .member(type: type, name: source) }
                if case .parameter(let function, let label, let index, let fallback) = binding.kind,
                    binding.type == nil || binding.type == "String"
                {
                    return .parameter(
                        function: function, label: label, index: index,
                        fallback: fallback.map { [$0.scoped(type: type, bound: [:])] } ?? [])
                }
                return .unknown
            }
            return .member(type: type, name: path[0])
        case .reference(let path) where path.count == 2 && isSelf(path[0]):
            return .member(type: type, name: path[1])
        case .reference(let path) where path.count == 2:
            // `style.fontName` of a parameter typed `TextStyle`: that type's member.
            if let binding = bound[path[0]] {
                return binding.type.map { .member(type: $0, name: path[1]) } ?? .unknown
            }
            return self
        case .rawValue(let path) where path.count == 1:
            if isSelf(path[0]) { return type.map { .cases(type: $0, raw: true) } ?? .unknown }
            if let binding = bound[path[0]] { return binding.enumValue(raw: true) ?? .unknown }
            return self
        case .described(let inner):
            switch inner {
            case .reference(let path) where path.count == 1 && isSelf(path[0]):
                return type.map { .cases(type: $0, raw: false) } ?? .unknown
            case .reference(let path) where path.count == 1:
                if let binding = bound[path[0]], binding.type != nil, binding.type != "String" {
                    return binding.enumValue(raw: false) ?? .unknown
                }
                return .described(inner.scoped(type: type, bound: bound))
            default:
                return .described(inner.scoped(type: type, bound: bound))
            }
        case .concatenation(let parts):
            return .concatenation(parts.map { $0.scoped(type: type, bound: bound) })
        case .oneOf(let parts):
            return .oneOf(parts.map { $0.scoped(type: type, bound: bound) })
        case .call(let path) where path.count == 1 || (path.count == 2 && isSelf(path[0])):
            return .call((type.map { [$0] } ?? []) + [path[path.count - 1]])
        case .call(let path) where path.count == 2:
            // `style.fontName(…)` of a parameter typed `TextStyle`: that type's function.
            if let binding = bound[path[0]] { return binding.type.map { .call([$0, path[1]]) } ?? .unknown }
            return self
        case .apply(let callee, let arguments):
            // The arguments decide only which case a parameter is (`.bold`, `Weight.bold`): as written.
            let scoped = callee.scoped(type: type, bound: bound)
            guard case .call = scoped else { return scoped }
            return .apply(scoped, arguments)
        default:
            return self
        }
    }

    /// This expression scoped where `node` is written (``scoped(type:bound:)``), the names bound
    /// around it looked up only when it reads a name that could be one of them.
    func scoped(type: String?, around node: some SyntaxProtocol) -> NameExpression {
        guard readsBareNames else { return scoped(type: type, bound: [:]) }
        let bound = RequestVisitor.boundNames(around: Syntax(node), type: type)
        return followingLocals(bound: bound, around: Syntax(node), type: type)
            .typingProperties(around: Syntax(node), bound: bound).scoped(type: type, bound: bound)
    }

    /// Whether a name bound by a parameter or a local could change what this expression reads.
    var readsBareNames: Bool {
        switch self {
        case .reference, .rawValue: return true
        case .call(let path): return path.count <= 2
        case .described(let inner), .apply(let inner, _): return inner.readsBareNames
        case .concatenation(let parts), .oneOf(let parts): return parts.contains { $0.readsBareNames }
        default: return false
        }
    }

    /// What a name is bound to around an expression (``RequestVisitor/boundNames(around:)``).
    package struct Binding: Hashable, Sendable {
        /// A parameter (with its function, call-site label, position and default value) or a
        /// local variable.
        enum Kind: Hashable, Sendable {
            case parameter(function: String, label: String, index: Int, fallback: NameExpression?)
            case local
            /// Unwraps the enclosing type's property (or a file-scope name) of this name:
            /// `guard let name = regularName`.
            case member(String)
        }

        var kind: Kind
        /// The declared type, when it is one plain name (`Weight`, `String`).
        var type: String?

        /// The value of an enum this binding holds: a parameter's cases as its calls give them,
        /// else any case of its type; nil without a type.
        func enumValue(raw: Bool) -> NameExpression? {
            guard let type else { return nil }
            if case .parameter(let function, let label, let index, let fallback) = kind {
                return .caseParameter(
                    function: function, label: label, index: index, type: type, raw: raw,
                    fallback: fallback.map { [$0] } ?? [])
            }
            return .cases(type: type, raw: raw)
        }
    }
}
