import FontAuditModel
import SwiftSyntax

extension SwiftNameScanner {
    /// Reads every assignment in `files` to the stored `var`s (``NameDefinitions/assignable``) the
    /// open expressions read, and makes each such property a computed value: the values its
    /// declaration gives and every value assigned to it (`Theme.shared.bodyFont = "Brand-Bold"`,
    /// `self.bodyFont = BrandBody` in its initializer). One assignment the audit cannot follow
    /// (a value it does not know, `+=`, `&theme.bodyFont`, a key path, `setValue(_:forKey:)`)
    /// leaves the property open, and so does a name two types declare: an assignment through a
    /// variable (`theme.bodyFont = …`) could be to either. Returns whether any name was read.
    ///
    /// The bound: an assignment through a variable whose type is not known counts for the type
    /// that declares the name, and a bare assignment inside that type counts for it even when a
    /// local of the same name is what it assigns.
    func readAssignments(
        of expressions: [NameExpression], in files: [SourceText], into constants: inout NameDefinitions,
        read: inout Set<String>
    ) -> Bool {
        let byName = Dictionary(grouping: constants.assignable.keys) { String($0.split(separator: ".").last ?? "") }
        let names = Set(byName.keys).intersection(Self.openReferences(of: expressions, in: constants).members)
            .subtracting(read)
        guard !names.isEmpty else { return false }
        read.formUnion(names)
        let wanted = names.sorted()
        // A storage wrapper's key is written where its property's name may not be.
        var stored: [String: (type: String, name: String)] = [:]
        for (key, property) in constants.storageKeys {
            let name = String(property.split(separator: ".").last ?? "")
            guard names.contains(name) else { continue }
            stored[key] = (String(property.dropLast(name.count + 1)), name)
        }
        let storageKeys = stored
        // `register(defaults: values)`, whose keys the audit may not read, stores under any key.
        let query = WordQuery(wanted + storageKeys.keys.sorted() + (storageKeys.isEmpty ? [] : ["defaults"]))
        let found = files.filter { $0.containsAny(query) }.concurrentMap { file in
            walked(file, keptAs: .assignments(wanted + storageKeys.map { "\($0.key)=\($0.value.type)" }.sorted())) {
                tree, lines -> [AssignmentVisitor.Assignment] in
                let visitor = AssignmentVisitor(names: names, storageKeys: storageKeys, path: file.path, lines: lines)
                visitor.walk(tree)
                return visitor.assignments
            }
        }
        let assignments = Dictionary(grouping: found.joined(), by: \.name)
        // Whether an extension may make a type decode itself, searched once per type.
        var decodes: [String: Bool] = [:]
        for name in wanted {
            let keys = byName[name] ?? []
            for key in keys.sorted() {
                let type = String(key.dropLast(name.count + 1))
                var returned = constants.assignable[key] ?? []
                // An assignment through a receiver not shown to be this type may be to it, and one of
                // a parameter's value gives each instance its own (`init(bodyFont:)`): open. Test,
                // mock and preview code never runs in the app: its assignments are not the app's.
                for assignment in assignments[name] ?? [] where !Self.isTestOrPreview(assignment.file) {
                    // A struct's or enum's own property of the same name (`self.fontArabic =
                    // fontArabic` in a view's initializer) is not this type's.
                    if assignment.receiverIsOwnValueType, assignment.receiverType != type { continue }
                    let followed = assignment.receiverType == type && !assignment.expression.readsParameter
                    returned.append(
                        NameDefinitions.Returned(
                            expression: followed ? assignment.expression : .unknown,
                            file: assignment.file, line: assignment.line))
                }
                // Two types of one name (two targets, two nested types), or a type an extension
                // somewhere makes `Codable`: open.
                if decodes[type] == nil { decodes[type] = Self.mayDecode(type, in: files) }
                if keys.count > 1 || (constants.assignableSites[key]?.count ?? 0) > 1 || decodes[type] == true {
                    returned.append(NameDefinitions.Returned(expression: .unknown, file: "", line: 0))
                }
                // `var fontName = ""`, set before it is used: an empty string holds the place of a
                // name, it is not one the code asks for.
                returned.removeAll { $0.expression == .literal("") }
                guard !returned.isEmpty else { continue }
                constants.defineComputed([key], returned)
            }
        }
        return true
    }

