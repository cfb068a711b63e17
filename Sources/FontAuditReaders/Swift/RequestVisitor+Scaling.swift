import FontAuditModel
import SwiftSyntax

extension RequestVisitor {
    /// How the font a request call makes follows Dynamic Type, where the call alone tells:
    /// `Font.custom`'s size and `relativeTo:` (or `fixedSize:`), and a `UIFont(name:size:)` that
    /// the same scope assigns to a view's `font` as it is, without `scaledFont(for:)`.
    static func scaling(of call: FunctionCallExprSyntax, api: String) -> Scaling? {
        switch api {
        case "Font.custom":
            let arguments = Array(call.arguments)
            if arguments.contains(where: { $0.label?.text == "fixedSize" }) { return .fixed }
            let size = arguments.first { $0.label?.text == "size" }.flatMap { pointSize($0.expression) }
            guard let relative = arguments.first(where: { $0.label?.text == "relativeTo" }) else {
                return .relative(size: size, textStyle: nil)
            }
            // `relativeTo: style` from a variable: its style is not known, so nothing is claimed.
            guard let member = relative.expression.as(MemberAccessExprSyntax.self) else { return nil }
            return .relative(size: size, textStyle: member.declName.baseName.text)
        case "UIFont(name:size:)":
            return assignedProperty(of: call).map { .unscaled(receiver: $0) }
        default:
            return nil
        }
    }

    /// A literal point size (`17`, `17.5`), or nil.
    static func pointSize(_ expression: ExprSyntax) -> Double? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return Double(integer.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        return nil
    }

    /// The receiver (`titleLabel`, `sendButton.titleLabel?`) whose `font` receives the font `call` makes, unchanged: `label.font = UIFont(…)`
    /// (through `!`, `?`, parentheses and `?? fallback`), or through a local constant the same
    /// block assigns (`let font = UIFont(…)!` … `label.font = font`). Nil when the font goes
    /// anywhere else, such as into `UIFontMetrics.scaledFont(for:)` or any other call.
    static func assignedProperty(of call: FunctionCallExprSyntax) -> String? {
        var value = unwrapped(Syntax(call))
        while let sequence = value.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard let index = elements.firstIndex(where: { $0.id == value.id }) else { return nil }
            if let property = fontProperty(assignedIn: elements, valueAt: index) { return property }
            // `UIFont(…) ?? fallback`, maybe in parentheses, as a value assigned or bound.
            guard isFallback(elements, from: 0), index == 0 else { return nil }
            value = unwrapped(Syntax(sequence))
        }
        return localAssignment(of: value)
    }

    /// `node` with the `!`, `?` and parentheses around it.
    private static func unwrapped(_ node: Syntax) -> Syntax {
        var current = node
        while let parent = current.parent {
            if parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) {
                current = parent
            } else if let element = parent.as(LabeledExprSyntax.self), element.label == nil,
                let tuple = element.parent?.parent?.as(TupleExprSyntax.self), tuple.elements.count == 1
            {
                current = Syntax(tuple)
            } else {
                return current
            }
        }
        return current
    }

    /// Whether `elements[from...]` is `value ?? value ?? …`.
    private static func isFallback(_ elements: [ExprSyntax], from start: Int) -> Bool {
        stride(from: start + 1, to: elements.count, by: 2).allSatisfy {
            elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
        }
    }

    /// `x.font = value` (or `value ?? fallback`) with the value at `index`: `x`'s name.
    fileprivate static func fontProperty(assignedIn elements: [ExprSyntax], valueAt index: Int) -> String? {
        guard elements.count >= 3, index == 2, elements[1].is(AssignmentExprSyntax.self), isFallback(elements, from: 2),
            let target = elements[0].as(MemberAccessExprSyntax.self), target.declName.baseName.text == "font",
            let base = target.base
        else { return nil }
        return base.trimmedDescription
    }

    /// For `let name = value` in a code block: the property a later statement of the block
    /// assigns `name` to as it is (`label.font = name`, `name!`, `name ?? fallback`).
    private static func localAssignment(of value: Syntax) -> String? {
        guard let initializer = value.parent?.as(InitializerClauseSyntax.self),
            let binding = initializer.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let item = binding.ancestor(CodeBlockItemSyntax.self),
            let block = item.parent?.as(CodeBlockItemListSyntax.self)
        else { return nil }
        let finder = FontAssignmentFinder(local: name)
        for later in block where later.position > item.position { finder.walk(later) }
        return finder.property
    }
}

/// Finds `x.font = name` statements for one local constant `name`.
private final class FontAssignmentFinder: CompiledCodeVisitor {
    let local: String
    var property: String?

    init(local: String) {
        self.local = local
        super.init()
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard property == nil, elements.count >= 3 else { return .visitChildren }
        var value = elements[2]
        while true {
            if let forced = value.as(ForceUnwrapExprSyntax.self) { value = forced.expression } else { break }
        }
        if value.as(DeclReferenceExprSyntax.self)?.baseName.text == local {
            property = RequestVisitor.fontProperty(assignedIn: elements, valueAt: 2)
        }
        return .visitChildren
    }
}

extension SyntaxProtocol {
    /// The nearest enclosing node of `type`.
    func ancestor<T: SyntaxProtocol>(_ type: T.Type) -> T? {
        var current = parent
        while let node = current {
            if let match = node.as(type) { return match }
            current = node.parent
        }
        return nil
    }
}
