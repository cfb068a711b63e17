import SwiftSyntax

/// A visitor that knows the type it is in: the names of the enclosing enums, structs, classes,
/// actors and extensions (an extension by its extended type's last component: `Strings` of
/// `extension App.Strings`), innermost last. Every reader that keys a name by its type reads the
/// scope from here, so a constant means the same type to all of them.
class TypeScopeVisitor: CompiledCodeVisitor {
    private(set) var typeStack: [String] = []

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        push(node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? "")
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

    private func push(_ name: String) -> SyntaxVisitorContinueKind {
        typeStack.append(name)
        return .visitChildren
    }
}

extension SyntaxProtocol {
    /// Whether this node opens a scope ``TypeScopeVisitor`` pushes: an enum, struct, class, actor or
    /// extension. Code inside it belongs to that type, not to the function around it.
    var isTypeScope: Bool {
        switch kind {
        case .enumDecl, .structDecl, .classDecl, .actorDecl, .extensionDecl: true
        default: false
        }
    }
}
