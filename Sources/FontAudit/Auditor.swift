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

/// Runs an audit: builds the inventory once, runs every enabled rule on it, applies the
/// configuration's severities and the baseline, and sorts the findings.
public struct Auditor: Sendable {
    /// Rule selection, severities, exclusions and extra system fonts.
    public var configuration: Configuration
    /// Findings to hide, if any.
    public var baseline: Baseline?

    /// Creates an auditor.
    public init(configuration: Configuration = Configuration(), baseline: Baseline? = nil) {
        self.configuration = configuration
        self.baseline = baseline
    }

    /// The identifiers of every registered rule.
    public static var ruleIdentifiers: Set<String> { Set(allRules.map { $0.description.identifier }) }

    /// Makes, on a thread of its own, what every audit builds once on first use: the rules'
    /// descriptions (their examples), which reading the configuration asks for at once, and the
    /// catalogs of system fonts, which each target's inventory asks for. A command calls it
    /// before it parses its arguments, while the other core is idle: 2 to 3 ms of a run's start
    /// off its way. Values are made once whoever asks first; one being made is waited for.
    package static func prepare() {
        Thread.detachNewThread {
            _ = ruleIdentifiers
            _ = SystemFontCatalog.shipped
            _ = SystemFontCatalog.shippedMacOS
        }
    }

