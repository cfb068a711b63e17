import FontAuditModel

extension JavaScriptSourceReader {
    /// The text a `<Text>` shows as written, in the font its style gives (`<Text
    /// style={[styles.button, lang === 'BN' && styles.focus]}>বাংলা</Text>`): a use whose characters
    /// are checked against that font (`font-glyph-missing`), as a SwiftUI `Text` in a custom font
    /// is. Only where the style's family is one name: a style element that may or may not apply
    /// (`cond && styles.x`) and may hold a family, or one the audit cannot read, makes none.
    static func textUses(
        of modules: [JavaScriptModule], graph: JavaScriptModuleGraph, definitions: NameDefinitions
    ) -> [TextUse] {
        var uses: [TextUse] = []
        for module in modules {
            for text in module.texts {
                guard let style = text.style, let family = family(of: style, in: module, graph: graph),
                    case .known(let candidates) = family.evaluate(in: definitions), candidates.count == 1,
                    let name = candidates.first?.text, !systemFamilies.contains(name)
                else { continue }
                uses.append(
                    TextUse(
                        content: .verbatim, written: text.text, fontName: name, file: module.path, line: text.line,
                        column: text.column, element: "Text"))
            }
        }
        return uses
    }

    /// The family a `style={…}` written as `tokens` in `module` gives: the last element that
    /// holds one (an array's elements in order, a style's name, an inline object); nil where an
    /// element the audit cannot read, or one that may not apply, may hold one.
    private static func family(
        of tokens: [JavaScriptLexer.Token], in module: JavaScriptModule, graph: JavaScriptModuleGraph
    )
        -> NameExpression?
    {
        var elements: [(tokens: ArraySlice<JavaScriptLexer.Token>, optional: Bool)] = []
        if tokens.first?.isPunct("[") == true, tokens.last?.isPunct("]") == true {
            var depth = 0
            var start = 1
            for index in 1..<tokens.count {
                let token = tokens[index]
                if token.isPunct("(") || token.isPunct("[") || token.isPunct("{") { depth += 1 }
                if token.isPunct(")") || token.isPunct("]") || token.isPunct("}") { depth -= 1 }
                if (depth == 0 && token.isPunct(",")) || depth < 0 {
                    if index > start { elements.append((tokens[start..<index], false)) }
                    start = index + 1
                }
            }
        } else {
            elements = [(tokens[...], false)]
        }
        var family: NameExpression?
        for (element, _) in elements {
            // `cond && styles.x`: the part after the last `&&` applies only sometimes.
            var part = element
            var optional = false
            if let and = element.lastIndex(where: { $0.isPunct("&&") }) {
                part = element[(and + 1)...]
                optional = true
            }
            if part.contains(where: { $0.isPunct("?") || $0.isPunct("||") || $0.isPunct("??") }) { return nil }
            var parser = JavaScriptExpressionParser(Array(part))
            let value = parser.expression()
            guard parser.index == part.count else { return nil }
            switch holds(value, in: module, graph: graph) {
            case .none: continue
            case .unknown: return nil
            case .family(let expression):
                if optional { return nil }
                family = expression
            }
        }
        return family
    }

    private enum Held {
        case none, unknown
        case family(NameExpression)
    }

    /// Whether a style value written in `module` holds a `fontFamily`, and which.
    private static func holds(_ value: JavaScriptValue, in module: JavaScriptModule, graph: JavaScriptModuleGraph)
        -> Held
    {
        switch value {
        case .none: return .none
        case .object(let members):
            if let family = members.last(where: { $0.key == "fontFamily" })?.value {
                return .family(graph.expression(graph.onPlatform(family, in: module), in: module))
            }
            return members.contains { $0.key == JavaScriptValue.spreadKey } ? .unknown : .none
        case .path(let path):
            guard let (style, _) = graph.value(of: path, in: module) else { return .unknown }
            guard case .object(let members) = style else { return .unknown }
            if members.contains(where: { $0.key == "fontFamily" }) {
                guard let qualified = graph.qualified(path + ["fontFamily"], in: module) else { return .unknown }
                return .family(.reference(qualified))
            }
            return members.contains { $0.key == JavaScriptValue.spreadKey } ? .unknown : .none
        default:
            return .unknown
        }
    }
}
