import FontAuditModel
import SwiftSyntax

/// The assignments in one file to the properties named in `names`, each with the value assigned
/// scoped where it is written and the type its receiver is shown to be; a change the audit cannot
/// follow (`+=`, `&x.name`, a key path, `$x.name`, a tuple, key-value coding) is an assignment of
/// an open value.
final class AssignmentVisitor: TypeScopeVisitor {
    /// One assignment to a property named `name`.
    struct Assignment: Codable, Sendable {
        var name: String
        /// The type the receiver is shown to be: the type whose code a bare `name = …` or
        /// `self.name = …` is in, `Type` of `Type.name = …` or `Type.shared.name = …`; nil through
        /// a variable (another instance, or a struct's copy, even when of the type), which leaves
        /// the property open.
        var receiverType: String?
        var expression: NameExpression
        var file: String
        var line: Int
    }

    let names: Set<String>
    let path: String
    private let lines: SwiftLineTable
    var assignments: [Assignment] = []

    /// `String`'s mutating methods: `theme.bodyFont.append("-Bold")` changes the property.
    private static let mutating: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange",
        "replaceSubrange", "reserveCapacity",
    ]

    init(names: Set<String>, path: String, lines: SwiftLineTable) {
        self.names = names
        self.path = path
        self.lines = lines
        super.init()
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3 else { return .visitChildren }
        // `(bodyFont, titleFont) = …`: each, to a value not read here.
        if let tuple = elements[0].as(TupleExprSyntax.self) {
            if elements[1].is(AssignmentExprSyntax.self) {
                for element in tuple.elements {
                    if let name = propertyName(element.expression) { open(name, at: Syntax(node)) }
                }
            }
            return .visitChildren
        }
        guard let name = propertyName(elements[0]) else { return .visitChildren }
        if elements[1].is(AssignmentExprSyntax.self) {
            // A local of that name is what a bare assignment gives, not the property.
            if elements[0].is(DeclReferenceExprSyntax.self),
                RequestVisitor.boundNames(around: Syntax(node), type: typeStack.last)[name] != nil
            {
                return .visitChildren
            }
            let value = RequestVisitor.assignedValue(elements)
            record(
                name, receiver: receiverType(of: elements[0]),
                NameExpression(value).scoped(type: typeStack.last, around: value), at: Syntax(node))
        } else if let operation = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
            operation.hasSuffix("="), !["==", "!=", "<=", ">=", "===", "!=="].contains(operation)
        {
            open(name, at: Syntax(node))
        }
        return .visitChildren
    }

    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = propertyName(node.expression) { open(name, at: Syntax(node)) }
        return .visitChildren
    }

    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
        for component in node.components {
            if let property = component.component.as(KeyPathPropertyComponentSyntax.self),
                names.contains(property.declName.baseName.text)
            {
                open(property.declName.baseName.text, at: Syntax(node))
            }
        }
        return .visitChildren
    }

    /// `$bodyFont`, `$theme.bodyFont`: a binding or publisher that writes the property.
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.baseName.text
        if text.hasPrefix("$"), names.contains(String(text.dropFirst())) {
            open(String(text.dropFirst()), at: Syntax(node))
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        if names.contains(name), node.base?.trimmedDescription.hasPrefix("$") == true { open(name, at: Syntax(node)) }
        // `Bindable(theme).bodyFont`: a binding that writes it.
        if names.contains(name), let call = node.base?.as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedDescription == "Bindable"
        {
            open(name, at: Syntax(node))
        }
        if Self.mutating.contains(name), let base = node.base, let property = propertyName(base) {
            open(property, at: Syntax(node))
        }
        return .visitChildren
    }

    /// `setValue(_:forKey: "bodyFont")`: key-value coding sets the property by its name.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        for argument in node.arguments where argument.label?.text == "forKey" || argument.label?.text == "forKeyPath" {
            if case .literal(let key) = NameExpression(argument.expression), let name = key.split(separator: ".").last,
                names.contains(String(name))
            {
                open(String(name), at: Syntax(node))
            }
        }
        return .visitChildren
    }

    /// The property an expression names: `name`, `self.name`, `x.name`, `Type.shared.name`.
    private func propertyName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return names.contains(reference.baseName.text) ? reference.baseName.text : nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), names.contains(member.declName.baseName.text) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The type an assignment's left side is shown to belong to (``Assignment/receiverType``).
    private func receiverType(of target: ExprSyntax) -> String? {
        guard let member = target.as(MemberAccessExprSyntax.self) else { return typeStack.last }
        guard let base = member.base else { return nil }
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let text = reference.baseName.text
            if reference.baseName.tokenKind == .keyword(.self) { return typeStack.last }
            if text == "Self" { return typeStack.last }
            if text.first?.isUppercase == true { return text }
            // A variable, even one of the type, may be another instance (or a struct's copy).
            return nil
        }
        // `Theme.shared.name`: the type's own singleton (one member from the type).
        if let inner = base.as(MemberAccessExprSyntax.self), let root = inner.base?.as(DeclReferenceExprSyntax.self),
            root.baseName.text.first?.isUppercase == true
        {
            return root.baseName.text
        }
        return nil
    }

    private func open(_ name: String, at node: Syntax) {
        record(name, receiver: nil, .unknown, at: node)
    }

    private func record(_ name: String, receiver: String?, _ value: NameExpression, at node: Syntax) {
        // Inside `#if os(macOS)`, `#if targetEnvironment(macCatalyst)`: a value one build alone
        // gives, not one the audited build is known to take.
        var value = value
        var ancestor = node.parent
        while let current = ancestor {
            if current.is(IfConfigClauseSyntax.self) {
                value = .unknown
                break
            }
            ancestor = current.parent
        }
        assignments.append(
            Assignment(
                name: name, receiverType: receiver, expression: value, file: path, line: lines.start(of: node).line))
    }
}
