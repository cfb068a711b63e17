import SwiftSyntax

extension RequestVisitor {
    /// The conditions a returned value is written under (``NameCondition``), up to the declaration
    /// that returns it: the arms of a `switch` on `self` or on a parameter (`case .header,
    /// .title:`; `default:`, none of the other arms' cases), the branches of an `if` or a `guard`
    /// that tests such a subject against a case (`if weight == .bold`, `if case .bold = weight`),
    /// and the statements after an `if` that returned. A test the audit does not read adds no
    /// condition: the value is kept.
    static func conditions(around node: Syntax, type: String?) -> [NameCondition] {
        var conditions: [NameCondition] = []
        var bound: [String: NameExpression.Binding]?
        func subject(_ expression: ExprSyntax) -> NameCondition.Subject? {
            guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
            if name == "self" { return .selfCase }
            if bound == nil { bound = boundNames(around: node, type: type) }
            guard let binding = bound?[name], case .parameter(let function, _, let index, let fallback) = binding.kind
            else { return nil }
            let defaultCase: String? =
                switch fallback {
                case .implicitMember(let name)?: name
                case .reference(let path)? where path.count == 2 && path[0].first?.isUppercase == true: path[1]
                default: nil
                }
            return .parameter(function: function, index: index, type: binding.type, defaultCase: defaultCase)
        }
        var child = node
        var current = node.parent
        while let syntax = current {
            if syntax.is(DeclSyntax.self) || syntax.is(ClosureExprSyntax.self) { break }
            if let arm = syntax.as(SwitchCaseSyntax.self),
                let switchExpression = arm.parent?.parent?.as(SwitchExprSyntax.self),
                !Self.fallsThrough(switchExpression),
                let tested = subject(switchExpression.subject),
                let condition = Self.condition(of: arm, in: switchExpression, tested)
            {
                conditions.append(condition)
            } else if let ifExpression = syntax.as(IfExprSyntax.self),
                let condition = Self.condition(testing: ifExpression.conditions, subject)
            {
                if child.id == Syntax(ifExpression.body).id { conditions.append(condition) }
                if let otherwise = ifExpression.elseBody, child.id == Syntax(otherwise).id {
                    conditions.append(condition.inverted)
                }
            } else if let guardStatement = syntax.as(GuardStmtSyntax.self), child.id == Syntax(guardStatement.body).id,
                let condition = Self.condition(testing: guardStatement.conditions, subject)
            {
                conditions.append(condition.inverted)
            } else if let item = syntax.as(CodeBlockItemSyntax.self),
                let list = item.parent?.as(CodeBlockItemListSyntax.self)
            {
                for earlier in list where earlier.endPosition <= item.position {
                    if let guardStatement = earlier.item.as(GuardStmtSyntax.self),
                        let condition = Self.condition(testing: guardStatement.conditions, subject)
                    {
                        conditions.append(condition)
                    } else if let ifExpression = Self.ifStatement(earlier), ifExpression.elseBody == nil,
                        ifExpression.body.statements.last?.item.is(ReturnStmtSyntax.self) == true,
                        let condition = Self.condition(testing: ifExpression.conditions, subject)
                    {
                        conditions.append(condition.inverted)
                    }
                }
            }
            child = syntax
            current = syntax.parent
        }
        return conditions
    }

    /// Whether an arm of the `switch` ends in `fallthrough`: the next arm's values are then also
    /// the cases of the arm before, and no arm's cases are a condition.
    private static func fallsThrough(_ switchExpression: SwitchExprSyntax) -> Bool {
        switchExpression.cases.contains { item in
            guard case .switchCase(let arm) = item else { return false }
            return arm.statements.contains { $0.item.is(FallThroughStmtSyntax.self) }
        }
    }

    /// An `if` written as a statement.
    private static func ifStatement(_ item: CodeBlockItemSyntax) -> IfExprSyntax? {
        item.item.as(IfExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
    }

    /// The condition under which the `switch` arm `arm` runs: its cases (`case .header, .title:`),
    /// or none of the other arms' (`default:`); nil when a pattern is not a plain case.
    private static func condition(
        of arm: SwitchCaseSyntax, in switchExpression: SwitchExprSyntax, _ subject: NameCondition.Subject
    ) -> NameCondition? {
        guard case .case(let label) = arm.label else {
            let named = switchExpression.cases.compactMap { item -> [String]? in
                guard case .switchCase(let other) = item, case .case(let label) = other.label else { return nil }
                return caseNames(label)
            }
            return NameCondition(subject: subject, cases: named.flatMap { $0 }, negated: true)
        }
        return caseNames(label).map { NameCondition(subject: subject, cases: $0) }
    }

    /// The cases an arm names (`.header`, `.title(_)`, `Brand.header`); nil when one is anything
    /// else or has a `where` clause.
    private static func caseNames(_ label: SwitchCaseLabelSyntax) -> [String]? {
        var names: [String] = []
        for item in label.caseItems {
            guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                let name = caseName(pattern.expression)
            else { return nil }
            names.append(name)
        }
        return names
    }

    /// `header` of `.header`, `.header(_)` or `Brand.header`; nil for a variable's member.
    private static func caseName(_ expression: ExprSyntax) -> String? {
        var expression = expression
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base {
            guard base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true else { return nil }
        }
        return member.declName.baseName.text
    }

    /// The condition an `if` or `guard` tests when it is one test of a subject against a case:
    /// `weight == .bold`, `.bold != weight`, `if case .bold = weight`.
    private static func condition(
        testing conditions: ConditionElementListSyntax, _ subject: (ExprSyntax) -> NameCondition.Subject?
    ) -> NameCondition? {
        guard conditions.count == 1, let element = conditions.first else { return nil }
        if let matching = element.condition.as(MatchingPatternConditionSyntax.self),
            let pattern = matching.pattern.as(ExpressionPatternSyntax.self),
            let name = caseName(pattern.expression), let tested = subject(matching.initializer.value)
        {
            return NameCondition(subject: tested, cases: [name])
        }
        guard let sequence = element.condition.as(ExprSyntax.self)?.as(SequenceExprSyntax.self),
            sequence.elements.count == 3
        else { return nil }
        let parts = Array(sequence.elements)
        guard let operation = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
            operation == "==" || operation == "!="
        else { return nil }
        for (left, right) in [(parts[0], parts[2]), (parts[2], parts[0])] {
            guard right.is(MemberAccessExprSyntax.self), let name = caseName(right), let tested = subject(left) else {
                continue
            }
            return NameCondition(subject: tested, cases: [name], negated: operation == "!=")
        }
        return nil
    }
}