    /// Whether `path` is test, mock or preview code: a folder named `…Tests`, `…Specs`, `Mocks`
    /// or `Preview Content`, or a file named `Mock…`, `…Spec.swift`, `…Previews.swift`.
    static func isTestOrPreview(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        let folders = parts.dropLast()
        if folders.contains(where: {
            $0.hasSuffix("Tests") || $0.hasSuffix("Specs") || $0 == "Mocks" || $0 == "Preview Content"
        }) {
            return true
        }
        let name = parts.last ?? ""
        return name.hasPrefix("Mock") || name.hasSuffix("Spec.swift") || name.hasSuffix("Previews.swift")
    }

    /// Whether an extension of `type` in `files` may make it decode itself (`extension Theme:
    /// Codable`, or a protocol of the app's that may be): its properties then take values from data.
    static func mayDecode(_ type: String, in files: [SourceText]) -> Bool {
        let needle = ByteSearch.Needle("extension \(type)")
        let qualified = ByteSearch.Needle(".\(type):")
        let alias = ByteSearch.Needle("= \(type)")
        return files.filter { $0.containsAny(WordQuery([type])) }.contains { file in
            let bytes = file.load()
            // `extension Design.Theme: Codable`, `typealias AppTheme = Theme`: not read, open.
            if ByteSearch.contains(bytes, qualified)
                || (ByteSearch.contains(bytes, alias)
                    && ByteSearch.contains(bytes, ByteSearch.Needle("typealias")))
            {
                return true
            }
            for offset in ByteSearch.offsets(of: needle, in: bytes) {
                // What follows the name: `:` (conformances) makes it a candidate; `{`, `where`, `.` do not.
                var index = offset + needle.bytes.count
                while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
                if index < bytes.count, bytes[index] == UInt8(ascii: ":") { return true }
            }
            return false
        }
    }

    /// The names the open expressions (and the open arguments of the calls read) refer to, and
    /// through the computed properties they read, what those return refers to in turn; the
    /// names among them that are types; and the members they read (`bodyFont` of
    /// `Theme.shared.bodyFont`).
    static func openReferences(of expressions: [NameExpression], in constants: NameDefinitions)
        -> (names: Set<String>, types: Set<String>, members: Set<String>)
    {
        var open = expressions.filter { $0.evaluate(in: constants).candidates == nil }
        for calls in constants.calls.values {
            for site in calls { open += site.arguments.filter { $0.evaluate(in: constants).candidates == nil } }
        }
        var names = Set<String>()
        var types = Set<String>()
        var members = Set<String>()
        var seenKeys = Set<String>()
        while let expression = open.popLast() {
            names.formUnion(expression.referencedNames)
            members.formUnion(expression.readMembers)
            types.formUnion(expression.referencedTypes)
            for key in constants.readKeys(of: expression) where seenKeys.insert(key).inserted {
                open += (constants.computed[key] ?? []).map(\.expression)
            }
        }
        return (names, types, members)
    }
}

extension NameExpression {
    /// Whether this expression takes a parameter's values (`self.bodyFont = bodyFont` in
    /// `init(bodyFont:)`): each call gives its own instance its own value.
    var readsParameter: Bool {
        switch self {
        case .parameter, .caseParameter: return true
        case .oneOf(let parts), .concatenation(let parts): return parts.contains { $0.readsParameter }
        case .described(let inner): return inner.readsParameter
        default: return false
        }
    }

    /// The properties this expression reads, by name: `bodyFont` of `theme.bodyFont`.
    var readMembers: Set<String> {
        switch self {
        case .reference(let path): return path.last.map { [$0] } ?? []
        case .member(_, let name), .typedMember(_, let name, _): return [name]
        case .oneOf(let parts), .concatenation(let parts):
            return parts.reduce(into: Set()) { $0.formUnion($1.readMembers) }
        case .described(let inner): return inner.readMembers
        case .parameter(_, _, _, let fallback), .caseParameter(_, _, _, _, _, let fallback):
            return fallback.reduce(into: Set()) { $0.formUnion($1.readMembers) }
        default: return []
        }
    }
}
