import FontAuditModel
import Foundation
import SwiftParser
import SwiftSyntax

extension RequestVisitor {
    /// The API, platform and name argument of a request call, or nil when the call is none.
    static func request(in call: FunctionCallExprSyntax) -> (String, Platform?, ExprSyntax?)? {
        // The callee's name first, read without printing the expression; the arguments only for
        // a call that may be a request (most calls are none of these).
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        var arguments: [LabeledExprSyntax] { Array(call.arguments) }
        var labels: [String?] { call.arguments.map { $0.label?.text } }
        // SwiftGen's `FontFamily.Roboto.bold.font(size: 17)` and `.swiftUIFont(size: 17)`.
        if let member, ["font", "swiftUIFont"].contains(member.declName.baseName.text), labels == ["size"],
           let base = member.base, base.is(MemberAccessExprSyntax.self) {
            return ("FontConvertible.\(member.declName.baseName.text)(size:)", nil, base)
        }
        if let member, member.declName.baseName.text == "custom" {
            let base = member.base?.trimmedDescription
            guard base == nil || base == "Font" || base == "SwiftUI.Font", labels.first == .some(nil),
                  labels.contains("size") || labels.contains("fixedSize") else { return nil }
            return ("Font.custom", nil, arguments.first?.expression)
        }
        let callee: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            callee = reference.baseName.text
        } else if let member, member.declName.baseName.text == "init", let base = member.base?.as(DeclReferenceExprSyntax.self) {
            callee = base.baseName.text
        } else {
            return nil
        }
        switch callee {
        case "UIFont", "NSFont":
            // SwiftGen's `UIFont(font: FontFamily.Roboto.bold, size: 17)`.
            if labels.first == "font", labels.contains("size") {
                return ("\(callee)(font:size:)", callee == "NSFont" ? .macOS : .iOS, arguments.first?.expression)
            }
            guard labels.first == "name", labels.contains("size") else { return nil }
            return ("\(callee)(name:size:)", callee == "NSFont" ? .macOS : .iOS, arguments.first?.expression)
        case "UIFontDescriptor", "NSFontDescriptor":
            let platform: Platform = callee == "NSFontDescriptor" ? .macOS : .iOS
            if labels.first == "name", labels.contains("size") {
                return ("\(callee)(name:size:)", platform, arguments.first?.expression)
            }
            if labels.first == "fontAttributes", let dictionary = arguments.first?.expression.as(DictionaryExprSyntax.self),
               case .elements(let elements) = dictionary.content {
                for element in elements where element.key.trimmedDescription.hasSuffix(".name") {
                    return ("\(callee)(fontAttributes: [.name:])", platform, element.value)
                }
            }
            return nil
        case "CTFontCreateWithName":
            guard let first = arguments.first, first.label == nil else { return nil }
            return ("CTFontCreateWithName", nil, first.expression)
        default:
            return nil
        }
    }

    /// Bold, italic and weight modifiers in the modifier chain that holds a `Font.custom` call,
    /// whether they are applied to the font (`.custom(…).bold()`) or to the view the font is
    /// applied to (`Text(…).font(.custom(…)).fontWeight(.bold)`).
    static func traits(around call: FunctionCallExprSyntax) -> RequestedTraits {
        var traits = RequestedTraits()
        // The modifiers applied to the font itself: `.custom(…).bold()`.
        var fontTop = ExprSyntax(call)
        climb(from: &fontTop)
        collect(from: fontTop, into: &traits)
        // The view chain, when the font is the argument of `.font(…)`: `Text(…).font(…).italic()`.
        if let argument = fontTop.parent?.as(LabeledExprSyntax.self),
           let fontCall = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
           fontCall.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "font" {
            var viewTop = ExprSyntax(fontCall)
            climb(from: &viewTop)
            collect(from: viewTop, into: &traits)
        }
        return traits
    }

    /// Walks down a modifier chain from its outermost call, noting bold, italic and weights.
    static func collect(from top: ExprSyntax, into traits: inout RequestedTraits) {
        var current: ExprSyntax? = top
        while let expression = current {
            guard let modifierCall = expression.as(FunctionCallExprSyntax.self),
                  let member = modifierCall.calledExpression.as(MemberAccessExprSyntax.self) else { return }
            let argument = modifierCall.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            let off = modifierCall.arguments.first?.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
            switch member.declName.baseName.text {
            case "bold":
                traits.bold = traits.bold || !off
                traits.weighted = traits.weighted || !off
            case "italic": traits.italic = traits.italic || !off
            case "weight", "fontWeight":
                // `.fontWeight(nil)` sets none; any other argument, a variable's too, sets one.
                if modifierCall.arguments.first?.expression.is(NilLiteralExprSyntax.self) == false { traits.weighted = true }
                if argument == "bold" { traits.bold = true } else if let argument, argument != "regular" { traits.weight = argument }
            default: break
            }
            current = member.base
        }
    }

}
