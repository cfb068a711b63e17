import FontAuditModel

/// A font-name argument as far as it can be known without running the code: a literal, a
/// reference to a constant, an enum case's raw value, or a concatenation of those.
package indirect enum NameExpression: Hashable, Sendable, Codable {
    /// A string literal without interpolation.
    case literal(String)
    /// A constant by its (possibly qualified) name: `brandBold`, `Fonts.brandBold`.
    case reference([String])
    /// An unqualified name used inside type `type` (nil at file scope): the type's member of that
    /// name if there is one, else the file-scope constant.
    case member(type: String?, name: String)
    /// `FontName.bold.rawValue`: the raw value of an enum case.
    case rawValue([String])
    /// `"Brand" + "-Bold"`.
    case concatenation([NameExpression])
    /// `.brandBold`, an implicit member: the one constant of that name in any type.
    case implicitMember(String)
    /// `\(x)` in a string literal: `x`'s description, which is `x` for a string and the case's
    /// name for an enum case.
    case described(NameExpression)
    /// Any case of the enum `type`: its raw value (`rawValue` inside the enum, `weight.rawValue`
    /// of a parameter typed `Weight`), or its name (`"\(self)"`, `"\(weight)"`).
    case cases(type: String, raw: Bool)
    /// A `String` parameter of the function `function`: the argument labelled `label` (`_` when
    /// unlabelled) at position `index` of each of its call sites, or `fallback`, its default value,
    /// where a call leaves it out.
    case parameter(function: String, label: String, index: Int, fallback: [NameExpression])
    /// The case of the enum `type` a parameter is given at its function's call sites (`.rokkitt`
    /// in `.title(.rokkitt)`), its raw value or name as ``cases(type:raw:)``; any case when a call
    /// passes something else, or none is known.
    case caseParameter(function: String, label: String, index: Int, type: String, raw: Bool, fallback: [NameExpression])
    /// A call of a function whose name says it gives a font's name (`RunicFonts.fontName(for:
    /// script)`, `fontName(weight)`): every value its body returns, whatever the arguments. By the
    /// function's path (`["RunicFonts", "fontName"]`, `["Theme", "fontName"]` once scoped).
    case call([String])
    /// Any of these: the values a local variable is given in its function (`var name = "A"` …
    /// `name = "B"`), or a loop's over a literal array.
    case oneOf([NameExpression])
    /// Anything else: a call, a local variable, a value read at run time.
    case unknown

    /// The text of a plain string literal, else nil.
    var literalText: String? {
        if case .literal(let text) = self { return text }
        return nil
    }

    /// Where the one literal that spells this name is written, for fix mode: here, or at the
    /// definition of the constant or enum case it names; nil for a concatenation or anything
    /// else that no single literal spells, and for a SwiftGen-generated font (regenerated, never
    /// edited).
    var origin: NameOrigin? {
        switch self {
        case .literal: return .literal
        case .reference(let path):
            let trimmed = path.filter { $0 != "self" && $0 != "Self" }
            return trimmed.last.map { .constant($0) }
        case .member(_, let name), .implicitMember(let name): return .constant(name)
        case .rawValue(let path): return path.last.map { .enumCase($0) }
        case .concatenation, .unknown, .described, .cases, .parameter, .oneOf, .caseParameter, .call: return nil
        }
    }

    /// Words a file must contain to define what this expression refers to: the type name of a
    /// qualified reference (`FontName` for `FontName.bold.rawValue`), else the constant's name.
    var referencedNames: Set<String> {
        switch self {
        case .literal, .unknown, .parameter:
            return []
        case .reference(let path), .rawValue(let path):
            var trimmed = path.filter { $0 != "self" && $0 != "Self" }
            if trimmed.count >= 3, trimmed.last == "name" { trimmed.removeLast() }
            guard trimmed.count >= 2 else { return Set(trimmed) }
            // A variable's member (`style.fontName`) is found by its own name, which must say it
            // is a font's (a common member name, `name`, `title`, is declared in most files).
            let (base, member) = (trimmed[trimmed.count - 2], trimmed[trimmed.count - 1])
            if base.first?.isLowercase == true, member.lowercased().contains("font") { return [base, member] }
            return [base]
        case .oneOf(let parts): return parts.reduce(into: Set()) { $0.formUnion($1.referencedNames) }
        case .member(_, let name):
            return [name]
        case .call(let path):
            let trimmed = path.filter { $0 != "self" && $0 != "Self" }
            guard let name = trimmed.last else { return [] }
            if trimmed.count >= 2, trimmed[trimmed.count - 2].first?.isUppercase == true { return [trimmed[trimmed.count - 2]] }
            return [name]
        case .implicitMember(let name):
            return [name]
        case .cases(let type, _), .caseParameter(_, _, _, let type, _, _):
            return [type]
        case .described(let inner):
            return inner.referencedNames
        case .concatenation(let parts): return parts.reduce(into: Set()) { $0.formUnion($1.referencedNames) }
        }
    }

    /// Of ``referencedNames``, those named as a type whose members hold the value (`FontName` of
    /// `FontName.bold`); the others name a constant itself.
    var referencedTypes: Set<String> {
        switch self {
        case .literal, .unknown, .implicitMember, .parameter:
            return []
        case .member:
            return []
        case .call(let path):
            let trimmed = path.filter { $0 != "self" && $0 != "Self" }
            return trimmed.count >= 2 && trimmed[trimmed.count - 2].first?.isUppercase == true ? [trimmed[trimmed.count - 2]] : []
        case .cases(let type, _), .caseParameter(_, _, _, let type, _, _):
            return [type]
        case .reference(let path), .rawValue(let path):
            var trimmed = path.filter { $0 != "self" && $0 != "Self" }
            if trimmed.count >= 3, trimmed.last == "name" { trimmed.removeLast() }
            return trimmed.count >= 2 ? [trimmed[trimmed.count - 2]] : []
        case .described(let inner):
            return inner.referencedTypes
        case .concatenation(let parts), .oneOf(let parts): return parts.reduce(into: Set()) { $0.formUnion($1.referencedTypes) }
        }
    }

    /// The functions whose call sites bind a parameter this expression reads.
    var parameterFunctions: Set<String> {
        switch self {
        case .parameter(let function, _, _, let fallback), .caseParameter(let function, _, _, _, _, let fallback):
            return fallback.reduce(into: [function]) { $0.formUnion($1.parameterFunctions) }
        case .described(let inner): return inner.parameterFunctions
        case .concatenation(let parts), .oneOf(let parts): return parts.reduce(into: Set()) { $0.formUnion($1.parameterFunctions) }
        default: return []
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
                if case .parameter(let function, let label, let index, let fallback) = binding.kind,
                   binding.type == nil || binding.type == "String" {
                    return .parameter(function: function, label: label, index: index,
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
        default:
            return self
        }
    }

    /// What a name is bound to around an expression (``RequestVisitor/boundNames(around:)``).
    package struct Binding: Hashable, Sendable {
        /// A parameter (with its function, call-site label, position and default value) or a
        /// local variable.
        enum Kind: Hashable, Sendable {
            case parameter(function: String, label: String, index: Int, fallback: NameExpression?)
            case local
        }

        var kind: Kind
        /// The declared type, when it is one plain name (`Weight`, `String`).
        var type: String?

        /// The value of an enum this binding holds: a parameter's cases as its calls give them,
        /// else any case of its type; nil without a type.
        func enumValue(raw: Bool) -> NameExpression? {
            guard let type else { return nil }
            if case .parameter(let function, let label, let index, let fallback) = kind {
                return .caseParameter(function: function, label: label, index: index, type: type, raw: raw,
                                      fallback: fallback.map { [$0] } ?? [])
            }
            return .cases(type: type, raw: raw)
        }
    }

    /// Whether some part is not known without running the code (a call, an interpolation, a
    /// parameter): such an expression never resolves.
    var hasUnknownPart: Bool {
        switch self {
        case .unknown, .parameter: return true
        case .concatenation(let parts), .oneOf(let parts): return parts.contains { $0.hasUnknownPart }
        case .described(let inner): return inner.hasUnknownPart
        default: return false
        }
    }

    /// The string, given the constants found in the sources; nil when it is not one known value.
    func resolve(in constants: SwiftConstants) -> String? {
        evaluate(in: constants).single
    }

    /// The values this expression can take, given the constants, enums, computed properties and
    /// call sites found in the sources (``NameValue``).
    func evaluate(in constants: SwiftConstants, depth: Int = 0) -> NameValue {
        guard depth < 8 else { return .unknown }
        switch self {
        case .literal(let text):
            return .literal(text)
        case .reference(let path):
            // SwiftGen's `FontFamily.Inter.semiBold.name`: the generated font's PostScript name.
            if path.count >= 3, path.last == "name", constants.isGeneratedFont(Array(path.dropLast())) {
                return constants.value(of: Array(path.dropLast())).map { .literal($0) } ?? .unknown
            }
            if let text = constants.value(of: path) { return .literal(text) }
            let trimmed = path.filter { $0 != "self" && $0 != "Self" }
            if trimmed.count >= 2, let computed = constants.computedValue(type: trimmed[trimmed.count - 2], name: trimmed[trimmed.count - 1],
                                                                          depth: depth) {
                return computed
            }
            // `style.fontName`, `theme.bodyFont`: a variable's member whose type the audit does not
            // know, when one type alone has a member of that name.
            if trimmed.count >= 2, let first = trimmed[trimmed.count - 2].first, first.isLowercase {
                return constants.uniqueMemberValue(trimmed[trimmed.count - 1], depth: depth) ?? .unknown
            }
            if trimmed.count == 1, let computed = constants.computedValue(type: nil, name: trimmed[0], depth: depth) { return computed }
            return .unknown
        case .member(let type, let name):
            if let type {
                if let text = constants.value(of: [type, name]) { return .literal(text) }
                if let computed = constants.computedValue(type: type, name: name, depth: depth) { return computed }
                if name == "rawValue", constants.cases(of: type) != nil { return NameExpression.cases(type: type, raw: true).evaluate(in: constants) }
            }
            if let text = constants.value(of: [name]) { return .literal(text) }
            return constants.computedValue(type: nil, name: name, depth: depth) ?? .unknown
        case .rawValue(let path):
            return constants.rawValue(of: path).map { .literal($0) } ?? .unknown
        case .implicitMember(let name):
            return constants.uniqueMember(name).map { .literal($0) } ?? .unknown
        case .concatenation(let parts):
            return .concatenation(parts.map { $0.evaluate(in: constants, depth: depth) })
        case .oneOf(let parts):
            return .union(parts.map { $0.evaluate(in: constants, depth: depth) })
        case .call(let path):
            let trimmed = path.filter { $0 != "self" && $0 != "Self" }
            guard let name = trimmed.last else { return .unknown }
            let function = name + "()"
            if trimmed.count >= 2, let base = trimmed[trimmed.count - 2].first, base.isLowercase {
                return constants.uniqueMemberValue(function, depth: depth) ?? .unknown
            }
            let type = trimmed.count >= 2 ? trimmed[trimmed.count - 2] : nil
            return constants.computedValue(type: type, name: function, depth: depth)
                ?? (type == nil ? nil : constants.computedValue(type: nil, name: function, depth: depth)) ?? .unknown
        case .described(let inner):
            return inner.evaluate(in: constants, depth: depth)
        case .cases(let type, let raw):
            guard let cases = constants.cases(of: type), !cases.isEmpty else { return .unknown }
            let values = cases.compactMap { item -> NameValue? in
                guard let text = raw ? item.raw : (item.describedAsName ? item.name : nil) else { return nil }
                let source = ValueSource(label: "case \(item.name)", file: item.file, line: item.line)
                let origin: NameOrigin? = raw && item.rawWritten ? .enumCase(item.name) : nil
                return .known([NameCandidate(text: text, source: source, origin: origin)])
            }
            return values.count == cases.count ? .union(values) : .unknown
        case .parameter(let function, let label, let index, let fallback):
            return constants.argumentValues(function: function, label: label, index: index, fallback: fallback, depth: depth)
        case .caseParameter(let function, let label, let index, let type, let raw, let fallback):
            let all = NameExpression.cases(type: type, raw: raw).evaluate(in: constants, depth: depth)
            guard let chosen = constants.argumentCases(function: function, label: label, index: index, type: type, fallback: fallback),
                  let candidates = all.candidates else { return all }
            let kept = candidates.filter { candidate in chosen.contains { "case \($0)" == candidate.source?.label } }
            return kept.isEmpty ? all : .known(kept)
        case .unknown:
            return .unknown
        }
    }
}

