import FontAuditCache
import FontAuditFixes
import FontAuditInventory
import FontAuditModel
import FontAuditRules
import FontInspectorModel
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
        try await audit(path: path, options: options, reportOnly: false, progress: progress)
    }

    /// ``audit(path:options:progress:)``; when `reportOnly`, a run whose memo holds for every path
    /// and whose ``resultKey`` is the memo's returns the result the memo kept, with no inventories,
    /// and its findings without the edits `--fix` would make (``KeptResult``).
    package func audit(
        path: String, options: AuditOptions, reportOnly: Bool, progress: (@Sendable (String) -> Void)? = nil
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
        let resultKey = memo == nil ? 0 : self.resultKey
        let found = memo?.read(
            decoding: { entry, userInfo in
                try Self.decodeKept(entry, userInfo: userInfo, result: reportOnly ? resultKey : nil)
            },
            checked: { trace.seed($0, changed: $1) }, changing: { storeLoad?.start() })
        if case .result(let result)? = found {
            PhaseClock.mark("memo and result kept")
            WorkCounters.shared.record(.auditKept, root)
            WorkCounters.shared.record(.resultKept, root)
            return ([], result)
        }
        if case .memo(let kept, let entries)? = found {
            PhaseClock.mark("memo kept")
            WorkCounters.shared.record(.auditKept, root)
            let inventories = kept.inventories.map(\.inventory)
            var result = result(for: inventories, unplacedFonts: kept.unplacedFonts)
            result.plan = kept.plan.first
            PhaseClock.mark("rules")
            let fixable: Set<Int>
            let planKept = kept.findings == AuditMemo.fingerprint(result.findings)
            if planKept {
                fixable = Set(kept.fixable)
            } else {
                // Other findings from the same inventories (other rules or severities): plan them
                // now. The plan reads files the memo's trace may not hold (the definitions of a
                // name anywhere under the root), so a result planned here is never kept.
                fixable = fixPlan(for: result, inventories: inventories, path: path, options: options).fixable
            }
            PhaseClock.mark("fix plan")
            for index in fixable { result.findings[index].fixable = true }
            // The memo's result was for other rules or severities, and the same findings: this one,
            // whose fix plan the memo's inputs hold, is kept in its place.
            if reportOnly, planKept, let memo,
                let bytes = try? BinaryCoder.encode(KeptResult(key: resultKey, result: result))
            {
                memo.replace(entry: KeptResult.entry, with: bytes, holding: entries)
                PhaseClock.mark("result kept")
            }
            return (inventories, result)
        }
        let store = storeLoad?.value
        PhaseClock.mark("cache loaded")
        let walks = WalkCache()
        let work = { () async throws -> (InventoryBuild, AuditResult, FixPlan, [UInt8]?) in
            let built = try await InventoryBuilder(
                options: options, progress: progress, walks: walks, store: store
            ).buildAll(path: path)
            let inventories = built.inventories
            PhaseClock.mark("inventories")
            // The memo's inventories are encoded on the other core while the rules and the fix
            // plan run on this one.
            async let encoded = memo == nil ? nil : try? BinaryCoder.encode(inventories.map(StoredInventory.init))
            progress?("running \(allRules.count) rules")
            var result = self.result(for: inventories, unplacedFonts: built.unplacedFonts)
            result.plan = built.plan?.report
            PhaseClock.mark("rules")
            let plan = self.fixPlan(
                for: result, inventories: inventories, path: path, options: options, store: store, walks: walks)
            return (built, result, plan, await encoded)
        }
        // Traced only when a cache will keep something: the trace is what a memo is kept with, and
        // what tells whether a read failed for a passing reason (then neither cache is written).
        let (built, audited, plan, encodedInventories) =
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
                    inventories: inventories, unplacedFonts: built.unplacedFonts,
                    findings: AuditMemo.fingerprint(result.findings),
                    fixable: plan.fixable.sorted(), plan: result.plan.map { [$0] } ?? [])
            }
        for index in plan.fixable { result.findings[index].fixable = true }
        let finished = result
        _ = [0, 1].concurrentMap { job in
            if job == 0 {
                saved?.save()
            } else if let kept, let memoBytes {
                var entries = [TracedMemo.valueEntry: memoBytes]
                entries[KeptResult.entry] = try? BinaryCoder.encode(KeptResult(key: resultKey, result: finished))
                kept.write(entries: entries, trace: trace)
            }
        }
        PhaseClock.mark("cache and memo written")
        LateRelease.release([store, trace, walks])
        return (built.inventories, result)
    }

    /// Runs the enabled rules on an inventory that is already built.
    package func result(for inventory: Inventory) -> AuditResult {
        result(for: [inventory])
    }

    /// Runs the enabled rules on each inventory (each Xcode target), names the target in every
    /// finding, and merges findings that several targets share into one naming them all; the
    /// baseline, if any, hides what it records (``Baseline``). The summary counts `unplacedFonts`
    /// (``InventoryBuild/unplacedFonts``).
    package func result(for inventories: [Inventory], unplacedFonts: [String] = []) -> AuditResult {
        let findsUnusedFonts = configuration.runs(FontUnusedRule.description)
        // A target's requests in globals it never names are not its own (`withoutUnrunGlobals`);
        // font-unused and its summary read each face's usage: worked out once per inventory.
        let run = Inventory.withoutUnrunGlobals(inventories)
        let inventories = findsUnusedFonts ? run.concurrentMap { $0.settlingFaceUsage() } : run
        // Every enabled rule on every inventory, on all cores (a rule reads an inventory and
        // writes nothing), then in the rules' order.
        let rules = allRules.filter { configuration.runs($0.description) }
        let pairs = inventories.indices.flatMap { inventory in rules.indices.map { (inventory: inventory, rule: $0) } }
        // A rule that spreads its own work over the cores runs by itself, after the others.
        let shared = pairs.indices.filter { !rules[pairs[$0].rule].spreadsItsWork }
        var produced = [[Finding]](repeating: [], count: pairs.count)
        for (index, findings) in zip(
            shared, shared.concurrentMap { rules[pairs[$0].rule].init().findings(in: inventories[pairs[$0].inventory]) }
        ) {
            produced[index] = findings
        }
        for index in pairs.indices where rules[pairs[index].rule].spreadsItsWork {
            produced[index] = rules[pairs[index].rule].init().findings(in: inventories[pairs[index].inventory])
        }
        var findings = mergedAcrossTargets(inventories, rules: rules, produced: produced)
        Self.downgradeSharedCode(&findings, in: inventories)
        findings = FollowedValueGrouping.apply(findings)
        var fonts: [String: FontFile] = [:]
        var requests = Set<FileLocation>()
        var resolved = Set<FileLocation>()
        var followed = Set<FileLocation>()
        var dynamic = Set<FileLocation>()
        var open = Set<OpenName>()
        var openRegistrations = Set<OpenName>()
        var missingSources = Set<String>()
        for inventory in inventories {
            missingSources.formUnion(inventory.missingSources)
            for font in inventory.fonts { fonts[font.path] = font }
            for request in inventory.requests {
                let key = request.location
                requests.insert(key)
                if inventory.resolution(of: request).isResolved { resolved.insert(key) }
                if request.followed != nil { followed.insert(key) }
            }
            for name in inventory.dynamicNames {
                dynamic.insert(name.location)
                open.insert(name.listed)
            }
            for registration in inventory.openRegistrations {
                openRegistrations.insert(registration.listed)
            }
        }
        let faces = fonts.values.filter { $0.report.error == nil }.reduce(0) { $0 + $1.report.faces.count }
        var result = AuditResult(
            findings: findings, files: fonts.count, faces: faces,
            namesFound: requests.count + dynamic.count, namesResolved: resolved.count,
            namesFollowed: followed.count, namesDynamic: dynamic.count, sourcesMissing: missingSources.count,
            unplacedFonts: unplacedFonts.count)
        result.openNames = open.union(openRegistrations).sorted()
        result.summary.registrationsOpen = openRegistrations.count
        // A fonts folder is said to be one: every file of it counts as registered.
        let folders = inventories.contains { $0.layout == .fontsFolder && !$0.fonts.isEmpty }
        result.summary.apps =
            Array(Set(inventories.compactMap(\.app?.described))).sorted()
            + (folders ? ["a fonts folder (no app found: every font file counts as registered)"] : [])
        if findsUnusedFonts {
            result.summary.unusedFonts = FontUnusedRule.summary(of: result.findings, inventories: inventories)
        }
        return baseline?.filter(result) ?? result
    }
}
