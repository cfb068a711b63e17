import FontAuditModel
import Foundation
import SwiftParser
import SwiftSyntax

extension RequestVisitor {
    /// Names bound around `node` by parameters, closure parameters, `for`/`if let`/`guard let`
    /// patterns and local declarations in the enclosing bodies, up to the enclosing type.
    static func boundNames(around node: Syntax) -> Set<String> {
        var names = Set<String>()
        var current = node.parent
        while let syntax = current {
            if syntax.is(StructDeclSyntax.self) || syntax.is(ClassDeclSyntax.self) || syntax.is(EnumDeclSyntax.self)
                || syntax.is(ExtensionDeclSyntax.self) || syntax.is(SourceFileSyntax.self) { break }
            if let function = syntax.as(FunctionDeclSyntax.self) {
                for parameter in function.signature.parameterClause.parameters {
                    names.insert((parameter.secondName ?? parameter.firstName).text)
                }
            } else if let initializer = syntax.as(InitializerDeclSyntax.self) {
                for parameter in initializer.signature.parameterClause.parameters {
                    names.insert((parameter.secondName ?? parameter.firstName).text)
                }
            } else if let closure = syntax.as(ClosureExprSyntax.self), let parameters = closure.signature?.parameterClause {
                switch parameters {
                case .simpleInput(let list): for parameter in list { names.insert(parameter.name.text) }
                case .parameterClause(let clause): for parameter in clause.parameters { names.insert((parameter.secondName ?? parameter.firstName).text) }
                }
            } else if let loop = syntax.as(ForStmtSyntax.self) {
                for token in loop.pattern.tokens(viewMode: .sourceAccurate) where Self.isIdentifier(token) { names.insert(token.text) }
            } else if let block = syntax.as(CodeBlockItemListSyntax.self), !(block.parent?.is(SourceFileSyntax.self) ?? false) {
                for item in block {
                    if let declaration = item.item.as(VariableDeclSyntax.self) {
                        for binding in declaration.bindings {
                            for token in binding.pattern.tokens(viewMode: .sourceAccurate) where Self.isIdentifier(token) { names.insert(token.text) }
                        }
                    } else if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                        names.formUnion(boundByConditions(guardStatement.conditions))
                    }
                }
            } else if let ifExpression = syntax.as(IfExprSyntax.self) {
                names.formUnion(boundByConditions(ifExpression.conditions))
            }
            current = syntax.parent
        }
        return names
    }

    /// The values a local variable can hold at `node`, when it is declared in an enclosing block of
    /// the same function with a literal and (for a `var`) only ever assigned literals in that
    /// function; nil when it is anything else (a parameter, a computed value, not local).
    static func localLiteralValues(of name: String, around node: Syntax) -> [String]? {
        var current = node.parent
        var function: Syntax?
        var declaration: (isLet: Bool, value: String)?
        while let syntax = current, declaration == nil {
            // `for name in ["A", "B"]`, `for (key, name) in ["k": "A"]`, over a literal or a local
            // constant holding one.
            if let loop = syntax.as(ForStmtSyntax.self), let values = loopValues(of: name, in: loop) {
                return values
            }
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(AccessorBlockSyntax.self) || syntax.is(ClosureExprSyntax.self)
                || syntax.is(InitializerDeclSyntax.self) {
                return nil  // reached the function without finding the declaration: a parameter or a member
            }
            if let block = syntax.as(CodeBlockItemListSyntax.self), !(block.parent?.is(SourceFileSyntax.self) ?? true) {
                for item in block {
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        guard let initial = binding.initializer?.value, case .literal(let text) = NameExpression(initial) else { return nil }
                        declaration = (variable.bindingSpecifier.tokenKind == .keyword(.let), text)
                    }
                }
            }
            current = syntax.parent
        }
        guard let declaration else { return nil }
        if declaration.isLet { return [declaration.value] }
        // A `var`: every assignment in the enclosing function must be a literal.
        while let syntax = current, function == nil {
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(AccessorBlockSyntax.self) || syntax.is(ClosureExprSyntax.self)
                || syntax.is(InitializerDeclSyntax.self) { function = syntax }
            current = syntax.parent
        }
        guard let function else { return nil }
        var values = [declaration.value]
        let sequences = function.tokens(viewMode: .sourceAccurate).lazy
            .filter { $0.text == name }
            .compactMap { $0.parent?.parent?.parent?.as(SequenceExprSyntax.self) }
        for sequence in sequences where sequence.elements.count == 3 {
            let elements = Array(sequence.elements)
            guard elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text == name else { continue }
            // `name += "-Bold"` and other compound assignments: the values cannot be listed.
            if let op = elements[1].as(BinaryOperatorExprSyntax.self), op.operator.text.hasSuffix("="),
               !["==", "!=", "<=", ">="].contains(op.operator.text) { return nil }
            guard elements[1].is(AssignmentExprSyntax.self) else { continue }
            guard case .literal(let text) = NameExpression(elements[2]) else { return nil }
            if !values.contains(text) { values.append(text) }
        }
        return values
    }

    /// The values `name` takes in a `for` loop over a literal array or dictionary (or a local
    /// constant holding one); nil when the loop does not bind `name` or its values are not literals.
    static func loopValues(of name: String, in loop: ForStmtSyntax) -> [String]? {
        var sequence = loop.sequence
        if let reference = sequence.as(DeclReferenceExprSyntax.self),
           let initial = localInitializer(of: reference.baseName.text, around: Syntax(loop)) {
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
        if loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, let array = sequence.as(ArrayExprSyntax.self) {
            return literals(array.elements.map(\.expression))
        }
        if let tuple = loop.pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2,
           let dictionary = sequence.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content {
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
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(ClosureExprSyntax.self) || syntax.is(AccessorBlockSyntax.self) { return nil }
            if let block = syntax.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return binding.initializer?.value
                    }
                }
            }
            current = syntax.parent
        }
        return nil
    }

    static func isIdentifier(_ token: TokenSyntax) -> Bool {
        if case .identifier = token.tokenKind { return true }
        return false
    }

    static func boundByConditions(_ conditions: ConditionElementListSyntax) -> Set<String> {
        var names = Set<String>()
        for condition in conditions {
            if let binding = condition.condition.as(OptionalBindingConditionSyntax.self) {
                for token in binding.pattern.tokens(viewMode: .sourceAccurate) where Self.isIdentifier(token) { names.insert(token.text) }
            }
        }
        return names
    }

    /// Moves `expression` up while it is the base of a `.modifier(…)` call.
    static func climb(from expression: inout ExprSyntax) {
        while let member = expression.parent?.as(MemberAccessExprSyntax.self),
              member.base?.id == expression.id,
              let outer = member.parent?.as(FunctionCallExprSyntax.self) {
            expression = ExprSyntax(outer)
        }
    }
}
