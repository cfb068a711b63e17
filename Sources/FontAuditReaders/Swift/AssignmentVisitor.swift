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
        /// Whether the receiver is the struct or enum the assignment is written in (`self.name =
        /// name` in a struct's initializer): a value type, which no class inherits from, so the
        /// property is its own and no other type's.
        var receiverIsOwnValueType = false
        var expression: NameExpression
        var file: String
        var line: Int
    }

    let names: Set<String>
    /// The storage keys of the properties in `names` a storage wrapper keeps, each with the
    /// property's type and name (``NameDefinitions/storageKeys``).
    let storageKeys: [String: (type: String, name: String)]
    let path: String
    private let lines: SwiftLineTable
    var assignments: [Assignment] = []

    /// `String`'s mutating methods: `theme.bodyFont.append("-Bold")` changes the property.
    private static let mutating: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange",
        "replaceSubrange", "reserveCapacity",
    ]

    init(
        names: Set<String>, storageKeys: [String: (type: String, name: String)] = [:], path: String,
        lines: SwiftLineTable
    ) {
        self.names = names
        self.storageKeys = storageKeys
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
            bind(String(text.dropFirst()), receiver: typeStack.last, at: Syntax(node))
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        if names.contains(name), node.base?.trimmedDescription.hasPrefix("$") == true {
            bind(name, receiver: receiverType(of: ExprSyntax(node)), at: Syntax(node))
        }
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
    /// `UserDefaults.standard.set("Amiri", forKey: "fontArabic")`: a value stored under a storage
    /// wrapper's key, known where it is a literal the audit can follow.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `UserDefaults.standard.register(defaults: ["fontArabic": "Amiri"])`: a value stored
        // under the key until the app stores another. Only a `UserDefaults` (`UserDefaults.standard`,
        // a variable named `defaults`) is the store the wrapper reads; iCloud's, a dictionary's are not.
        let callee = node.calledExpression.as(MemberAccessExprSyntax.self)
        let method = callee?.declName.baseName.text
        let writesDefaults = callee?.base.map { Self.isUserDefaults($0) } ?? false
        if writesDefaults, method == "register",
            let defaults = node.arguments.first(where: { $0.label?.text == "defaults" })?.expression
        {
            if case .elements(let elements)? = defaults.as(DictionaryExprSyntax.self)?.content {
                for element in elements {
                    guard case .literal(let key) = NameExpression(element.key), let stored = storageKeys[key] else {
                        continue
                    }
                    let value = NameExpression(element.value).scoped(type: typeStack.last, around: element.value)
                    record(stored.name, receiver: stored.type, value, at: Syntax(node))
                }
            } else {
                for stored in storageKeys.values {
                    record(stored.name, receiver: stored.type, .unknown, at: Syntax(node))
                }
            }
        }
        for argument in node.arguments where argument.label?.text == "forKey" || argument.label?.text == "forKeyPath" {
            guard case .literal(let key) = NameExpression(argument.expression) else { continue }
            if let stored = storageKeys[key] {
                // A read (`string(forKey:)`) or a removal (back to the default) stores nothing.
                guard writesDefaults, method == "set" || method == "setValue" else { continue }
                let value = node.arguments.first { $0.label == nil }?.expression
                let written = value.map { NameExpression($0).scoped(type: typeStack.last, around: $0) } ?? .unknown
                record(stored.name, receiver: stored.type, written, at: Syntax(node))
            } else if let name = key.split(separator: ".").last, names.contains(String(name)) {
                open(String(name), at: Syntax(node))
            }
        }
        return .visitChildren
    }

    /// `@AppStorage("fontArabic") var font = "Amiri"` of another property: it stores under the
    /// same key, through assignments to a property the audit does not follow: open.
    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        guard ["AppStorage", "SceneStorage"].contains(node.attributeName.trimmedDescription),
            case .argumentList(let arguments)? = node.arguments, let first = arguments.first,
            case .literal(let key) = NameExpression(first.expression), let stored = storageKeys[key],
            let variable = node.parent?.parent?.as(VariableDeclSyntax.self)
        else { return .visitChildren }
        let names = variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        if typeStack.last != stored.type || !names.contains(stored.name) {
            record(stored.name, receiver: stored.type, .unknown, at: Syntax(node))
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
            return typedProperty(text.hasPrefix("$") ? String(text.dropFirst()) : text, around: Syntax(target))
        }
        // `self.settings.fontArabic`: the enclosing type's typed property.
        if let inner = base.as(MemberAccessExprSyntax.self), inner.base?.trimmedDescription == "self" {
            return typedProperty(inner.declName.baseName.text, around: Syntax(target))
        }
        // `Theme.shared.name`: the type's own singleton (one member from the type).
        if let inner = base.as(MemberAccessExprSyntax.self), let root = inner.base?.as(DeclReferenceExprSyntax.self),
            root.baseName.text.first?.isUppercase == true
        {
            return root.baseName.text
        }
        return nil
    }

    /// The type of the enclosing type's property `name` (``RequestVisitor/propertyType(of:around:)``):
    /// every instance of a class is one the app gives values, so an assignment through it is one
    /// to that type's property. A variable of unknown type, even one of the type, may be another
    /// instance (or a struct's copy): nil.
    private func typedProperty(_ name: String, around node: Syntax) -> String? {
        guard RequestVisitor.boundNames(around: node, type: typeStack.last)[name] == nil else { return nil }
        return RequestVisitor.propertyType(of: name, around: node)
    }

    /// A binding that writes the property `name`: a `Picker`'s `selection:` (`Picker("Font",
    /// selection: $settings.fontArabic) { Text("Uthmani").tag(Settings.hafs) … }`) stores each
    /// tag its content writes; any other binding, or a tag the audit cannot follow, is open.
    private func bind(_ name: String, receiver: String?, at node: Syntax) {
        guard let picker = Self.picker(selecting: node) else { return open(name, at: node) }
        let tags = Self.tags(in: Syntax(picker))
        guard !tags.isEmpty else { return open(name, at: node) }
        for tag in tags {
            record(name, receiver: receiver, NameExpression(tag).scoped(type: typeStack.last, around: tag), at: node)
        }
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
        var assignment = Assignment(
            name: name, receiverType: receiver, expression: value, file: path, line: lines.start(of: node).line)
        if let receiver, receiver == typeStack.last {
            var scope = node.parent
            while let current = scope, !current.isTypeScope { scope = current.parent }
            let declared =
                scope?.as(StructDeclSyntax.self)?.name.text ?? scope?.as(EnumDeclSyntax.self)?.name.text
            assignment.receiverIsOwnValueType = declared == receiver
        }
        assignments.append(assignment)
    }
}
