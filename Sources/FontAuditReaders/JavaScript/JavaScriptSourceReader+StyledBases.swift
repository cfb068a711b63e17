import FontAuditModel

extension JavaScriptSourceReader {
    /// A styled component that styles another of the app's (`const Caption =
    /// styled(BodyText)`font-style: italic;``) and writes `font-style` or `font-weight` but no
    /// `font-family`: styled-components merges the base's CSS under its own, so the base's family
    /// is asked with these traits, where the derived component is written. Through a chain of such
    /// components, imports and re-exports; the nearest family wins, and each trait the nearer
    /// component writes.
    static func inheritedStyleRequests(of modules: [JavaScriptModule], graph: JavaScriptModuleGraph)
        -> [(module: JavaScriptModule, request: JavaScriptModule.Request, expression: NameExpression)]
    {
        var found: [(module: JavaScriptModule, request: JavaScriptModule.Request, expression: NameExpression)] = []
        for module in modules {
            for (_, style) in module.styledStyles.sorted(by: { $0.key < $1.key })
            where style.family == nil && !style.mayWriteFamily && !style.writtenTraits.isEmpty {
                var traits = style.traits
                var written = style.writtenTraits
                var current = (module: module, style: style)
                var depth = 0
                while current.style.family == nil, depth < 8, let base = current.style.base,
                    let next = styled(base, in: current.module, graph: graph),
                    !next.style.mayWriteFamily || next.style.family != nil
                {
                    // A trait the nearer component writes wins over the base's.
                    if !written.contains("fontStyle") { traits.italic = next.style.traits.italic }
                    if !written.contains("fontWeight") {
                        traits.bold = next.style.traits.bold
                        traits.weight = next.style.traits.weight
                        traits.weighted = next.style.traits.weighted
                    }
                    written.formUnion(next.style.writtenTraits)
                    current = next
                    depth += 1
                }
                guard let family = current.style.family else { continue }
                let value = graph.onPlatform(family, in: current.module)
                if case .none = value { continue }
                let request = JavaScriptModule.Request(
                    value: value, written: "styled(\(style.base?.joined(separator: ".") ?? ""))", line: style.line,
                    column: style.column, traits: traits, combined: true)
                found.append((module, request, graph.expression(value, in: current.module)))
            }
        }
        return found
    }

    /// The request of an element of a styled component the file imports, whose own style asks a
    /// weight or an italic: the family the component (or the nearest base of its chain) writes,
    /// with the component's traits under the element's. Nil where the chain writes no family, or
    /// may write one the audit does not read.
    static func styledUseRequest(
        _ use: JavaScriptModule.ComponentUse, in module: JavaScriptModule, graph: JavaScriptModuleGraph
    ) -> (request: JavaScriptModule.Request, expression: NameExpression)? {
        guard var current = styled([use.name], in: module, graph: graph), !current.style.mayWriteFamily else {
            return nil
        }
        var traits = current.style.traits
        var written = current.style.writtenTraits
        var depth = 0
        while current.style.family == nil, depth < 8, let base = current.style.base,
            let next = styled(base, in: current.module, graph: graph), !next.style.mayWriteFamily
        {
            if !written.contains("fontStyle") { traits.italic = next.style.traits.italic }
            if !written.contains("fontWeight") {
                (traits.bold, traits.weight, traits.weighted) =
                    (next.style.traits.bold, next.style.traits.weight, next.style.traits.weighted)
            }
            written.formUnion(next.style.writtenTraits)
            current = next
            depth += 1
        }
        guard let family = current.style.family else { return nil }
        let value = graph.onPlatform(family, in: current.module)
        if case .none = value { return nil }
        if use.traits.italic { traits.italic = true }
        if use.traits.weighted {
            (traits.bold, traits.weight, traits.weighted, traits.writtenWeight) =
                (use.traits.bold, use.traits.weight, true, use.traits.writtenWeight)
        }
        let request = JavaScriptModule.Request(
            value: value, written: "<\(use.name)>", line: use.line, column: use.column, traits: traits, combined: true,
            inheritedFrom: ValueSource(label: "<\(use.name)>", file: current.module.path, line: current.style.line))
        return (request, graph.expression(value, in: current.module))
    }

    /// The styled component `path`, written in `module`, names: its own, or one it imports.
    private static func styled(_ path: [String], in module: JavaScriptModule, graph: JavaScriptModuleGraph)
        -> (module: JavaScriptModule, style: JavaScriptModule.StyledStyle)?
    {
        guard path.count == 1, let target = graph.target(of: path[0], in: module),
            case .binding(let name, let key) = target, key.count == 1, let owner = graph.modules[name],
            let style = owner.styledStyles[key[0]]
        else { return nil }
        return (owner, style)
    }

