import FontAuditModel

/// What the definitions ``NameDefinitions`` holds give a name expression: computed properties' and
/// functions' returns, a member one type alone has, the arguments of a parameter's calls, and which
/// functions' calls the requests reach.
extension NameDefinitions {
    /// The values the computed property `type.name` (or a file-scope one, `type` nil) returns;
    /// of a function (`name` ends in `()`), those returns the call's `arguments` admit
    /// (``CallArguments/admits(_:)``), every return where they are not known.
    func computedValue(type: String?, name: String, depth: Int, arguments: CallArguments? = nil) -> NameValue? {
        let key = type.map { "\($0).\(name)" } ?? name
        // A call no overload's labels fit (a variadic parameter, a label the audit misreads)
        // decides nothing: every return.
        let fits = arguments.map { arguments in computed[key]?.contains { arguments.admits($0, in: self) } } ?? nil
        return computedValue(
            key: key, label: key, depth: depth,
            taking: { fits == true ? arguments?.admits($0, in: self) ?? true : true })
    }

    /// What a call of the function `path` gives (`Type.fontName(…)`, `fontName(…)`): its returns,
    /// those `arguments` admit where the call's arguments are known.
    func callValue(_ path: [String], arguments: CallArguments?, depth: Int) -> NameValue {
        let trimmed = path.filter { $0 != "self" && $0 != "Self" }
        guard let name = trimmed.last else { return .unknown }
        let function = name + "()"
        if trimmed.count >= 2, let base = trimmed[trimmed.count - 2].first, base.isLowercase {
            return uniqueMemberValue(function, depth: depth) ?? .unknown
        }
        let type = trimmed.count >= 2 ? trimmed[trimmed.count - 2] : nil
        return computedValue(type: type, name: function, depth: depth, arguments: arguments)
            ?? (type == nil ? nil : computedValue(type: nil, name: function, depth: depth, arguments: arguments))
            ?? .unknown
    }

    /// The values of the definition at a whole path (``qualified``), labelled without the path's
    /// first key, the module (`fonts.bold`).
    func qualifiedValue(_ path: [String], depth: Int) -> NameValue? {
        // A member kept under a shadow key (JavaScript's value before a spread) is shown by its name.
        computedValue(
            key: path.joined(separator: "."),
            label: path.dropFirst().joined(separator: ".").replacingOccurrences(of: "\u{0}", with: ""), depth: depth)
    }

    /// The values the computed property `type.name` returns for the enum case `caseName` of
    /// `type` (`Brand.header.name`): the returns of that case's `switch self` arm, and of none.
    func computedValue(type: String, case caseName: String, name: String, depth: Int) -> NameValue? {
        let key = "\(type).\(name)"
        return computedValue(
            key: key, label: key, depth: depth,
            taking: { item in item.conditions.allSatisfy { $0.subject != .selfCase || $0.holds(for: caseName) } },
            narrowing: { narrowed($0, to: caseName, of: type) })
    }

    /// `expression`, read inside the enum `type` for its case `caseName`: the case is carried into
    /// the properties it reads (`weightName` in `name`, `self.weightName`), and `self` is that case
    /// (its raw value, or its name where the case describes itself by it).
    func narrowed(_ expression: NameExpression, to caseName: String, of type: String) -> NameExpression {
        func carried(_ name: String) -> NameExpression? {
            computed["\(type).\(name)"] == nil ? nil : .reference([type, caseName, name])
        }
        switch expression {
        case .member(type, let name):
            return carried(name) ?? expression
        case .reference(let path) where path.count == 2 && path[0] == "self":
            return carried(path[1]) ?? expression
        case .cases(type, true):
            return .rawValue([type, caseName])
        case .cases(type, false) where !describedOtherwise.contains(type):
            return .literal(caseName)
        case .concatenation(let parts):
            return .concatenation(parts.map { narrowed($0, to: caseName, of: type) })
        case .oneOf(let parts):
            return .oneOf(parts.map { narrowed($0, to: caseName, of: type) })
        case .described(let inner):
            return .described(narrowed(inner, to: caseName, of: type))
        case .sourced(let inner, let source):
            return .sourced(narrowed(inner, to: caseName, of: type), source)
        default:
            return expression
        }
    }

