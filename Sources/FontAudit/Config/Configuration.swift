import Foundation
import Yams

/// The findings at or above which a run fails (`--fail-on`, `fail_on:`).
public enum FailureThreshold: String, CaseIterable, Sendable, Codable {
    /// Fail on errors only (the default).
    case error
    /// Fail on warnings and errors.
    case warning
    /// Never fail because of findings.
    case never

    /// Whether `result` fails the run.
    public func fails(_ result: AuditResult) -> Bool {
        switch self {
        case .error: result.findings.contains { $0.severity >= .error }
        case .warning: result.findings.contains { $0.severity >= .warning }
        case .never: false
        }
    }
}

/// `.fontaudit.yml`: rules to disable, severity overrides, paths to exclude, extra system font
/// names and the failure threshold.
///
/// ```yaml
/// disabled_rules: [font-not-listed]
/// severity:
///   manifest-entry-duplicate: error
/// exclude: ["Vendor/**"]
/// system_fonts: [CorporateSans-Regular]
/// style_dictionary: {name_key: font, size_key: size}
/// fail_on: warning
/// ```
public struct Configuration: Sendable, Hashable {
    /// Rule identifiers that do not run.
    public var disabledRules: Set<String> = []
    /// Severity per rule identifier, replacing the rule's default.
    public var severities: [String: Severity] = [:]
    /// Glob patterns relative to the audited path.
    public var exclude: [String] = []
    /// PostScript names to treat as system fonts.
    public var systemFonts: [String] = []
    /// The failure threshold, unless `--fail-on` says otherwise.
    public var failOn: FailureThreshold?
    /// The style dictionary key that holds a font name (`fontName` by default).
    public var styleNameKey = "fontName"
    /// The style dictionary key that holds a size (`fontSize` by default).
    public var styleSizeKey = "fontSize"

    /// The file name looked for next to the audited path.
    public static let fileName = ".fontaudit.yml"

    /// An empty configuration: every rule at its default severity.
    public init() {}

    /// Parses YAML text. Unknown keys and unknown rule identifiers are errors.
    /// - Parameters:
    ///   - yaml: The file's text.
    ///   - path: The file's path, for messages.
    ///   - knownRules: The identifiers a rule may be named by.
    public init(yaml: String, path: String, knownRules: Set<String>) throws {
        let loaded: Any?
        do {
            loaded = try Yams.load(yaml: yaml)
        } catch {
            throw ConfigurationError("\(path): not valid YAML (\(error))")
        }
        guard let loaded else { return }
        guard let root = loaded as? [String: Any] else {
            throw ConfigurationError("\(path): the top level must be a mapping of keys such as disabled_rules, severity, exclude, system_fonts, fail_on")
        }
        let keys: Set<String> = ["disabled_rules", "severity", "exclude", "system_fonts", "fail_on", "style_dictionary"]
        for key in root.keys.sorted() where !keys.contains(key) {
            throw ConfigurationError("\(path): unknown key '\(key)'; known keys are \(keys.sorted().joined(separator: ", "))")
        }
        func strings(_ key: String) throws -> [String] {
            guard let value = root[key] else { return [] }
            guard let list = value as? [Any], list.allSatisfy({ $0 is String }) else {
                throw ConfigurationError("\(path): '\(key)' must be a list of strings")
            }
            return list as! [String]
        }
        func checkRule(_ id: String, _ key: String) throws {
            guard knownRules.contains(id) else {
                let near = knownRules.min { EditDistance.between($0, id) < EditDistance.between($1, id) }
                throw ConfigurationError("\(path): '\(key)' names unknown rule '\(id)'\(near.map { "; did you mean '\($0)'?" } ?? ""); `fontaudit rules` lists them")
            }
        }
        for id in try strings("disabled_rules") {
            try checkRule(id, "disabled_rules")
            disabledRules.insert(id)
        }
        if let value = root["severity"] {
            guard let map = value as? [String: Any] else {
                throw ConfigurationError("\(path): 'severity' must map rule ids to error, warning or note")
            }
            for (id, level) in map {
                try checkRule(id, "severity")
                guard let text = level as? String, let severity = Severity(rawValue: text) else {
                    throw ConfigurationError("\(path): severity of '\(id)' must be error, warning or note")
                }
                severities[id] = severity
            }
        }
        exclude = try strings("exclude")
        systemFonts = try strings("system_fonts")
        if let value = root["style_dictionary"] {
            guard let map = value as? [String: Any], map.keys.allSatisfy({ $0 == "name_key" || $0 == "size_key" }),
                  map.values.allSatisfy({ $0 is String }) else {
                throw ConfigurationError("\(path): 'style_dictionary' takes name_key and size_key, each a string (such as name_key: fontName)")
            }
            styleNameKey = map["name_key"] as? String ?? styleNameKey
            styleSizeKey = map["size_key"] as? String ?? styleSizeKey
        }
        if let value = root["fail_on"] {
            guard let text = value as? String, let threshold = FailureThreshold(rawValue: text) else {
                throw ConfigurationError("\(path): 'fail_on' must be error, warning or never")
            }
            failOn = threshold
        }
    }

    /// Reads the configuration file at `url`.
    public static func load(from url: URL, displayPath: String, knownRules: Set<String>) throws -> Configuration {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw ConfigurationError("\(displayPath): cannot be read (\(error.localizedDescription))")
        }
        return try Configuration(yaml: text, path: displayPath, knownRules: knownRules)
    }
}

/// A configuration or baseline file that cannot be used.
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, naming the file.
    public let message: String
    /// Creates an error.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
