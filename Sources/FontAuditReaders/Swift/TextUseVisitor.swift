import FontAuditModel
import Foundation
import SwiftSyntax

/// Finds text shown in a custom font in one Swift file, where both are plain in the source:
///
/// - SwiftUI: `Text("key")`, `Text(verbatim:)`, `Button("key")`, `Label("key", …)` whose font is
///   set by `.font(.custom(…))` in its own modifier chain, or on an enclosing view of the same
///   expression (the font environment flows down until a nearer `.font` overrides it, and a
///   system font there means no use);
/// - UIKit: a receiver whose `font` is set to `UIFont(name:size:)` and whose `text`, `placeholder`
///   or `setTitle(_:for:)` is set to a literal or `NSLocalizedString`/`String(localized:)` among
///   the statements of one scope.
///
/// The font is named by where its name is written (the request's line and column); the scanner
/// fills in the name once constants are resolved.
package final class TextUseVisitor: CompiledCodeVisitor {
    package struct Found: Codable {
        var use: TextUse
        /// Line and column of the font request's name argument.
        var fontLine: Int
        var fontColumn: Int
        /// The constant the text is (`Strings.readerModeFontSizeLabelText`), by its path, when it
        /// is one: the scan looks up its `NSLocalizedString` definition (``TextUseVisitor/reference(_:)``).
        var reference: [String]? = nil
    }

    let path: String
    private(set) var found: [Found] = []
    private let lines: SwiftLineTable
    /// Where ``words`` are written in the file.
    let words: SwiftWordOffsets

    /// A text is in a custom font only through a `Font.custom` or `UIFont(name:size:)` call, which
    /// ``swiftUIFont(of:)`` looks for no further out than the text's nearest function, initializer,
    /// accessor, binding or member block, and the UIKit pairs within one statement list: such a
    /// node that holds neither word holds no text use.
    static let words = ["custom", "UIFont"].map(ByteSearch.Needle.init)

    init(path: String, lines: SwiftLineTable, words: SwiftWordOffsets) {
        self.path = path
        self.lines = lines
        self.words = words
        super.init()
    }

    // The scopes ``swiftUIFont(of:)`` stops at, walked only when one of ``words`` is written in them.
    package override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { scope(node) }
    package override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { scope(node) }
    package override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { scope(node) }
    package override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind { scope(node) }
    package override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { scope(node) }

    private func scope(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        words.occurs(in: node) ? .visitChildren : .skipChildren
    }

    package override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { visitClass(node) }

    // MARK: SwiftUI

    package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let shown = Self.shownLiteral(node), let font = Self.swiftUIFont(of: ExprSyntax(node)) else {
            return .visitChildren
        }
        append(literal: shown.literal, verbatim: shown.verbatim, table: shown.table, element: shown.element, font: font)
        return .visitChildren
    }

    /// The string literal a SwiftUI view shows (`Text("key")`, `Text(verbatim:)`, `Button("key")`,
    /// `Label("key", …)`), whether it is shown verbatim, its strings table and the view's name.
    static func shownLiteral(_ node: FunctionCallExprSyntax) -> (
        literal: StringLiteralExprSyntax, verbatim: Bool, table: String, element: String
    )? {
        guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            ["Text", "Button", "Label"].contains(callee),
            let first = node.arguments.first,
            let literal = first.expression.as(StringLiteralExprSyntax.self)
        else { return nil }
        let verbatim = first.label?.text == "verbatim"
        guard first.label == nil || (verbatim && callee == "Text") else { return nil }
        let table =
            node.arguments.first { $0.label?.text == "tableName" }?.expression
            .as(StringLiteralExprSyntax.self).flatMap(plainValue) ?? "Localizable"
        return (literal, verbatim, table, callee)
    }

    /// The custom font's name argument that a SwiftUI view's text is drawn in, or nil when the
    /// nearest `.font` is a system font, is not a plain `.custom` call, or there is none.
    static func swiftUIFont(of view: ExprSyntax) -> ExprSyntax? {
        var current = view
        while true {
            // The modifier chain applied to `current`.
            while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
                let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
            {
                if member.declName.baseName.text == "font" {
                    guard let argument = call.arguments.first?.expression else { return nil }
                    return customFontName(in: argument)
                }
                current = ExprSyntax(call)
            }
            // The enclosing view: the call whose closure holds this expression.
            var node: Syntax? = current.parent
            var enclosing: FunctionCallExprSyntax?
            while let candidate = node {
                if candidate.is(FunctionDeclSyntax.self) || candidate.is(AccessorBlockSyntax.self)
                    || candidate.is(PatternBindingSyntax.self)
                    || candidate.is(InitializerDeclSyntax.self) || candidate.is(MemberBlockSyntax.self)
                {
                    return nil
                }
                if let closure = candidate.as(ClosureExprSyntax.self) {
                    var parent = closure.parent
                    if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
                    if parent?.is(MultipleTrailingClosureElementSyntax.self) == true { parent = parent?.parent?.parent }
                    guard let call = parent?.as(FunctionCallExprSyntax.self) else { return nil }
                    enclosing = call
                    break
                }
                node = candidate.parent
            }
            guard let enclosing else { return nil }
            current = ExprSyntax(enclosing)
        }
    }

    /// The name argument of the `Font.custom` (or `UIFont(name:size:)`) call a font expression is
    /// built on: `.custom("X", size: 17)`, `.custom("X", size: 17).bold()`, `Font(UIFont(name: "X", size: 17)!)`.
    static func customFontName(in expression: ExprSyntax) -> ExprSyntax? {
        var current: ExprSyntax? = expression
        while let candidate = current {
            if let call = candidate.as(FunctionCallExprSyntax.self) {
                if let (api, _, argument) = RequestVisitor.request(in: call),
                    ["Font.custom", "UIFont(name:size:)"].contains(api)
                {
                    return argument
                }
                if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Font",
                    let inner = call.arguments.first?.expression
                {
                    current = inner
                    continue
                }
                current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            } else if let unwrap = candidate.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else {
                return nil
            }
        }
        return nil
    }

    // MARK: UIKit

    package override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        var fonts: [String: ExprSyntax] = [:]
        var texts: [(receiver: String, text: UIText, element: String)] = []
        for (font, text) in Self.settings(in: node) {
            if let (receiver, name) = font { fonts[receiver] = name }
            if let text { texts.append(text) }
        }
        for text in texts {
            guard let font = fonts[text.receiver] else { continue }
            append(text.text, element: text.element, font: font)
        }
        return .visitChildren
    }

    // MARK: Literals

    func append(_ text: UIText, element: String, font: ExprSyntax) {
        switch text {
        case .literal(let literal, let table):
            append(
                literal: literal, verbatim: table == nil, table: table ?? "Localizable", element: element, font: font)
        case .reference(let reference, let expression):
            // Its key, table and text come from the constant's definition, once the scan finds it.
            let location = lines.start(of: expression)
            let fontLocation = lines.start(of: font)
            found.append(
                Found(
                    use: TextUse(
                        content: .localized(table: "", key: "", folder: nil, writtenAlwaysShown: false), written: "",
                        fontName: "", file: path, line: location.line, column: location.column, element: element),
                    fontLine: fontLocation.line, fontColumn: fontLocation.column, reference: reference))
        }
    }

    private func append(
        literal: StringLiteralExprSyntax, verbatim: Bool, table: String, element: String, font: ExprSyntax
    ) {
        guard
            let use = Self.use(of: literal, verbatim: verbatim, table: table, element: element, in: path, lines: lines)
        else { return }
        let fontLocation = lines.start(of: font)
        found.append(Found(use: use, fontLine: fontLocation.line, fontColumn: fontLocation.column))
    }

    /// The text a literal shows, its font not named yet; nil for a literal with no text of its own.
    static func use(
        of literal: StringLiteralExprSyntax, verbatim: Bool, table: String, element: String, in path: String,
        lines: SwiftLineTable
    ) -> TextUse? {
        let (written, key, dynamic) = parts(of: literal)
        guard !written.isEmpty else { return nil }
        let location = lines.start(of: literal)
        let content: TextUse.Content =
            verbatim ? .verbatim : .localized(table: table, key: key, folder: nil, writtenAlwaysShown: false)
        return TextUse(
            content: content, written: written, dynamicParts: dynamic, fontName: "", file: path,
            line: location.line, column: location.column, element: element)
    }

    /// A literal's text without its interpolations, its localization key (each interpolation as
    /// `%@`) and how many interpolations it has.
    static func parts(of literal: StringLiteralExprSyntax) -> (written: String, key: String, dynamic: Int) {
        var written = ""
        var key = ""
        var dynamic = 0
        for segment in literal.segments {
            if let text = segment.as(StringSegmentSyntax.self) {
                let value =
                    literal.openingPounds == nil ? NameExpression.unescape(text.content.text) : text.content.text
                written += value
                key += value
            } else {
                dynamic += 1
                key += "%@"
            }
        }
        return (written, key, dynamic)
    }

    static func plainValue(_ literal: StringLiteralExprSyntax) -> String? {
        let parts = parts(of: literal)
        return parts.dynamic == 0 ? parts.written : nil
    }
}
