import ArgumentParser
import FontAudit
import FontAuditFixes
import FontAuditInventory
import FontAuditModel
import FontAuditReaders
import FontAuditReporters
import FontAuditRules
import FontInspector
import FontInspectorModel
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
                "Keep what each file contributed in this folder, so the next run reads only the files that changed, and the last audit's inventories, so a run with nothing changed reads no file (default: $XDG_CACHE_HOME/fontaudit, ~/.cache/fontaudit, or ~/Library/Caches/fontaudit on macOS). Findings are never cached.",
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
                defaultFailOn: defaultFailOn, absolutePaths: absolutePaths, config: config,
                fallbackConfig: fallbackConfig,
                baseline: baseline, writeBaseline: writeBaseline, docsURL: docsURL, stamp: stamp, cachePath: cachePath,
                noCache: noCache, fix: fix, fixRules: fixRule, dryRun: dryRun, noColor: terminal.noColor,
                quiet: terminal.quiet)
        }

        /// Runs the audit `arguments` ask for (parsed by argument-parser, or by ``CheckArguments/direct(_:)``).
        static func perform(_ arguments: CheckArguments) async throws {
            let a = arguments
            WorkReport.start()
            PhaseClock.mark("start")
            defer { WorkReport.print() }
            let configuration: Configuration
            var request = CheckRequest(
                path: a.path, options: AuditOptions(plists: a.plist, fontsFolder: a.fonts, sources: a.sources),
                fix: a.fix ? (a.dryRun ? .dryRun : .write) : .none)
            do {
                configuration = try loadConfiguration(
                    path: a.path, config: a.config, fallbackConfig: a.fallbackConfig,
                    knownRules: Auditor.ruleIdentifiers)
                request.baseline = try a.baseline.map {
                    try Baseline.load(from: URL(fileURLWithPath: $0), displayPath: $0)
                }
            } catch let error as ConfigurationError {
                throw UsageFailure(message: error.message)
            }
            request.options.targets = a.target
            request.options.configuration = a.buildConfiguration
            request.options.packageOnly = a.package
            request.options.fixRules = a.fixRules
            for rule in a.fixRules {
                guard let description = allRuleDescriptions.first(where: { $0.identifier == rule }),
                    !configuration.runs(description)
                else { continue }
                throw UsageFailure(
                    message:
                        "--fix-rule \(rule): the rule does not run\(description.optIn ? " (it is opt-in)" : ""): add `opt_in_rules: [\(rule)]` to .fontaudit.yml, or take it out of disabled_rules"
                )
            }
            request.options.cacheDirectory = a.noCache ? nil : a.cachePath ?? CacheFolder.default
            request.failOn = a.failOn ?? configuration.failOn ?? a.defaultFailOn
            let pathBase = try a.absolutePaths ? absoluteBase(a.path) : nil
            let outcome: CheckOutcome
            do {
                let line = ProgressLine.make(quiet: a.quiet)
                defer { line?.clear() }
                var progress: (@Sendable (String) -> Void)?
                if let line { progress = { line.show($0) } }
                outcome = try await Auditor(configuration: configuration).check(request, progress: progress)
            } catch let error as AuditError {
                throw UsageFailure(message: error.message)
            }
            try a.writeBaseline.map {
                try write(Baseline(findings: outcome.unfiltered.findings).encoded(), to: $0, option: "")
            }
            if let fixes = outcome.fixes {
                if fixes.written == nil { StandardOutput.write(fixes.plan.unifiedDiff) }
                Self.tell(fixes.plan, in: fixes.planned, written: fixes.written, quiet: a.quiet)
                Self.adviseOnRemovedFonts(fixes.plan, in: fixes.planned, written: fixes.written != nil)
                if fixes.written == nil { if outcome.failed { throw ExitCode(1) } else { return } }
            }
            let result = pathBase.map { outcome.result.withFilePaths(under: $0) } ?? outcome.result
            let base = try? absoluteBase(a.path)
            let context = ReportContext(
                colors: a.format == .text && a.output == nil && Terminal.colors(disabled: a.noColor),
                auditedPath: a.path, documentationURL: a.docsURL, failOn: outcome.threshold,
                sourceText: a.format == .sarif || a.format == .html ? sourceText(base: base) : nil,
                inventories: a.format == .html ? outcome.inventories : [],
                // An archive's files are gone once it is audited: its page has no specimens.
                fileRoot: a.format == .html ? base : nil)
            PhaseClock.mark("audited")
            a.format.write(result, context: context, to: try ReportOutput(path: a.output).write)
            PhaseClock.mark("report written")
            if outcome.failed { throw ExitCode(1) }
            try a.stamp.map { stamp in
                let text =
                    "// Written by `fontaudit check \(a.path)` after an audit that did not fail. Nothing to compile.\n"
                try write(Data(text.utf8), to: stamp, option: "--stamp ")
            }
        }

        /// Writes `data` to `file`, or fails naming the option and the file.
        private static func write(_ data: Data, to file: String, option: String) throws {
            do {
                try data.write(to: URL(fileURLWithPath: file))
            } catch {
                throw UsageFailure(message: "\(option)\(file): cannot be written (\(error.localizedDescription))")
            }
        }

        /// Tells on standard error what the fixes changed (or, for a dry run, would change) and
        /// which findings that have a fix were left alone, and why.
        private static func tell(
            _ plan: FixPlan, in result: AuditResult, written: (written: [String], failed: [String: String])?,
            quiet: Bool
        ) {
            var lines: [String] = []
            let failed = written?.failed ?? [:]
            let changed = plan.changes.filter { failed[$0.path] == nil }
            let fixed = changed.reduce(0) { $0 + $1.findings.count }
            let verb = written == nil ? "would fix" : "fixed"
            if !quiet || written != nil {
                lines.append(
                    "fontaudit: \(verb) \(fixed) finding\(fixed == 1 ? "" : "s") in \(changed.count) file\(changed.count == 1 ? "" : "s")"
                        + (changed.isEmpty ? "" : ": " + changed.map(\.path).joined(separator: ", ")))
            }
            for (path, why) in failed.sorted(by: { $0.key < $1.key }) {
                lines.append("fontaudit: \(path) not written: \(why)")
            }
            if !quiet {
                for (index, why) in plan.refusals.sorted(by: { $0.key < $1.key }) {
                    let finding = result.findings[index]
                    let place = [finding.file, finding.line.map(String.init)].compactMap { $0 }.joined(separator: ":")
                    lines.append("fontaudit: not fixed: \(place.isEmpty ? "" : place + ": ")[\(finding.rule)] \(why)")
                }
            }
            if !lines.isEmpty { FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8)) }
        }

        /// After `--fix-rule font-unused`: what fix mode leaves to the user, for each font whose
        /// entry it removed (or would): the file and its target membership.
        private static func adviseOnRemovedFonts(_ plan: FixPlan, in result: AuditResult, written: Bool) {
            let fixed = Set(plan.changes.flatMap(\.findings))
            let fonts = fixed.sorted().map { result.findings[$0] }.filter {
                $0.rule == FontUnusedRule.description.identifier
            }
            guard !fonts.isEmpty else { return }
            let lines = fonts.compactMap(\.file).map { file in
                "fontaudit: \(file) \(written ? "is no longer" : "would no longer be") registered; fix mode never deletes a font: remove the file from the project, or uncheck its target membership (Xcode: File inspector, Target Membership), so it leaves the bundle"
            }
            FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        }

        /// Reads a finding's file as text for SARIF's fixes: relative paths against `base` (the
        /// folder findings are relative to; nil for an archive, whose files are not on disk),
        /// absolute ones as they are. Files over 16 MB and files that are not UTF-8 give nil.
        private static func sourceText(base: String?) -> @Sendable (String) -> String? {
            { file in
                guard file.hasPrefix("/") || base != nil else { return nil }
                let full = file.hasPrefix("/") ? file : base! + "/" + file
                guard let size = (try? FileManager.default.attributesOfItem(atPath: full))?[.size] as? Int,
                    size <= 16 << 20,
                    let data = FileManager.default.contents(atPath: full)
                else { return nil }
                return String(bytes: data, encoding: .utf8)
            }
        }

        /// The absolute folder finding paths are relative to: PATH when it is a folder (an `.app`
        /// included), its parent for an `.xcodeproj` or `.xcworkspace`.
        private static func absoluteBase(_ path: String) throws -> String {
            let url = URL(fileURLWithPath: path).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw UsageFailure(
                    message:
                        "--absolute-paths needs PATH to be a folder, an .xcodeproj or an .xcworkspace (\(path) is not)")
            }
            switch FileName.pathExtension(of: url.path) {
            case "xcodeproj", "xcworkspace": return url.deletingLastPathComponent().path
            default: return url.path
            }
        }

        /// `--config` when given, else `PATH/.fontaudit.yml` (PATH's folder for a file), else
        /// `fallbackConfig` when it exists, else the defaults.
        /// `knownRules` is asked for only when a file is read: the rules' descriptions are made
        /// on a thread of their own meanwhile (``Auditor/prepare()``), and most runs have no file.
        static func loadConfiguration(
            path: String, config: String?, fallbackConfig: String?,
            knownRules: @autoclosure () -> Set<String>
        ) throws -> Configuration {
            if let config {
                return try Configuration.load(
                    from: URL(fileURLWithPath: config), displayPath: config, knownRules: knownRules())
            }
            let root = URL(fileURLWithPath: path)
            var isFolder: ObjCBool = false
            let folder =
                FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder) && isFolder.boolValue
                ? root : root.deletingLastPathComponent()
            let candidates =
                [folder.appendingPathComponent(Configuration.fileName)]
                + (fallbackConfig.map { [URL(fileURLWithPath: $0)] } ?? [])
            guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
                return Configuration()
            }
            return try Configuration.load(
                from: found, displayPath: DisplayPath.make(for: found), knownRules: knownRules())
        }
    }
}

/// A failure that is the user's to fix before anything can be audited: exit status 2.
struct UsageFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
