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
    /// A member read through a property declared as the app's own type (`settings.fontArabic` with
    /// `@EnvironmentObject var settings: Settings`): the stored `var` `name` of `type`, every value
    /// the app gives it, where one final class declares it and no constant of that key competes;
    /// else what `path`, as written (`["settings", "fontArabic"]`), gives as a ``reference(_:)``.
    case typedMember(type: String, name: String, path: [String])
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
    /// in `.title(.rokkitt)`), its raw value or name as ``cases(type:raw:)``, when the calls were
    /// read for another parameter; else (and when a call passes something else) any case.
    case caseParameter(function: String, label: String, index: Int, type: String, raw: Bool, fallback: [NameExpression])
    /// A call of a function whose name says it gives a font's name (`RunicFonts.fontName(for:
    /// script)`, `fontName(weight)`): every value its body returns, whatever the arguments. By the
    /// function's path (`["RunicFonts", "fontName"]`, `["Theme", "fontName"]` once scoped).
    case call([String])
    /// `callee` (a ``call(_:)``) called with `arguments`: its values are those of the returns
    /// whose conditions (``NameCondition``) these arguments meet (`fontName(for: .bold)` is the
    /// value of the `case .bold:` arm), or leave undecided.
    case apply(NameExpression, CallArguments)
    /// Any of these: the values a local variable is given in its function (`var name = "A"` …
    /// `name = "B"`), or a loop's over a literal array.
    case oneOf([NameExpression])
    /// A word `file` sees through the files it includes (``NameScope``): an Objective-C `#define`
    /// or file-scope constant, its one value when every definition the file may see agrees.
    case word(String, file: String)
    /// `inner`'s values, each said to come from `source`: what a front end followed to reach them
    /// (the macro a use expands, the assignment that gives a property its value).
    case sourced(NameExpression, ValueSource)
    /// A value the front end knows it cannot follow, and why (a property written where the audit
    /// cannot see it).
    case open(OpenReason)
    /// Anything else: a call of a function not named for fonts, a local the audit does not follow, a
    /// value read at run time.
    case unknown

    /// The function a call with arguments calls (``apply(_:_:)``); else this expression.
    var callee: NameExpression {
        if case .apply(let callee, _) = self { return callee }
        return self
    }

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
        case .concatenation, .unknown, .described, .cases, .parameter, .oneOf, .caseParameter, .call, .apply, .word,
            .sourced, .open, .typedMember:
            return nil
        }
    }

    /// Words a file must contain to define what this expression refers to: the type name of a
    /// qualified reference (`FontName` for `FontName.bold.rawValue`), else the constant's name.
    var referencedNames: Set<String> {
        switch self {
        case .literal, .unknown, .parameter, .word, .open:
            return []
        case .sourced(let inner, _), .apply(let inner, _):
            return inner.referencedNames
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
        case .typedMember(let type, _, let path):
            return NameExpression.reference(path).referencedNames.union([type])
        case .call(let path):
            let trimmed = path.filter { $0 != "self" && $0 != "Self" }
            guard let name = trimmed.last else { return [] }
            if trimmed.count >= 2, trimmed[trimmed.count - 2].first?.isUppercase == true {
                return [trimmed[trimmed.count - 2]]
            }
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
        case .literal, .unknown, .implicitMember, .parameter, .word, .open:
            return []
        case .sourced(let inner, _), .apply(let inner, _):
            return inner.referencedTypes
        case .member:
            return []
        case .typedMember(let type, _, let path):
            return NameExpression.reference(path).referencedTypes.union([type])
        case .call(let path):
            let trimmed = path.filter { $0 != "self" && $0 != "Self" }
            return trimmed.count >= 2 && trimmed[trimmed.count - 2].first?.isUppercase == true
                ? [trimmed[trimmed.count - 2]] : []
        case .cases(let type, _), .caseParameter(_, _, _, let type, _, _):
            return [type]
        case .reference(let path), .rawValue(let path):
            var trimmed = path.filter { $0 != "self" && $0 != "Self" }
            if trimmed.count >= 3, trimmed.last == "name" { trimmed.removeLast() }
            return trimmed.count >= 2 ? [trimmed[trimmed.count - 2]] : []
        case .described(let inner):
            return inner.referencedTypes
        case .concatenation(let parts), .oneOf(let parts):
            return parts.reduce(into: Set()) { $0.formUnion($1.referencedTypes) }
        }
    }

    /// The functions an enum-typed parameter this expression reads belongs to (``caseParameter``).
    var caseParameterFunctions: Set<String> {
        switch self {
        case .caseParameter(let function, _, _, _, _, _): return [function]
        case .described(let inner), .sourced(let inner, _): return inner.caseParameterFunctions
        case .concatenation(let parts), .oneOf(let parts):
            return parts.reduce(into: Set()) { $0.formUnion($1.caseParameterFunctions) }
        default: return []
        }
    }

    /// The functions whose call sites bind a parameter this expression reads.
    var parameterFunctions: Set<String> {
        switch self {
        case .parameter(let function, _, _, let fallback):
            return fallback.reduce(into: [function]) { $0.formUnion($1.parameterFunctions) }
        case .caseParameter(_, _, _, _, _, let fallback):
            // Any case is a value already: the calls would only narrow it, and reading them (the
            // files that write `title(`, a common name) cost a fifth of a run on the big-app replica.
            return fallback.reduce(into: []) { $0.formUnion($1.parameterFunctions) }
        case .described(let inner), .sourced(let inner, _): return inner.parameterFunctions
        case .concatenation(let parts), .oneOf(let parts):
            return parts.reduce(into: Set()) { $0.formUnion($1.parameterFunctions) }
        default: return []
        }
    }

    /// The function two or more of this concatenation's parts are `String` parameters of, whose
    /// calls give them together; nil when no function's parameters appear twice.
    var sharedParameterFunction: String? {
        guard case .concatenation(let parts) = self else { return nil }
        var seen = Set<String>()
        for part in parts {
            var inner = part
            if case .described(let described) = part { inner = described }
            guard case .parameter(let function, _, _, _) = inner else { continue }
            if !seen.insert(function).inserted { return function }
        }
        return nil
    }

    /// Whether some part is not known without running the code (a call, an interpolation, a
    /// parameter): such an expression never resolves.
    var hasUnknownPart: Bool {
        switch self {
        case .unknown, .parameter, .open: return true
        case .concatenation(let parts), .oneOf(let parts): return parts.contains { $0.hasUnknownPart }
        case .described(let inner), .sourced(let inner, _): return inner.hasUnknownPart
        default: return false
        }
    }
}
