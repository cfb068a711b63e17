import Yams

/// `.fontaudit.yml` as written, decoded by Yams: each key optional, each value of one type. A
/// value of another type, or a key it does not know, is a `DecodingError` whose coding path
/// ``message(for:in:path:)`` turns into a sentence with the line it is on.
struct ConfigurationFile: Decodable {
    var disabledRules: [String]?
    var optInRules: [String]?
    var severity: [String: Severity]?
    var exclude: [String]?
    var systemFonts: [String]?
    var failOn: FailureThreshold?
    var styleDictionary: StyleKeys?

    /// `style_dictionary: {name_key: …, size_key: …}`.
    struct StyleKeys: Decodable {
        var nameKey: String?
        var sizeKey: String?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case nameKey = "name_key"
            case sizeKey = "size_key"
        }

        init(from decoder: Decoder) throws {
            try ConfigurationFile.rejectUnknownKeys(in: decoder, known: CodingKeys.allCases.map(\.rawValue))
            let container = try decoder.container(keyedBy: CodingKeys.self)
            nameKey = try container.decodeIfPresent(String.self, forKey: .nameKey)
            sizeKey = try container.decodeIfPresent(String.self, forKey: .sizeKey)
        }
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case disabledRules = "disabled_rules"
        case optInRules = "opt_in_rules"
        case severity
        case exclude
        case systemFonts = "system_fonts"
        case failOn = "fail_on"
        case styleDictionary = "style_dictionary"
    }

    init(from decoder: Decoder) throws {
        try Self.rejectUnknownKeys(in: decoder, known: CodingKeys.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        disabledRules = try container.decodeIfPresent([String].self, forKey: .disabledRules)
        optInRules = try container.decodeIfPresent([String].self, forKey: .optInRules)
        severity = try container.decodeIfPresent([String: Severity].self, forKey: .severity)
        exclude = try container.decodeIfPresent([String].self, forKey: .exclude)
        systemFonts = try container.decodeIfPresent([String].self, forKey: .systemFonts)
        failOn = try container.decodeIfPresent(FailureThreshold.self, forKey: .failOn)
        styleDictionary = try container.decodeIfPresent(StyleKeys.self, forKey: .styleDictionary)
    }

    /// Any key, to list what a mapping holds.
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The marker `debugDescription` of an unknown key's error.
    private static let unknownKey = "unknown key"

    /// Throws for the first key of the mapping at `decoder` that is not in `known`.
    static func rejectUnknownKeys(in decoder: Decoder, known: [String]) throws {
        let keys = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
        for key in keys.sorted() where !known.contains(key) {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath + [AnyKey(stringValue: key)], debugDescription: unknownKey))
        }
    }

    /// What a decoding error means for the user, with the file and the line of the value at fault.
    static func message(for error: DecodingError, in root: Node, path: String) -> String {
        let context: DecodingError.Context
        switch error {
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c), .dataCorrupted(let c): context = c
        @unknown default: return "\(path): \(error)"
        }
        let keys = context.codingPath.map(\.stringValue)
        let location = line(of: context.codingPath, in: root).map { "\(path):\($0)" } ?? path
        let top = "the top level must be a mapping of keys such as disabled_rules, severity, exclude, system_fonts, fail_on"
        guard let first = keys.first else { return "\(location): \(top)" }
        if context.debugDescription == unknownKey {
            if keys.count == 1 {
                let known = CodingKeys.allCases.map(\.rawValue).sorted().joined(separator: ", ")
                return "\(location): unknown key '\(first)'; known keys are \(known)"
            }
        }
        switch CodingKeys(rawValue: first) {
        case .disabledRules, .optInRules, .exclude, .systemFonts:
            return "\(location): '\(first)' must be a list of strings"
        case .severity where keys.count >= 2:
            return "\(location): severity of '\(keys[1])' must be error, warning or note"
        case .severity:
            return "\(location): 'severity' must map rule ids to error, warning or note"
        case .failOn:
            return "\(location): 'fail_on' must be error, warning or never"
        case .styleDictionary:
            return "\(location): 'style_dictionary' takes name_key and size_key, each a string (such as name_key: fontName)"
        case nil:
            return "\(location): \(top)"
        }
    }

    /// The line of the deepest node `codingPath` reaches in `root`: the key's line for a mapping
    /// entry, the element's for a list item.
    private static func line(of codingPath: [CodingKey], in root: Node) -> Int? {
        var node = root
        var line = root.mark?.line
        for key in codingPath {
            if let mapping = node.mapping, let entry = mapping.first(where: { $0.key.string == key.stringValue }) {
                line = entry.key.mark?.line ?? line
                node = entry.value
            } else if let sequence = node.sequence, let index = key.intValue, index < sequence.count {
                node = sequence[index]
                line = node.mark?.line ?? line
            } else {
                break
            }
        }
        return line
    }
}
