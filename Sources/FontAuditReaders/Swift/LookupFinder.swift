import FontAuditModel
import Foundation
import SwiftParser
import SwiftSyntax

/// The bundle lookups in one function: the file each names, as name expressions the evaluator
/// reads once every file's constants are known (``RegistrationScanner/resolve(_:in:)``).
final class LookupFinder: CompiledCodeVisitor {
    struct Lookup {
        var bundle: FontRegistration.BundleReference
        /// The file's name (`forResource:`, `NSDataAsset(name:)` with its data-set prefix); nil for
        /// `urls(forResourcesWithExtension:)`, which takes every file with the extension.
        var name: NameExpression?
        /// The name's argument as written.
        var written: String?
        /// The extension (`withExtension:`, `ofType:`), if one is written.
        var fileExtension: NameExpression?
        var subdirectory: String?
        /// When the bundle is a parameter of the enclosing function: its position, to be read at
        /// the function's call sites.
        var bundleParameter: Int?
    }

    /// The type the lookups are written in, which scopes their names.
    let type: String?
    /// The enclosing function's parameters: internal name → position.
    var parameters: [String: Int] = [:]

    var found: [Lookup] = []

    init(type: String?) {
        self.type = type
        super.init()
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `NSDataAsset(name: "Brand")`: the font of an asset catalog's data set.
        if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSDataAsset",
            let name = node.arguments.first(where: { $0.label?.text == "name" })?.expression
        {
            // `bundle:` left out is the main bundle; a parameter is read at each call of the helper.
            let bundle = node.arguments.first(where: { $0.label?.text == "bundle" })?.expression
            var lookup = Lookup(
                bundle: bundle.map { Self.bundle($0) } ?? .main,
                name: .concatenation([.literal(AssetDataSet.prefix), expression(name)]),
                bundleParameter: bundle.flatMap(parameter))
            lookup.written = String(NameExpression.unwrapped(name).trimmedDescription.prefix(120))
            found.append(lookup)
            return .visitChildren
        }
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
        let method = member.declName.baseName.text
        let arguments = Array(node.arguments)
        let labels = arguments.map { $0.label?.text }
        func argument(_ label: String) -> ExprSyntax? { arguments.first { $0.label?.text == label }?.expression }
        let subdirectory = (argument("subdirectory") ?? argument("inDirectory")).flatMap(Self.literal)
        var lookup = Lookup(
            bundle: Self.bundle(member.base), subdirectory: subdirectory,
            bundleParameter: member.base.flatMap(parameter))
        switch (method, labels.first ?? nil) {
        case ("url", "forResource"?), ("path", "forResource"?):
            lookup.name = argument("forResource").map(expression)
            lookup.written = argument("forResource").map {
                String(NameExpression.unwrapped($0).trimmedDescription.prefix(120))
            }
            lookup.fileExtension = (argument("withExtension") ?? argument("ofType")).map(expression)
        case ("urls", "forResourcesWithExtension"?), ("paths", "forResourcesOfType"?):
            lookup.fileExtension =
                (argument("forResourcesWithExtension") ?? argument("forResourcesOfType")).map(expression) ?? .unknown
        default:
            return .visitChildren
        }
        found.append(lookup)
        return .visitChildren
    }

    /// An argument's name expression, as the request front end reads one (locals, loops,
    /// parameters, constants).
    private func expression(_ argument: ExprSyntax) -> NameExpression {
        // `withExtension: nil`: the name holds its extension, if any.
        if NameExpression.unwrapped(argument).is(NilLiteralExprSyntax.self) { return .literal("") }
        return RequestVisitor.nameExpression(of: argument, type: type)
    }

    /// The position of a parameter the expression names, if it names one.
    private func parameter(_ expression: ExprSyntax) -> Int? {
        NameExpression.unwrapped(expression).as(DeclReferenceExprSyntax.self).flatMap { parameters[$0.baseName.text] }
    }

    /// `Bundle.main` (or `.main`) is the main bundle; anything else (`Bundle.module`,
    /// `Bundle(for:)`, SwiftGen's `BundleToken.bundle`, a variable) is the calling code's own.
    static func bundle(_ base: ExprSyntax?) -> FontRegistration.BundleReference {
        guard let text = base?.trimmedDescription else { return .own }
        return text == "Bundle.main" || text == ".main" || text == "main" ? .main : .own
    }

    /// ``bundle(_:)`` of an argument a call site gives a bundle parameter, read as a name expression.
    static func bundle(_ argument: NameExpression) -> FontRegistration.BundleReference {
        switch argument {
        case .implicitMember("main"), .reference(["Bundle", "main"]), .reference(["main"]), .member(_, "main"):
            return .main
        default: return .own
        }
    }

    /// An extension as a bundle lookup takes it: `Bundle` drops one leading dot, so `".ttf"`
    /// finds `X.ttf` as `"ttf"` does.
    static func withoutLeadingDot(_ ext: String) -> String {
        ext.hasPrefix(".") ? String(ext.dropFirst()) : ext
    }

    static func literal(_ expression: ExprSyntax) -> String? {
        NameExpression(expression).literalText
    }
}
