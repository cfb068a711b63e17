import FontAuditModel

// A style array flattened as React Native flattens it: `style={[styles.body, { fontStyle: 'italic' }]}`
// asks the family of `styles.body` in italic.
extension JavaScriptSourceReader {
    /// The request a style array makes where one element gives the family and another the
    /// `fontWeight` or `fontStyle` (the later element's keys winning), with the family's
    /// expression; nil where an element is not a style the audit knows whole (a prop, a call, a
    /// spread), or no element but the family's asks a trait. An element under a condition
    /// (`faded && styles.heavy`) is used where it holds, as a name under one is.
    static func styleArrayRequest(
        _ array: JavaScriptStyleArray, in module: JavaScriptModule, graph: JavaScriptModuleGraph
    ) -> (request: JavaScriptModule.Request, expression: NameExpression)? {
        var family: (index: Int, value: JavaScriptValue, owner: JavaScriptModule)? = nil
        var italic: (index: Int, value: Bool)? = nil
        var weight: (index: Int, value: String)? = nil
        for (offset, element) in array.elements.enumerated() {
            let object: JavaScriptValue
            let owner: JavaScriptModule
            switch graph.onPlatform(element.value, in: module) {
            case .none: continue
            case .object(let members): (object, owner) = (.object(members), module)
            case .path(let path):
                guard let (found, from) = graph.value(of: path, in: module) else { return nil }
                (object, owner) = (found, from)
            default: return nil
            }
            guard case .object(let members) = object, !members.contains(where: { $0.key == JavaScriptValue.spreadKey })
            else { return nil }
            if let value = object.member("fontFamily") { family = (offset, value, owner) }
            if let style = object.member("fontStyle") {
                guard case .literal(let text) = graph.onPlatform(style, in: owner) else { return nil }
                italic = (offset, text == "italic")
            }
            if let value = object.member("fontWeight") {
                switch graph.onPlatform(value, in: owner) {
                case .literal(let text), .number(let text): weight = (offset, text)
                default: return nil
                }
            }
        }
        guard let family else { return nil }
        // The element that asks a trait of another element's family, the last one.
        let askers = [italic?.index, weight?.index].compactMap { $0 }.filter { $0 != family.index }
        guard let asker = askers.max() else { return nil }
        var traits = RequestedTraits()
        traits.italic = italic?.value ?? false
        if let weight { JavaScriptModuleScanner.setWeight(weight.value, of: &traits) }
        guard !traits.isEmpty else { return nil }
        let element = array.elements[asker]
        let value = graph.onPlatform(family.value, in: family.owner)
        var written = "style array"
        if case .literal(let text) = value { written = "'\(text)'" }
        if case .path(let path) = value { written = path.joined(separator: ".") }
        var request = JavaScriptModule.Request(
            value: .unknown, written: written, line: element.traitLine, column: element.column, traits: traits)
        request.combined = true
        // The name is judged where its element writes it (a request there too), the style here.
        let holder = array.elements[family.index]
        var (line, label) = (holder.line, "the style array's element")
        if case .path(let path) = holder.value, let first = path.first {
            label = "the style array's `\(path.joined(separator: "."))`"
            if let binding = family.owner.bindings[first] { line = binding.line }
        }
        request.inheritedFrom = ValueSource(label: label, file: family.owner.path, line: line)
        return (request, graph.expression(value, in: family.owner))
    }
}
