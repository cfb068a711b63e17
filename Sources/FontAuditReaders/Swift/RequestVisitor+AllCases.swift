import SwiftSyntax

extension RequestVisitor {
    /// What the variable of `for x in T.allCases` holds: each case of `T`; nil for a loop over
    /// anything else, with a `where` clause, or whose body skips some cases
    /// (``skipsSomeCases(of:in:)``).
    static func allCasesElement(of loop: ForStmtSyntax) -> NameExpression.Binding? {
        guard let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, loop.whereClause == nil,
            let type = allCasesType(loop.sequence), !skipsSomeCases(of: name, in: Syntax(loop.body))
        else { return nil }
        return NameExpression.Binding(kind: .local, type: type)
    }

    /// What the one parameter of a closure given to `forEach`, `map`, `compactMap` or `flatMap` of
    /// `T.allCases` holds: each case of `T`; nil for any other closure, or one that skips some cases.
    static func allCasesElement(of closure: ClosureExprSyntax) -> NameExpression.Binding? {
        let call =
            closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)  // `forEach({ … })`
        guard let member = call?.calledExpression.as(MemberAccessExprSyntax.self),
            ["forEach", "map", "compactMap", "flatMap"].contains(member.declName.baseName.text),
            let type = member.base.flatMap(allCasesType)
        else { return nil }
        let name: String =
            switch closure.signature?.parameterClause {
            case .simpleInput(let list): list.first?.name.text ?? "$0"
            case .parameterClause(let clause):
                clause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "$0"
            case nil: "$0"
            }
        guard !skipsSomeCases(of: name, in: Syntax(closure.statements)) else { return nil }
        return NameExpression.Binding(kind: .local, type: type)
    }

    /// `T` of `T.allCases`.
    private static func allCasesType(_ sequence: ExprSyntax) -> String? {
        guard let member = sequence.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "allCases" else {
            return nil
        }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// Whether a loop's (or a `forEach` closure's) body leaves some cases out: a `continue`,
    /// `break` or `return` under a condition that compares the variable (`if font == .system {
    /// continue }`, `guard font != .icons else { return }`, `if case .system = font`, `switch font {
    /// case .system: continue … }`, `[.a, .b].contains(font)`). A `guard let url = … else { continue }`
    /// on a lookup of the variable's file is no choice of cases.
    static func skipsSomeCases(of name: String, in body: Syntax) -> Bool {
        let exits = body.tokens(viewMode: .sourceAccurate).filter {
            [.keyword(.continue), .keyword(.break), .keyword(.return)].contains($0.tokenKind)
                && !$0.isInNeverCompiledCode
        }
        for exit in exits {
            var current = exit.parent
            while let syntax = current, syntax.id != body.id {
                let condition: Syntax? =
                    if let branch = syntax.as(IfExprSyntax.self) {
                        Syntax(branch.conditions)
                    } else if let guardStatement = syntax.as(GuardStmtSyntax.self) {
                        Syntax(guardStatement.conditions)
                    } else if let switchCase = syntax.as(SwitchCaseSyntax.self),
                        let subject = switchCase.parent?.parent?.as(SwitchExprSyntax.self)?.subject
                    {
                        Syntax(subject)
                    } else { nil }
                if let condition, comparesCases(of: name, in: condition, isSwitch: syntax.is(SwitchCaseSyntax.self)) {
                    return true
                }
                current = syntax.parent
            }
        }
        return false
    }

    /// Whether `condition` names `name` and compares it (a switch's subject always does).
    private static func comparesCases(of name: String, in condition: Syntax, isSwitch: Bool) -> Bool {
        let tokens = Array(condition.tokens(viewMode: .sourceAccurate))
        guard tokens.contains(where: { $0.text == name }) else { return false }
        if isSwitch { return tokens.count <= 3 }  // `switch font`, `switch self.font`: the value itself
        return tokens.contains { ["==", "!=", "~=", "case", "contains"].contains($0.text) }
    }
}
