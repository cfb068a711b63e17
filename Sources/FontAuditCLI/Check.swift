import ArgumentParser
import FontAuditModel
import FontAuditReporters
import FontAuditRules
import FontInspectorReading
import Foundation

extension FontAuditCommand {
    /// `fontaudit check PATH`: the app font audit and CI gate.
    struct Check: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            // Named here: argument-parser otherwise derives it with String(describing:), whose
            // runtime conformance lookups cost more than the rest of starting up.
            commandName: "check",
            abstract: "Audit an app's fonts: manifests, files and faces checked against each other.",
            discussion: """
                PATH is a built .app (iOS or macOS), an .ipa, an .xcodeproj or .xcworkspace (every \
                application and extension target, with its exact bundle layout), a source folder (its \
                projects when it holds any; else every Info.plist with \
                UIAppFonts or ATSApplicationFontsPath is audited; Xcode's flat copy is modelled, see \
                docs/RESOLUTION.md) or a plain fonts folder (face-level rules only). Font names are read \
                from the Swift, Objective-C, storyboard, xib and style-dictionary files of a source folder \
                and of every --sources folder. A .fontaudit.yml in \
                PATH is read unless --config names another. Exit status: 0 no finding at or above \
                --fail-on, 1 one or more, 2 a usage error, a PATH that does not exist or a bad config.
                """
        )

        @Argument(help: "A built .app, an .ipa, a source folder or a fonts folder.")
        var path: String

        @Option(
            name: .long,
            help: ArgumentHelp("An Info.plist to audit instead of discovering them (repeatable).", valueName: "file"))
        var plist: [String] = []

        @Option(
            name: .long,
            help: ArgumentHelp(
                "A fonts folder to use instead of discovering fonts; its files are copied flat.", valueName: "dir"))
        var fonts: String?

        @Option(
            name: .long,
            help: ArgumentHelp("Another source folder to scan for font names (repeatable).", valueName: "dir"))
        var sources: [String] = []

        @Option(
            name: .long, help: ArgumentHelp("Project mode: audit only this target (repeatable).", valueName: "name"))
        var target: [String] = []

        @Flag(
            name: .long,
            help:
                "Audit a source folder as the Swift package it holds: its targets and their resource bundles, as SwiftPM builds them. No Xcode project is read, and folders below PATH that hold one (a demo or host app) are left out: audit those with `fontaudit check FOLDER`. The command plugin passes it."
        )
        var package = false

        @OptionGroup var buildConfiguration: BuildConfigurationOptions

        @Option(
            help:
                "Output format: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")) (one self-contained page with specimens of the app's fonts)."
        )
        var format: OutputFormat = .text

        @Option(
            name: .long,
            help: ArgumentHelp(
                "Write the report to this file instead of standard output (any format).", valueName: "file"))
        var output: String?

        @Option(
            name: .customLong("fail-on"),
            help:
                "Fail (exit 1) on findings at or above: error, warning, never. Default: the config's fail_on, else --default-fail-on."
        )
        var failOn: FailureThreshold?

        @Option(
            name: .customLong("default-fail-on"),
            help:
                "The threshold when neither --fail-on nor the config's fail_on sets one (default: error; the build-tool plugin passes never)."
        )
        var defaultFailOn: FailureThreshold = .error

        @Flag(
            name: .customLong("absolute-paths"),
            help:
                "Print finding paths absolute instead of relative to PATH (a folder, .xcodeproj or .xcworkspace), for build logs that open files by path."
        )
        var absolutePaths = false

        @Flag(
            help:
                "In the text report, list every place of a cause found at several places (by default its first few, with their count)."
        )
        var expand = false

        @Flag(
            name: .customLong("open-names"),
            help:
                "List each font name the audit left open (a value it cannot tell before the app runs) with its place, its API and why: in the text and HTML reports, and as openNames in JSON."
        )
        var openNames = false

        @Option(
            help: ArgumentHelp("A configuration file (default: PATH/.fontaudit.yml when present).", valueName: "file"))
        var config: String?

        @Option(
            name: .customLong("fallback-config"),
            help: ArgumentHelp(
                "The configuration to read when PATH has no .fontaudit.yml and --config is not given; ignored when the file does not exist (the build-tool plugin passes the package's).",
                valueName: "file"))
        var fallbackConfig: String?

        @Option(help: ArgumentHelp("Hide the findings recorded in this baseline file.", valueName: "file"))
        var baseline: String?

        @Option(
            name: .customLong("write-baseline"),
            help: ArgumentHelp("Record the current findings in this file.", valueName: "file"))
        var writeBaseline: String?

        @Option(
            name: .customLong("docs-url"),
            help: ArgumentHelp(
                "Where this version's docs folder is published (such as https://github.com/OWNER/REPO/blob/v0.1.0/docs): SARIF links each rule to its page there.",
                valueName: "url"))
        var docsURL: String?

        @Option(
            help: ArgumentHelp(
                "Write FILE, a Swift source holding only a comment, after a run that does not fail: the declared output a build system needs to run the audit at all (the build-tool plugin passes it for packages below swift-tools-version 6.0).",
                valueName: "file"))
        var stamp: String?

        @Option(
            name: .customLong("cache-path"),
            help: ArgumentHelp(
                "Keep what each file contributed in this folder, so the next run reads only the files that changed, and the last audit's inventories and findings, so a run with nothing changed reads no file and, with the same rules and baseline, runs no rule (default: $XDG_CACHE_HOME/fontaudit, ~/.cache/fontaudit, or ~/Library/Caches/fontaudit on macOS). A cached run reports exactly what --no-cache does.",
                valueName: "dir"))
        var cachePath: String?

        @Flag(name: .customLong("no-cache"), help: "Read every file, and neither read nor write a cache.")
        var noCache = false

        @Flag(
            help:
                "Apply every unambiguous fix (UIAppFonts entries, PostScript names in code, storyboards and style dictionaries), then audit again and report what remains; the exit status is the second audit's. Files are replaced atomically and only when unchanged since they were read; nothing outside PATH or under exclude: is edited."
        )
        var fix = false

        @Option(
            name: .customLong("fix-rule"),
            help: ArgumentHelp(
                "With --fix: also apply the fixes of this rule, which --fix never applies unless named (font-unused: remove the UIAppFonts entries of fonts nothing asks for; repeatable).",
                valueName: "rule"))
        var fixRule: [String] = []

        @Flag(
            name: .customLong("dry-run"),
            help:
                "With --fix: change nothing, and print a unified diff of what --fix would write (paths relative to PATH, for `git apply`). The exit status is the audit's."
        )
        var dryRun = false

        @OptionGroup var terminal: TerminalOptions

        func validate() throws {
            if dryRun, !fix {
                throw ValidationError(
                    "--dry-run shows what --fix would write: write `fontaudit check \(path) --fix --dry-run`")
            }
            if !fixRule.isEmpty, !fix {
                throw ValidationError(
                    "--fix-rule names a rule for --fix to apply: write `fontaudit check \(path) --fix --fix-rule \(fixRule[0])`"
                )
            }
            for rule in fixRule
            where !allRuleDescriptions.contains(where: { $0.identifier == rule && $0.fixOnlyWhenNamed }) {
                let named = allRuleDescriptions.filter(\.fixOnlyWhenNamed).map(\.identifier).joined(separator: ", ")
                throw ValidationError(
                    "--fix-rule \(rule): only a rule whose fixes --fix leaves alone unless named can be named (\(named)); --fix applies the others' by itself"
                )
            }
            if fix, writeBaseline != nil {
                throw ValidationError(
                    "--write-baseline records findings as they are: run it without --fix, or after it")
            }
            if noCache, let cachePath {
                throw ValidationError(
                    "--no-cache keeps no cache, and --cache-path \(cachePath) names where to keep one: leave out one of them"
                )
            }
            if package, !target.isEmpty {
                throw ValidationError(
                    "--target names an Xcode target, and --package reads no project; leave out --package to audit that target"
                )
            }
        }

        func run() async throws {
            try await Self.perform(arguments)
        }

        /// What was asked, as ``perform(_:)`` takes it.
        var arguments: CheckArguments {
            CheckArguments(
                path: path, plist: plist, fonts: fonts, sources: sources, target: target, package: package,
                buildConfiguration: buildConfiguration.name, format: format, output: output, failOn: failOn,
                defaultFailOn: defaultFailOn, absolutePaths: absolutePaths, expand: expand, openNames: openNames,
                config: config,
                fallbackConfig: fallbackConfig,
                baseline: baseline, writeBaseline: writeBaseline, docsURL: docsURL, stamp: stamp, cachePath: cachePath,
                noCache: noCache, fix: fix, fixRules: fixRule, dryRun: dryRun, noColor: terminal.noColor,
                quiet: terminal.quiet)
        }
    }
}

/// A failure that is the user's to fix before anything can be audited: exit status 2.
struct UsageFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
