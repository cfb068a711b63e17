import FontAuditModel
import Foundation
import SwiftSyntax

/// The UIKit side of ``TextUseVisitor``: what a statement sets (a font, a text), on which receiver.
extension TextUseVisitor {
    /// The fonts and texts the statements of `node` set, in order: a font (by its receiver, `""`
    /// for `self`, and the name argument of its `UIFont(name:size:)`, nil for any other font), or
    /// a text (its receiver, value and element).
    static func settings(in node: CodeBlockItemListSyntax)
        -> [(font: (receiver: String, name: ExprSyntax?)?, text: (receiver: String, text: UIText, element: String)?)]
    {
        var settings:
            [(font: (receiver: String, name: ExprSyntax?)?, text: (receiver: String, text: UIText, element: String)?)] =
                []
        for item in node {
            guard let expression = item.item.as(ExprSyntax.self) else { continue }
            if let (target, value, whole) = Self.assignment(expression), let (base, property) = Self.property(target) {
                // The receiver is printed only for the properties looked at (most are others).
                switch property {
                case "font":
                    settings.append(((base.map(Self.receiver) ?? "", Self.uiFontName(in: value)), nil))
                case "text", "placeholder":
                    if whole, let text = Self.uiText(value) {
                        let receiver = base.map(Self.receiver) ?? ""
                        settings.append(
                            (nil, (receiver, text, receiver.isEmpty ? property : "\(receiver).\(property)")))
                    }
                default: break
                }
            } else if let call = expression.as(FunctionCallExprSyntax.self),
                let (base, method) = Self.property(call.calledExpression),
                method == "setTitle", let value = call.arguments.first?.expression, let text = Self.uiText(value)
            {
                // `setTitle(_:for:)` of the button itself (in its own class) or of another.
                let receiver = base.map(Self.receiver) ?? ""
                settings.append((nil, (receiver, text, receiver.isEmpty ? "setTitle" : "\(receiver).setTitle")))
            }
        }
        return settings
    }

    /// `a.b` as (`a`, `b`), a bare `b` (a property or method of `self`, inside its own class) as
    /// (nil, `b`); nil for anything else.
    static func property(_ expression: ExprSyntax) -> (ExprSyntax?, String)? {
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return (base, member.declName.baseName.text)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return (nil, reference.baseName.text) }
        return nil
    }

    /// `a.b = c`, before or after operator folding: the target, the value (its first operand when
    /// the value is itself an operator sequence: `UIFont(…) ?? .systemFont(…)`), and whether that
    /// is the whole value.
    static func assignment(_ expression: ExprSyntax) -> (ExprSyntax, ExprSyntax, Bool)? {
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
            return (elements[0], elements[2], elements.count == 3)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            return (infix.leftOperand, infix.rightOperand, true)
        }
        return nil
    }

    /// The receiver a property is set on, the same whichever way it is written: `self.title`,
    /// `title`; a button's `titleLabel?.font` belongs to the button its `setTitle` is called on.
    static func receiver(_ base: ExprSyntax) -> String {
        var text = base.trimmedDescription
        // Foundation's replacing, slow on Linux, only for text that holds either mark.
        if text.utf8.contains(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") }) {
            text = text.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        }
        if text == "self" || text == "titleLabel" || text == "self.titleLabel" { return "" }
        if text.hasPrefix("self.") { text.removeFirst(5) }
        if text.hasSuffix(".titleLabel") { text.removeLast(".titleLabel".count) }
        return text
    }

    /// The name argument of a `UIFont(name:size:)` call a value is built on (`UIFont(name:…)!`,
    /// `UIFont(name:…) ?? .systemFont(…)`).
    static func uiFontName(in value: ExprSyntax) -> ExprSyntax? {
        var current: ExprSyntax? = value
        while let candidate = current {
            if let call = candidate.as(FunctionCallExprSyntax.self) {
                guard let (api, _, argument) = RequestVisitor.request(in: call), api == "UIFont(name:size:)" else {
                    return nil
                }
                return argument
            } else if let unwrap = candidate.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else if let optional = candidate.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let sequence = candidate.as(SequenceExprSyntax.self), let first = sequence.elements.first {
                current = first
            } else if let infix = candidate.as(InfixOperatorExprSyntax.self) {
                current = infix.leftOperand
            } else {
                return nil
            }
        }
        return nil
    }

    /// A text a UIKit property or `setTitle` is given: a literal, the key of a localized lookup in
    /// a table, or a constant that may hold one.
    enum UIText {
        case literal(StringLiteralExprSyntax, table: String?)
        case reference([String], ExprSyntax)
    }

    /// A literal, the key of `NSLocalizedString("key", …)` / `String(localized: "key")` with its
    /// table, or a constant by its path (`Strings.title`, `L10n.title`).
    static func uiText(_ value: ExprSyntax) -> UIText? {
        if let (literal, table) = localizedText(value) { return .literal(literal, table: table) }
        if let path = Self.referencePath(value) { return .reference(path, value) }
        return nil
    }

    /// A literal, or the key of `NSLocalizedString("key", …)` / `String(localized: "key")` with its table.
    static func localizedText(_ value: ExprSyntax) -> (literal: StringLiteralExprSyntax, table: String?)? {
        if let literal = value.as(StringLiteralExprSyntax.self) { return (literal, nil) }
        guard let call = value.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let first = call.arguments.first, let literal = first.expression.as(StringLiteralExprSyntax.self)
        else { return nil }
        let table =
            call.arguments.first { $0.label?.text == "tableName" || $0.label?.text == "table" }?.expression
            .as(StringLiteralExprSyntax.self).flatMap(plainValue) ?? "Localizable"
        if callee == "NSLocalizedString", first.label == nil { return (literal, table) }
        if callee == "String", first.label?.text == "localized" { return (literal, table) }
        return nil
    }
}
