import FontAuditInventory
import FontAuditModel
import FontAuditReporters
import FontAuditRules
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
    var registration: [RegistrationHelper]?

    /// `registration: [{function: Fonts.load, bundle: main, files: "Fonts/*.ttf"}]`: an in-house
    /// helper that registers fonts in code the audit cannot read.
    struct RegistrationHelper: Decodable {
        var library: RegistrationLibrary

        enum CodingKeys: String, CodingKey, CaseIterable {
            case function
            case bundle
            case files
        }

        /// The marker of a value that decodes but cannot be used; the message follows it.
        static let invalid = "invalid: "

        init(from decoder: Decoder) throws {
            try ConfigurationFile.rejectUnknownKeys(in: decoder, known: CodingKeys.allCases.map(\.rawValue))
            let container = try decoder.container(keyedBy: CodingKeys.self)
            func invalid(_ key: CodingKeys, _ message: String) -> DecodingError {
                .dataCorrupted(.init(codingPath: decoder.codingPath + [key], debugDescription: Self.invalid + message))
            }
            let function = try container.decode(String.self, forKey: .function)
            let parts = function.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard
                parts.allSatisfy({ part in
                    part.first.map { $0.isLetter || $0 == "_" } == true
                        && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
                })
            else {
                throw invalid(
                    .function,
                    "function must be the name the code calls, such as Fonts.load or registerFonts, not '\(function)'")
            }
            let bundleName = try container.decodeIfPresent(String.self, forKey: .bundle) ?? "main"
            let bundle: FontRegistration.BundleReference
            switch bundleName {
            case "main": bundle = .main
            case "own": bundle = .own
            default:
                throw invalid(
                    .bundle,
                    "bundle must be main (Bundle.main) or own (the bundle of the code that calls it, Bundle.module in a package), not '\(bundleName)'"
                )
            }
            let files: [String]
            if let one = try? container.decode(String.self, forKey: .files) {
                files = [one]
            } else {
                files = try container.decode([String].self, forKey: .files)
            }
            guard !files.isEmpty, files.allSatisfy({ !$0.isEmpty && !$0.hasPrefix("/") }) else {
                throw invalid(
                    .files,
                    "files must be a glob over the bundle's paths, such as \"Fonts/*.ttf\" or \"**/*.otf\", or a list of them"
                )
            }
            library = RegistrationLibrary(
                type: parts.count > 1 ? parts.dropLast().joined(separator: ".") : nil, function: parts[parts.count - 1],
                bundle: bundle, kind: .url, patterns: files,
                summary:
                    "the files matching \(quotedList(files)) (\(Configuration.fileName))")
        }
    }

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
        case registration
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
        registration = try container.decodeIfPresent([RegistrationHelper].self, forKey: .registration)
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
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath + [AnyKey(stringValue: key)], debugDescription: unknownKey))
        }
    }

    /// What a decoding error means for the user, with the file and the line of the value at fault.
    static func problem(for error: DecodingError, in root: Node) -> (line: Int?, detail: String) {
        let context: DecodingError.Context
        switch error {
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c), .dataCorrupted(let c):
            context = c
        @unknown default: return (nil, "\(error)")
        }
        let keys = context.codingPath.map(\.stringValue)
        let location = line(of: context.codingPath, in: root)
        let top =
            "the top level must be a mapping of keys such as disabled_rules, severity, exclude, system_fonts, fail_on"
        guard let first = keys.first else { return (location, top) }
        if context.debugDescription == unknownKey {
            if keys.count == 1 {
                let known = CodingKeys.allCases.map(\.rawValue).sorted().joined(separator: ", ")
                return (location, "unknown key '\(first)'; known keys are \(known)")
            }
        }
        switch CodingKeys(rawValue: first) {
        case .disabledRules, .optInRules, .exclude, .systemFonts:
            return (location, "'\(first)' must be a list of strings")
        case .severity where keys.count >= 2:
            return (location, "severity of '\(keys[1])' must be error, warning or note")
        case .severity:
            return (location, "'severity' must map rule ids to error, warning or note")
        case .failOn:
            return (location, "'fail_on' must be error, warning or never")
        case .styleDictionary:
            return (
                location, "'style_dictionary' takes name_key and size_key, each a string (such as name_key: fontName)"
            )
        case .registration where context.debugDescription.hasPrefix(RegistrationHelper.invalid):
            return (location, "registration: \(context.debugDescription.dropFirst(RegistrationHelper.invalid.count))")
        case .registration:
            return (
                location,
                "'registration' must be a list of helpers, each with function (such as Fonts.load), bundle (main or own) and files (a glob such as \"Fonts/*.ttf\", or a list of them)"
            )
        case nil:
            return (location, top)
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
