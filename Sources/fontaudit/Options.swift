import ArgumentParser
import FontAudit
import FontInspector

extension OutputFormat: ExpressibleByArgument {}
extension FailureThreshold: ExpressibleByArgument {}
extension InspectRun.Format: ExpressibleByArgument {}

/// `--no-color` and `--quiet`, for the commands that print styled text and may run long.
struct TerminalOptions: ParsableArguments {
    @Flag(help: "Never use colors (they are used only on a terminal, and never when NO_COLOR is set).")
    var noColor = false

    @Flag(help: "Never show progress (it is shown on standard error only when that is a terminal).")
    var quiet = false
}

/// `--configuration`, for the commands that read Xcode projects.
struct BuildConfigurationOptions: ParsableArguments {
    @Option(name: .customLong("configuration"), help: ArgumentHelp("Project mode: the build configuration whose settings are read (default: each project's defaultConfigurationName, as xcodebuild).", valueName: "name"))
    var name: String?
}