    /// react-native-paper's elements whose text is its `Text` in the theme's font, with the
    /// attribute that styles that text last (react-native-paper v5: `Card.Title` passes
    /// `titleStyle` to its title's `Text`): `name member attribute`.
    /// Not the v4 typography components (`Title`, `Paragraph`…) nor `Appbar.Content`'s subtitle:
    /// they take the theme's font on an MD2 theme only, and a flat `configureFonts` config is MD3's
    /// (docs/research/react-native-paper-fonts.md).
    static let paperTextStyles: Set<String> = [
        "Text style", "Card Title titleStyle", "Card Title subtitleStyle", "Appbar Content titleStyle",
        "List Item titleStyle", "List Item descriptionStyle", "List Accordion titleStyle",
        "List Accordion descriptionStyle", "List Subheader style", "Dialog Title style", "Button labelStyle",
        "Chip textStyle",
    ]

    /// The elements of a text component of the app's own (``JavaScriptModule/textComponent``)
    /// whose style asks a weight or an italic and no family (`<AppText style={{ fontWeight:
    /// 'bold' }}>`): the component's family, with those traits, where the use writes them.
    static func componentUseRequests(of modules: [JavaScriptModule], graph: JavaScriptModuleGraph)
        -> [(module: JavaScriptModule, request: JavaScriptModule.Request, expression: NameExpression)]
    {
        var found: [(module: JavaScriptModule, request: JavaScriptModule.Request, expression: NameExpression)] = []
        let paper = paperFamily(of: modules, graph: graph)
        for module in modules {
            for use in module.componentUses {
                guard let imported = module.imports[use.name] else { continue }
                // react-native-paper's `Text`: the theme's family, the use's style last.
                if imported.specifier == "react-native-paper",
                    Self.paperTextStyles.contains(
                        [imported.name, use.member, use.attribute].compactMap { $0 }.joined(separator: " ")),
                    let paper
                {
                    let element = [use.name, use.member].compactMap { $0 }.joined(separator: ".")
                    let request = JavaScriptModule.Request(
                        value: paper.value, written: "<\(element)>", line: use.line, column: use.column,
                        traits: use.traits, combined: true,
                        inheritedFrom: ValueSource(
                            label: "react-native-paper's theme (configureFonts)", file: paper.owner.path,
                            line: paper.line))
                    found.append((module, request, graph.expression(paper.value, in: paper.owner)))
                    continue
                }
                // A styled component of the app's (`export const Regular = styled(Normal)`font-family: …``)
                // with a style of the use's own: the component's family, the use's traits last.
                if use.member == nil, use.attribute == "style",
                    let (request, expression) = styledUseRequest(use, in: module, graph: graph)
                {
                    found.append((module, request, expression))
                    continue
                }
                guard imported.name == "default", use.member == nil, use.attribute == "style",
                    let path = graph.module(imported.specifier, from: module.path),
                    let owner = graph.modules[path], let component = owner.textComponent
                else { continue }
                // A style's family only where the app defines the style with one.
                if case .path(let names) = component.value, names.first.map(owner.bindings.keys.contains) == true,
                    graph.value(of: names, in: owner) == nil
                {
                    continue
                }
                let value = graph.onPlatform(component.value, in: owner)
                if case .none = value { continue }
                let request = JavaScriptModule.Request(
                    value: value, written: "<\(use.name)>", line: use.line, column: use.column, traits: use.traits,
                    combined: true,
                    inheritedFrom: ValueSource(label: "<\(use.name)>", file: owner.path, line: component.line))
                found.append((module, request, graph.expression(value, in: owner)))
            }
        }
        return found
    }

    /// The family react-native-paper's theme gives every text variant: the `fontFamily` of the
    /// app's flat `configureFonts({ config })` (MD3 spreads it over every variant); nil where no
    /// call gives one, or calls give different ones.
    static func paperFamily(of modules: [JavaScriptModule], graph: JavaScriptModuleGraph)
        -> (value: JavaScriptValue, owner: JavaScriptModule, line: Int)?
    {
        var families: [(value: JavaScriptValue, owner: JavaScriptModule, line: Int)] = []
        for module in modules {
            for (config, line) in module.paperFontConfigs {
                switch config {
                case .object(let members):
                    // Flat: no member an object, no spread.
                    guard !members.contains(where: { $0.key == JavaScriptValue.spreadKey }),
                        let family = members.first(where: { $0.key == "fontFamily" })?.value
                    else { continue }
                    families.append((family, module, line))
                case .path(let path):
                    guard let (object, owner) = graph.value(of: path, in: module), case .object(let members) = object,
                        !members.contains(where: { $0.key == JavaScriptValue.spreadKey }),
                        let family = members.first(where: { $0.key == "fontFamily" })?.value
                    else { continue }
                    families.append((family, owner, owner.bindings[path[0]]?.line ?? line))
                default: continue
                }
            }
        }
        guard let first = families.first, families.allSatisfy({ $0.value == first.value }) else { return nil }
        return first
    }
}
