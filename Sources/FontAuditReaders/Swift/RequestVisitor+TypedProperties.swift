import SwiftSyntax

extension RequestVisitor {
    /// The type the enclosing type's stored property `name` is declared with, when it is one of
    /// the app's own kind (`@EnvironmentObject var settings: Settings`, `let style: TextStyle`): one
    /// plain name, capitalized, no standard value type. A member read through it
    /// (`settings.fontArabic`) is that type's member, every value the app gives it. Nil for a
    /// property without an annotation, a local or parameter of that name around `node`, and a
    /// property declared elsewhere (an extension cannot declare one).
    static func propertyType(of name: String, around node: Syntax) -> String? {
        var current = node.parent
        var inStatic = false
        while let syntax = current, !syntax.isTypeScope {
            // In a `static` member, `theme` is no instance's property.
            if let function = syntax.as(FunctionDeclSyntax.self), isStatic(function.modifiers) { inStatic = true }
            if let variable = syntax.as(VariableDeclSyntax.self), isStatic(variable.modifiers) { inStatic = true }
            current = syntax.parent
        }
        let members: MemberBlockSyntax? =
            current?.as(StructDeclSyntax.self)?.memberBlock ?? current?.as(ClassDeclSyntax.self)?.memberBlock
            ?? current?.as(ActorDeclSyntax.self)?.memberBlock
        guard !inStatic, let members, let scope = current else { return nil }
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), !isStatic(variable.modifiers) else {
                continue
            }
            for binding in variable.bindings {
                guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                    let annotation = binding.typeAnnotation, let type = identifierTypeName(annotation.type),
                    type.first?.isUppercase == true, !standardTypes.contains(type),
                    !namesOtherType(type, around: scope)
                else { continue }
                return type
            }
        }
        return nil
    }

    /// `Settings` of `Settings`, `Settings?`, `Settings!`; nil for a qualified (`Card.Theme`) or
    /// generic type, which a short name does not tell apart.
    private static func identifierTypeName(_ type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return identifierTypeName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return identifierTypeName(unwrapped.wrappedType)
        }
        guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else {
            return nil
        }
        return identifier.name.text
    }

    /// Whether `type`, written in `scope`, may name something other than the app's top-level type
    /// of that name: a generic parameter of `scope` or a type around it, or a type nested anywhere in
    /// the file (`struct Row { struct Theme … }`), which the definitions, keyed by short names, do
    /// not tell from it.
    private static func namesOtherType(_ type: String, around scope: Syntax) -> Bool {
        var current: Syntax? = scope
        while let syntax = current {
            let generics =
                syntax.as(StructDeclSyntax.self)?.genericParameterClause
                ?? syntax.as(ClassDeclSyntax.self)?.genericParameterClause
                ?? syntax.as(ActorDeclSyntax.self)?.genericParameterClause
            if generics?.parameters.contains(where: { $0.name.text == type }) == true { return true }
            current = syntax.parent
        }
        let nested = NestedTypeNames(viewMode: .sourceAccurate)
        nested.walk(scope.root)
        return nested.names.contains(type)
    }

    /// The names of the types a file declares inside another declaration.
    private final class NestedTypeNames: SyntaxVisitor {
        var names: Set<String> = []
        var depth = 0

        private func visitType(_ name: String) -> SyntaxVisitorContinueKind {
            if depth > 0 { names.insert(name) }
            depth += 1
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { visitType(node.name.text) }
        override func visitPost(_ node: StructDeclSyntax) { depth -= 1 }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { visitType(node.name.text) }
        override func visitPost(_ node: ClassDeclSyntax) { depth -= 1 }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { visitType(node.name.text) }
        override func visitPost(_ node: EnumDeclSyntax) { depth -= 1 }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { visitType(node.name.text) }
        override func visitPost(_ node: ActorDeclSyntax) { depth -= 1 }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            depth += 1
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { depth -= 1 }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            return .skipChildren
        }
    }

    /// Types of the standard library and the system frameworks a property is often declared with,
    /// whose members the app does not give values.
    static let standardTypes: Set<String> = [
        "String", "Substring", "Int", "Double", "Float", "CGFloat", "Bool", "Character", "Date", "URL", "Data",
        "UIFont", "NSFont", "Font", "UIColor", "NSColor", "Color", "UserDefaults", "Bundle",
    ]
}

extension NameExpression {
    /// This expression with each member read through a typed property of the enclosing type
    /// (`settings.fontArabic`, `self.settings.fontArabic`) read as that type's member
    /// (`Settings.fontArabic`); names `bound` around it (a local, a parameter) are left alone.
    func typingProperties(around node: Syntax, bound: [String: Binding]) -> NameExpression {
        switch self {
        case .reference(let path):
            let explicit = path.first == "self"
            let trimmed = explicit ? Array(path.dropFirst()) : path
            guard trimmed.count == 2, explicit || bound[trimmed[0]] == nil,
                let type = RequestVisitor.propertyType(of: trimmed[0], around: node)
            else { return self }
            return .typedMember(type: type, name: trimmed[1], path: path)
        case .concatenation(let parts):
            return .concatenation(parts.map { $0.typingProperties(around: node, bound: bound) })
        case .oneOf(let parts):
            return .oneOf(parts.map { $0.typingProperties(around: node, bound: bound) })
        case .described(let inner):
            return .described(inner.typingProperties(around: node, bound: bound))
        default:
            return self
        }
    }
}
