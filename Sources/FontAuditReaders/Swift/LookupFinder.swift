import FontAuditModel
import Foundation
import SwiftParser
import SwiftSyntax

/// The bundle lookups in one function.
final class LookupFinder: SyntaxVisitor {
    struct Lookup {
        var bundle: FontRegistration.BundleReference
        var files: [String]?
        var fileExtension: String?
        var subdirectory: String?
        var isDynamic: Bool
        /// When the name, extension or bundle is a parameter of the enclosing function: its label
        /// (`_0` for an unlabeled first parameter), to be read at the function's call sites.
        var nameParameter: String?
        var extensionParameter: String?
        var bundleParameter: String?
    }

    /// The enclosing function's parameters: internal name → call-site label (`_N` when unlabeled).
    var parameters: [String: String] = [:]

    var found: [Lookup] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `NSDataAsset(name: "Brand")`: the font of an asset catalog's data set.
        if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSDataAsset",
           let name = node.arguments.first(where: { $0.label?.text == "name" })?.expression {
            let names = literals(name, around: node)
            found.append(Lookup(bundle: .own, files: names.map { $0.map { AssetDataSet.prefix + $0 } }, fileExtension: nil,
                                subdirectory: nil, isDynamic: names == nil))
            return .visitChildren
        }
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
        let method = member.declName.baseName.text
        let arguments = Array(node.arguments)
        let labels = arguments.map { $0.label?.text }
        func argument(_ label: String) -> ExprSyntax? { arguments.first { $0.label?.text == label }?.expression }
        let bundle = Self.bundle(member.base)
        switch (method, labels.first ?? nil) {
        case ("url", "forResource"?), ("path", "forResource"?):
            let names = argument("forResource").flatMap { literals($0, around: node) }
            let extArgument = argument("withExtension") ?? argument("ofType")
            let ext = extArgument.flatMap(Self.literal).map(Self.withoutLeadingDot)
            let files = names.map { list in list.map { name in ext.map { $0.isEmpty ? name : name + "." + $0 } ?? name } }
            let subdirectory = (argument("subdirectory") ?? argument("inDirectory")).flatMap(Self.literal)
            var lookup = Lookup(bundle: bundle, files: files, fileExtension: names == nil ? ext : nil, subdirectory: subdirectory,
                                isDynamic: names == nil)
            lookup.nameParameter = argument("forResource").flatMap(parameter)
            lookup.extensionParameter = extArgument.flatMap(parameter)
            lookup.bundleParameter = member.base.flatMap(parameter)
            found.append(lookup)
        case ("urls", "forResourcesWithExtension"?), ("paths", "forResourcesOfType"?):
            let ext = (argument("forResourcesWithExtension") ?? argument("forResourcesOfType")).flatMap(Self.literal).map(Self.withoutLeadingDot)
            let subdirectory = (argument("subdirectory") ?? argument("inDirectory")).flatMap(Self.literal)
            found.append(Lookup(bundle: bundle, files: nil, fileExtension: ext, subdirectory: subdirectory, isDynamic: ext == nil))
        default:
            break
        }
        return .visitChildren
    }

    /// The call-site label of a parameter the expression names, if it names one.
    private func parameter(_ expression: ExprSyntax) -> String? {
        NameExpression.unwrapped(expression).as(DeclReferenceExprSyntax.self).flatMap { parameters[$0.baseName.text] }
    }

    /// `Bundle.main` (or `.main`) is the main bundle; anything else (`Bundle.module`,
    /// `Bundle(for:)`, SwiftGen's `BundleToken.bundle`, a variable) is the calling code's own.
    static func bundle(_ base: ExprSyntax?) -> FontRegistration.BundleReference {
        guard let text = base?.trimmedDescription else { return .own }
        return text == "Bundle.main" || text == ".main" || text == "main" ? .main : .own
    }

    /// An extension as a bundle lookup takes it: `Bundle` drops one leading dot, so `".ttf"`
    /// finds `X.ttf` as `"ttf"` does.
    static func withoutLeadingDot(_ ext: String) -> String {
        ext.hasPrefix(".") ? String(ext.dropFirst()) : ext
    }

    static func literal(_ expression: ExprSyntax) -> String? {
        NameExpression(expression).literalText
    }

    /// The names an argument can hold: a literal, or a loop variable over a literal array.
    private func literals(_ expression: ExprSyntax, around node: FunctionCallExprSyntax) -> [String]? {
        if let text = Self.literal(expression) { return [text] }
        guard let name = NameExpression.unwrapped(expression).as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var current = node.parent
        while let syntax = current {
            if let loop = syntax.as(ForStmtSyntax.self), loop.pattern.trimmedDescription == name,
               let array = loop.sequence.as(ArrayExprSyntax.self) {
                let values = array.elements.compactMap { Self.literal($0.expression) }
                return values.count == array.elements.count ? values : nil
            }
            current = syntax.parent
        }
        return nil
    }
}

/// Calls of one function, by name.
final class CallFinder: SyntaxVisitor {
    let function: String
    var calls: [FunctionCallExprSyntax] = []

    init(function: String) {
        self.function = function
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if callee == function { calls.append(node) }
        return .visitChildren
    }
}
