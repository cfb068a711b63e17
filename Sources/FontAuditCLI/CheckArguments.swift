import FontAuditModel
import FontAuditReporters

/// What `fontaudit check` was asked, as ``FontAuditCommand/Check/perform(_:)`` takes it: the
/// command's options, their defaults the same.
struct CheckArguments: Equatable {
    var path: String
    var plist: [String] = []
    var fonts: String?
    var sources: [String] = []
    var target: [String] = []
    var package = false
    var buildConfiguration: String?
    var format: OutputFormat = .text
    var output: String?
    var failOn: FailureThreshold?
    var defaultFailOn: FailureThreshold = .error
    var absolutePaths = false
    var expand = false
    var openNames = false
    var config: String?
    var fallbackConfig: String?
    var baseline: String?
    var writeBaseline: String?
    var docsURL: String?
    var stamp: String?
    var cachePath: String?
    var noCache = false
    var fix = false
    var fixRules: [String] = []
    var dryRun = false
    var noColor = false
    var quiet = false

    /// The arguments of a plain `check` command line (after `check`), read without
    /// argument-parser, whose reflection of the command's options took 5 ms of a run's start on
    /// one core (its runtime conformance lookups scan the whole binary's conformances): one PATH,
    /// and the options the build-tool plugin, the Xcode recipe, CI and the benchmarks pass, each
    /// written `--name value` or `--name=value`, once (`--target` may repeat). Nil for anything
    /// else (help, `--fix`, short options, a repeated option, a value starting with `-`, a
    /// combination `validate()` refuses): argument-parser reads those, with its own messages.
    /// `CheckArgumentsTests` holds what this gives to what argument-parser gives.
    static func direct(_ arguments: [String]) -> CheckArguments? {
        var path: String?
        var result = CheckArguments(path: "")
        var seen = Set<String>()
        var index = 0
        while index < arguments.count {
            var name = arguments[index]
            index += 1
            guard name.hasPrefix("-") else {
                guard path == nil, !name.isEmpty else { return nil }
                path = name
                continue
            }
            var value: String?
            if name.hasPrefix("--"), let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard name == "--target" || seen.insert(name).inserted else { return nil }
            switch name {
            case "--no-cache", "--absolute-paths", "--expand", "--open-names", "--package", "--quiet", "--no-color":
                guard value == nil else { return nil }
                switch name {
                case "--no-cache": result.noCache = true
                case "--absolute-paths": result.absolutePaths = true
                case "--expand": result.expand = true
                case "--open-names": result.openNames = true
                case "--package": result.package = true
                case "--quiet": result.quiet = true
                default: result.noColor = true
                }
                continue
            case "--format", "--output", "--fail-on", "--default-fail-on", "--config", "--fallback-config",
                "--docs-url",
                "--stamp", "--cache-path", "--configuration", "--target":
                break
            default:
                return nil
            }
            if value == nil {
                guard index < arguments.count else { return nil }
                value = arguments[index]
                index += 1
            }
            guard let value, !value.isEmpty, !value.hasPrefix("-") else { return nil }
            switch name {
            case "--format":
                guard let format = OutputFormat(rawValue: value) else { return nil }
                result.format = format
            case "--fail-on":
                guard let threshold = FailureThreshold(rawValue: value) else { return nil }
                result.failOn = threshold
            case "--default-fail-on":
                guard let threshold = FailureThreshold(rawValue: value) else { return nil }
                result.defaultFailOn = threshold
            case "--output": result.output = value
            case "--config": result.config = value
            case "--fallback-config": result.fallbackConfig = value
            case "--docs-url": result.docsURL = value
            case "--stamp": result.stamp = value
            case "--cache-path": result.cachePath = value
            case "--configuration": result.buildConfiguration = value
            default: result.target.append(value)
            }
        }
        // What `Check.validate()` refuses is left to argument-parser, which says why.
        guard let path, !(result.noCache && result.cachePath != nil), !(result.package && !result.target.isEmpty) else {
            return nil
        }
        result.path = path
        return result
    }
}
