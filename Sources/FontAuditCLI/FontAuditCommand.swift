import ArgumentParser
import FontAudit
import FontAuditModel
import Foundation

/// The `fontaudit` command. Exit status: 0 success, 1 a font or audit problem, 2 a usage error.
@main
struct FontAuditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fontaudit",
        abstract: "Finds the custom fonts an iOS or macOS app will silently fail to load.",
        discussion: """
            Exit status: 0 success, 1 findings at or above the failure threshold (check) or a font \
            file that could not be read (inspect), 2 a usage error.
            """,
        version: FontAuditVersion.current,
        subcommands: [Check.self, Inspect.self, Coverage.self, Rules.self, Targets.self]
    )

    /// Parses, runs, and maps every outcome to the documented exit status.
    static func main() async {
        do {
            // `inspect`'s paths skip argument-parser, whose cost grows with the square of their number.
            var arguments = Array(CommandLine.arguments.dropFirst())
            if arguments.first == "inspect" {
                let split = Inspect.splitPaths(Array(arguments.dropFirst()))
                // A plain inspect command line skips argument-parser altogether (see directRequest).
                if let request = Inspect.directRequest(options: split.rest, paths: split.paths) {
                    try await Inspect.perform(request)
                    return
                }
                Inspect.presplitPaths = split.paths
                arguments = ["inspect"] + split.rest
            }
            if arguments.first == "check" || arguments.first == "coverage" { Auditor.prepare() }
            // A plain check command line skips argument-parser too (see CheckArguments.direct).
            if arguments.first == "check", let direct = CheckArguments.direct(Array(arguments.dropFirst())) {
                try await Check.perform(direct)
                return
            }
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch let failure as UsageFailure {
            FileHandle.standardError.write(Data("error: \(failure.message)\n".utf8))
            Foundation.exit(2)
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { print(message) }
                Foundation.exit(0)
            }
            if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
            // Argument parsing and validation failures are usage errors: 2, as documented.
            Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}
