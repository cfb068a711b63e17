import Foundation
import SwiftParser
import SwiftSyntax

extension RequestVisitor {
    /// The values a local variable can hold at `node`, as name expressions: its initial value and
    /// (for a `var`, or a `let` given its value later, in branches) every value assigned to it in the
    /// enclosing function, a value that is another such local followed to its own values; nil when
    /// it is anything else (a parameter, a member, a compound assignment such as `name += "-Bold"`).
    static func localValues(of name: String, around node: Syntax, type: String?, depth: Int = 0) -> [NameExpression]? {
        guard depth < 4, let source = localValueExpressions(of: name, around: node) else { return nil }
        guard case .assigned(let assigned) = source else {
            if case .loop(let literals) = source { return literals.map(NameExpression.literal) }
            return nil
        }
        // A value that is another local is that local's values.
        var expanded: [NameExpression] = []
        for value in assigned.map(\.value) {
            if let reference = NameExpression.unwrapped(value).as(DeclReferenceExprSyntax.self),
                reference.baseName.text != name,
                let inner = localValues(
                    of: reference.baseName.text, around: Syntax(value), type: type, depth: depth + 1)
            {
                expanded += inner
            } else {
                expanded.append(NameExpression(value).scoped(type: type, around: value))
            }
        }
        return expanded.isEmpty ? nil : expanded
    }

    /// Where a local variable's values come from: a loop over literals, or the expressions it is
    /// given (its initial value and each assignment in its function).
    enum LocalValueSource {
        case loop([String])
        /// Each value with the statement that gives it (an assignment's value of more than one
        /// element is a detached sequence, so it is not where it is written).
        case assigned([(value: ExprSyntax, statement: Syntax)])
    }

    /// The values a local variable is given before `node`, unread
    /// (``localValues(of:around:type:depth:)`` reads them); nil when it is not a local, or a
    /// compound assignment changes it.
    static func localValueExpressions(of name: String, around node: Syntax) -> LocalValueSource? {
        var current = node.parent
        var declaration: (isLet: Bool, value: ExprSyntax?)?
        while let syntax = current, declaration == nil {
            // `for name in ["A", "B"]`, `for (key, name) in ["k": "A"]`, over a literal or a local
            // constant holding one.
            if let loop = syntax.as(ForStmtSyntax.self) {
                if let values = loopValues(of: name, in: loop) { return .loop(values) }
                // Bound by a loop over anything else: not a local the audit follows.
                if patternNames(in: Syntax(loop.pattern)).contains(name) { return nil }
            }
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(AccessorBlockSyntax.self)
                || syntax.is(ClosureExprSyntax.self)
                || syntax.is(InitializerDeclSyntax.self)
            {
                return nil  // reached the function without finding the declaration: a parameter or a member
            }
            if let block = syntax.as(CodeBlockItemListSyntax.self), !(block.parent?.is(SourceFileSyntax.self) ?? true) {
                for item in block where item.endPosition <= node.position {
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        declaration = (
                            variable.bindingSpecifier.tokenKind == .keyword(.let), binding.initializer?.value
                        )
                    }
                }
            }
            current = syntax.parent
        }
        guard let declaration else { return nil }
        var values: [(value: ExprSyntax, statement: Syntax)] = declaration.value.map { [($0, Syntax($0))] } ?? []
        if !(declaration.isLet && declaration.value != nil) {
            // Assigned in the enclosing function: every assignment must be one the audit can follow.
            var function: Syntax?
            while let syntax = current, function == nil {
                if syntax.is(FunctionDeclSyntax.self) || syntax.is(AccessorBlockSyntax.self)
                    || syntax.is(ClosureExprSyntax.self)
                    || syntax.is(InitializerDeclSyntax.self)
                {
                    function = syntax
                }
                current = syntax.parent
            }
            guard let function else { return nil }
            let sequences = function.tokens(viewMode: .sourceAccurate).lazy
                .filter { $0.text == name }
                .compactMap { $0.parent?.parent?.parent?.as(SequenceExprSyntax.self) }
            for sequence in sequences where sequence.elements.count >= 3 && !sequence.isInNeverCompiledCode {
                let elements = Array(sequence.elements)
                guard elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text == name else { continue }
                if let op = elements[1].as(BinaryOperatorExprSyntax.self), op.operator.text.hasSuffix("="),
                    !["==", "!=", "<=", ">="].contains(op.operator.text)
                {
                    return nil
                }
                guard elements[1].is(AssignmentExprSyntax.self) else { continue }
                values.append((assignedValue(elements), Syntax(sequence)))
            }
            // `var suffix = ""` then `suffix = "Bold"` in each branch: the empty string is a
            // placeholder the branches replace, never a font's name or part of one.
            if values.count > 1, let initial = declaration.value?.as(StringLiteralExprSyntax.self),
                initial.segments.allSatisfy({ $0.as(StringSegmentSyntax.self)?.content.text.isEmpty ?? false })
            {
                values.removeFirst()
            }
        }
        return values.isEmpty ? nil : .assigned(values)
    }

    /// The values `name` takes in a `for` loop over a literal array or dictionary (or a local
    /// constant holding one); nil when the loop does not bind `name` or its values are not literals.
    static func loopValues(of name: String, in loop: ForStmtSyntax) -> [String]? {
        var sequence = loop.sequence
        if let reference = sequence.as(DeclReferenceExprSyntax.self),
            let initial = localInitializer(of: reference.baseName.text, around: Syntax(loop))
        {
            sequence = initial
        }
        func literals(_ expressions: [ExprSyntax]) -> [String]? {
            var values: [String] = []
            for expression in expressions {
                guard case .literal(let text) = NameExpression(expression) else { return nil }
                if !values.contains(text) { values.append(text) }
            }
            return values
        }
        if loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
            let array = sequence.as(ArrayExprSyntax.self)
        {
            return literals(array.elements.map(\.expression))
        }
        if let tuple = loop.pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2,
            let dictionary = sequence.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content
        {
            let names = tuple.elements.map { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            if names[0] == name { return literals(elements.map(\.key)) }
            if names[1] == name { return literals(elements.map(\.value)) }
        }
        return nil
    }

    /// The initializer of a local `let` named `name` in a block around `node`, in the same function.
    static func localInitializer(of name: String, around node: Syntax) -> ExprSyntax? {
        var current = node.parent
        while let syntax = current {
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(ClosureExprSyntax.self)
                || syntax.is(AccessorBlockSyntax.self)
            {
                return nil
            }
            if let block = syntax.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    guard let variable = item.item.as(VariableDeclSyntax.self),
                        variable.bindingSpecifier.tokenKind == .keyword(.let)
                    else { continue }
                    for binding in variable.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return binding.initializer?.value
                    }
                }
            }
            current = syntax.parent
        }
        return nil
    }

    /// Moves `expression` up while it is the base of a `.modifier(…)` call.
    static func climb(from expression: inout ExprSyntax) {
        while let member = expression.parent?.as(MemberAccessExprSyntax.self),
            member.base?.id == expression.id,
            let outer = member.parent?.as(FunctionCallExprSyntax.self)
        {
            expression = ExprSyntax(outer)
        }
    }
}
