import FontAuditModel

/// String constants (`let`/`static let` with a constant value) and `String` enum raw values found
/// in the scanned Swift sources. A name bound to two different values is ambiguous and resolves
/// to nothing.
package struct SwiftConstants: Sendable, Codable {
    /// "brandBold" and "Fonts.brandBold" → value (nil when ambiguous).
    private(set) var values: [String: String?] = [:]
    /// "FontName.bold" → raw value.
    private(set) var rawValues: [String: String?] = [:]
    /// Keys of constants that are SwiftGen-generated fonts (`Roboto.bold`).
    private(set) var generatedFonts: Set<String> = []
    /// Unresolved definitions (`let a = b + "x"`), folded once all files are read.
    private(set) var pending: [(keys: [String], expression: NameExpression)] = []
    /// The cases of each enum, in order ("Weight" → bold, regular): their names and, for a
    /// `String` enum, raw values.
    private(set) var enumCases: [String: [EnumCase]] = [:]
    /// The `static let`s of a type of their own type with a literal value (`static let
    /// matterMedium: Self = "Matter-Medium"`): the values of a type a string literal makes, which
    /// a parameter of that type takes as an enum's takes its cases.
    private(set) var staticValues: [String: [EnumCase]] = [:]
    /// Computed properties returning names ("Style.fontName" and "fontName" → each returned
    /// expression): `var fontName: String { switch self { case .body: return "X" … } }`.
    private(set) var computed: [String: [Returned]] = [:]
    /// Calls of the functions whose `String` parameters name fonts, by the function's name
    /// (``SwiftNameScanner`` fills it once it knows which functions those are).
    var calls: [String: [CallSite]] = [:]

    /// One case of an enum.
    struct EnumCase: Codable, Hashable, Sendable {
        var name: String
        /// The raw value (the name when not written) of a `String` enum's case; nil for another enum.
        var raw: String?
        /// Whether the raw value is written as a literal (`case bold = "Brand-Bold"`).
        var rawWritten: Bool
        /// Whether `"\\(value)"` prints the case's name: the enum is not `CustomStringConvertible`
        /// and the case has no associated values.
        var describedAsName: Bool
        var file: String
        var line: Int
    }

    /// An expression a computed property returns, and where.
    struct Returned: Codable, Hashable, Sendable {
        var expression: NameExpression
        var file: String
        var line: Int
    }

    /// One call of a function: its arguments' labels (nil when unlabelled) and name expressions.
    struct CallSite: Codable, Hashable, Sendable {
        var labels: [String?]
        var arguments: [NameExpression]
        var file: String
        var line: Int
    }

    mutating func define(_ keys: [String], _ expression: NameExpression) {
        if case .literal(let text) = expression {
            for key in keys { Self.store(text, at: key, in: &values) }
        } else {
            pending.append((keys, expression))
        }
    }

    mutating func defineRawValue(_ key: String, _ value: String) {
        Self.store(value, at: key, in: &rawValues)
    }

    /// Folds definitions that refer to other constants, a few rounds deep.
    mutating func fold() {
        for _ in 0..<4 where !pending.isEmpty {
            var still: [(keys: [String], expression: NameExpression)] = []
            for item in pending {
                if let text = item.expression.resolve(in: self) {
                    for key in item.keys { Self.store(text, at: key, in: &values) }
                } else {
                    still.append(item)
                }
            }
            if still.count == pending.count { break }
            pending = still
        }
    }

    func value(of path: [String]) -> String? {
        let trimmed = path.filter { $0 != "self" && $0 != "Self" }
        let key = trimmed.suffix(2).joined(separator: ".")
        return values[key] ?? nil
    }

    /// The value of the members named `name` of any type, when they all agree (`.brandBold`).
    func uniqueMember(_ name: String) -> String? {
        let suffix = "." + name
        var found: String?
        for (key, value) in values where key.hasSuffix(suffix) {
            guard let value, found == nil || found == value else { return nil }
            found = value
        }
        return found
    }

    func rawValue(of path: [String]) -> String? {
        rawValues[path.suffix(2).joined(separator: ".")] ?? nil
    }

    mutating func markGeneratedFont(_ key: String) {
        generatedFonts.insert(key)
    }

    /// Whether `path` names a SwiftGen-generated font (`FontFamily.Roboto.bold`).
    func isGeneratedFont(_ path: [String]) -> Bool {
        generatedFonts.contains(path.filter { $0 != "self" && $0 != "Self" }.suffix(2).joined(separator: "."))
    }

    mutating func defineCases(_ type: String, _ cases: [EnumCase]) {
        // An enum declared twice (two modules) with other cases: its values are not one set.
        if let existing = enumCases[type], existing != cases {
            enumCases[type] = []
        } else {
            enumCases[type] = cases
        }
    }

    mutating func defineComputed(_ keys: [String], _ returned: [Returned]) {
        for key in keys { computed[key, default: []] += returned }
    }

    /// The cases of enum `type` (or, for a type a string literal makes, its `static let`s of its
    /// own type); nil when no such type was read, empty when it is ambiguous.
    func cases(of type: String) -> [EnumCase]? {
        enumCases[type] ?? staticValues[type]
    }

    mutating func defineStaticValue(_ type: String, _ value: EnumCase) {
        if !(staticValues[type]?.contains(value) ?? false) { staticValues[type, default: []].append(value) }
    }

    /// The values the computed property `type.name` (or a file-scope one, `type` nil) returns.
    func computedValue(type: String?, name: String, depth: Int) -> NameValue? {
        let key = type.map { "\($0).\(name)" } ?? name
        guard let returned = computed[key], !returned.isEmpty else { return nil }
        let label = key
        return .union(returned.map { item in
            let value = item.expression.evaluate(in: self, depth: depth + 1)
            guard case .known(let candidates) = value else { return value }
            return .known(candidates.map { candidate in
                var candidate = candidate
                if candidate.source == nil { candidate.source = ValueSource(label: label, file: item.file, line: item.line) }
                return candidate
            })
        })
    }

    /// The values of member `name` when one type alone has a constant or computed property of
    /// that name (a variable's member, `style.fontName`, whose type the audit does not know).
    func uniqueMemberValue(_ name: String, depth: Int) -> NameValue? {
        let suffix = "." + name
        let types = Set(values.keys.filter { $0.hasSuffix(suffix) } + computed.keys.filter { $0.hasSuffix(suffix) })
        guard types.count == 1, let key = types.first else { return nil }
        let type = String(key.dropLast(suffix.count))
        if let text = value(of: [type, name]) { return .literal(text) }
        return computedValue(type: type, name: name, depth: depth)
    }

    /// The values a `String` parameter takes over the calls of its function (``calls``): the
    /// argument labelled `label` (or, unlabelled, at `index`) at each, or the default value where
    /// a call leaves it out. Open when no call is known, or any argument is open.
    func argumentValues(function: String, label: String, index: Int, fallback: [NameExpression], depth: Int) -> NameValue {
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
            values.append(.known(candidates.map { NameCandidate(text: $0.text, source: $0.source ?? source, origin: nil) }))
        }
        return values.isEmpty ? .unknown : .union(values)
    }

    /// The cases of enum `type` a parameter is given at its function's calls (`.rokkitt`,
    /// `CustomFont.rokkitt`, or the default where a call leaves it out); nil when no call is
    /// known or one passes anything else (a variable), so that any case may be given.
    func argumentCases(function: String, label: String, index: Int, type: String, fallback: [NameExpression]) -> Set<String>? {
        let (base, declared) = Self.signature(function)
        guard let sites = calls[base], let cases = self.cases(of: type)?.map(\.name), !cases.isEmpty else { return nil }
        var chosen = Set<String>()
        func caseName(_ expression: NameExpression) -> String? {
            switch expression {
            case .implicitMember(let name): return cases.contains(name) ? name : nil
            case .reference(let path) where path.count == 2 && path[0] == type: return cases.contains(path[1]) ? path[1] : nil
            default: return nil
            }
        }
        for site in sites {
            guard index < declared.count, let arguments = Self.arguments(site.labels, for: declared) else { continue }
            guard let expression = arguments[index].map({ site.arguments[$0] }) ?? fallback.first, let name = caseName(expression) else { return nil }
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
        case .call(let path):
            let trimmed = path.filter { $0 != "self" && $0 != "Self" }
            guard let last = trimmed.last else { return [] }
            if trimmed.count >= 2, trimmed[trimmed.count - 2].first?.isLowercase == true {
                return computed.keys.filter { $0.hasSuffix("." + last + "()") }
            }
            return [trimmed.suffix(2).joined(separator: ".") + "()", last + "()"]
        case .concatenation(let parts), .oneOf(let parts):
            return parts.flatMap(readKeys(of:))
        case .described(let inner):
            return readKeys(of: inner)
        case .parameter(_, _, _, let fallback), .caseParameter(_, _, _, _, _, let fallback):
            return fallback.flatMap(readKeys(of:))
        default:
            return []
        }
    }

    /// `makeLabel(fontName:size:)` as its base name and labels (`_` for an unlabelled parameter).
    static func signature(_ function: String) -> (base: String, labels: [String]) {
        guard let open = function.firstIndex(of: "(") else { return (function, []) }
        let labels = function[function.index(after: open)...].dropLast().split(separator: ":").map(String.init)
        return (String(function[..<open]), labels)
    }

    /// For each parameter of a function declared with labels `declared`, the position of its
    /// argument in a call with `labels` (nil where the call leaves it to its default); nil when
    /// the call cannot be of that function (its labels are not the declared ones in order).
    static func arguments(_ labels: [String?], for declared: [String]) -> [Int?]? {
        var positions = [Int?](repeating: nil, count: declared.count)
        var next = declared.startIndex
        for (position, label) in labels.enumerated() {
            guard let found = declared[next...].firstIndex(of: label ?? "_") else { return nil }
            positions[found] = position
            next = found + 1
        }
        return positions
    }

    /// Every place these constants name put in `path`: the constants of one file, parsed under a
    /// placeholder path (``SwiftPrefetch``).
    mutating func relocate(to path: String) {
        for key in enumCases.keys { enumCases[key] = enumCases[key]?.map { var item = $0; item.file = path; return item } }
        for key in staticValues.keys { staticValues[key] = staticValues[key]?.map { var item = $0; item.file = path; return item } }
        for key in computed.keys { computed[key] = computed[key]?.map { var item = $0; item.file = path; return item } }
    }

    mutating func markAmbiguous(_ key: String) {
        values[key] = .some(nil)
    }

    private static func store(_ text: String, at key: String, in table: inout [String: String?]) {
        if let existing = table[key] {
            if existing != text { table[key] = .some(nil) }
        } else {
            table[key] = .some(text)
        }
    }
}

