import FontAuditCache
import FontAuditModel
import Foundation
import SwiftParser
import SwiftSyntax

extension TextUseVisitor {
    /// `Strings.title`, `L10n.Settings.title`: a static constant by its path (a type and a name at
    /// least: a bare name is a local or a parameter as often as a constant); nil for anything else.
    static func referencePath(_ value: ExprSyntax) -> [String]? {
        guard let member = value.as(MemberAccessExprSyntax.self) else { return nil }
        let path = NameExpression.path(of: member)
        return path.count >= 2 && path.first?.first?.isUppercase == true ? path : nil
    }
}

extension TextUseVisitor {
    /// A label, button or text field class of the app (`class FontSizeLabel: UILabel`): its
    /// text and its font are often set in different members (the text in `init`, the font in a
    /// property's `didSet`), and every custom font it sets on itself draws every text it sets on
    /// itself, unless the statements that set the text set a font too (that font is the text's).
    func visitClass(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
            ["Label", "Button", "TextField", "TextView"].contains(where: { superclass.hasSuffix($0) }),
            words.occurs(in: node)
        else { return .visitChildren }
        var fonts: [ExprSyntax] = []
        var texts: [(text: UIText, element: String)] = []
        for list in Self.statementLists(in: Syntax(node.memberBlock)) {
            let settings = Self.settings(in: list)
            let own = settings.compactMap { $0.font }.filter { $0.receiver.isEmpty }
            fonts += own.compactMap(\.name)
            // A text whose statements set the font too is that font's (`case .serif: setTitle(…);
            // titleLabel?.font = …`), never the other cases'.
            guard own.isEmpty else { continue }
            for text in settings.compactMap(\.text) where text.receiver.isEmpty {
                texts.append((text.text, text.element))
            }
        }
        guard !fonts.isEmpty, !texts.isEmpty else { return .visitChildren }
        // No statement list paired these (its texts are kept only where it sets no font of its own).
        for font in fonts {
            for text in texts { append(text.text, element: text.element, font: font) }
        }
        return .visitChildren
    }

    /// The statement lists inside `node`, not those of nested types or of never-compiled clauses.
    static func statementLists(in node: Syntax) -> [CodeBlockItemListSyntax] {
        var lists: [CodeBlockItemListSyntax] = []
        for child in node.children(viewMode: .sourceAccurate) {
            if child.isTypeScope || child.as(IfConfigClauseSyntax.self)?.isNeverCompiled == true { continue }
            if let list = child.as(CodeBlockItemListSyntax.self) { lists.append(list) }
            lists += statementLists(in: child)
        }
        return lists
    }
}

/// The localized strings that static constants are defined as, in one Swift file:
/// `static let title = NSLocalizedString("Title", tableName: "Shared", value: "Title", comment: "")`
/// and `String(localized: "title", table: "Shared")`, by the constant's type and name.
final class LocalizedConstantVisitor: TypeScopeVisitor {
    /// What a constant is defined as: its key, table and the text written for the development language.
    struct Definition: Hashable, Codable {
        var key: String
        var table: String
        var written: String
    }

    /// The names looked for.
    let wanted: Set<String>
    /// `Type.name` (the innermost type or extension) → definitions (more than one: ambiguous).
    private(set) var found: [String: [Definition]] = [:]

    init(wanted: Set<String>) {
        self.wanted = wanted
        super.init()
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.bindingSpecifier.tokenKind == .keyword(.let), let type = typeStack.last else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, wanted.contains(name),
                let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                let (literal, table) = TextUseVisitor.localizedText(ExprSyntax(call)),
                let key = TextUseVisitor.plainValue(literal)
            else { continue }
            let value = call.arguments.first { $0.label?.text == "value" || $0.label?.text == "defaultValue" }?
                .expression
                .as(StringLiteralExprSyntax.self).flatMap(TextUseVisitor.plainValue)
            found["\(type).\(name)", default: []].append(
                Definition(key: key, table: table ?? "Localizable", written: value ?? key))
        }
        return .skipChildren
    }
}

extension SwiftNameScanner {
    /// `texts` with each text that is a constant (``TextUseVisitor/Found/reference``) given the
    /// key, table and written text of its one `NSLocalizedString` definition among `files`; one
    /// whose constant is defined otherwise, or more than once, is left out.
    func resolvingReferences(_ texts: [TextUseVisitor.Found], in files: [SourceText]) -> [TextUseVisitor.Found] {
        let wanted = Set(texts.compactMap { $0.reference?.last })
        guard !wanted.isEmpty else { return texts }
        let needles = wanted.sorted().map(ByteSearch.Needle.init)
        let lookups = [ByteSearch.Needle("NSLocalizedString"), ByteSearch.Needle("String(localized")]
        var definitions: [String: [LocalizedConstantVisitor.Definition]] = [:]
        // The run's kept syntax tree of each file (targets share most), and what it defines kept
        // between runs.
        let purpose = CachePurpose.SwiftWalk.localizedConstants(wanted.sorted())
        for file in files where file.containsAny(lookups) && file.containsAny(needles) {
            let found = file.kept(purpose) { () -> [String: [LocalizedConstantVisitor.Definition]] in
                // Kept for the run's other targets, which look the same constants up.
                let (tree, _, _) = trees?.tree(of: file) ?? Self.parse(bytes: file.load(), path: file.location)
                return DeepStack.run(ifLarger: tree.totalLength.utf8Length) {
                    let visitor = LocalizedConstantVisitor(wanted: wanted)
                    visitor.walk(tree)
                    return visitor.found
                }
            }
            for (key, found) in found { definitions[key, default: []] += found }
        }
        return texts.compactMap { found in
            guard let reference = found.reference else { return found }
            let key = reference.suffix(2).joined(separator: ".")
            guard let all = definitions[key], Set(all).count == 1, let definition = all.first else { return nil }
            var resolved = found
            resolved.use.content = .localized(
                table: definition.table, key: definition.key, folder: nil, writtenAlwaysShown: false)
            resolved.use.written = definition.written
            resolved.reference = nil
            return resolved
        }
    }
}