    private func computedValue(
        key: String, label: String, depth: Int, taking: (Returned) -> Bool = { _ in true },
        narrowing: (NameExpression) -> NameExpression = { $0 }
    ) -> NameValue? {
        guard let returned = computed[key]?.filter(taking), !returned.isEmpty else { return nil }
        var values: [NameValue] = []
        for item in returned {
            let value = narrowing(item.expression).evaluate(in: self, depth: depth + 1)
            // One open return makes the property open: the others need not be evaluated.
            guard case .known(let candidates) = value else { return .union(values + [value]) }
            values.append(
                .known(
                    candidates.map { candidate in
                        var candidate = candidate
                        if candidate.source == nil {
                            candidate.source = ValueSource(label: label, file: item.file, line: item.line)
                        }
                        return candidate
                    }))
        }
        return .union(values)
    }

    /// The values of member `name` when one type alone has a constant or computed property of
    /// that name (a variable's member, `style.fontName`, whose type the audit does not know).
    func uniqueMemberValue(_ name: String, depth: Int) -> NameValue? {
        // `label.font.fontName`, `descriptor.postscriptName`: a font's own name, known at run time.
        guard !Self.fontProperties.contains(name), let key = uniqueMemberKey(name) else { return nil }
        let type = String(key.dropLast(name.count + 1))
        if let text = value(of: [type, name]) { return .literal(text) }
        return computedValue(type: type, name: name, depth: depth)
    }

    /// The key ("Style.fontName") of the one type's member `name` a variable's member can be, when
    /// one type alone has a constant or computed property of that name; what both the evaluation
    /// and the explanation of an open value (``NameExpression/openReason(in:depth:)``) follow.
    func uniqueMemberKey(_ name: String) -> String? {
        let suffix = "." + name
        // A stored `var` counts as a member of its type, but is read only through a receiver shown
        // to be that type (``NameDefinitions/assignable``): a variable of unknown type is not.
        // A `static` member is the type's, never read through a variable (`Keys.name` is not
        // `config.name`).
        let types = Set(
            values.keys.filter { $0.hasSuffix(suffix) && !staticMembers.contains($0) }
                + computed.keys.filter { $0.hasSuffix(suffix) && !staticMembers.contains($0) }
                + assignable.keys.filter { $0.hasSuffix(suffix) })
        guard types.count == 1, let key = types.first, assignable[key] == nil else { return nil }
        return key
    }

    /// The names UIKit's and AppKit's fonts and descriptors give themselves.
    static let fontProperties: Set<String> = [
        "fontName", "familyName", "postScriptName", "displayName", "fontDescriptor",
    ]

    /// The definitions as a request that calls a helper sees them (`UIFont(name: fontName(family:
    /// "Roboto", style: "Regular"), size: 17)`): the helper's parameters take that call's arguments
    /// alone, not every call's, so another call's `"Roboto Sans"` is never this request's value.
    /// The call is the one on the request's line; where none is known there, every call counts.
    func scoped(toCallOf expression: NameExpression, at request: FontRequest) -> NameDefinitions {
        guard case .call(let path) = expression.callee, let name = path.last,
            let sites = calls[name], sites.count > 1
        else { return self }
        let here = sites.filter { $0.file == request.file && $0.line == request.line }
        guard !here.isEmpty, here.count < sites.count else { return self }
        var scoped = self
        scoped.calls[name] = here
        return scoped
    }

    /// The values a `String` parameter takes over the calls of its function (``calls``): the
    /// argument labelled `label` (or, unlabelled, at `index`) at each, or the default value where
    /// a call leaves it out. Open when no call is known, or any argument is open.
    func argumentValues(function: String, label: String, index: Int, fallback: [NameExpression], depth: Int)
        -> NameValue
    {
        let (base, declared) = Self.signature(function)
        guard let sites = calls[base], !sites.isEmpty else { return .unknown }
        var values: [NameValue] = []
        for site in sites {
            guard index < declared.count, let arguments = Self.arguments(site.labels, for: declared) else { continue }
            let value: NameValue
            if let position = arguments[index] {
                value = site.arguments[position].evaluate(in: self, depth: depth + 1)
            } else if let fallback = fallback.first {
                value = fallback.evaluate(in: self, depth: depth + 1)
            } else {
                return .unknown  // left out, and the default is not a name the audit reads
            }
            let source = ValueSource(label: function, file: site.file, line: site.line)
            guard case .known(let candidates) = value else { return value }
            values.append(
                .known(candidates.map { NameCandidate(text: $0.text, source: $0.source ?? source, origin: nil) }))
        }
        return values.isEmpty ? .unknown : .union(values)
    }

