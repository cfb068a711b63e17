import SwiftSyntax

/// A visitor of the code the compiler builds. It does not walk a clause that is never compiled
/// (``SwiftSyntax/IfConfigClauseSyntax/isNeverCompiled``), so nothing written there is a request,
/// a registration, a bundle lookup, a font assignment or a text use. Every visitor of an app's
/// Swift sources derives from it, so none of them can forget to skip such code.
package class CompiledCodeVisitor: SyntaxVisitor {
    /// A visitor of the source as written (``SwiftSyntax/SyntaxTreeViewMode/sourceAccurate``).
    /// Internal, not `package`: a `package` designated initializer makes the compiler warn of an
    /// infinite recursion in each same-module subclass (swiftlang/swift#92023).
    init() {
        super.init(viewMode: .sourceAccurate)
    }

    /// Final, so that no reader can walk a never-compiled clause after all.
    package final override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        node.isNeverCompiled ? .skipChildren : .visitChildren
    }
}

extension IfConfigClauseSyntax {
    /// Whether the compiler never builds this clause: `#if false` (or `#if 0`, `#if !true`), or
    /// any clause after an `#if true` or `#elseif true`. Every other clause may be built, in some
    /// configuration (`#if DEBUG`, `#if os(macOS)`, a plain `#else`). `SWIFT_PACKAGE` is `true`
    /// by then in a file SwiftPM builds (``SwiftPackageBuild``).
    var isNeverCompiled: Bool {
        let condition = condition?.trimmedDescription
        if condition == "false" || condition == "0" || condition == "!true" { return true }
        guard let clauses = parent?.as(IfConfigClauseListSyntax.self) else { return false }
        for clause in clauses {
            if clause.id == id { return false }
            if clause.condition?.trimmedDescription == "true" { return true }
        }
        return false
    }
}

extension SyntaxProtocol {
    /// Whether this node is inside a clause the compiler never builds, for code that reads a
    /// function's tokens or statements without a ``CompiledCodeVisitor``.
    var isInNeverCompiledCode: Bool {
        var current = parent
        while let node = current {
            if let clause = node.as(IfConfigClauseSyntax.self), clause.isNeverCompiled { return true }
            current = node.parent
        }
        return false
    }
}
