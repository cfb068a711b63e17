import ArgumentParser
import FontAudit
import FontAuditFixes
import FontAuditInventory
import FontAuditModel
import FontAuditReporters
import FontAuditRules
import FontInspectorModel
import Foundation

extension FontAuditCommand.Check {
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
        request.findingsOnly = a.format != .html
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
            fileRoot: a.format == .html ? base : nil, expandsCauses: a.expand,
            listsOpenNames: a.openNames)
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
