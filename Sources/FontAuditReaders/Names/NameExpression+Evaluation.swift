import FontAuditModel

extension NameExpression {
    /// The string, given the constants found in the sources; nil when it is not one known value.
    func resolve(in constants: NameDefinitions) -> String? {
        evaluate(in: constants).single
    }

    /// The values this expression can take, given the constants, enums, computed properties and
    /// call sites found in the sources (``NameValue``).
    func evaluate(in constants: NameDefinitions, depth: Int = 0) -> NameValue {
        guard depth < 8 else { return .unknown }
        switch self {
        case .literal(let text):
            return .literal(text)
        case .reference(let path) where constants.qualified:
            return constants.qualifiedValue(path, depth: depth) ?? .unknown
        case .reference(let path):
            // SwiftGen's `FontFamily.Inter.semiBold.name`: the generated font's PostScript name.
            if path.count >= 3, path.last == "name", constants.isGeneratedFont(Array(path.dropLast())) {
                return constants.value(of: Array(path.dropLast())).map { .literal($0) } ?? .unknown
            }
            if let text = constants.value(of: path) { return .literal(text) }
            let trimmed = path.filter { $0 != "self" && $0 != "Self" }
            // `Brand.header.name`: the property as the case `header` of the enum `Brand` returns it.
            if trimmed.count >= 3,
                case (let type, let caseName) = (trimmed[trimmed.count - 3], trimmed[trimmed.count - 2]),
                constants.cases(of: type)?.contains(where: { $0.name == caseName }) == true,
                let computed = constants.computedValue(
                    type: type, case: caseName, name: trimmed[trimmed.count - 1], depth: depth)
            {
                return computed
            }
            if trimmed.count >= 2,
                let computed = constants.computedValue(
                    type: trimmed[trimmed.count - 2], name: trimmed[trimmed.count - 1],
                    depth: depth)
            {
                return computed
            }
            // A protocol's requirement read in its extension (`name` in `extension FontRepresentable`):
            // each conforming type's member, open when any of them is.
            if trimmed.count == 2, let types = constants.conformingTypes(of: trimmed[0]) {
                return .union(
                    types.map { NameExpression.reference([$0, trimmed[1]]).evaluate(in: constants, depth: depth + 1) })
            }
            // `Theme.shared.bodyFont`: a followed stored `var` of `Theme`, through the type's own
            // singleton.
            if trimmed.count == 3, trimmed[0].first?.isUppercase == true,
                constants.assignable["\(trimmed[0]).\(trimmed[2])"] != nil
            {
                return constants.computedValue(type: trimmed[0], name: trimmed[2], depth: depth) ?? .unknown
            }
            // `YoungConFontFamily.Jersey10.regular` (`.name`) of a fonts enum no file defines, which
            // Tuist synthesizes from the fonts: the face it is named after, matched by the inventory.
            if constants.definitionsComplete, trimmed.count == 3 || (trimmed.count == 4 && trimmed[3] == "name"),
                trimmed[0].hasSuffix("FontFamily"),
                trimmed[0].first?.isUppercase == true, trimmed[1].first?.isUppercase == true,
                !constants.fontFamilyTypes.contains(trimmed[0])
            {
                return .literal(FontRequest.synthesizedPrefix + trimmed.prefix(3).joined(separator: "."))
            }
            // `style.fontName`, `theme.bodyFont`: a variable's member whose type the audit does not
            // know, when one type alone has a member of that name.
            if trimmed.count >= 2, let first = trimmed[trimmed.count - 2].first, first.isLowercase {
                return constants.uniqueMemberValue(trimmed[trimmed.count - 1], depth: depth) ?? .unknown
            }
            if trimmed.count == 1, let computed = constants.computedValue(type: nil, name: trimmed[0], depth: depth) {
                return computed
            }
            return .unknown
        case .member(let type, let name):
            if let type {
                if let text = constants.value(of: [type, name]) { return .literal(text) }
                if let computed = constants.computedValue(type: type, name: name, depth: depth) { return computed }
                if constants.conformingTypes(of: type) != nil {
                    return NameExpression.reference([type, name]).evaluate(in: constants, depth: depth)
                }
                if name == "rawValue", constants.cases(of: type) != nil {
                    return NameExpression.cases(type: type, raw: true).evaluate(in: constants, depth: depth)
                }
            }
            if let text = constants.value(of: [name]) { return .literal(text) }
            return constants.computedValue(type: nil, name: name, depth: depth) ?? .unknown
        case .typedMember(let type, let name, let path):
            // Only a stored `var` of one final class or actor (``NameDefinitions/assignable``), which
            // no subclass overrides and no protocol extension defaults, and no constant or `static`
            // member of the same key (another type of that name, a static twin) competes with.
            guard constants.settlesTypedMember("\(type).\(name)") else {
                return NameExpression.reference(path).evaluate(in: constants, depth: depth)
            }
            return constants.computedValue(type: type, name: name, depth: depth) ?? .unknown
        case .rawValue(let path):
            return constants.rawValue(of: path).map { .literal($0) } ?? .unknown
        case .implicitMember(let name):
            return constants.uniqueMember(name).map { .literal($0) } ?? .unknown
        case .concatenation(let parts):
            // Two parameters of one function (`"\(family)-\(style)"`) take the values one call gives
            // them together, never one call's family with another's style.
            if let function = sharedParameterFunction {
                return constants.callValues(of: self, binding: function, depth: depth)
            }
            return .concatenation(parts.map { $0.evaluate(in: constants, depth: depth) })
        case .oneOf(let parts):
            return .union(parts.map { $0.evaluate(in: constants, depth: depth) })
        case .call(let path):
            return constants.callValue(path, arguments: nil, depth: depth)
        case .apply(.call(let path), let arguments):
            return constants.callValue(path, arguments: arguments, depth: depth)
        case .apply(let inner, _):
            return inner.evaluate(in: constants, depth: depth)
        case .described(let inner):
            return inner.evaluate(in: constants, depth: depth)
        case .cases(let type, let raw):
            guard let cases = constants.cases(of: type), !cases.isEmpty,
                raw || !constants.describedOtherwise.contains(type)
            else { return .unknown }
            let values = cases.compactMap { item -> NameValue? in
                guard let text = raw ? item.raw : (item.describedAsName ? item.name : nil) else { return nil }
                let source = ValueSource(label: "case \(item.name)", file: item.file, line: item.line)
                let origin: NameOrigin? = raw && item.rawWritten ? .enumCase(item.name) : nil
                return .known([NameCandidate(text: text, source: source, origin: origin)])
            }
            return values.count == cases.count ? .union(values) : .unknown
        case .parameter(let function, let label, let index, let fallback):
            return constants.argumentValues(
                function: function, label: label, index: index, fallback: fallback, depth: depth)
        case .caseParameter(let function, let label, let index, let type, let raw, let fallback):
            let all = NameExpression.cases(type: type, raw: raw).evaluate(in: constants, depth: depth)
            guard
                let chosen = constants.argumentCases(
                    function: function, label: label, index: index, type: type, fallback: fallback),
                let candidates = all.candidates
            else { return all }
            let kept = candidates.filter { candidate in chosen.contains { "case \($0)" == candidate.source?.label } }
            return kept.isEmpty ? all : .known(kept)
        case .word(let word, let file):
            guard let definition = constants.scope.definition(of: word, from: file) else { return .unknown }
            return .literal(definition.value, source: definition.source)
        case .sourced(let inner, let source):
            let value = inner.evaluate(in: constants, depth: depth)
            guard case .known(let candidates) = value else { return value }
            return .known(candidates.map { NameCandidate(text: $0.text, source: source, origin: $0.origin) })
        case .open, .unknown:
            return .unknown
        }
    }
}
