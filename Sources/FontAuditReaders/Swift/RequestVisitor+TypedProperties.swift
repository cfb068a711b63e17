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
        while let syntax = current, !syntax.isTypeScope { current = syntax.parent }
        let members: MemberBlockSyntax? =
            current?.as(StructDeclSyntax.self)?.memberBlock ?? current?.as(ClassDeclSyntax.self)?.memberBlock
            ?? current?.as(ActorDeclSyntax.self)?.memberBlock
        guard let members else { return nil }
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { continue }
            for binding in variable.bindings {
                guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                    let annotation = binding.typeAnnotation, let type = plainTypeName(annotation.type),
                    type.first?.isUppercase == true, !standardTypes.contains(type)
                else { continue }
                return type
            }
        }
        return nil
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
            return .reference([type, trimmed[1]])
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
