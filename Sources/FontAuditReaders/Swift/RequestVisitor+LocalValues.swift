import FontAuditModel
import Foundation
import SwiftParser
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
            if syntax.is(StructDeclSyntax.self) || syntax.is(ClassDeclSyntax.self) || syntax.is(EnumDeclSyntax.self)
                || syntax.is(ExtensionDeclSyntax.self) || syntax.is(SourceFileSyntax.self)
            {
                break
            }
            if let function = syntax.as(FunctionDeclSyntax.self) {
                // An operator or a function in a protocol has no call sites the audit can read.
                let plain = Self.isIdentifier(function.name) && function.body != nil
                bindParameters(
                    function.signature.parameterClause.parameters, function: plain ? function.name.text : nil)
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
            if let outer = bound[source], name == source || names[source] == outer { names[name] = outer }
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

    /// The values a local variable can hold at `node`, as name expressions: its initial value and
    /// (for a `var`, or a `let` given its value later, in branches) every value assigned to it in the
    /// enclosing function, a value that is another such local followed to its own values; nil when
    /// it is anything else (a parameter, a member, a compound assignment such as `name += "-Bold"`).
    static func localValues(of name: String, around node: Syntax, type: String?, depth: Int = 0) -> [NameExpression]? {
        guard depth < 4, let source = localValueExpressions(of: name, around: node) else { return nil }
        guard case .assigned(let assigned) = source else {
            if case .loop(let literals) = source { return literals.map(NameExpression.literal) }
            return nil
        }
        // A value that is another local is that local's values.
        var expanded: [NameExpression] = []
        for value in assigned.map(\.value) {
            if let reference = NameExpression.unwrapped(value).as(DeclReferenceExprSyntax.self),
                reference.baseName.text != name,
                let inner = localValues(
                    of: reference.baseName.text, around: Syntax(value), type: type, depth: depth + 1)
            {
                expanded += inner
            } else {
                expanded.append(NameExpression(value).scoped(type: type, around: value))
            }
        }
        return expanded.isEmpty ? nil : expanded
    }

    /// Where a local variable's values come from: a loop over literals, or the expressions it is
    /// given (its initial value and each assignment in its function).
    enum LocalValueSource {
        case loop([String])
        /// Each value with the statement that gives it (an assignment's value of more than one
        /// element is a detached sequence, so it is not where it is written).
        case assigned([(value: ExprSyntax, statement: Syntax)])
    }

    /// The values a local variable is given before `node`, unread
    /// (``localValues(of:around:type:depth:)`` reads them); nil when it is not a local, or a
    /// compound assignment changes it.
    static func localValueExpressions(of name: String, around node: Syntax) -> LocalValueSource? {
        var current = node.parent
        var declaration: (isLet: Bool, value: ExprSyntax?)?
        while let syntax = current, declaration == nil {
            // `for name in ["A", "B"]`, `for (key, name) in ["k": "A"]`, over a literal or a local
            // constant holding one.
            if let loop = syntax.as(ForStmtSyntax.self) {
                if let values = loopValues(of: name, in: loop) { return .loop(values) }
                // Bound by a loop over anything else: not a local the audit follows.
                if patternNames(in: Syntax(loop.pattern)).contains(name) { return nil }
            }
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(AccessorBlockSyntax.self)
                || syntax.is(ClosureExprSyntax.self)
                || syntax.is(InitializerDeclSyntax.self)
            {
                return nil  // reached the function without finding the declaration: a parameter or a member
            }
            if let block = syntax.as(CodeBlockItemListSyntax.self), !(block.parent?.is(SourceFileSyntax.self) ?? true) {
                for item in block where item.endPosition <= node.position {
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        declaration = (
                            variable.bindingSpecifier.tokenKind == .keyword(.let), binding.initializer?.value
                        )
                    }
                }
            }
            current = syntax.parent
        }
        guard let declaration else { return nil }
        var values: [(value: ExprSyntax, statement: Syntax)] = declaration.value.map { [($0, Syntax($0))] } ?? []
        if !(declaration.isLet && declaration.value != nil) {
            // Assigned in the enclosing function: every assignment must be one the audit can follow.
            var function: Syntax?
            while let syntax = current, function == nil {
                if syntax.is(FunctionDeclSyntax.self) || syntax.is(AccessorBlockSyntax.self)
                    || syntax.is(ClosureExprSyntax.self)
                    || syntax.is(InitializerDeclSyntax.self)
                {
                    function = syntax
                }
                current = syntax.parent
            }
            guard let function else { return nil }
            let sequences = function.tokens(viewMode: .sourceAccurate).lazy
                .filter { $0.text == name }
                .compactMap { $0.parent?.parent?.parent?.as(SequenceExprSyntax.self) }
            for sequence in sequences where sequence.elements.count >= 3 {
                let elements = Array(sequence.elements)
                guard elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text == name else { continue }
                if let op = elements[1].as(BinaryOperatorExprSyntax.self), op.operator.text.hasSuffix("="),
                    !["==", "!=", "<=", ">="].contains(op.operator.text)
                {
                    return nil
                }
                guard elements[1].is(AssignmentExprSyntax.self) else { continue }
                values.append((assignedValue(elements), Syntax(sequence)))
            }
            // `var suffix = ""` then `suffix = "Bold"` in each branch: the empty string is a
            // placeholder the branches replace, never a font's name or part of one.
            if values.count > 1, let initial = declaration.value?.as(StringLiteralExprSyntax.self),
                initial.segments.allSatisfy({ $0.as(StringSegmentSyntax.self)?.content.text.isEmpty ?? false })
            {
                values.removeFirst()
            }
        }
        return values.isEmpty ? nil : .assigned(values)
    }

    /// The values `name` takes in a `for` loop over a literal array or dictionary (or a local
    /// constant holding one); nil when the loop does not bind `name` or its values are not literals.
    static func loopValues(of name: String, in loop: ForStmtSyntax) -> [String]? {
        var sequence = loop.sequence
        if let reference = sequence.as(DeclReferenceExprSyntax.self),
            let initial = localInitializer(of: reference.baseName.text, around: Syntax(loop))
        {
            sequence = initial
        }
        func literals(_ expressions: [ExprSyntax]) -> [String]? {
            var values: [String] = []
            for expression in expressions {
                guard case .literal(let text) = NameExpression(expression) else { return nil }
                if !values.contains(text) { values.append(text) }
            }
            return values
        }
        if loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
            let array = sequence.as(ArrayExprSyntax.self)
        {
            return literals(array.elements.map(\.expression))
        }
        if let tuple = loop.pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2,
            let dictionary = sequence.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content
        {
            let names = tuple.elements.map { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            if names[0] == name { return literals(elements.map(\.key)) }
            if names[1] == name { return literals(elements.map(\.value)) }
        }
        return nil
    }

    /// The initializer of a local `let` named `name` in a block around `node`, in the same function.
    static func localInitializer(of name: String, around node: Syntax) -> ExprSyntax? {
        var current = node.parent
        while let syntax = current {
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(ClosureExprSyntax.self)
                || syntax.is(AccessorBlockSyntax.self)
            {
                return nil
            }
            if let block = syntax.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    guard let variable = item.item.as(VariableDeclSyntax.self),
                        variable.bindingSpecifier.tokenKind == .keyword(.let)
                    else { continue }
                    for binding in variable.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return binding.initializer?.value
                    }
                }
            }
            current = syntax.parent
        }
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

    /// Moves `expression` up while it is the base of a `.modifier(…)` call.
    static func climb(from expression: inout ExprSyntax) {
        while let member = expression.parent?.as(MemberAccessExprSyntax.self),
            member.base?.id == expression.id,
            let outer = member.parent?.as(FunctionCallExprSyntax.self)
        {
            expression = ExprSyntax(outer)
        }
    }
}
