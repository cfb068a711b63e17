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
package final class TextUseVisitor: SyntaxVisitor {
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
    var found: [Found] = []
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
        super.init(viewMode: .sourceAccurate)
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

    package override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        let condition = node.condition?.trimmedDescription
        return condition == "false" || condition == "0" ? .skipChildren : .visitChildren
    }

    // MARK: SwiftUI

    package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              ["Text", "Button", "Label"].contains(callee),
              let first = node.arguments.first,
              let literal = first.expression.as(StringLiteralExprSyntax.self) else { return .visitChildren }
        let verbatim = first.label?.text == "verbatim"
        guard first.label == nil || (verbatim && callee == "Text") else { return .visitChildren }
        guard let font = Self.swiftUIFont(of: ExprSyntax(node)) else { return .visitChildren }
        let table = node.arguments.first { $0.label?.text == "tableName" }?.expression
            .as(StringLiteralExprSyntax.self).flatMap(Self.plainValue) ?? "Localizable"
        append(literal: literal, verbatim: verbatim, table: table, element: callee, font: font)
        return .visitChildren
    }

    /// The custom font's name argument that a SwiftUI view's text is drawn in, or nil when the
    /// nearest `.font` is a system font, is not a plain `.custom` call, or there is none.
    static func swiftUIFont(of view: ExprSyntax) -> ExprSyntax? {
        var current = view
        while true {
            // The modifier chain applied to `current`.
            while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
                  let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
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
                if candidate.is(FunctionDeclSyntax.self) || candidate.is(AccessorBlockSyntax.self) || candidate.is(PatternBindingSyntax.self)
                    || candidate.is(InitializerDeclSyntax.self) || candidate.is(MemberBlockSyntax.self) { return nil }
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
                if let (api, _, argument) = RequestVisitor.request(in: call), ["Font.custom", "UIFont(name:size:)"].contains(api) {
                    return argument
                }
                if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Font",
                   let inner = call.arguments.first?.expression {
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

    /// The fonts and texts the statements of `node` set, in order: a font (by its receiver, `""`
    /// for `self`, and the name argument of its `UIFont(name:size:)`, nil for any other font), or
    /// a text (its receiver, value and element).
    static func settings(in node: CodeBlockItemListSyntax)
        -> [(font: (receiver: String, name: ExprSyntax?)?, text: (receiver: String, text: UIText, element: String)?)] {
        var settings: [(font: (receiver: String, name: ExprSyntax?)?, text: (receiver: String, text: UIText, element: String)?)] = []
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
                        settings.append((nil, (receiver, text, receiver.isEmpty ? property : "\(receiver).\(property)")))
                    }
                default: break
                }
            } else if let call = expression.as(FunctionCallExprSyntax.self), let (base, method) = Self.property(call.calledExpression),
                      method == "setTitle", let value = call.arguments.first?.expression, let text = Self.uiText(value) {
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
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base { return (base, member.declName.baseName.text) }
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
                guard let (api, _, argument) = RequestVisitor.request(in: call), api == "UIFont(name:size:)" else { return nil }
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
              let first = call.arguments.first, let literal = first.expression.as(StringLiteralExprSyntax.self) else { return nil }
        let table = call.arguments.first { $0.label?.text == "tableName" || $0.label?.text == "table" }?.expression
            .as(StringLiteralExprSyntax.self).flatMap(plainValue) ?? "Localizable"
        if callee == "NSLocalizedString", first.label == nil { return (literal, table) }
        if callee == "String", first.label?.text == "localized" { return (literal, table) }
        return nil
    }

    // MARK: Literals

    func append(_ text: UIText, element: String, font: ExprSyntax) {
        switch text {
        case .literal(let literal, let table):
            append(literal: literal, verbatim: table == nil, table: table ?? "Localizable", element: element, font: font)
        case .reference(let reference, let expression):
            // Its key, table and text come from the constant's definition, once the scan finds it.
            let location = lines.start(of: expression)
            let fontLocation = lines.start(of: font)
            found.append(Found(
                use: TextUse(content: .localized(table: "", key: "", folder: nil, writtenAlwaysShown: false), written: "",
                             fontName: "", file: path, line: location.line, column: location.column, element: element),
                fontLine: fontLocation.line, fontColumn: fontLocation.column, reference: reference))
        }
    }

    private func append(literal: StringLiteralExprSyntax, verbatim: Bool, table: String, element: String, font: ExprSyntax) {
        let (written, key, dynamic) = Self.parts(of: literal)
        guard !written.isEmpty else { return }
        let location = lines.start(of: literal)
        let fontLocation = lines.start(of: font)
        let content: TextUse.Content = verbatim ? .verbatim : .localized(table: table, key: key, folder: nil, writtenAlwaysShown: false)
        found.append(Found(
            use: TextUse(content: content, written: written, dynamicParts: dynamic, fontName: "", file: path,
                         line: location.line, column: location.column, element: element),
            fontLine: fontLocation.line, fontColumn: fontLocation.column))
    }

    /// A literal's text without its interpolations, its localization key (each interpolation as
    /// `%@`) and how many interpolations it has.
    static func parts(of literal: StringLiteralExprSyntax) -> (written: String, key: String, dynamic: Int) {
        var written = "", key = "", dynamic = 0
        for segment in literal.segments {
            if let text = segment.as(StringSegmentSyntax.self) {
                let value = literal.openingPounds == nil ? NameExpression.unescape(text.content.text) : text.content.text
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
