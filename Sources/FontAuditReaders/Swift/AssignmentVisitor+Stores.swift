import SwiftSyntax

// What writes a property without assigning it: a `Picker`'s binding, a `UserDefaults` store.
extension AssignmentVisitor {
    /// Whether `receiver` is a `UserDefaults`: `UserDefaults.standard`, `UserDefaults(suiteName:
    /// …)`, or a variable named for it (`defaults`, `userDefaults`).
    static func isUserDefaults(_ receiver: ExprSyntax) -> Bool {
        let text = receiver.trimmedDescription
        return text.hasPrefix("UserDefaults") || text.lowercased().hasSuffix("defaults")
    }

    /// The `Picker(…)` call whose `selection:` argument is `binding` (or `binding.animation(…)`).
    static func picker(selecting binding: Syntax) -> FunctionCallExprSyntax? {
        var current = binding
        while let parent = current.parent {
            if let argument = parent.as(LabeledExprSyntax.self) {
                guard argument.label?.text == "selection",
                    let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                    call.calledExpression.trimmedDescription == "Picker"
                else { return nil }
                return call
            }
            // `$settings.fontArabic.animation(.easeInOut)`: the same binding, animated.
            if let member = parent.as(MemberAccessExprSyntax.self) {
                guard member.declName.baseName.text == "animation" else { return nil }
            } else if !parent.is(FunctionCallExprSyntax.self) {
                return nil
            }
            current = parent
        }
        return nil
    }

    /// The values of the `.tag(…)` calls in a picker's content closures.
    static func tags(in picker: Syntax) -> [ExprSyntax] {
        guard let call = picker.as(FunctionCallExprSyntax.self) else { return [] }
        let closures =
            [call.trailingClosure].compactMap { $0 }
            + call.arguments.compactMap { $0.label?.text == "content" ? $0.expression.as(ClosureExprSyntax.self) : nil }
        return closures.flatMap { closure in
            closure.statements.flatMap { statement in
                statement.tokens(viewMode: .sourceAccurate).compactMap { token -> ExprSyntax? in
                    guard token.text == "tag", let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                        let tag = member.parent?.as(FunctionCallExprSyntax.self), tag.calledExpression.id == member.id,
                        tag.arguments.count == 1
                    else { return nil }
                    return tag.arguments.first?.expression
                }
            }
        }
    }
}
