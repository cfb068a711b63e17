import FontAuditModel
import Foundation
import SwiftSyntax

extension RequestVisitor {
    /// Names bound around `node` by parameters, closure parameters, `for`/`if let`/`guard let`
    /// patterns and local declarations in the enclosing bodies, up to the enclosing type; the
    /// innermost binding of a name wins. A function's or initializer's parameter keeps its
    /// function (`makeLabel(fontName:size:)`, `init` as the type's name), position, declared type
    /// and default value, for ``NameExpression/scoped(type:bound:)``.
    static func boundNames(around node: Syntax, type: String?) -> [String: NameExpression.Binding] {
        var names: [String: NameExpression.Binding] = [:]
        func bind(_ name: String, _ binding: NameExpression.Binding) {
            if names[name] == nil { names[name] = binding }
        }
        let local = NameExpression.Binding(kind: .local, type: nil)
        var unwrapping: [(name: String, source: String)] = []
        var bound: [String: NameExpression.Binding] = [:]
        func bindUnwrapped(_ binding: (name: String, unwraps: String?)) {
            guard names[binding.name] == nil else { return }
            names[binding.name] = local
            if let source = binding.unwraps { unwrapping.append((binding.name, source)) }
        }
        func bindParameters(_ parameters: FunctionParameterListSyntax, function: String?) {
            let labels = parameters.map { $0.firstName.text }
            let signature = function.map { "\($0)(\(labels.map { $0 + ":" }.joined()))" }
            for (index, parameter) in parameters.enumerated() {
                let name = (parameter.secondName ?? parameter.firstName).text
                guard let signature, parameter.ellipsis == nil, !parameter.type.is(AttributedTypeSyntax.self) else {
                    bind(name, local)
                    continue
                }
                let fallback = parameter.defaultValue.map { NameExpression($0.value) }
                let binding = NameExpression.Binding(
                    kind: .parameter(function: signature, label: labels[index], index: index, fallback: fallback),
                    type: Self.plainTypeName(parameter.type))
                if bound[name] == nil { bound[name] = binding }
                bind(name, binding)
            }
        }
        var current = node.parent
        while let syntax = current {
            if syntax.isTypeScope || syntax.is(SourceFileSyntax.self) { break }
            if let function = syntax.as(FunctionDeclSyntax.self) {
                // An operator or a function in a protocol has no call sites the audit can read.
                let plain = Self.isIdentifier(function.name) && function.body != nil
                bindParameters(
                    function.signature.parameterClause.parameters, function: plain ? function.name.text : nil)
            } else if let subscriptDecl = syntax.as(SubscriptDeclSyntax.self) {
                for parameter in subscriptDecl.parameterClause.parameters {
                    bind((parameter.secondName ?? parameter.firstName).text, local)
                }
            } else if let initializer = syntax.as(InitializerDeclSyntax.self) {
                bindParameters(
                    initializer.signature.parameterClause.parameters,
                    function: initializer.optionalMark == nil ? type : nil)
            } else if let closure = syntax.as(ClosureExprSyntax.self) {
                // `Weight.allCases.forEach { … $0.rawValue … }`: its one parameter is each case.
                let element = allCasesElement(of: closure)
                switch closure.signature?.parameterClause {
                case .simpleInput(let list):
                    for parameter in list { bind(parameter.name.text, list.count == 1 ? element ?? local : local) }
                case .parameterClause(let clause):
                    for parameter in clause.parameters {
                        bind(
                            (parameter.secondName ?? parameter.firstName).text,
                            clause.parameters.count == 1 ? element ?? local : local)
                    }
                case nil:
                    bind("$0", element ?? local)
                }
            } else if let loop = syntax.as(ForStmtSyntax.self) {
                // `for weight in Weight.allCases`: each case of the enum.
                if let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let element = allCasesElement(of: loop)
                {
                    bind(name, element)
                }
                for token in loop.pattern.tokens(viewMode: .sourceAccurate) where Self.isIdentifier(token) {
                    bind(token.text, local)
                }
            } else if let block = syntax.as(CodeBlockItemListSyntax.self),
                !(block.parent?.is(SourceFileSyntax.self) ?? false)
            {
                // Only what is declared before the expression: in `let font = UIFont(name: font.name, …)`
                // the `font` read is still the one from outside.
                for item in block where item.endPosition <= node.position {
                    if let declaration = item.item.as(VariableDeclSyntax.self) {
                        for binding in declaration.bindings {
                            let declared = binding.typeAnnotation.flatMap { Self.plainTypeName($0.type) }
                            for token in binding.pattern.tokens(viewMode: .sourceAccurate)
                            where Self.isIdentifier(token) {
                                bind(token.text, NameExpression.Binding(kind: .local, type: declared))
                            }
                        }
                    } else if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                        for binding in optionalBindings(guardStatement.conditions) { bindUnwrapped(binding) }
                        for name in patternNames(in: Syntax(guardStatement.conditions)) { bind(name, local) }
                    }
                }
            } else if let ifExpression = syntax.as(IfExprSyntax.self) {
                for binding in optionalBindings(ifExpression.conditions) { bindUnwrapped(binding) }
                for name in patternNames(in: Syntax(ifExpression.conditions)) { bind(name, local) }
            } else if let whileStatement = syntax.as(WhileStmtSyntax.self) {
                for name in patternNames(in: Syntax(whileStatement.conditions)) { bind(name, local) }
            } else if let switchCase = syntax.as(SwitchCaseSyntax.self) {
                // `case .custom(let fontName):`
                for name in patternNames(in: Syntax(switchCase.label)) { bind(name, local) }
            } else if let catchClause = syntax.as(CatchClauseSyntax.self) {
                bind("error", local)
                for name in patternNames(in: Syntax(catchClause.catchItems)) { bind(name, local) }
            }
            current = syntax.parent
        }
        // `if let name = fontName`: `name` is the parameter it unwraps, found further out.
        for (name, source) in unwrapping where names[name]?.kind == .local && names[name]?.type == nil {
            // Not when a local of that name stands between (`let fontName = …; if let name = fontName`).
            if let outer = bound[source], name == source || names[source] == outer {
                names[name] = outer
            } else if name != source, names[source] == nil {
                // Bound by nothing around: the type's property, or a file-scope name.
                names[name] = NameExpression.Binding(kind: .member(source), type: nil)
            }
        }
        return names
    }

    /// The names a pattern binds (`case .custom(let name)`, `if case let .x(name)`).
    static func patternNames(in node: Syntax) -> [String] {
        node.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard isIdentifier(token), token.parent?.is(IdentifierPatternSyntax.self) == true else { return nil }
            return token.text
        }
    }

    /// `Weight`, `String` (also of `String?` and `String!`); nil for anything else.
    static func plainTypeName(_ type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return plainTypeName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return plainTypeName(unwrapped.wrappedType)
        }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            return identifier.name.text
        }
        if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil { return member.name.text }
        return nil
    }

    static func isIdentifier(_ token: TokenSyntax) -> Bool {
        if case .identifier = token.tokenKind { return true }
        return false
    }

    static func boundByConditions(_ conditions: ConditionElementListSyntax) -> Set<String> {
        Set(optionalBindings(conditions).map(\.name))
    }

    /// The names `if let`/`guard let` bind, each with the plain name it unwraps when it unwraps
    /// one (`if let name = customFont`, `if let customFont`).
    static func optionalBindings(_ conditions: ConditionElementListSyntax) -> [(name: String, unwraps: String?)] {
        var names: [(name: String, unwraps: String?)] = []
        for condition in conditions {
            guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self) else { continue }
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                let unwrapped = binding.initializer.map { NameExpression.unwrapped($0.value) }
                let source = unwrapped == nil ? name : unwrapped?.as(DeclReferenceExprSyntax.self)?.baseName.text
                names.append((name, source))
                continue
            }
            for token in binding.pattern.tokens(viewMode: .sourceAccurate) where Self.isIdentifier(token) {
                names.append((token.text, nil))
            }
        }
        return names
    }
}
