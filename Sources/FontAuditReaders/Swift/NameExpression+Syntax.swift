import FontAuditModel
import Foundation
import SwiftParser
import SwiftSyntax

extension NameExpression {
    /// Reads a name argument: literals, constant references, raw values, `+` chains, and the
    /// wrappers that leave a string as it is (``unwrapped(_:)``).
    init(_ expression: ExprSyntax) {
        let expression = Self.unwrapped(expression)
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            // `"Brand-\(weight)"`: the literal's text around each interpolation, which stays unknown.
            var parts: [NameExpression] = []
            var text = ""
            for segment in literal.segments {
                if let plain = segment.as(StringSegmentSyntax.self) {
                    text += plain.content.text
                } else {
                    if !text.isEmpty {
                        parts.append(.literal(literal.openingPounds == nil ? Self.unescape(text) : text))
                    }
                    text = ""
                    // `\(weight.rawValue)`, `\(family)`: the one unlabelled expression's description.
                    if let interpolation = segment.as(ExpressionSegmentSyntax.self),
                        interpolation.expressions.count == 1,
                        let inner = interpolation.expressions.first, inner.label == nil
                    {
                        parts.append(.described(NameExpression(inner.expression)))
                    } else {
                        parts.append(.unknown)
                    }
                }
            }
            let last = NameExpression.literal(literal.openingPounds == nil ? Self.unescape(text) : text)
            guard !parts.isEmpty else {
                self = last
                return
            }
            if !text.isEmpty { parts.append(last) }
            self = .concatenation(parts)
        } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
            self = .reference([reference.baseName.text])
        } else if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            self = .implicitMember(member.declName.baseName.text)
        } else if let member = expression.as(MemberAccessExprSyntax.self) {
            let path = Self.path(of: member)
            if path.last == "rawValue", path.count >= 2 {
                self = .rawValue(Array(path.dropLast()))
            } else if path.isEmpty {
                self = .unknown
            } else {
                self = .reference(path)
            }
        } else if let joined = Self.joined(expression) {
            self = joined
        } else if let call = expression.as(FunctionCallExprSyntax.self), let path = Self.calledPath(call),
            path.last?.lowercased().contains("font") == true
        {
            // Its arguments decide which of the function's returns it gives (``NameCondition``).
            self =
                call.arguments.isEmpty
                ? .call(path)
                : .apply(
                    .call(path),
                    CallArguments(
                        labels: call.arguments.map { $0.label?.text },
                        arguments: call.arguments.map { NameExpression($0.expression) }))
        } else if let ternary = expression.as(TernaryExprSyntax.self) {
            self = .oneOf([NameExpression(ternary.thenExpression), NameExpression(ternary.elseExpression)])
        } else if let sequence = expression.as(SequenceExprSyntax.self),
            let mark = sequence.elements.lastIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
            let ternary = sequence.elements[mark].as(UnresolvedTernaryExprSyntax.self)
        {
            // `bold ? "Brand-Bold" : "Brand-" + weight`: either branch (the condition is not read;
            // the `else` branch is what follows the last `:`, a `+` chain at most).
            let rest = Array(sequence.elements[sequence.elements.index(after: mark)...])
            let otherwise = rest.count == 1 ? NameExpression(rest[0]) : Self.chain(rest)
            self = .oneOf([NameExpression(ternary.thenExpression), otherwise])
        } else if let sequence = expression.as(SequenceExprSyntax.self) {
            self = Self.chain(Array(sequence.elements))
        } else {
            self = .unknown
        }
    }

    /// The called function's path: `fontName` of `fontName(…)`, `A.b` of `A.b(…)`; nil for
    /// anything else (a closure, a subscript, a call's result).
    static func calledPath(_ call: FunctionCallExprSyntax) -> [String]? {
        guard call.trailingClosure == nil else { return nil }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
            let path = path(of: member)
            return path.isEmpty ? nil : path
        }
        return nil
    }

    /// `[family, style].joined(separator: "-")` (or `.joined()`): an array literal's elements with
    /// the literal separator between them, as a `+` chain is read; nil for anything else (a
    /// separator that is not a literal, an array that is not written out).
    static func joined(_ expression: ExprSyntax) -> NameExpression? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "joined",
            let array = member.base.map(unwrapped)?.as(ArrayExprSyntax.self), !array.elements.isEmpty,
            call.arguments.count <= 1
        else { return nil }
        var separator = ""
        if let argument = call.arguments.first {
            guard argument.label?.text == "separator", case .literal(let text) = NameExpression(argument.expression)
            else { return nil }
            separator = text
        }
        var parts: [NameExpression] = []
        for element in array.elements {
            if !parts.isEmpty, !separator.isEmpty { parts.append(.literal(separator)) }
            parts.append(NameExpression(element.expression))
        }
        return parts.count == 1 ? parts[0] : .concatenation(parts)
    }

    /// `"Brand" + "-" + weight`, unfolded: its parts; unknown when an operator is not `+`.
    private static func chain(_ elements: [ExprSyntax]) -> NameExpression {
        var parts: [NameExpression] = []
        for (index, element) in elements.enumerated() {
            if index % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return .unknown }
            } else {
                parts.append(NameExpression(element))
            }
        }
        return .concatenation(parts)
    }

    /// The expression inside the wrappers that hand a string on unchanged: parentheses, casts
    /// (`"X" as CFString`, `as NSString as String`, `as CFString?` with its `!`), a force unwrap,
    /// `String("X")`, `String(stringLiteral:)`, `NSString(string:)` and `NSString(stringLiteral:)`.
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            if let cast = current.as(AsExprSyntax.self) {
                current = cast.expression
            } else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
                let inner = tuple.elements.first,
                inner.label == nil
            {
                current = inner.expression
            } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else if let sequence = current.as(SequenceExprSyntax.self), let first = sequence.elements.first,
                sequence.elements.count >= 3,
                sequence.elements.count % 2 == 1,
                sequence.elements.enumerated().allSatisfy({
                    $0.offset == 0 || $0.offset % 2 == 0 || $0.element.is(UnresolvedAsExprSyntax.self)
                })
            {
                // `"Name" as CFString`, unfolded; `"Name" as NSString as String`.
                current = first
            } else if let call = current.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
                let argument = call.arguments.first,
                call.trailingClosure == nil,
                let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                Self.stringInitializers[type]?.contains(argument.label?.text ?? "_") == true
            {
                current = argument.expression
            } else {
                return current
            }
        }
    }

    /// The initializers that make a string equal to their one argument, by type and label.
    private static let stringInitializers: [String: Set<String>] = [
        "String": ["_", "stringLiteral"],
        "NSString": ["string", "stringLiteral"],
        "NSMutableString": ["string"],
    ]

    /// Decodes the escapes of a (non-raw) string literal: `\\`, `\"`, `\n`, `\t`, `\u{2D}`.
    static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var out = ""
        var iterator = Array(text.unicodeScalars).makeIterator()
        while let scalar = iterator.next() {
            guard scalar == "\\", let next = iterator.next() else {
                out.unicodeScalars.append(scalar)
                continue
            }
            switch next {
            case "n": out += "\n"
            case "t": out += "\t"
            case "r": out += "\r"
            case "0": out += "\0"
            case "u":
                var hex = ""
                _ = iterator.next()  // {
                while let digit = iterator.next(), digit != "}" { hex.unicodeScalars.append(digit) }
                if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) {
                    out.unicodeScalars.append(decoded)
                }
            case "\n": break  // a line continuation in a multi-line string
            default: out.unicodeScalars.append(next)
            }
        }
        return out
    }

    /// `A.b.c` as ["A", "b", "c"]; empty when the chain holds anything but names.
    static func path(of member: MemberAccessExprSyntax) -> [String] {
        var components = [member.declName.baseName.text]
        var base = member.base
        while let current = base {
            if let inner = current.as(MemberAccessExprSyntax.self) {
                components.insert(inner.declName.baseName.text, at: 0)
                base = inner.base
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                components.insert(reference.baseName.text, at: 0)
                base = nil
            } else {
                return []
            }
        }
        return components
    }
}