extension SwiftConstants {
    private enum CodingKeys: String, CodingKey {
        case values, rawValues, generatedFonts, pending, enumCases, staticValues, computed, calls
    }

    /// One of ``pending``'s definitions, which are tuples (not `Codable`).
    private struct Definition: Codable {
        var keys: [String]
        var expression: NameExpression
    }

    /// Decodes what ``encode(to:)`` writes.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        values = try container.decode([String: String?].self, forKey: .values)
        rawValues = try container.decode([String: String?].self, forKey: .rawValues)
        generatedFonts = try container.decode(Set<String>.self, forKey: .generatedFonts)
        pending = try container.decode([Definition].self, forKey: .pending).map { ($0.keys, $0.expression) }
        enumCases = try container.decode([String: [EnumCase]].self, forKey: .enumCases)
        staticValues = try container.decode([String: [EnumCase]].self, forKey: .staticValues)
        computed = try container.decode([String: [Returned]].self, forKey: .computed)
        calls = try container.decode([String: [CallSite]].self, forKey: .calls)
    }

    /// Every field, the pending definitions as `{keys, expression}`.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(values, forKey: .values)
        try container.encode(rawValues, forKey: .rawValues)
        try container.encode(generatedFonts, forKey: .generatedFonts)
        try container.encode(pending.map { Definition(keys: $0.keys, expression: $0.expression) }, forKey: .pending)
        try container.encode(enumCases, forKey: .enumCases)
        try container.encode(staticValues, forKey: .staticValues)
        try container.encode(computed, forKey: .computed)
        try container.encode(calls, forKey: .calls)
    }
}
