import FontAuditModel
import SwiftSyntax

/// The texts the app draws in its font helpers (`static func pressStart9() -> Font { .custom(…) }`
/// in `extension Font`): a `Text`, `Button` or `Label` with a string literal whose own modifier
/// chain sets `.font(.pressStart9())` (or `Font.pressStart9()`, `.brandTitle` for a property).
/// Each use's font is named once the helper is known to give one name
/// (``SwiftNameScanner/helperUses(of:texts:in:)``).
extension HelperUseVisitor {
    /// The helper `node` is drawn in and its text, when `node` is such a view.
    func textUse(_ node: FunctionCallExprSyntax) -> (helper: String, use: TextUse)? {
        guard let shown = TextUseVisitor.shownLiteral(node), let helper = helper(setOn: ExprSyntax(node)),
            let use = TextUseVisitor.use(
                of: shown.literal, verbatim: shown.verbatim, table: shown.table, element: shown.element, in: path,
                lines: lines)
        else { return nil }
        return (helper, use)
    }

    /// `Font`'s own static members, which a property of the app's cannot redeclare.
    static let swiftUIStyles: Set<String> = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
        "caption", "caption2", "extraLargeTitle", "extraLargeTitle2",
    ]

    /// The helper the view's own modifier chain sets as its font (`.font(.pressStart9())`), when
    /// the nearest `.font` there is one of ``textHelpers``: any other font, or none, is no use.
    private func helper(setOn view: ExprSyntax) -> String? {
        var current = view
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
        {
            if member.declName.baseName.text == "font" {
                guard call.arguments.count == 1, var argument = call.arguments.first?.expression else { return nil }
                var called = false
                if let inner = argument.as(FunctionCallExprSyntax.self) {
                    argument = inner.calledExpression
                    called = true
                }
                guard let access = argument.as(MemberAccessExprSyntax.self),
                    access.base == nil || access.base?.trimmedDescription == "Font",
                    textHelpers.contains(access.declName.baseName.text),
                    // `.largeTitle` alone is SwiftUI's style, whatever `largeTitle(_:)` the app adds.
                    called || !Self.swiftUIStyles.contains(access.declName.baseName.text)
                else { return nil }
                return access.declName.baseName.text
            }
            current = ExprSyntax(call)
        }
        return nil
    }
}