    /// Audits `path`.
    /// - Parameters:
    ///   - path: A built `.app`, an `.ipa`, an `.xcodeproj`, an `.xcworkspace`, a source folder or a
    ///     fonts folder.
    ///   - options: Discovery overrides (`--plist`, `--fonts`, `--sources`, `--target`); exclusions,
    ///     system fonts and style keys from the configuration are added to them.
    ///   - progress: Told each phase as it starts ("reading 12 font files"), for a progress line.
    /// - Returns: The inventories the rules saw (one per Xcode target in project mode, else one),
    ///   and the result.
    /// - Throws: ``AuditError`` when there is nothing to audit at `path`.
    public func audit(
        path: String, options: AuditOptions = AuditOptions(), progress: (@Sendable (String) -> Void)? = nil
    )
        async throws -> (inventories: [Inventory], result: AuditResult)
    {
        var options = options
        options.exclude += configuration.exclude
        options.extraSystemFonts += configuration.systemFonts
        options.styleNameKey = configuration.styleNameKey
        options.styleSizeKey = configuration.styleSizeKey
        options.registrationHelpers += configuration.registrationHelpers
        if configuration.runs(FontUnusedRule.description) { options.findsUnusedFonts = true }
        PhaseClock.mark("configured")
        let root = URL(fileURLWithPath: path).standardizedFileURL.path
        // The options' description keys both caches: made once, and only for a cache (by
        // reflection, a millisecond of a run's start).
        let cacheKey = options.cacheDirectory == nil ? "" : options.cacheKey
        // A whole audit's inventories, kept with every path it looked at (a folder only: an
        // archive is unpacked afresh each run). Relative options name other files from another
        // folder, so the working folder is part of the key.
        let memo = options.cacheDirectory.flatMap { directory in
            Disk.isFolder(root)
                ? TracedMemo(
                    directory: directory, root: root, tool: RunCache.toolIdentity,
                    configuration: cacheKey + "\n" + FileManager.default.currentDirectoryPath) : nil
        }
        let trace = FileTrace(
            ignoring: options.cacheDirectory.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        // One cache for the run: the builder's reads and the fix planner's search for definitions.
        // Loaded on a thread of its own from the moment the memo's check finds a path changed
        // (the check goes on beside it), else when the audit starts.
        let storeLoad = options.cacheDirectory.map { directory in
            Preload { RunCache(directory: directory, root: root, tool: RunCache.toolIdentity, configuration: cacheKey) }
        }
        // A path the memo's check found changed: the build takes the state of each path it looked
        // at from the check, not from a `stat` of its own.
        if let kept = memo?.read(
            AuditMemo.self, checked: { trace.seed($0, changed: $1) }, changing: { storeLoad?.start() })
        {
            PhaseClock.mark("memo kept")
            WorkCounters.shared.record(.auditKept, root)
            let inventories = kept.inventories.map(\.inventory)
            var result = result(for: inventories)
            PhaseClock.mark("rules")
            let fixable: Set<Int>
            if kept.findings == AuditMemo.fingerprint(result.findings) {
                fixable = Set(kept.fixable)
            } else {
                // Other findings from the same inventories (another baseline): plan them now.
                fixable = fixPlan(for: result, inventories: inventories, path: path, options: options).fixable
            }
            PhaseClock.mark("fix plan")
            for index in fixable { result.findings[index].fixable = true }
            return (inventories, result)
        }
        let store = storeLoad?.value
        PhaseClock.mark("cache loaded")
        let walks = WalkCache()
        let work = { () async throws -> ([Inventory], AuditResult, FixPlan, [UInt8]?) in
            let inventories = try await InventoryBuilder(
                options: options, progress: progress, walks: walks, store: store
            ).buildAll(path: path)
            PhaseClock.mark("inventories")
            // The memo's inventories are encoded on the other core while the rules and the fix
            // plan run on this one.
            async let encoded = memo == nil ? nil : try? BinaryCoder.encode(inventories.map(StoredInventory.init))
            progress?("running \(allRules.count) rules")
            let result = self.result(for: inventories)
            PhaseClock.mark("rules")
            let plan = self.fixPlan(
                for: result, inventories: inventories, path: path, options: options, store: store, walks: walks)
            return (inventories, result, plan, await encoded)
        }
        // Traced only when a cache will keep something: the trace is what a memo is kept with, and
        // what tells whether a read failed for a passing reason (then neither cache is written).
        let (inventories, audited, plan, encodedInventories) =
            options.cacheDirectory == nil ? try await work() : try await trace.record(work)
        var result = audited
        PhaseClock.mark("fix plan")
        // The run cache and the memo are written at once, one on each core. A read that failed
        // for a passing reason (too many open files) made an audit that holds for this run only:
        // neither is written for it (the run cache would keep a font's or a source's failed read
        // under a stamp that still holds next time).
        let kept = trace.unsettled ? nil : memo
        let saved = trace.unsettled ? nil : store
        let memoBytes =
            kept == nil
            ? nil
            : encodedInventories.flatMap { inventories in
                try? AuditMemo.encode(
                    inventories: inventories, findings: AuditMemo.fingerprint(result.findings),
                    fixable: plan.fixable.sorted())
            }
        _ = [0, 1].concurrentMap { job in
            if job == 0 {
                saved?.save()
            } else if let kept, let memoBytes {
                kept.write(encoded: memoBytes, trace: trace)
            }
        }
        PhaseClock.mark("cache and memo written")
        for index in plan.fixable { result.findings[index].fixable = true }
        LateRelease.release([store, trace, walks])
        return (inventories, result)
    }

    /// What `check --fix` would write to resolve `result`'s findings in the folder `path` names
    /// (nothing for a built `.app` or `.ipa`: fix the sources it was built from).
    /// - Parameters:
    ///   - result: The audit of `path`, as ``audit(path:options:progress:)`` returned it.
    ///   - inventories: The inventories of the same audit.
    ///   - path: The audited path.
    ///   - options: The options of the audit; its exclusions and the configuration's are never edited.
    package func fixPlan(
        for result: AuditResult, inventories: [Inventory], path: String, options: AuditOptions = AuditOptions(),
        store: RunCache? = nil, walks: WalkCache? = nil
    ) -> FixPlan {
        let built: Set<Inventory.Layout> = [.iOSBundle, .macOSBundle]
        guard !inventories.contains(where: { built.contains($0.layout) }) else {
            return FixPlan(
                changes: [], fixable: [],
                refusals: Dictionary(
                    result.findings.indices.filter { result.findings[$0].action != nil }.map {
                        ($0, "a built bundle is not edited: fix the sources it is built from")
                    },
                    uniquingKeysWith: { a, _ in a }))
        }
        let exclude = options.exclude + configuration.exclude.filter { !options.exclude.contains($0) }
        var planner = FixPlanner(root: FixPlanner.root(auditing: path), exclude: exclude)
        planner.store = store
        planner.walks = walks
        // A rule whose fixes apply only when `--fix-rule` names it: its findings are left alone
        // (and not fixable) otherwise.
        let named = Set(options.fixRules)
        let held = Set(
            allRuleDescriptions.filter { $0.fixOnlyWhenNamed && !named.contains($0.identifier) }.map(\.identifier))
        guard !held.isEmpty else { return planner.plan(result.findings) }
        return planner.plan(
            result.findings.map { finding in
                var finding = finding
                if held.contains(finding.rule) { finding.action = nil }
                return finding
            })
    }

    /// Runs the enabled rules on an inventory that is already built.
    package func result(for inventory: Inventory) -> AuditResult {
        result(for: [inventory])
    }

    /// Runs the enabled rules on each inventory (each Xcode target), names the target in every
    /// finding, and merges findings that several targets share into one naming them all; the baseline, if any,
    /// hides what it records (``Baseline``).
    package func result(for inventories: [Inventory]) -> AuditResult {
        var merged: [String: Finding] = [:]
        var order: [String] = []
        // Where each finding holds: (project, target) → configurations, against what was audited.
        var held: [String: [String: [String]]] = [:]
        var audited: [String: Set<String>] = [:]
        // Every enabled rule on every inventory, on all cores (a rule reads an inventory and
        // writes nothing), then in the rules' order.
        let rules = allRules.filter { configuration.runs($0.description) }
        let pairs = inventories.indices.flatMap { inventory in rules.indices.map { (inventory: inventory, rule: $0) } }
        let produced = pairs.concurrentMap { pair in rules[pair.rule].init().findings(in: inventories[pair.inventory]) }
        for (index, inventory) in inventories.enumerated() {
            let scope = inventory.target.map { $0.projectPath + "\u{0}" + $0.target.name }
            let configurations = inventory.target?.configurations ?? []
            if let scope { audited[scope, default: []].formUnion(configurations) }
            let made = zip(rules, produced[(index * rules.count)..<((index + 1) * rules.count)]).map {
                (rule: $0, findings: $1)
            }
            for var finding in findings(in: inventory, made: made) {
                finding.targets = inventory.target.map { [$0.target.name] } ?? []
                let key = [
                    finding.rule, finding.file ?? "", "\(finding.line ?? 0)", "\(finding.column ?? 0)",
                    finding.name ?? "", finding.message,
                ]
                .joined(separator: "\u{0}")
                if let scope { held[key, default: [:]][scope, default: []] += configurations }
                if var existing = merged[key] {
                    for target in finding.targets where !existing.targets.contains(target) {
                        existing.targets.append(target)
                        merged[key] = existing
                    }
                } else {
                    merged[key] = finding
                    order.append(key)
                }
            }
        }
        // A finding that some configuration of one of its targets lacks names the configurations it holds in.
        for key in order {
            guard let scopes = held[key], scopes.contains(where: { Set($0.value) != audited[$0.key] ?? [] }) else {
                continue
            }
            var names: [String] = []
            for inventory in inventories {
                for name in inventory.target?.configurations ?? []
                where !names.contains(name)
                    && scopes.values.contains(where: { $0.contains(name) })
                {
                    names.append(name)
                }
            }
            merged[key]?.configurations = names
        }
        var findings = order.compactMap { merged[$0] }
        // A name in a file that several targets compile, which one of them knows (its font is
        // there, registered or not), is not unknown: the target without the font compiles shared
        // code that asks for it. Whether that target runs the code is not known here (a keyboard
        // extension may never call the app's helper; a share extension may), so it is said as that,
        // a warning, beside the other target's own finding on the line.
        var known: [String: [String]] = [:]
        var registeredIn: [String: [String]] = [:]
        for inventory in inventories where inventories.count > 1 {
            for request in inventory.requests {
                let key = "\(request.file):\(request.line):\(request.column):\(request.name)"
                switch inventory.resolution(of: request) {
                case .unknown: continue
                case .registered: registeredIn[key, default: []].append(inventory.target?.target.name ?? "")
                default: break
                }
                known[key, default: []].append(inventory.target?.target.name ?? "")
            }
        }
        // So is a name another target registers, in a target that bundles the font without
        // registering it: shared code, which that target may never run.
        for index in findings.indices where findings[index].rule == FontNameNotRegisteredRule.description.identifier {
            let finding = findings[index]
            guard finding.messageValue?.id == "requestedFontNotListed",
                let owners = registeredIn[
                    "\(finding.file ?? ""):\(finding.line ?? 0):\(finding.column ?? 0):\(finding.name ?? "")"
                ]
                .map({ Set($0).subtracting(finding.targets) }), !owners.isEmpty
            else { continue }
            let message = Finding.Message.registeredElsewhereInSharedCode(
                name: finding.name ?? "", targets: finding.targets,
                owners: owners.sorted(), file: finding.fix ?? "")
            findings[index].severity = .warning
            findings[index].message = message.text
            findings[index].messageValue = message
        }
        for index in findings.indices where findings[index].rule == FontNameUnknownRule.description.identifier {
            let finding = findings[index]
            // Known to another configuration of the same target only: the finding stands, naming
            // its configurations.
            guard
                let owners = known[
                    "\(finding.file ?? ""):\(finding.line ?? 0):\(finding.column ?? 0):\(finding.name ?? "")"
                ]
                .map({ Set($0).subtracting(finding.targets) }), !owners.isEmpty
            else { continue }
            let message = Finding.Message.askedInSharedCode(
                name: finding.name ?? "", targets: finding.targets, owners: owners.sorted())
            findings[index].severity = .warning
            findings[index].fix = nil
            findings[index].action = nil
            findings[index].message = message.text
            findings[index].messageValue = message
        }
        findings = FollowedValueGrouping.apply(findings)
        var fonts: [String: FontFile] = [:]
        var requests = Set<String>()
        var resolved = Set<String>()
        var followed = Set<String>()
        var dynamic = Set<String>()
        var missingSources = Set<String>()
        var unplaced = Set<String>()
        for inventory in inventories {
            missingSources.formUnion(inventory.missingSources)
            unplaced.formUnion(inventory.unplacedFonts)
            for font in inventory.fonts { fonts[font.path] = font }
            for request in inventory.requests {
                let key = "\(request.file):\(request.line):\(request.column)"
                requests.insert(key)
                if inventory.resolution(of: request).isResolved { resolved.insert(key) }
                if request.followed != nil { followed.insert(key) }
            }
            for name in inventory.dynamicNames { dynamic.insert("\(name.file):\(name.line)") }
        }
        OpenNameReport.print(inventories)
        let faces = fonts.values.filter { $0.report.error == nil }.reduce(0) { $0 + $1.report.faces.count }
        var result = AuditResult(
            findings: findings, files: fonts.count, faces: faces,
            namesFound: requests.count + dynamic.count, namesResolved: resolved.count,
            namesFollowed: followed.count, namesDynamic: dynamic.count, sourcesMissing: missingSources.count,
            unplacedFonts: unplaced.count)
        if configuration.runs(FontUnusedRule.description) {
            result.summary.unusedFonts = Self.unusedFonts(result.findings, inventories: inventories)
        }
        return baseline?.filter(result) ?? result
    }

    /// The summary of `font-unused`'s findings among `findings` (each file once, its faces
    /// joined over targets), and how many faces a name built at run time or a string could reach.
    static func unusedFonts(_ findings: [Finding], inventories: [Inventory]) -> UnusedFonts {
        var files: [String: UnusedFonts.File] = [:]
        for finding in findings where finding.rule == FontUnusedRule.description.identifier {
            guard let file = finding.file, let message = finding.messageValue else { continue }
            let faces = (message.facts["faces"] ?? "").components(separatedBy: ", ").filter { !$0.isEmpty }
            let whole = message.id == "fontNeverAskedFor"
            var entry =
                files[file]
                ?? UnusedFonts.File(file: file, bytes: Int(message.facts["bytes"] ?? ""), faces: [], whole: whole)
            for face in faces where !entry.faces.contains(face) { entry.faces.append(face) }
            entry.whole = entry.whole && whole
            files[file] = entry
        }
        var kept = Set<String>()
        for inventory in inventories {
            for usage in inventory.faceUsage() {
                if case .reachable = usage.state { kept.insert("\(usage.font.path)\u{0}\(usage.face.index)") }
            }
        }
        return UnusedFonts(fonts: Array(files.values), keptForDynamicNames: kept.count)
    }

    /// The enabled rules' findings on one inventory (`made`: what each rule found, in the rules'
    /// order), with configured severities and notes on how their fonts are registered.
    private func findings(in inventory: Inventory, made: [(rule: any Rule.Type, findings: [Finding])]) -> [Finding] {
        var findings: [Finding] = []
        for (rule, found) in made {
            var produced = found
            if let severity = configuration.severities[rule.description.identifier] {
                for index in produced.indices { produced[index].severity = severity }
            }
            findings += produced
        }
        // Say how a font that only code registers gets registered.
        let byCodeOnly = inventory.codeRegisteredPaths.subtracting(inventory.manifestRegisteredPaths)
        if !byCodeOnly.isEmpty {
            for index in findings.indices {
                guard let file = findings[index].file, byCodeOnly.contains(file),
                    let registration = inventory.registrations(of: file).first
                else { continue }
                findings[index].notes.append(registration.described)
            }
        }
        // Say when a font counts as registered only because a storyboard's <customFonts> names it.
        let viaInterfaceBuilder = inventory.interfaceBuilderRegisteredPaths.subtracting(
            inventory.manifestRegisteredPaths)
        if !viaInterfaceBuilder.isEmpty {
            for index in findings.indices {
                guard let file = findings[index].file, viaInterfaceBuilder.contains(file) else { continue }
                let maps = inventory.interfaceBuilderFontMaps.filter { map in
                    map.files.keys.contains { $0 == FileName.lastComponent(of: file) }
                }.map(\.path)
                findings[index].notes.append(
                    "registered only through the <customFonts> map of \(maps.joined(separator: ", ")) : Xcode adds it to the built Info.plist's UIAppFonts (a public report for Xcode 8.3 and later, not documented by Apple), though no UIAppFonts entry lists it; list it to rely on no build step"
                )
            }
        }
        return findings
    }
}

extension Finding.Message {
    /// A `font-name-not-registered` finding in code that `targets` compile and bundle the font
    /// `file` without registering it, which the targets `owners` register.
    static func registeredElsewhereInSharedCode(name: String, targets: [String], owners: [String], file: String) -> Self
    {
        let these = targets.map(quoted).joined(separator: ", ")
        let those = owners.map(quoted).joined(separator: ", ")
        return Self(
            "registeredElsewhereInSharedCode",
            facts: [
                "name": name, "targets": targets.joined(separator: ", "), "owners": owners.joined(separator: ", "),
                "file": file,
            ],
            text:
                "\(quoted(name)) is asked for in code that \(these) compile\(targets.count == 1 ? "s" : ""), which bundle\(targets.count == 1 ? "s" : "") its font without registering it, where \(those) register\(owners.count == 1 ? "s" : "") it: where \(these) run\(targets.count == 1 ? "s" : "") this code, the text renders in the system font. Add <string>\(file)</string> to UIAppFonts of \(these), or keep this code out of \(targets.count == 1 ? "that target" : "those targets")."
        )
    }

