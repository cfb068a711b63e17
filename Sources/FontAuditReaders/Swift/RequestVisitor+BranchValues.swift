import Foundation
import SwiftSyntax

extension RequestVisitor {
    /// The texts a local variable holds at `node`, each lowered with the `if`/`else` and `?:`
    /// branches that give it as flag conditions (``NameCondition/flag(_:holds:)``: `let font = isK5
    /// ? "BalsamiqSans" : "Lato"`, `if isK5 { suffix = "Bold" } else { suffix = isItalic ?
    /// "BoldItalic" : "Bold" }`); nil when a value is anything but a literal or a choice between
    /// literals. Two locals set under the same condition are set together
    /// (``NameExpression/paired(_:guarded:)``).
    static func branchedValues(of name: String, around node: Syntax) -> [GuardedText]? {
        guard case .assigned(let assigned)? = localValueExpressions(of: name, around: node) else { return nil }
        var values: [GuardedText] = []
        for (value, statement) in assigned {
            guard let texts = branchedLiterals(value) else { return nil }
            let outer = enclosingBranches(of: statement)
            for case let value? in texts.map({ $0.within(outer) }) where !values.contains(value) {
                values.append(value)
            }
        }
        return values.isEmpty ? nil : values
    }

    /// A literal (`[("Lato", [:])]`) or a `?:` between literals, each side with its branch; nil
    /// for anything else.
    private static func branchedLiterals(_ expression: ExprSyntax) -> [GuardedText]? {
        let expression = NameExpression.unwrapped(expression)
        if expression.is(StringLiteralExprSyntax.self) {
            guard case .literal(let text) = NameExpression(expression) else { return nil }
            return [GuardedText(text: text, conditions: [])]
        }
        let condition: [ExprSyntax]
        let then: ExprSyntax
        let otherwise: ExprSyntax
        if let ternary = expression.as(TernaryExprSyntax.self) {
            (condition, then, otherwise) = ([ternary.condition], ternary.thenExpression, ternary.elseExpression)
        } else if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
            let mark = sequence.elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
            sequence.elements.index(after: mark) == sequence.elements.index(before: sequence.elements.endIndex),
            let ternary = sequence.elements[mark].as(UnresolvedTernaryExprSyntax.self),
            let last = sequence.elements.last
        {
            (condition, then, otherwise) = (Array(sequence.elements[..<mark]), ternary.thenExpression, last)
        } else {
            return nil
        }
        let (key, side) = branchKey(condition.map(\.trimmedDescription).joined(separator: " "))
        guard let thens = branchedLiterals(then), let elses = branchedLiterals(otherwise) else { return nil }
        return (thens.map { ($0, side) } + elses.map { ($0, !side) }).compactMap { text, taken in
            text.within([.flag(key, holds: taken)])
        }
    }

    /// The `if` conditions around `statement` in its function, each with the side it is on.
    private static func enclosingBranches(of statement: Syntax) -> [NameCondition] {
        var branches: [NameCondition] = []
        var previous = statement
        var current = statement.parent
        while let syntax = current {
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(AccessorBlockSyntax.self)
                || syntax.is(ClosureExprSyntax.self)
                || syntax.is(InitializerDeclSyntax.self)
            {
                break
            }
            if let ifExpression = syntax.as(IfExprSyntax.self), previous.id != ifExpression.conditions.id {
                let (key, side) = branchKey(ifExpression.conditions.trimmedDescription)
                let taken = previous.id == ifExpression.body.id ? side : !side
                if !branches.contains(where: { $0.subject == .flag(key) }) {
                    branches.append(.flag(key, holds: taken))
                }
            }
            previous = syntax
            current = syntax.parent
        }
        return branches
    }

    /// A condition's key and the side its `then` branch stands for: `!isK5` is `isK5`'s `else`.
    private static func branchKey(_ condition: String) -> (key: String, side: Bool) {
        let trimmed = condition.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("!"), !trimmed.hasPrefix("!="), !trimmed.dropFirst().contains(" ") {
            return (String(trimmed.dropFirst()), false)
        }
        return (trimmed, true)
    }
}
