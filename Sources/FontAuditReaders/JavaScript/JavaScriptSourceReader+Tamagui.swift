import FontAuditModel

// Tamagui's text elements with a weight or a slant as props (`<Text fontWeight="bold">`): on
// native, Tamagui swaps the font's family for `face[fontWeight][fontStyle]` and drops both, but
// only where the face map has that key; a weight it has no key for (`'bold'`, none at all) or a
// slant no face gives passes through, with the family, to React Native (tamagui/tamagui
// `getSplitStyles`, "native: swap out the right family based on weight/style"; docs/RESOLUTION.md).
extension JavaScriptSourceReader {
    /// The words of a module that writes a weight or a slant as a prop (`<Text fontWeight="bold">`).
    static let tamaguiPropWords = ["fontWeight=", "fontStyle="].map(ByteSearch.Needle.init)

    /// Tamagui's components whose props style their text (`tamagui`, `@tamagui/*`).
    static let tamaguiTextComponents: Set<String> = [
        "Text", "SizableText", "Paragraph", "Heading", "H1", "H2", "H3", "H4", "H5", "H6", "Input", "TextArea",
        "Label",
    ]

    /// The requests of Tamagui's text elements whose weight or slant Tamagui passes through: the
    /// font's family with those traits, where the element writes them. Only in an app whose fonts
    /// (`createFont` calls) all give one family and one face map, so that every `$token` names the
    /// same family; an element whose family prop is no token, or whose weight or slant is not one
    /// string, asks nothing here.
    static func tamaguiTraitRequests(of modules: [JavaScriptModule], graph: JavaScriptModuleGraph)
        -> [(module: JavaScriptModule, request: JavaScriptModule.Request, expression: NameExpression)]
    {
        let fonts = modules.flatMap { module in module.tamaguiFonts.map { (owner: module, font: $0) } }
        guard let (owner, font) = fonts.first,
            fonts.allSatisfy({
                $0.owner.path == owner.path && $0.font.family == font.family && $0.font.hasFace == font.hasFace
                    && $0.font.hasItalic == font.hasItalic
            })
        else { return [] }
        let family = graph.onPlatform(font.family, in: owner)
        if case .none = family { return [] }
        let expression = graph.expression(family, in: owner)
        var found: [(module: JavaScriptModule, request: JavaScriptModule.Request, expression: NameExpression)] = []
        for module in modules {
            for tag in module.traitTags where tag.member == nil {
                guard let traits = passedTraits(of: tag, font: font), isTamaguiText(tag.name, in: module, graph: graph)
                else { continue }
                let request = JavaScriptModule.Request(
                    value: family, written: "<\(tag.name)>", line: tag.line, column: tag.column, traits: traits,
                    combined: true,
                    inheritedFrom: ValueSource(label: "Tamagui's font (createFont)", file: owner.path, line: font.line))
                found.append((module, request, expression))
            }
        }
        return found
    }

    /// The traits React Native gets with the font's family from an element's props, or nil where
    /// Tamagui swaps the family for a face (a weight key of the face map, with a slant it has),
    /// where nothing is asked beyond the family's regular face, or where a prop is not one string.
    static func passedTraits(of tag: JSXTraitTag, font: JavaScriptModule.TamaguiFont) -> RequestedTraits? {
        guard !tag.familyOpen, tag.family.map({ $0.hasPrefix("$") }) ?? true, tag.weight != "?", tag.style != "?"
        else { return nil }
        let italic = tag.style == "italic"
        // `createFont` fills a face for every weight 100 to 900; a `$token` weight is one of them.
        let keyed = tag.weight.map { $0.hasPrefix("$") || (Int($0).map { (100...900).contains($0) } ?? false) } ?? false
        if font.hasFace, keyed, !italic || font.hasItalic { return nil }
        var traits = RequestedTraits()
        if let weight = tag.weight, !weight.hasPrefix("$") { JavaScriptModuleScanner.setWeight(weight, of: &traits) }
        traits.italic = italic
        return traits.weighted || italic ? traits : nil
    }

    /// Whether the element `name` of `module` is one of Tamagui's text components: imported from
    /// Tamagui, or from a module of the app's that imports Tamagui and gives it under that name (a
    /// re-export, `export const Text = styled(TamaguiText, {…})`).
    static func isTamaguiText(_ name: String, in module: JavaScriptModule, graph: JavaScriptModuleGraph) -> Bool {
        guard let imported = module.imports[name], tamaguiTextComponents.contains(imported.name) else { return false }
        if JavaScriptModuleScanner.isTamagui(imported.specifier) { return true }
        guard let path = graph.module(imported.specifier, from: module.path), let source = graph.modules[path] else {
            return false
        }
        return source.usesTamagui
    }
}
