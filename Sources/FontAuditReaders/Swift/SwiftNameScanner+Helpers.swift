import FontAuditCache
import FontAuditModel
import SwiftParser
import SwiftSyntax

extension SwiftNameScanner {
    /// The uses of font helpers (``FontRequest/helper``: `static func brand(_:) -> Font` in
    /// `extension Font`) that apply traits to what they return (`.font(.brand(20)).italic()`), by
    /// helper. Only files that write `.` and a helper's name are read.
    ///
    /// In the same walk, the texts drawn in the helpers `texts` (``HelperUseVisitor/texts``).
    func helperUses(of helpers: Set<String>, texts: Set<String> = [], in files: [SourceText]) -> (
        traits: [String: [TraitUse]], texts: [String: [TextUse]]
    ) {
        guard !helpers.isEmpty || !texts.isEmpty else { return ([:], [:]) }
        let wanted = helpers.sorted()
        let drawn = texts.sorted()
        let query = WordQuery(helpers.union(texts).sorted().map { "." + $0 })
        let candidates = files.filter { $0.containsAny(query) }
        // An app that declares its own `func font(_:)` (for a style type of its own) makes the
        // argument of `.font(_:)` not surely a `Font`.
        let ownFont = ByteSearch.Needle("func font(_")
        let fontArgumentIsFont = !files.filter { $0.containsAny(WordQuery(["font"])) }.contains { file in
            ByteSearch.contains(file.load(), ownFont)
        }
        let kind = CachePurpose.SwiftWalk.fontHelperUses(
            wanted + (fontArgumentIsFont ? [] : ["func font(_:)"]) + ["texts:"] + drawn)
        let found = candidates.concurrentMap { file in
            walked(file, keptAs: kind) {
                tree, lines -> HelperUseVisitor.Found in
                let visitor = HelperUseVisitor(
                    helpers: Set(wanted), path: file.path, lines: lines, fontArgumentIsFont: fontArgumentIsFont)
                visitor.textHelpers = Set(drawn)
                visitor.walk(tree)
                return HelperUseVisitor.Found(traits: visitor.uses, texts: visitor.texts)
            }
        }
        var uses: [String: [TraitUse]] = [:]
        var drawnTexts: [String: [TextUse]] = [:]
        for byHelper in found {
            for (helper, list) in byHelper.traits { uses[helper, default: []] += list }
            for (helper, list) in byHelper.texts { drawnTexts[helper, default: []] += list }
        }
        return (uses, drawnTexts)
    }

    /// What `walk` gives for `file`'s syntax tree (the run's kept one, else parsed now), on a deep
    /// stack for a large file, and kept between runs as `kind` (``SourceText/kept(_:_:)``).
    func walked<T: Codable>(
        _ file: SourceText, keptAs kind: CachePurpose.SwiftWalk, _ walk: (SourceFileSyntax, SwiftLineTable) -> T
    ) -> T {
        file.kept(kind) {
            let bytes = file.load()
            return DeepStack.run(ifLarger: bytes.count) {
                let (tree, _, lines) = trees?.kept(file) ?? Self.parse(bytes: bytes, path: file.location)
                return walk(tree, lines)
            }
        }
    }
}

/// The uses in one file of font helpers, `.brand(20)` or `Font.brand(20)` (`.brandTitle` for a
/// property), that apply traits to the font, with the traits.
final class HelperUseVisitor: CompiledCodeVisitor {
    let helpers: Set<String>
    let path: String
    let lines: SwiftLineTable
    /// False when the app declares a `func font(_:)` of its own.
    let fontArgumentIsFont: Bool
    var uses: [String: [TraitUse]] = [:]
    /// The helpers whose texts are wanted, and the texts drawn in them (``textUse(_:)``).
    var textHelpers = Set<String>()
    var texts: [String: [TextUse]] = [:]

    /// What one file's walk gives, kept between runs.
    struct Found: Codable {
        var traits: [String: [TraitUse]]
        var texts: [String: [TextUse]]
    }

    init(helpers: Set<String>, path: String, lines: SwiftLineTable, fontArgumentIsFont: Bool = true) {
        self.helpers = helpers
        self.path = path
        self.lines = lines
        self.fontArgumentIsFont = fontArgumentIsFont
        super.init()
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if !textHelpers.isEmpty, let (helper, use) = textUse(node) { texts[helper, default: []].append(use) }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        guard helpers.contains(name), node.base == nil || node.base?.trimmedDescription == "Font" else {
            return .visitChildren
        }
        var expression = ExprSyntax(node)
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
            expression = ExprSyntax(call)
        }
        // `.title3` alone names `Font`'s member only where the type it stands in is `Font`: the
        // app's own style type may have a `title3` too (`label.apply(.title3.weight(.semibold))`).
        guard node.base != nil || Self.isFontTyped(expression, fontArgumentIsFont: fontArgumentIsFont) else {
            return .visitChildren
        }
        let traits = RequestVisitor.traits(around: expression)
        guard !traits.isEmpty else { return .visitChildren }
        let start = lines.start(of: Syntax(node))
        uses[name, default: []].append(TraitUse(file: path, line: start.line, column: start.column, traits: traits))
        return .visitChildren
    }

    /// Whether the modifier chain that starts with `expression` is where a `Font` goes: the
    /// argument of `.font(_:)` (SwiftUI's takes a `Font?`) unless the app declares a `font(_:)`
    /// of its own, or the value of a binding declared `Font` or `Font?`. Anywhere else the type is
    /// not known here, and nothing is said.
    static func isFontTyped(_ expression: ExprSyntax, fontArgumentIsFont: Bool = true) -> Bool {
        var top = expression
        RequestVisitor.climb(from: &top)
        if fontArgumentIsFont, let argument = top.parent?.as(LabeledExprSyntax.self), argument.label == nil,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "font"
        {
            return true
        }
        if let binding = top.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let type = binding.typeAnnotation?.type
        {
            let name = type.as(OptionalTypeSyntax.self)?.wrappedType.trimmedDescription ?? type.trimmedDescription
            return name == "Font" || name == "SwiftUI.Font"
        }
        return false
    }
}
