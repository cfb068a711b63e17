import SwiftSyntax

extension RequestVisitor {
    /// The file-scope variable or function whose initializer or body holds `node`
    /// (``FontAuditModel/FontRequest/global``): code that runs only where something names it, as
    /// Swift initializes a global on first use and runs a function when it is called.
    ///
    /// Nil, the request then counting wherever the file is compiled, for anything else: a type's
    /// member (a static one may answer a protocol requirement no code names, as `EnvironmentKey`'s
    /// `defaultValue`), a `public`, `open` or `package` declaration (another module may name it),
    /// one with attributes (`@_cdecl` exports a function to C), an operator, and a pattern that
    /// binds several names. (A global of `main.swift`, whose top-level code initializes them in
    /// order, is told by the scan, which knows the file's name.)
    static func lazyGlobal(around node: some SyntaxProtocol) -> String? {
        // The outermost statement that holds the node, past any `#if` around it: a statement of the
        // file itself, as everything in a file is inside one.
        var outermost: CodeBlockItemSyntax?
        var current = node.parent
        while let syntax = current {
            if let item = syntax.as(CodeBlockItemSyntax.self), !item.item.is(IfConfigDeclSyntax.self) {
                outermost = item
            }
            current = syntax.parent
        }
        guard let item = outermost else { return nil }
        if let function = item.item.as(FunctionDeclSyntax.self) {
            // An operator runs where its symbol is written or a protocol's witness is called
            // (`~=` in a `switch`, `==` in `contains`): never told by its name.
            guard case .identifier = function.name.tokenKind else { return nil }
            return isPrivateToModule(function.modifiers, function.attributes) ? unquoted(function.name.text) : nil
        }
        guard let variable = item.item.as(VariableDeclSyntax.self),
            isPrivateToModule(variable.modifiers, variable.attributes),
            let binding = variable.bindings.first(where: {
                $0.position <= node.position && node.endPosition <= $0.endPosition
            })
        else { return nil }
        return binding.pattern.as(IdentifierPatternSyntax.self).map { unquoted($0.identifier.text) }
    }

    /// A name as code writes it when it uses it: `` `default` `` is named `default`.
    private static func unquoted(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 ? String(name.dropFirst().dropLast()) : name
    }

    /// Whether a declaration with `modifiers` and `attributes` can be named only from its own
    /// module, and by name alone.
    private static func isPrivateToModule(_ modifiers: DeclModifierListSyntax, _ attributes: AttributeListSyntax)
        -> Bool
    {
        attributes.isEmpty
            && !modifiers.contains {
                [.keyword(.public), .keyword(.open), .keyword(.package)].contains($0.name.tokenKind)
            }
    }
}
