import FontAuditModel
import Foundation
import SwiftParser
import SwiftSyntax

extension RequestVisitor {
    /// The name a request through R.swift's accessor `accessor` carries until the inventory
    /// matches it to a face, as a string literal.
    static func rswiftName(_ accessor: String) -> ExprSyntax {
        ExprSyntax(
            StringLiteralExprSyntax(
                openingQuote: .stringQuoteToken(),
                segments: [
                    .stringSegment(StringSegmentSyntax(content: .stringSegment(FontRequest.rswiftPrefix + accessor)))
                ],
                closingQuote: .stringQuoteToken()))
    }

    /// The API, platform and name argument of a request call, or nil when the call is none.
    static func request(in call: FunctionCallExprSyntax, inside type: String? = nil) -> (
        String, Platform?, ExprSyntax?
    )? {
        // The callee's name first, read without printing the expression; the arguments only for
        // a call that may be a request (most calls are none of these).
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        var arguments: [LabeledExprSyntax] { Array(call.arguments) }
        var labels: [String?] { call.arguments.map { $0.label?.text } }
        // SwiftGen's `FontFamily.Roboto.bold.font(size: 17)` and `.swiftUIFont(size: 17)`.
        if let member, ["font", "swiftUIFont"].contains(member.declName.baseName.text), labels == ["size"],
            let base = member.base, base.is(MemberAccessExprSyntax.self)
        {
            return ("FontConvertible.\(member.declName.baseName.text)(size:)", nil, base)
        }
        // R.swift's `R.font.sourceSansProRegular(size: 17)`: the accessor's name, matched to a face
        // by the inventory (``FontRequest/rswiftPrefix``).
        if let member, labels == ["size"], let base = member.base, base.trimmedDescription == "R.font" {
            return ("R.font.\(member.declName.baseName.text)(size:)", .iOS, rswiftName(member.declName.baseName.text))
        }
        if let member, member.declName.baseName.text == "custom" {
            let base = member.base?.trimmedDescription
            guard base == nil || base == "Font" || base == "SwiftUI.Font", labels.first == .some(nil),
                labels.contains("size") || labels.contains("fixedSize")
            else { return nil }
            return ("Font.custom", nil, arguments.first?.expression)
        }
        var callee: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            callee = reference.baseName.text
        } else if let member, member.declName.baseName.text == "init",
            let base = member.base?.as(DeclReferenceExprSyntax.self)
        {
            callee = base.baseName.text
        } else {
            return nil
        }
        // Inside `extension Font`, `custom("X", size: 12)` is `Font.custom`; inside `extension UIFont`,
        // `Self(name:size:)` and `self.init(name:size:)` are `UIFont(name:size:)`.
        if callee == "custom", type == "Font", labels.first == .some(nil),
            labels.contains("size") || labels.contains("fixedSize")
        {
            return ("Font.custom", nil, arguments.first?.expression)
        }
        if callee == "Self" || callee == "self", let type,
            ["UIFont", "NSFont", "UIFontDescriptor", "NSFontDescriptor"].contains(type)
        {
            callee = type
        }
        switch callee {
        case "UIFont", "NSFont":
            // SwiftGen's `UIFont(font: FontFamily.Roboto.bold, size: 17)`.
            if labels.first == "font", labels.contains("size") {
                return ("\(callee)(font:size:)", callee == "NSFont" ? .macOS : .iOS, arguments.first?.expression)
            }
            // R.swift's `UIFont(resource: R.font.sourceSansProRegular, size: 17)`.
            if callee == "UIFont", labels.first == "resource", labels.contains("size"),
                let resource = arguments.first?.expression.as(MemberAccessExprSyntax.self),
                resource.base?.trimmedDescription == "R.font"
            {
                return ("UIFont(resource:size:)", .iOS, rswiftName(resource.declName.baseName.text))
            }
            guard labels.first == "name", labels.contains("size") else { return nil }
            return ("\(callee)(name:size:)", callee == "NSFont" ? .macOS : .iOS, arguments.first?.expression)
        case "UIFontDescriptor", "NSFontDescriptor":
            let platform: Platform = callee == "NSFontDescriptor" ? .macOS : .iOS
            if labels.first == "name", labels.contains("size") {
                return ("\(callee)(name:size:)", platform, arguments.first?.expression)
            }
            if labels.first == "fontAttributes",
                let dictionary = arguments.first?.expression.as(DictionaryExprSyntax.self),
                case .elements(let elements) = dictionary.content
            {
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
        traits(around: ExprSyntax(call))
    }

    /// ``traits(around:)-(FunctionCallExprSyntax)`` of any font expression: a font helper's use
    /// (`.font(.brand(20)).italic()`, `.font(.brandTitle).bold()`).
    static func traits(around expression: ExprSyntax) -> RequestedTraits {
        var traits = RequestedTraits()
        // The modifiers applied to the font itself: `.custom(…).bold()`.
        var fontTop = expression
        climb(from: &fontTop)
        collect(from: fontTop, into: &traits)
        // The view chain, when the font is the argument of `.font(…)`: `Text(…).font(…).italic()`.
        if let argument = fontTop.parent?.as(LabeledExprSyntax.self),
            let fontCall = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            fontCall.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "font"
        {
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
                let member = modifierCall.calledExpression.as(MemberAccessExprSyntax.self)
            else { return }
            let argument = modifierCall.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName
                .text
            let off =
                modifierCall.arguments.first?.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind
                == .keyword(.false)
            switch member.declName.baseName.text {
            case "bold":
                traits.bold = traits.bold || !off
                traits.weighted = traits.weighted || !off
            case "italic": traits.italic = traits.italic || !off
            case "weight", "fontWeight":
                // `.fontWeight(nil)` sets none; any other argument, a variable's too, sets one.
                if modifierCall.arguments.first?.expression.is(NilLiteralExprSyntax.self) == false {
                    traits.weighted = true
                }
                if argument == "bold" {
                    traits.bold = true
                } else if let argument, argument != "regular" {
                    traits.weight = argument
                }
            default: break
            }
            current = member.base
        }
    }

    /// The statements of a computed property's getter: `{ … }` or `get { … }`.
    static func getterBody(_ accessors: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch accessors.accessors {
        case .getter(let items): return items
        case .accessors(let list):
            return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
    }

    /// What a body returns: its one expression, each `return`, and each branch of a `switch` or
    /// `if` that is the body's value; not what closures inside return.
    static func returnedExpressions(in items: CodeBlockItemListSyntax) -> [ExprSyntax] {
        if items.count == 1, let only = items.first?.item {
            if let expression = only.as(ExprSyntax.self) { return branches(of: expression) }
            if let statement = only.as(ExpressionStmtSyntax.self) { return branches(of: statement.expression) }
        }
        var found: [ExprSyntax] = []
        for item in items {
            if let statement = item.item.as(ReturnStmtSyntax.self), let expression = statement.expression {
                found += branches(of: expression)
            } else if let statement = item.item.as(ExpressionStmtSyntax.self) {
                found += returns(in: statement.expression)
            } else if let expression = item.item.as(ExprSyntax.self) {
                found += returns(in: expression)
            } else if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                // `guard weight != .regular else { return family }`
                found += guardStatement.body.statements.compactMap { $0.item.as(ReturnStmtSyntax.self)?.expression }
                    .flatMap(branches(of:))
            }
        }
        return found
    }

    /// A `switch` or `if` used as a value: each branch's value; anything else as it is.
    private static func branches(of expression: ExprSyntax) -> [ExprSyntax] {
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return switchExpression.cases.flatMap { item -> [ExprSyntax] in
                guard let switchCase = item.as(SwitchCaseSyntax.self) else { return [] }
                return returnedExpressions(in: switchCase.statements)
            }
        }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            var found = returnedExpressions(in: ifExpression.body.statements)
            switch ifExpression.elseBody {
            case .codeBlock(let block)?: found += returnedExpressions(in: block.statements)
            case .ifExpr(let next)?: found += branches(of: ExprSyntax(next))
            case nil: break
            }
            return found
        }
        return [expression]
    }

    /// The `return`s inside a `switch` or `if` statement.
    private static func returns(in expression: ExprSyntax) -> [ExprSyntax] {
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return switchExpression.cases.flatMap { item -> [ExprSyntax] in
                guard let switchCase = item.as(SwitchCaseSyntax.self) else { return [] }
                return switchCase.statements.flatMap { statement -> [ExprSyntax] in
                    if let returned = statement.item.as(ReturnStmtSyntax.self)?.expression {
                        return branches(of: returned)
                    }
                    if let inner = statement.item.as(ExpressionStmtSyntax.self)?.expression {
                        return returns(in: inner)
                    }
                    return []
                }
            }
        }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            var found: [ExprSyntax] = []
            for statement in ifExpression.body.statements {
                if let returned = statement.item.as(ReturnStmtSyntax.self)?.expression {
                    found += branches(of: returned)
                }
            }
            if case .codeBlock(let block)? = ifExpression.elseBody {
                for statement in block.statements {
                    if let returned = statement.item.as(ReturnStmtSyntax.self)?.expression {
                        found += branches(of: returned)
                    }
                }
            } else if case .ifExpr(let next)? = ifExpression.elseBody {
                found += returns(in: ExprSyntax(next))
            }
            return found
        }
        return []
    }
}
