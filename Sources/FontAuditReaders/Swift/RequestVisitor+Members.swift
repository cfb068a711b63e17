import FontAuditModel
import SwiftSyntax

extension RequestVisitor {
    /// The values a type's stored `let` of type `String` is given: what each of the type's
    /// initializers assigns to it (`self.fontName = fontName`, a parameter bound at the
    /// initializer's call sites), or, for a struct without an initializer of its own, the
    /// memberwise initializer's argument. A `let` can be given a value nowhere else, so these are
    /// all its values; a `var` can, and is not followed. Kept as computed values ("Type.name").
    func readStoredNames(of members: MemberBlockSyntax, type: String, memberwise: Bool) {
        // Most types have no `let` of type `String` without a value: nothing to read.
        let hasCandidate = members.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.bindingSpecifier.tokenKind == .keyword(.let)
            else { return false }
            return variable.bindings.contains { binding in
                binding.initializer == nil && binding.typeAnnotation.flatMap { Self.plainTypeName($0.type) } == "String"
            }
        }
        guard hasCandidate else { return }
        var stored: [(name: String, isLet: Bool, hasValue: Bool, isString: Bool)] = []
        var initializers: [InitializerDeclSyntax] = []
        for member in members.members {
            if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                initializers.append(initializer)
                continue
            }
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: {
                    [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind)
                })
            else { continue }
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let accessors = binding.accessorBlock, case .getter = accessors.accessors { continue }
                if let accessors = binding.accessorBlock, case .accessors(let list) = accessors.accessors,
                    list.contains(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })
                {
                    continue
                }
                let isString = binding.typeAnnotation.flatMap { Self.plainTypeName($0.type) } == "String"
                stored.append((name, isLet, binding.initializer != nil, isString))
            }
        }
        let labels = stored.filter { !($0.isLet && $0.hasValue) }.map(\.name)
        for (name, isLet, hasValue, isString) in stored where isLet && !hasValue && isString {
            var returned: [NameDefinitions.Returned] = []
            if initializers.isEmpty, memberwise, let index = labels.firstIndex(of: name) {
                let signature = "\(type)(\(labels.map { $0 + ":" }.joined()))"
                returned.append(
                    NameDefinitions.Returned(
                        expression: .parameter(function: signature, label: name, index: index, fallback: []),
                        file: file.path, line: lines.start(of: Syntax(members)).line))
            }
            for initializer in initializers {
                returned += Self.assignments(to: name, in: initializer).map { self.returned($0, in: type) }
            }
            if !returned.isEmpty { constants.defineComputed(["\(type).\(name)"], returned) }
        }
    }

    /// The types `type` conforms to or inherits, as written (`FontRepresentable` of `enum Brand:
    /// String, FontRepresentable`): a protocol's requirement is then each conformer's member.
    func noteConformances(_ type: String, _ clause: InheritanceClauseSyntax?) {
        let names = (clause?.inheritedTypes ?? []).compactMap { $0.type.as(IdentifierTypeSyntax.self)?.name.text }
        if !names.isEmpty { constants.defineConformance(type, to: names) }
    }

    /// A value the code gives inside `type` (returned by the function `function`, its signature),
    /// scoped where it is written, with its place and the conditions it is given under.
    func returned(
        _ expression: ExprSyntax, in type: String?, by function: String? = nil, defaulted: [Int] = []
    ) -> NameDefinitions.Returned {
        NameDefinitions.Returned(
            expression: NameExpression(expression).scoped(type: type, around: expression),
            file: file.path, line: lines.start(of: Syntax(expression)).line,
            conditions: Self.conditions(around: Syntax(expression), type: type), function: function,
            defaulted: defaulted)
    }

    /// What an initializer's body assigns to `name` at its top level: `self.name = value`, `name = value`.
    static func assignments(to name: String, in initializer: InitializerDeclSyntax) -> [ExprSyntax] {
        guard let statements = initializer.body?.statements else { return [] }
        var values: [ExprSyntax] = []
        for item in statements {
            guard
                let sequence = item.item.as(SequenceExprSyntax.self)
                    ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self),
                sequence.elements.count >= 3
            else { continue }
            let elements = Array(sequence.elements)
            guard elements[1].is(AssignmentExprSyntax.self) else { continue }
            let target = elements[0]
            let assigned =
                if let member = target.as(MemberAccessExprSyntax.self) {
                    member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                        && member.declName.baseName.text == name
                } else {
                    target.as(DeclReferenceExprSyntax.self)?.baseName.text == name
                }
            if assigned { values.append(Self.assignedValue(elements)) }
        }
        return values
    }

    /// The value of an assignment's unfolded elements (`name`, `=`, then the value's): one
    /// expression, or the rest as a sequence (`bold ? "A" : "B"`, `"Brand-" + weight`).
    static func assignedValue(_ elements: [ExprSyntax]) -> ExprSyntax {
        elements.count == 3
            ? elements[2] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements.dropFirst(2))))
    }

    /// A function whose name says it gives a font's name and that returns a `String`
    /// (`static func fontName(for script: Script) -> String { switch script { … } }`): what it
    /// returns, each expression scoped where it is written, kept as "Type.fontName()".
    func readReturnedNames(_ node: FunctionDeclSyntax) {
        let name = node.name.text
        guard name.lowercased().contains("font"), let returnType = node.signature.returnClause?.type,
            Self.plainTypeName(returnType) == "String", !returnType.is(OptionalTypeSyntax.self),
            let body = node.body?.statements
        else { return }
        let parameters = node.signature.parameterClause.parameters
        let signature = "\(name)(\(parameters.map { $0.firstName.text + ":" }.joined()))"
        let defaulted = parameters.enumerated().filter { $0.element.defaultValue != nil }.map(\.offset)
        let returned = Self.returnedExpressions(in: body).map {
            self.returned($0, in: typeStack.last, by: signature, defaulted: defaulted)
        }
        guard !returned.isEmpty else { return }
        constants.defineComputed([typeStack.last.map { "\($0).\(name)()" } ?? "\(name)()"], returned)
        if let type = typeStack.last, Self.isStatic(node.modifiers) { constants.markStatic("\(type).\(name)()") }
    }
}
