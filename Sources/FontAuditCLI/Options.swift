import ArgumentParser
import FontAuditModel
import FontAuditReporters
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
    @Option(
        name: .customLong("configuration"),
        help: ArgumentHelp(
            "Project mode: read only this build configuration's Info.plist and settings (default: every configuration; a finding that does not hold in all of them names those it holds in).",
            valueName: "name"))
    var name: String?
}
