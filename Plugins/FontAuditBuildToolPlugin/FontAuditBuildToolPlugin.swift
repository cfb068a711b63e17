import Foundation
import PackagePlugin

/// Runs `fontaudit check <target folder> --format xcode` while a target builds, so that SwiftPM and
/// Xcode show each finding as a warning (or an error) at its file and line.
///
/// - Paths are printed absolute (`--absolute-paths`): SwiftPM passes the lines through and Xcode
///   opens them by path, and neither knows the folder they would be relative to.
/// - The build fails only at `--fail-on`: the plugin passes `--default-fail-on never`, so a
///   `fail_on:` in `.fontaudit.yml` (the target folder's, else the package's or Xcode project's)
///   decides, read by the tool itself. Without one nothing fails the build, and the Xcode format
///   then prints errors as warnings, since Xcode fails a build on any `error:` line.
/// - It writes nothing into the package: the command declares no output files (a declared output
///   that is not a source file becomes a resource of the target in SwiftPM). With the target's
///   files as its inputs, SwiftPM runs it again when one of them changes. Its working folder is
///   `context.pluginWorkDirectoryURL`, given to the tool as `TMPDIR`; the tool keeps its cache in
///   that folder's `cache` (`--cache-path`), so a build where one file changed reads that file
///   alone. For a package below
///   swift-tools-version 6.0, where SwiftPM runs no command without outputs, a Swift target's
///   command declares one: a stamp in that folder, a Swift file holding only a comment, which the
///   tool writes after an audit that does not fail (`--stamp`).
///
/// `fontaudit` is this package's executable, built from source for the host, so this is a build
/// command (a prebuild command cannot run a tool built from source).
@main
struct FontAuditBuildToolPlugin: BuildToolPlugin {
    /// The tool the plugin runs: SwiftPM names it after this package's executable target,
    /// `FontAuditCLI` (whose product, the binary users run, is `fontaudit`); in the plugin package
    /// FontAuditPlugins it is the release's artifact bundle, whose artifact is `fontaudit`.
    static let toolNames = ["FontAuditCLI", "fontaudit"]

    /// The first of ``toolNames`` the package has, by `find` (a context's `tool(named:)`).
    static func tool(_ find: (String) throws -> PluginContext.Tool) throws -> PluginContext.Tool {
        do { return try find(toolNames[0]) } catch { return try find(toolNames[1]) }
    }

    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        let folder: URL
        let files: FileList
        switch target {
        case let swift as SwiftSourceModuleTarget:
            (folder, files) = (swift.directoryURL, swift.sourceFiles)
        case let clang as ClangSourceModuleTarget:
            (folder, files) = (clang.directoryURL, clang.sourceFiles)
        default:
            return []
        }
        let package = context.package.directoryURL
        var arguments = ["check", folder.path]
        if folder.standardizedFileURL != package.standardizedFileURL {
            arguments += ["--fallback-config", package.appendingPathComponent(".fontaudit.yml").path]
        }
        // Below tools version 6.0 SwiftPM runs no build command without an output (it says so in
        // a warning, and the audit never runs): a Swift target gets a stamp, a Swift file holding
        // only a comment, written in the plugin's own folder after an audit that does not fail.
        var outputs: [URL] = []
        if context.package.toolsVersion.major < 6 {
            guard target is SwiftSourceModuleTarget else {
                Diagnostics.warning(
                    """
                    FontAuditBuildToolPlugin does not audit the C-family target '\(target.name)' of a package below \
                    swift-tools-version 6.0 (SwiftPM runs no build command without outputs there). Raise the \
                    package's tools version to 6.0, or run `swift package fontaudit check --target \(target.name)`.
                    """)
                return []
            }
            let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("FontAuditStamp_\(target.name).swift")
            arguments += ["--stamp", stamp.path]
            outputs.append(stamp)
        }
        return [
            Self.command(
                tool: try Self.tool(context.tool(named:)),
                arguments: arguments,
                displayName: "fontaudit check \(target.name)",
                inputs: files.map(\.url) + [package.appendingPathComponent("Package.swift")]
                    + Self.configurationInputs(in: [folder, package]),
                outputs: outputs,
                workDirectory: context.pluginWorkDirectoryURL
            )
        ]
    }

    /// What makes the audit run again when a configuration changes: each folder a `.fontaudit.yml`
    /// may be read from (its entries change when one is added or removed; SwiftPM keeps the build
    /// plan, and so the plugin's arguments, until the package itself changes, so the tool looks for
    /// the file when it runs), and the files that exist now (edited in place).
    static func configurationInputs(in folders: [URL]) -> [URL] {
        var inputs: [URL] = []
        for folder in folders where !inputs.contains(folder) {
            inputs.append(folder)
            let file = folder.appendingPathComponent(".fontaudit.yml")
            if FileManager.default.fileExists(atPath: file.path) { inputs.append(file) }
        }
        return inputs
    }

    /// The build command, for SwiftPM and Xcode alike.
    static func command(
        tool: PluginContext.Tool, arguments: [String], displayName: String, inputs: [URL], outputs: [URL] = [],
        workDirectory: URL
    ) -> Command {
        .buildCommand(
            displayName: displayName,
            executable: tool.url,
            arguments: arguments + [
                "--format", "xcode", "--absolute-paths", "--default-fail-on", "never",
                "--cache-path", workDirectory.appendingPathComponent("cache").path,
            ],
            environment: ["TMPDIR": workDirectory.path],
            inputFiles: inputs,
            outputFiles: outputs
        )
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    // Compiled only where Xcode provides XcodeProjectPlugin (macOS); it was not compiled on Linux.
    extension FontAuditBuildToolPlugin: XcodeBuildToolPlugin {
        /// For an application or app extension target of an Xcode project: the project folder in
        /// project mode, limited to this target (`--target`), so the audit sees the target's exact
        /// bundle (its Copy Bundle Resources phase and the Info.plist its build settings name).
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            switch target.product?.kind {
            case .application:
                break
            case .other(let type)
            where type.hasPrefix("com.apple.product-type.app-extension")
                || type == "com.apple.product-type.extensionkit-extension":
                break
            default:
                return []
            }
            let project = context.xcodeProject.directoryURL
            let inputs = target.inputFiles.map(\.url) + Self.configurationInputs(in: [project])
            return [
                Self.command(
                    tool: try Self.tool(context.tool(named:)),
                    arguments: ["check", project.path, "--target", target.displayName],
                    displayName: "fontaudit check \(target.displayName)",
                    inputs: inputs,
                    workDirectory: context.pluginWorkDirectoryURL
                )
            ]
        }
    }
#endif
