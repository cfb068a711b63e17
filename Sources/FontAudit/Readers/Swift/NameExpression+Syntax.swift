import Foundation
import SwiftParser
import SwiftSyntax

extension NameExpression {
    /// Reads a name argument: literals, constant references, raw values, `+` chains, `as` casts.
    init(_ expression: ExprSyntax) {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            var text = ""
            for segment in literal.segments {
                guard let plain = segment.as(StringSegmentSyntax.self) else {
                    self = .unknown
                    return
                }
                text += plain.content.text
            }
            self = .literal(literal.openingPounds == nil ? Self.unescape(text) : text)
        } else if let cast = expression.as(AsExprSyntax.self) {
            self = NameExpression(cast.expression)
        } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            self = NameExpression(inner.expression)
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
        } else if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                  Array(sequence.elements)[1].is(UnresolvedAsExprSyntax.self) {
            // `"Name" as CFString`, unfolded.
            self = NameExpression(sequence.elements.first!)
        } else if let sequence = expression.as(SequenceExprSyntax.self) {
            var parts: [NameExpression] = []
            for (index, element) in sequence.elements.enumerated() {
                if index % 2 == 1 {
                    guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else {
                        self = .unknown
                        return
                    }
                } else {
                    parts.append(NameExpression(element))
                }
            }
            self = parts.contains(.unknown) ? .unknown : .concatenation(parts)
        } else {
            self = .unknown
        }
    }

    /// Decodes the escapes of a (non-raw) string literal: `\\`, `\"`, `\n`, `\t`, `\u{2D}`.
    static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var out = ""
        var iterator = Array(text.unicodeScalars).makeIterator()
        while let scalar = iterator.next() {
            guard scalar == "\\", let next = iterator.next() else { out.unicodeScalars.append(scalar); continue }
            switch next {
            case "n": out += "\n"
            case "t": out += "\t"
            case "r": out += "\r"
            case "0": out += "\0"
            case "u":
                var hex = ""
                _ = iterator.next()  // {
                while let digit = iterator.next(), digit != "}" { hex.unicodeScalars.append(digit) }
                if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) { out.unicodeScalars.append(decoded) }
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
