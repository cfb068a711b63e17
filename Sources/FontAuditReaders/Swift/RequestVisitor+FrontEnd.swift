import SwiftSyntax

extension RequestVisitor {
    /// The name of the static function or property of `extension Font` that returns `call`
    /// (`static func brand(_ size: CGFloat) -> Font { .custom("Brand", size: size) }`), whose uses
    /// may apply traits to it; nil when `call` is not what it returns.
    static func helperName(around call: FunctionCallExprSyntax) -> String? {
        var top = ExprSyntax(call)
        climb(from: &top)
        // What the body returns: the whole of a one-expression body, or a `return`.
        var current = top.parent
        while let syntax = current,
            syntax.is(CodeBlockItemSyntax.self) || syntax.is(CodeBlockItemListSyntax.self)
                || syntax.is(ReturnStmtSyntax.self) || syntax.is(CodeBlockSyntax.self)
                || syntax.is(AccessorBlockSyntax.self)
                || syntax.is(InitializerClauseSyntax.self)
        {
            current = syntax.parent
        }
        if let function = current?.as(FunctionDeclSyntax.self),
            function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
        {
            return function.name.text
        }
        if let binding = current?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            binding.parent?.parent?.as(VariableDeclSyntax.self)?.modifiers.contains(where: {
                $0.name.tokenKind == .keyword(.static)
            }) == true
        {
            return name
        }
        return nil
    }

    /// The name expression of an argument that names a font (or a font file) where it is written
    /// inside type `type`: a local's values when it is a local the audit follows, else the
    /// expression scoped by the names bound around it (``NameExpression/scoped(type:around:)``).
    /// What requests and registrations alike ask of the front end.
    static func nameExpression(of argument: ExprSyntax, type: String?) -> NameExpression {
        let argument = NameExpression.unwrapped(argument)
        if let reference = argument.as(DeclReferenceExprSyntax.self),
            let values = localValues(of: reference.baseName.text, around: Syntax(argument), type: type)
        {
            return .oneOf(values)
        }
        return NameExpression(argument).scoped(type: type, around: argument)
    }
}