    /// The values `expression` takes over the calls of `function`, each call's arguments bound to
    /// its parameters together (``NameExpression/binding(_:to:)``); open when no call is known or
    /// any call gives a value the audit cannot know.
    func callValues(of expression: NameExpression, binding function: String, depth: Int) -> NameValue {
        var values: [NameValue] = []
        for (site, argument) in boundCalls(of: function) {
            let value = expression.binding(function, to: argument).evaluate(in: self, depth: depth + 1)
            guard case .known(let candidates) = value else { return value }
            let source = ValueSource(label: function, file: site.file, line: site.line)
            values.append(
                .known(candidates.map { NameCandidate(text: $0.text, source: $0.source ?? source, origin: nil) }))
        }
        return values.isEmpty ? .unknown : .union(values)
    }

    /// The calls of `function` that can be calls of it (their labels are its own, in order), each
    /// with the argument it gives the parameter at a position (nil where it leaves it to its default).
    func boundCalls(of function: String) -> [(site: CallSite, argument: (Int) -> NameExpression?)] {
        let (base, declared) = Self.signature(function)
        return (calls[base] ?? []).compactMap { site in
            guard let positions = Self.arguments(site.labels, for: declared) else { return nil }
            return (site, { index in index < positions.count ? positions[index].map { site.arguments[$0] } : nil })
        }
    }

    /// The cases of enum `type` a parameter is given at its function's calls (`.rokkitt`,
    /// `CustomFont.rokkitt`, or the default where a call leaves it out); nil when no call is
    /// known or one passes anything else (a variable), so that any case may be given.
    func argumentCases(function: String, label: String, index: Int, type: String, fallback: [NameExpression]) -> Set<
        String
    >? {
        let (base, declared) = Self.signature(function)
        guard let sites = calls[base], let cases = self.cases(of: type)?.map(\.name), !cases.isEmpty else { return nil }
        var chosen = Set<String>()
        func caseName(_ expression: NameExpression) -> String? {
            switch expression {
            case .implicitMember(let name): return cases.contains(name) ? name : nil
            case .reference(let path) where path.count == 2 && path[0] == type:
                return cases.contains(path[1]) ? path[1] : nil
            default: return nil
            }
        }
        for site in sites {
            guard index < declared.count, let arguments = Self.arguments(site.labels, for: declared) else { continue }
            guard let expression = arguments[index].map({ site.arguments[$0] }) ?? fallback.first,
                let name = caseName(expression)
            else { return nil }
            chosen.insert(name)
        }
        return chosen.isEmpty ? nil : chosen
    }

    /// The functions whose call sites bind a parameter that `expressions` read, directly or
    /// through the computed properties and calls they reach: only those calls are read (every
    /// struct's memberwise initializer is such a function, which no request may reach).
    func reachableFunctions(from expressions: [NameExpression]) -> Set<String> {
        var functions = Set<String>()
        var seenKeys = Set<String>()
        var work = expressions
        while let expression = work.popLast() {
            for function in expression.parameterFunctions where functions.insert(function).inserted {
                for site in calls[Self.signature(function).base] ?? [] { work += site.arguments }
            }
            for key in readKeys(of: expression) where seenKeys.insert(key).inserted {
                work += (computed[key] ?? []).map(\.expression)
            }
        }
        return functions
    }

    /// The keys of ``computed`` an expression may read.
    func readKeys(of expression: NameExpression) -> [String] {
        switch expression {
        case .reference(let path):
            let trimmed = path.filter { $0 != "self" && $0 != "Self" }
            guard let last = trimmed.last else { return [] }
            if trimmed.count >= 2, trimmed[trimmed.count - 2].first?.isLowercase == true {
                return computed.keys.filter { $0.hasSuffix("." + last) }
            }
            return [trimmed.suffix(2).joined(separator: ".")]
        case .member(let type, let name):
            return (type.map { ["\($0).\(name)"] } ?? []) + [name]
        case .typedMember(let type, let name, let path):
            return ["\(type).\(name)"] + readKeys(of: .reference(path))
        case .call(let path):
            let trimmed = path.filter { $0 != "self" && $0 != "Self" }
            guard let last = trimmed.last else { return [] }
            if trimmed.count >= 2, trimmed[trimmed.count - 2].first?.isLowercase == true {
                return computed.keys.filter { $0.hasSuffix("." + last + "()") }
            }
            return [trimmed.suffix(2).joined(separator: ".") + "()", last + "()"]
        case .concatenation(let parts), .oneOf(let parts):
            return parts.flatMap(readKeys(of:))
        case .described(let inner), .apply(let inner, _):
            return readKeys(of: inner)
        case .parameter(_, _, _, let fallback), .caseParameter(_, _, _, _, _, let fallback):
            return fallback.flatMap(readKeys(of:))
        default:
            return []
        }
    }
}
