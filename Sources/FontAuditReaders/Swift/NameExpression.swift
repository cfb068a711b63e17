import FontAuditModel

/// A font-name argument as far as it can be known without running the code: a literal, a
/// reference to a constant, an enum case's raw value, or a concatenation of those.
package indirect enum NameExpression: Hashable, Sendable, Codable {
    /// A string literal without interpolation.
    case literal(String)
    /// A constant by its (possibly qualified) name: `brandBold`, `Fonts.brandBold`.
    case reference([String])
    /// An unqualified name used inside type `type` (nil at file scope): the type's member of that
    /// name if there is one, else the file-scope constant.
    case member(type: String?, name: String)
    /// `FontName.bold.rawValue`: the raw value of an enum case.
    case rawValue([String])
    /// `"Brand" + "-Bold"`.
    case concatenation([NameExpression])
    /// `.brandBold`, an implicit member: the one constant of that name in any type.
    case implicitMember(String)
    /// Anything else: a call, an interpolation, a parameter.
    case unknown

    /// The text of a plain string literal, else nil.
    var literalText: String? {
        if case .literal(let text) = self { return text }
        return nil
    }

    /// Where the one literal that spells this name is written, for fix mode: here, or at the
    /// definition of the constant or enum case it names; nil for a concatenation or anything
    /// else that no single literal spells, and for a SwiftGen-generated font (regenerated, never
    /// edited).
    var origin: NameOrigin? {
        switch self {
        case .literal: return .literal
        case .reference(let path):
            let trimmed = path.filter { $0 != "self" && $0 != "Self" }
            return trimmed.last.map { .constant($0) }
        case .member(_, let name), .implicitMember(let name): return .constant(name)
        case .rawValue(let path): return path.last.map { .enumCase($0) }
        case .concatenation, .unknown: return nil
        }
    }

    /// Words a file must contain to define what this expression refers to: the type name of a
    /// qualified reference (`FontName` for `FontName.bold.rawValue`), else the constant's name.
    var referencedNames: Set<String> {
        switch self {
        case .literal, .unknown:
            return []
        case .reference(let path), .rawValue(let path):
            var trimmed = path.filter { $0 != "self" && $0 != "Self" }
            if trimmed.count >= 3, trimmed.last == "name" { trimmed.removeLast() }
            return trimmed.count >= 2 ? [trimmed[trimmed.count - 2]] : Set(trimmed)
        case .member(_, let name), .implicitMember(let name):
            return [name]
        case .concatenation(let parts): return parts.reduce(into: Set()) { $0.formUnion($1.referencedNames) }
        }
    }

    /// Of ``referencedNames``, those named as a type whose members hold the value (`FontName` of
    /// `FontName.bold`); the others name a constant itself.
    var referencedTypes: Set<String> {
        switch self {
        case .literal, .unknown, .member, .implicitMember:
            return []
        case .reference(let path), .rawValue(let path):
            var trimmed = path.filter { $0 != "self" && $0 != "Self" }
            if trimmed.count >= 3, trimmed.last == "name" { trimmed.removeLast() }
            return trimmed.count >= 2 ? [trimmed[trimmed.count - 2]] : []
        case .concatenation(let parts): return parts.reduce(into: Set()) { $0.formUnion($1.referencedTypes) }
        }
    }

    /// This expression as written inside type `type`, where the names in `bound` are parameters or
    /// local variables: those stay dynamic; other bare names look up the type's members first.
    func scoped(type: String?, bound: Set<String>) -> NameExpression {
        switch self {
        case .reference(let path) where path.count == 1:
            return bound.contains(path[0]) ? .unknown : .member(type: type, name: path[0])
        case .reference(let path) where path.count == 2 && (path[0] == "self" || path[0] == "Self"):
            return .member(type: type, name: path[1])
        case .concatenation(let parts):
            return .concatenation(parts.map { $0.scoped(type: type, bound: bound) })
        default:
            return self
        }
    }

    /// Whether some part is not known without running the code (a call, an interpolation, a
    /// parameter): such an expression never resolves.
    var hasUnknownPart: Bool {
        switch self {
        case .unknown: return true
        case .concatenation(let parts): return parts.contains { $0.hasUnknownPart }
        default: return false
        }
    }

    /// What a name that stays dynamic is known to start and end with: the parts of a
    /// concatenation (or an interpolated literal) that resolve, from each end up to the first that
    /// does not. Empty for anything else.
    func knownEnds(in constants: SwiftConstants) -> (prefix: String, suffix: String) {
        guard case .concatenation(let parts) = self else { return ("", "") }
        var prefix = ""
        for part in parts {
            guard let text = part.resolve(in: constants) else { break }
            prefix += text
        }
        var suffix = ""
        for part in parts.reversed() {
            guard let text = part.resolve(in: constants) else { break }
            suffix = text + suffix
        }
        return (prefix, suffix)
    }

    /// The string, given the constants found in the sources; nil when it stays dynamic.
    func resolve(in constants: SwiftConstants) -> String? {
        switch self {
        case .literal(let text):
            return text
        case .reference(let path):
            // SwiftGen's `FontFamily.Inter.semiBold.name`: the generated font's PostScript name.
            if path.count >= 3, path.last == "name", constants.isGeneratedFont(Array(path.dropLast())) {
                return constants.value(of: Array(path.dropLast()))
            }
            return constants.value(of: path)
        case .member(let type, let name):
            return type.flatMap { constants.value(of: [$0, name]) } ?? constants.value(of: [name])
        case .rawValue(let path):
            return constants.rawValue(of: path)
        case .implicitMember(let name):
            return constants.uniqueMember(name)
        case .concatenation(let parts):
            var result = ""
            for part in parts {
                guard let text = part.resolve(in: constants) else { return nil }
                result += text
            }
            return result
        case .unknown:
            return nil
        }
    }
}

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
        case values, rawValues, generatedFonts, pending
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
    }

    /// Every field, the pending definitions as `{keys, expression}`.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(values, forKey: .values)
        try container.encode(rawValues, forKey: .rawValues)
        try container.encode(generatedFonts, forKey: .generatedFonts)
        try container.encode(pending.map { Definition(keys: $0.keys, expression: $0.expression) }, forKey: .pending)
    }
}
