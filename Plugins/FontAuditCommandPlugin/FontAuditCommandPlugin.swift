import Foundation
import PackagePlugin

/// `swift package fontaudit [check] [--target NAME]… [fontaudit check options]`: runs this package's
/// `fontaudit check --package` on the package directory, or on each `--target`'s directory, and
/// prints its output: the package's targets and their resource bundles are audited even when an
/// Xcode project (a demo app, the framework's own project) sits in the package; `fontaudit check .`
/// audits that project's app targets instead. Any other subcommand (`rules`, `inspect PATH…`,
/// `targets PATH`) is passed through as is.
///
/// `--target` names a target of the package (as in SwiftLint's command plugin), not an Xcode target.
/// The plugin declares `.writeToPackageDirectory` for `--fix`, which it passes through with the
/// other options: `swift package --allow-writing-to-package-directory fontaudit check --fix`
/// rewrites the package's font names and entries in place (`--fix --dry-run` only prints the patch).
/// Without `--fix` nothing is written.
@main
struct FontAuditCommandPlugin: CommandPlugin {
    /// The tool the plugin runs: SwiftPM names it after this package's executable target,
    /// `FontAuditCLI` (whose product, the binary users run, is `fontaudit`); in the plugin package
    /// FontAuditPlugins it is the release's artifact bundle, whose artifact is `fontaudit`.
    static let toolNames = ["FontAuditCLI", "fontaudit"]

    /// The first of ``toolNames`` the package has, by `find` (a context's `tool(named:)`).
    static func tool(_ find: (String) throws -> PluginContext.Tool) throws -> PluginContext.Tool {
        do { return try find(toolNames[0]) } catch { return try find(toolNames[1]) }
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var rest = extractor.remainingArguments
        let subcommand: String
        if let first = rest.first, !first.hasPrefix("-") {
            subcommand = first
            rest.removeFirst()
        } else {
            subcommand = "check"
        }

        let tool = try Self.tool(context.tool(named:))
        let package = context.package.directoryURL.standardizedFileURL
        guard subcommand == "check" else {
            guard targetNames.isEmpty else {
                throw PluginFailure(
                    "--target chooses the package targets `check` audits; `\(subcommand)` takes paths instead")
            }
            let status = try run(tool, [subcommand] + rest, in: package)
            try finish([(status, "fontaudit \(subcommand)")])
            return
        }

        // What to audit: the package, or each named target's directory.
        var folders: [(url: URL, label: String)] = []
        if targetNames.isEmpty {
            folders.append((package, "package \(context.package.displayName)"))
        } else {
            for target in try context.package.targets(named: targetNames) {
                guard let directory = Self.directory(of: target) else {
                    Diagnostics.warning("Target '\(target.name)' is not a source module; skipping it")
                    continue
                }
                folders.append((directory.standardizedFileURL, "target \(target.name)"))
            }
        }

        let givesConfig = rest.contains { $0 == "--config" || $0.hasPrefix("--config=") }
        let packageConfig = package.appendingPathComponent(".fontaudit.yml")
        var outcomes: [(status: Int32, what: String)] = []
        for folder in folders {
            let path = Self.relativePath(of: folder.url, under: package)
            // The package as SwiftPM builds it: its targets and their resource bundles, not the
            // Xcode project of a demo app that may sit beside them.
            var checkArguments = ["check", path, "--package"]
            // The tool reads PATH/.fontaudit.yml; a target's folder falls back on the package's.
            if !givesConfig, folder.url != package,
                !FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(".fontaudit.yml").path),
                FileManager.default.fileExists(atPath: packageConfig.path)
            {
                checkArguments += ["--config", ".fontaudit.yml"]
            }
            if folders.count > 1 {
                Diagnostics.remark("fontaudit check \(path) (\(folder.label))")
            }
            let status = try run(tool, checkArguments + rest, in: package)
            outcomes.append((status, "fontaudit check \(path) (\(folder.label))"))
        }
        try finish(outcomes)
    }

    /// Runs the tool from the package directory, its output going straight to the plugin's.
    private func run(_ tool: PluginContext.Tool, _ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            return 128 + process.terminationStatus
        }
        return process.terminationStatus
    }

    /// Reports each failed run and exits with the worst status, so `swift package` fails (SwiftPM
    /// itself then exits 1, whatever the plugin's status).
    private func finish(_ outcomes: [(status: Int32, what: String)]) throws {
        var worst: Int32 = 0
        for outcome in outcomes where outcome.status != 0 {
            let meaning =
                switch outcome.status {
                case 1: "findings at or above --fail-on"
                case 2: "a usage error, a missing path or a bad configuration; its message is above"
                case 129...: "killed by signal \(outcome.status - 128)"
                default: "see its output above"
                }
            Diagnostics.error("\(outcome.what) exited with status \(outcome.status): \(meaning)")
            worst = max(worst, outcome.status)
        }
        if worst != 0 {
            exit(worst)
        }
    }

    /// The folder of a source module target (`Target.directoryURL` needs tools version 6.1; the
    /// concrete types have it from 6.0).
    static func directory(of target: any Target) -> URL? {
        switch target {
        case let swift as SwiftSourceModuleTarget: swift.directoryURL
        case let clang as ClangSourceModuleTarget: clang.directoryURL
        default: nil
        }
    }

    /// `url` relative to `base` when below it ("." for `base` itself), else its absolute path.
    static func relativePath(of url: URL, under base: URL) -> String {
        let path = url.path
        var prefix = base.path
        if path == prefix { return "." }
        if !prefix.hasSuffix("/") { prefix += "/" }
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

/// A failure the plugin reports as `error: …` (SwiftPM prints the description).
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
