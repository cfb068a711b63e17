import FontAuditModel

extension NameExpression {
    /// Why ``evaluate(in:depth:)`` gives an open value: the first part of the expression, followed
    /// through the definitions as the evaluation follows it, whose value is not known, said as the
    /// user would look for it (``OpenReason``). Asked only of names left open, once each.
    func openReason(in constants: NameDefinitions, depth: Int = 0) -> OpenReason {
        guard depth < 8 else { return OpenReason(.expression) }
        // One level deeper for every part, as for every definition followed: a function that
        // returns its own call ends at the bound, as its evaluation does.
        func firstOpen(_ parts: [NameExpression]) -> OpenReason { constants.firstOpenReason(parts, depth: depth + 1) }
        switch self {
        case .literal:
            return OpenReason(.tooManyValues)
        case .unknown:
            return OpenReason(.expression)
        case .open(let reason):
            return reason
        case .word(let word, _):
            return constants.scope.reason(word)
        case .sourced(let inner, _):
            return inner.openReason(in: constants, depth: depth)
        case .parameter(let function, _, _, _), .caseParameter(let function, _, _, _, _, _):
            return OpenReason(.parameter, NameDefinitions.signature(function).base)
        case .concatenation(let parts), .oneOf(let parts):
            return firstOpen(parts)
        case .described(let inner), .apply(let inner, _):
            return inner.openReason(in: constants, depth: depth)
        case .call(let path):
            let trimmed = path.filter { $0 != "self" && $0 != "Self" }
            let name = trimmed.last ?? ""
            let type = trimmed.count >= 2 ? trimmed[trimmed.count - 2] : nil
            if let returned = constants.returned(type: type, name: name + "()", withFileScope: true) {
                return firstOpen(returned)
            }
            return OpenReason(.call, trimmed.joined(separator: "."))
        case .reference(let path):
            let trimmed = constants.qualified ? path : path.filter { $0 != "self" && $0 != "Self" }
            return constants.reasonFor(trimmed, depth: depth)
        case .member(let type, let name):
            return constants.reasonFor(type.map { [$0, name] } ?? [name], depth: depth)
        case .typedMember(let type, let name, let path):
            guard constants.settlesTypedMember("\(type).\(name)") else {
                return NameExpression.reference(path).openReason(in: constants, depth: depth)
            }
            return constants.reasonFor([type, name], depth: depth)
        case .rawValue(let path):
            return constants.reasonFor(path, depth: depth)
        case .implicitMember(let name):
            return constants.reasonFor([name], depth: depth)
        case .cases(let type, _):
            return constants.cases(of: type)?.isEmpty == false
                ? OpenReason(.expression, type) : OpenReason(.undefined, type)
        }
    }
}

extension NameDefinitions {
    /// The expressions the computed property or function `name` returns, found as the evaluation
    /// finds it: `type`'s own (`Theme.fontName`); for a variable's member (`style.fontName`, `type`
    /// lowercase) the one type that has a member of that name, never a static one
    /// (``uniqueMemberValue(_:depth:)``); at file scope when `type` is nil, or for a call
    /// (`withFileScope`) when `type` has none.
    func returned(type: String?, name: String, withFileScope: Bool = false) -> [NameExpression]? {
        func of(_ key: String) -> [NameExpression]? {
            guard let returned = computed[key], !returned.isEmpty else { return nil }
            return returned.map(\.expression)
        }
        guard let type else { return of(name) }
        if let found = of("\(type).\(name)") { return found }
        if type.first?.isLowercase == true {
            return uniqueMemberKey(name).flatMap(of)
        }
        return withFileScope ? of(name) : nil
    }

    /// Why the first of `parts` whose value is open is open; when none is, their values together
    /// are past the bound.
    func firstOpenReason(_ parts: [NameExpression], depth: Int) -> OpenReason {
        for part in parts {
            if case .open = part.evaluate(in: self, depth: depth) { return part.openReason(in: self, depth: depth) }
        }
        return OpenReason(.tooManyValues)
    }

    /// Why the name at `path` has no known value: defined by two values, assigned where the audit
    /// cannot follow, computed from something open, or defined nowhere. A qualified front end's
    /// path (JavaScript's) is looked up whole, as its evaluation looks it up.
    func reasonFor(_ path: [String], depth: Int) -> OpenReason {
        let name = path.joined(separator: ".")
        let member = path.last ?? name
        let shown = qualified ? path.dropFirst().joined(separator: ".") : name
        for key in qualified ? [name] : [name, member] {
            if case .some(nil) = values[key] { return OpenReason(.ambiguous, shown) }
            if case .some(nil) = rawValues[key] { return OpenReason(.ambiguous, shown) }
        }
        let base = path.count >= 2 ? path[path.count - 2] : nil
        let found = qualified ? returned(type: nil, name: name) : returned(type: base, name: member)
        if let found { return firstOpenReason(found, depth: depth + 1) }
        if qualified { return OpenReason(.undefined, shown) }
        // A variable's member: a type's stored `var` is read only through a receiver shown to be
        // that type, so one of unknown type is said as such, below.
        let isVariable = base?.first?.isLowercase == true
        if assignable[name] != nil || (!isVariable && assignable.keys.contains { $0.hasSuffix("." + member) }) {
            return OpenReason(.assignment, shown)
        }
        if Self.fontProperties.contains(member) { return OpenReason(.expression, shown) }
        // `config.name`: a member of a variable whose type the audit cannot tell.
        if isVariable { return OpenReason(.unknownType, shown) }
        // `fontName`: a local or a property the audit does not follow.
        if path.count == 1, member.first?.isLowercase == true { return OpenReason(.expression, shown) }
        return OpenReason(.undefined, shown)
    }
}
