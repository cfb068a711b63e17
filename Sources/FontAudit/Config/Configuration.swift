import FontAuditModel
import FontAuditReporters
import Foundation
import Yams

/// `.fontaudit.yml`: rules to disable, opt-in rules to run, severity overrides, paths to exclude,
/// extra system font names and the failure threshold.
///
/// ```yaml
/// disabled_rules: [font-not-listed]
/// opt_in_rules: [font-not-scaled]
/// severity:
///   manifest-entry-duplicate: error
/// exclude: ["Vendor/**"]
/// system_fonts: [CorporateSans-Regular]
/// style_dictionary: {name_key: font, size_key: size}
/// registration:
///   - function: Fonts.load
///     bundle: main
///     files: "Fonts/*.ttf"
/// fail_on: warning
/// ```
public struct Configuration: Sendable, Hashable {
    /// Rule identifiers that do not run.
    public var disabledRules: Set<String> = []
    /// Opt-in rules that run (``RuleDescription/optIn``); the others do not.
    public var optInRules: Set<String> = []
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
    /// In-house registration helpers (`registration:`): where the code calls one, the files of
    /// its bundle that match its patterns count as registered.
    package var registrationHelpers: [RegistrationLibrary] = []

    /// Whether a rule runs: not disabled, and named under `opt_in_rules` when it is opt-in.
    public func runs(_ rule: RuleDescription) -> Bool {
        !disabledRules.contains(rule.identifier) && (!rule.optIn || optInRules.contains(rule.identifier))
    }

    /// The file name looked for next to the audited path.
    public static let fileName = ".fontaudit.yml"

    /// An empty configuration: every rule at its default severity.
    public init() {}

    /// Parses YAML text. Unknown keys, values of the wrong type and unknown rule identifiers are
    /// errors naming the file and, for a value of the wrong type or an unknown key, its line.
    /// - Parameters:
    ///   - yaml: The file's text.
    ///   - path: The file's path, for messages.
    ///   - knownRules: The identifiers a rule may be named by.
    public init(yaml: String, path: String, knownRules: Set<String>) throws {
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch {
            throw ConfigurationError.invalidYAML(path: path, reason: "\(error)")
        }
        // An empty file, or one holding only a null, configures nothing.
        guard let root, root.scalar.map({ ["", "~", "null", "Null", "NULL"].contains($0.string) }) != true else {
            return
        }
        let file: ConfigurationFile
        do {
            file = try YAMLDecoder().decode(ConfigurationFile.self, from: root)
        } catch let error as DecodingError {
            let problem = ConfigurationFile.problem(for: error, in: root)
            throw ConfigurationError.invalidValue(path: path, line: problem.line, detail: problem.detail)
        }
        func checkRule(_ id: String, _ key: String) throws {
            guard knownRules.contains(id) else {
                let near = knownRules.min { EditDistance.between($0, id) < EditDistance.between($1, id) }
                throw ConfigurationError.unknownRule(path: path, key: key, rule: id, suggestion: near)
            }
        }
        for id in file.disabledRules ?? [] {
            try checkRule(id, "disabled_rules")
            disabledRules.insert(id)
        }
        for id in file.optInRules ?? [] {
            try checkRule(id, "opt_in_rules")
            optInRules.insert(id)
        }
        for (id, severity) in file.severity ?? [:] {
            try checkRule(id, "severity")
            severities[id] = severity
        }
        exclude = file.exclude ?? []
        systemFonts = file.systemFonts ?? []
        styleNameKey = file.styleDictionary?.nameKey ?? styleNameKey
        styleSizeKey = file.styleDictionary?.sizeKey ?? styleSizeKey
        failOn = file.failOn
        registrationHelpers = file.registration?.map(\.library) ?? []
    }

    /// Reads the configuration file at `url`.
    public static func load(from url: URL, displayPath: String, knownRules: Set<String>) throws -> Configuration {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw ConfigurationError.unreadable(path: displayPath, reason: error.localizedDescription)
        }
        return try Configuration(yaml: text, path: displayPath, knownRules: knownRules)
    }
}

/// A configuration or baseline file that cannot be used. Each case carries the facts; ``message``
/// says them, naming the file (and the line, when known).
public enum ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file cannot be read.
    case unreadable(path: String, reason: String)
    /// The file is not YAML.
    case invalidYAML(path: String, reason: String)
    /// A key or value is not what `.fontaudit.yml` takes: `detail` says what it takes.
    case invalidValue(path: String, line: Int?, detail: String)
    /// `key` names a rule that does not exist; `suggestion` is the nearest that does.
    case unknownRule(path: String, key: String, rule: String, suggestion: String?)
    /// A baseline file that `--write-baseline` did not write.
    case notABaseline(path: String, reason: String)

    /// What is wrong, naming the file.
    public var message: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): cannot be read (\(reason))"
        case .invalidYAML(let path, let reason): "\(path): not valid YAML (\(reason))"
        case .invalidValue(let path, let line, let detail): "\(path)\(line.map { ":\($0)" } ?? ""): \(detail)"
        case .unknownRule(let path, let key, let rule, let suggestion):
            "\(path): '\(key)' names unknown rule '\(rule)'\(suggestion.map { "; did you mean '\($0)'?" } ?? ""); `fontaudit rules` lists them"
        case .notABaseline(let path, let reason): "\(path): not a baseline written by --write-baseline (\(reason))"
        }
    }

    /// The message.
    public var description: String { message }
}
