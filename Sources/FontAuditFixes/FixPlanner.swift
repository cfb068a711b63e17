import FontAuditCache
import FontAuditInventory
import FontAuditModel
import FontAuditReaders
import FontInspectorModel
import Foundation

/// Turns findings' ``FixAction``s into edits of the files under one folder: only where the edit
/// is unambiguous, inside the folder, not excluded, and leaves the file readable.
package struct FixPlanner: Sendable {
    /// The folder finding paths are relative to.
    package var root: String
    /// The configuration's `exclude:` patterns: files they match are never edited.
    package var exclude: [String]
    /// The run's cache, if it keeps one: which Swift files hold a name is remembered there.
    package var store: RunCache?
    /// The run's folder listings, when the audit that found the findings shares them.
    package var walks: WalkCache?

    /// Creates a planner for findings relative to `root`.
    package init(root: String, exclude: [String] = []) {
        self.root = URL(fileURLWithPath: root).standardizedFileURL.path
        self.exclude = exclude
    }

    /// The folder findings are relative to when `path` is audited: the folder itself, or the
    /// folder holding an `.xcodeproj` or `.xcworkspace`.
    package static func root(auditing path: String) -> String {
        InventoryBuilder.displayBase(of: URL(fileURLWithPath: path).standardizedFileURL).path
    }

    /// Plans the fixes of `findings`.
    package func plan(_ findings: [Finding]) -> FixPlan {
        WorkCounters.shared.record(.fixPlan, root)
        var refusals: [Int: String] = [:]
        // file → (action, finding indices)
        var byFile: [String: [(action: FixAction, finding: Int)]] = [:]
        var definitionEdits: [String: [(edit: TextEdit, finding: Int)]] = [:]
        // Names written at a constant's or enum case's definition: every Swift file is read once
        // for all of them.
        let defined = Set(
            findings.compactMap { finding -> String? in
                guard case .replaceName(let request, _, _)? = finding.action, request.source == .swift,
                    let origin = request.origin, origin != .literal
                else { return nil }
                return request.name
            })
        let swiftIndex =
            defined.isEmpty ? nil : SwiftDefinitionIndex(root: root, names: defined, store: store, walks: walks)
        for (index, finding) in findings.enumerated() {
            guard let action = finding.action else { continue }
            if case .manual(let why) = action {
                refusals[index] = why
                continue
            }
            guard let file = action.file else { continue }
            if let why = refusal(for: file) {
                refusals[index] = why
                continue
            }
            if case .replaceName(let request, let new, _) = action, request.source == .swift,
                let origin = request.origin, origin != .literal
            {
                let found = swiftIndex?.definitions(of: origin, spelling: request.name) ?? []
                guard found.count == 1, let definition = found.first else {
                    refusals[index] =
                        found.isEmpty
                        ? "\(quoted(request.name)) is not one literal of a constant under the audited folder: edit it by hand"
                        : "\(quoted(request.name)) is defined in \(found.count) places (\(found.map { "\($0.file):\($0.line)" }.sorted().joined(separator: ", "))): edit the one you mean"
                    continue
                }
                if let why = refusal(for: definition.file) {
                    refusals[index] = why
                    continue
                }
                switch SourceFixer.swiftEdit(definition.range, new) {
                case .edits(let edits):
                    for edit in edits { definitionEdits[definition.file, default: []].append((edit, index)) }
                case .refused(let why): refusals[index] = why
                }
                continue
            }
            if case .replaceName(let request, _, _) = action, request.origin == nil {
                refusals[index] =
                    "\(quoted(request.name)) is put together in code, not written as one literal: edit it by hand"
                continue
            }
            byFile[file, default: []].append((action, index))
        }

        var changes: [FixPlan.FileChange] = []
        var fixable = Set<Int>()
        for file in Set(byFile.keys).union(definitionEdits.keys).sorted(by: { ByteOrder.precedes($0, $1) }) {
            let items = byFile[file] ?? []
            let indices = items.map(\.finding) + (definitionEdits[file] ?? []).map(\.finding)
            let path = root + "/" + file
            func plan() -> FileOutcome {
                guard let data = FileData.read(path) else {
                    return FileOutcome(
                        refusals: Dictionary(
                            indices.map { ($0, "\(file) cannot be read") }, uniquingKeysWith: { a, _ in a }))
                }
                return planFile(file, data: data, items: items, definitions: definitionEdits[file] ?? [])
            }
            // What the file's fixes come to depends on its bytes and the fixes asked alone: kept by
            // the cache under both.
            let outcome: FileOutcome
            if let store {
                let asked = FixKey.bytes(items, definitionEdits[file] ?? [])
                let purpose = CachePurpose.fixPlan(
                    file, asked: String(asked.withUnsafeBytes { ContentHash.of($0) }, radix: 16))
                // One outcome kept per file: the findings asked of it last.
                outcome = store.value(purpose, of: path, replacing: CachePurpose.fixPlanFamily(file), compute: plan)
            } else {
                outcome = plan()
            }
            for (index, why) in outcome.refusals { refusals[index] = why }
            if let edited = outcome.edited, let data = FileData.read(path), edited != data {
                changes.append(
                    FixPlan.FileChange(
                        path: file, original: data, edited: edited, isBinary: outcome.isBinary,
                        findings: outcome.fixed.sorted()))
            }
            fixable.formUnion(outcome.fixed)
        }
        return FixPlan(changes: changes, fixable: fixable, refusals: refusals)
    }

    /// Why `file` (relative) is not edited: outside the folder, excluded, or a generated spec.
    private func refusal(for file: String) -> String? {
        if file.hasPrefix("/") || file.split(separator: "/").contains("..") {
            return "\(file) is outside the audited folder: it is never edited"
        }
        let resolved = Disk.resolvingLinks(URL(fileURLWithPath: root + "/" + file)).path
        let resolvedRoot = Disk.resolvingLinks(URL(fileURLWithPath: root)).path
        if !resolved.hasPrefix(resolvedRoot == "/" ? "/" : resolvedRoot + "/") {
            return "\(file) leads outside the audited folder (a symbolic link): it is never edited"
        }
        if exclude.contains(where: { PathPattern(pattern: $0).matches(file) }) {
            return "\(file) is under exclude: in the configuration: it is never edited"
        }
        if file.hasSuffix(".yml") || file.hasSuffix(".yaml") || FileName.lastComponent(of: file) == "Project.swift" {
            return "\(file) is a project generator's spec: edit it by hand, then generate the project again"
        }
        return nil
    }

    private struct FileOutcome: Codable {
        var edited: Data?
        var isBinary = false
        var fixed: Set<Int> = []
        var refusals: [Int: String] = [:]
    }

    private func planFile(
        _ file: String, data: Data, items: [(action: FixAction, finding: Int)],
        definitions: [(edit: TextEdit, finding: Int)]
    ) -> FileOutcome {
        var outcome = FileOutcome()
        let plistActions = items.filter {
            switch $0.action {
            case .replaceEntry, .removeEntry, .addEntry: true
            default: false
            }
        }
        if !plistActions.isEmpty, data.starts(with: Array("bplist".utf8)) {
            let rewritten = PlistFixer.rewriteBinary(data, plistActions.map(\.action))
            for item in plistActions {
                if case .refused(let why)? = rewritten.placements[item.action] {
                    outcome.refusals[item.finding] = why
                } else if rewritten.data != nil {
                    outcome.fixed.insert(item.finding)
                }
            }
            outcome.edited = rewritten.data
            outcome.isBinary = true
            return outcome
        }
        let table = LineTable([UInt8](data))
        var placed: [(edit: TextEdit, finding: Int)] = definitions
        let plistPlacements = PlistFixer.place(plistActions.map(\.action), in: table)
        var renames: [(old: String, new: String)] = []
        // Findings another fix of the batch resolves: nothing of their own to write.
        var satisfied = Set<Int>()
        var swiftLiterals: SwiftLiterals?
        func literals() -> SwiftLiterals {
            if let swiftLiterals { return swiftLiterals }
            let parsed = SwiftLiterals(table.bytes, path: root + "/" + file)
            swiftLiterals = parsed
            return parsed
        }
        for item in items {
            let placement: Placement
            switch item.action {
            case .replaceEntry(_, let line, let old, let new) where ManifestDialect.of(path: file) == .expoConfig:
                // An Expo config's plugin list: the one string literal of the entry on its line.
                placement = SourceFixer.replaceString(on: line, old: old, new: new, in: table)
            case .replaceEntry, .removeEntry, .addEntry:
                placement = plistPlacements[item.action] ?? .refused("not placed")
            case .replaceName(let request, let new, let family):
                placement = SourceFixer.place(request, new: new, family: family, in: table, literals: literals)
                if request.source == .interfaceBuilder, case .edits = placement { renames.append((request.name, new)) }
            case .renameKey(_, let line, let old, let new):
                placement = SourceFixer.renameKey(
                    on: line, old: old, new: new, plist: file.hasSuffix(".plist"), in: table)
            case .manual(let why):
                placement = .refused(why)
            }
            switch placement {
            case .edits(let edits) where edits.isEmpty: satisfied.insert(item.finding)
            case .edits(let edits): for edit in edits { placed.append((edit, item.finding)) }
            case .refused(let why): outcome.refusals[item.finding] = why
            }
        }
        // The same edit from several findings is made once; edits that disagree are not made.
        var unique: [TextEdit] = []
        var owners: [TextEdit: Set<Int>] = [:]
        for (edit, finding) in placed {
            if owners[edit] == nil { unique.append(edit) }
            owners[edit, default: []].insert(finding)
        }
        var conflicted = Set<Int>()
        for (i, edit) in unique.enumerated() {
            for other in unique[(i + 1)...] where edit.overlaps(other) {
                conflicted.formUnion(owners[edit]!)
                conflicted.formUnion(owners[other]!)
            }
        }
        for index in conflicted { outcome.refusals[index] = "another fix edits the same text: edit it by hand" }
        let kept = unique.filter { owners[$0]!.isDisjoint(with: conflicted) }
        var edited = TextEdit.apply(kept, to: table.bytes)
        // A storyboard's <customFonts> map follows its renamed fonts.
        if !renames.isEmpty {
            let table = LineTable(edited)
            let mapEdits = Set(renames.flatMap { SourceFixer.fontMapEdits(renaming: $0.old, to: $0.new, in: table) })
            if !mapEdits.contains(where: { edit in mapEdits.contains { $0 != edit && $0.overlaps(edit) } }) {
                edited = TextEdit.apply(Array(mapEdits), to: edited)
            }
        }
        var fixed = Set(placed.map(\.finding)).union(satisfied).subtracting(conflicted).subtracting(
            outcome.refusals.keys)
        // What is written must read back: a plist still parses, a storyboard is still XML.
        if edited != table.bytes, let why = unreadable(Data(edited), file: file) {
            for index in fixed { outcome.refusals[index] = why }
            fixed = []
            edited = table.bytes
        }
        outcome.fixed = fixed
        outcome.edited = Data(edited)
        return outcome
    }

    /// Why the edited bytes of `file` would not read back, if they would not.
    private func unreadable(_ data: Data, file: String) -> String? {
        switch FileName.pathExtension(of: file) {
        case "plist":
            return (try? SafePlist.parse(data)) == nil ? "the edited plist would not parse: edit it by hand" : nil
        case "storyboard", "xib":
            guard let parser = SafeXML.parser(for: data) else { return "the edited file would not be UTF-8" }
            parser.shouldResolveExternalEntities = false
            return parser.parse() ? nil : "the edited file would not be well-formed XML: edit it in Interface Builder"
        default:
            return nil
        }
    }
}