    /// A `font-name-unknown` finding in code that `targets` compile without the font, which the
    /// targets `owners` bundle.
    static func askedInSharedCode(name: String, targets: [String], owners: [String]) -> Self {
        let these = targets.map(quoted).joined(separator: ", ")
        let those = owners.map(quoted).joined(separator: ", ")
        return Self(
            "askedInSharedCode",
            facts: [
                "name": name, "targets": targets.joined(separator: ", "), "owners": owners.joined(separator: ", "),
            ],
            text:
                "\(quoted(name)) is asked for in code that \(these) compile\(targets.count == 1 ? "s" : "") without bundling its font, which \(those) bundle\(owners.count == 1 ? "s" : ""): where \(these) run\(targets.count == 1 ? "s" : "") this code, the text renders in the system font. Add the font to \(these) (its resources and UIAppFonts), or keep this code out of \(targets.count == 1 ? "that target" : "those targets")."
        )
    }
}

/// What `check` keeps of a whole audit (``TracedMemo``): the inventories, and which findings `--fix`
/// could fix, for the findings whose fingerprint it holds.
struct AuditMemo: Codable {
    var inventories: [StoredInventory]
    /// ``fingerprint(_:)`` of the findings ``fixable`` points into.
    var findings: UInt64
    var fixable: [Int]

    /// The memo's bytes as ``BinaryCoder`` encodes it, from its inventories encoded beforehand
    /// (`[StoredInventory]`): a positional format writes a struct's fields one after another.
    static func encode(inventories: [UInt8], findings: UInt64, fixable: [Int]) throws -> [UInt8] {
        inventories + (try BinaryCoder.encode(findings)) + (try BinaryCoder.encode(fixable))
    }

    /// The hash of `findings` as coded: the rules' findings from the same inventories, with the same
    /// configuration and baseline, have the same one.
    static func fingerprint(_ findings: [Finding]) -> UInt64 {
        guard let bytes = try? BinaryCoder.encode(findings) else { return 0 }
        return bytes.withUnsafeBytes { ContentHash.of($0) }
    }
}
