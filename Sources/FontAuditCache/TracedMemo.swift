import FontAuditModel
import FontInspectorModel
import Foundation

/// A value made by work traced with a ``FileTrace``, kept beside the ``RunCache`` with every path
/// the work looked at: the next run takes it without doing the work when every path is as it was
/// (``FileTrace/holds(_:started:hash:)``), and otherwise does the work again (with the run cache,
/// so that only what changed is read).
///
/// `check` keeps the inventories of a whole audit this way: a run with nothing changed then costs a
/// `stat` per path looked at, the decoding of the inventories, and the rules.
///
/// The memo is a ``CacheFile`` of its own (configuration plus ``kind``): the same header, checksum,
/// atomic write and folder bound as the run cache's.
package struct TracedMemo: Sendable {
    static let printsTrace =
        ProcessInfo.processInfo.environment["FONTAUDIT_TRACE"].map { !$0.isEmpty && $0 != "0" } ?? false

    /// What tells a memo's cache file from the run cache's.
    static let kind = "\u{0}traced-memo"
    let location: CacheFile

    /// The memo of the audited `root` in `directory`, for a tool and a configuration.
    package init(directory: String, root: String, tool: String, configuration: String) {
        location = CacheFile(directory: directory, root: root, tool: tool, configuration: configuration + Self.kind)
    }

    /// The kept value, when there is one that decodes and every path it was made from is as it was.
    /// - Parameters:
    ///   - checked: Told, when a path was not as it was, the state of each path the check looked at
    ///     and the paths it found changed (``FileTrace/seed(_:changed:)``), so that the work done
    ///     again need not `stat` them again.
    ///   - changing: Called, from any thread and perhaps more than once, as soon as the check finds
    ///     a path that is not as it was, while it checks the others: the work will be done again.
    package func read<T: Decodable & Sendable>(
        _ type: T.Type, checked: ((_ states: [String: [Int64]], _ changed: Set<String>) -> Void)? = nil,
        changing: (@Sendable () -> Void)? = nil
    ) -> T? {
        read(
            decoding: { entry, userInfo in
                // ``read(decoding:checked:changing:)`` asks that the value's entry be there.
                try BinaryCoder.decode(T.self, from: entry(Self.valueEntry) ?? [], userInfo: userInfo)
            }, checked: checked, changing: changing)
    }

    /// The name under which ``write(encoded:trace:)`` keeps its value.
    package static let valueEntry = "value"
    /// The name under which the paths the value was made from are kept.
    package static let inputsEntry = "inputs"

    /// The value `decode` makes of the kept entries (``write(entries:trace:)``), when every path
    /// they were made from is as it was. `decode` runs beside the check of the paths, and is told
    /// the user info that stops ``BinaryCoder`` when a path is found changed.
    package func read<T: Sendable>(
        decoding decode:
            @escaping @Sendable (
                _ entry: (String) -> [UInt8]?, _ userInfo: [CodingUserInfoKey: any Sendable]
            ) throws -> T,
        checked: ((_ states: [String: [Int64]], _ changed: Set<String>) -> Void)? = nil,
        changing: (@Sendable () -> Void)? = nil
    ) -> T? {
        let contents = FileTrace.$current.withValue(nil) { location.read() }
        PhaseClock.mark("memo file read")
        guard let contents, let inputBytes = contents.memos[Self.inputsEntry], contents.memos[Self.valueEntry] != nil
        else {
            PhaseClock.say("memo not used: none for this tool, path and configuration")
            return nil
        }
        guard let blocks = Self.blocks(of: inputBytes) else { return nil }
        // Where each path whose links the work resolved leads now: the same place, or the work
        // is done again.
        if let linkBytes = contents.memos["links"] {
            guard let links = try? CacheCoding.decode([[String]].self, from: linkBytes) else { return nil }
            for link in links {
                guard link.count == 2 else { return nil }
                let now = FileTrace.$current.withValue(nil) { Disk.resolution(of: link[0]) }
                guard now == link[1] else {
                    PhaseClock.say("memo not used: \(link[0]) leads to \(now), not \(link[1])")
                    return nil
                }
            }
        } else {
            return nil
        }
        let started = contents.writtenAt
        // On all cores: the value decoded while the paths are checked, a `stat` each, a block of
        // paths per task (a value decoded for nothing, when a path changed, costs less than the
        // audit that follows).
        // A path found changed stops the decoding where it is.
        let value = Locked<Result<T, any Error>?>(nil)
        let cancellation = BinaryCoder.Cancellation()
        let checks = ([nil] + blocks.map(Optional.some)).concurrentMap { block -> Check? in
            guard let block else {
                let decoded = Result {
                    try decode(
                        { contents.memos[$0] },
                        BinaryCoder.defaultUserInfo.merging([.cancellation: cancellation], uniquingKeysWith: { $1 }))
                }
                value.withLock { $0 = decoded }
                return Check()
            }
            let check = FileTrace.$current.withValue(nil) { Self.changed(in: inputBytes[block], started: started) }
            if check.map({ !$0.changed.isEmpty }) ?? true {
                cancellation.cancel()
                changing?()
            }
            return check
        }
        PhaseClock.mark("memo inputs checked, value decoded")
        if checks.contains(where: { $0 == nil }) { return nil }
        if let first = checks.lazy.compactMap({ $0?.changed.first }).first {
            PhaseClock.say("memo not used: \(first) is not as it was")
            if let checked {
                var states: [String: [Int64]] = [:]
                states.reserveCapacity(checks.reduce(0) { $0 + ($1?.states.count ?? 0) / Check.stateWidth })
                for (check, block) in zip(checks.dropFirst(), blocks) {
                    guard let check else { continue }
                    for (index, path) in Self.paths(in: inputBytes[block]).enumerated()
                    where index * Check.stateWidth < check.states.count {
                        states[path] = check.state(at: index)
                    }
                }
                checked(states, Set(checks.lazy.compactMap { $0?.changed }.joined()))
            }
            return nil
        }
        switch value.withLock({ $0 }) {
        case .success(let kept)?:
            return kept
        case .failure(let error)?:
            PhaseClock.say("memo not used: \(error)")
            return nil
        case nil:
            return nil
        }
    }

    /// Keeps `value` with the paths `trace` noted, as of when the traced work started.
    package func write<T: Encodable>(_ value: T, trace: FileTrace) {
        guard let bytes = try? CacheCoding.encode(value) else { return }
        write(encoded: bytes, trace: trace)
    }

    /// ``write(_:trace:)`` of a value already encoded (as ``CacheCoding`` does).
    package func write(encoded bytes: [UInt8], trace: FileTrace) {
        write(entries: [Self.valueEntry: bytes], trace: trace)
    }

    /// Keeps named entries already encoded, one of them under ``valueEntry``, with the paths
    /// `trace` noted; ``read(decoding:checked:changing:)`` hands them to its decoder.
    package func write(entries: [String: [UInt8]], trace: FileTrace) {
        if Self.printsTrace {
            // `FONTAUDIT_TRACE=1`: every path the memo holds, for checking the trace against
            // `strace` (docs/ARCHITECTURE.md).
            let text = trace.noted().map { "trace \($0.use) \($0.path)\n" }.joined()
            FileHandle.standardError.write(Data(text.utf8))
        }
        guard let links = try? CacheCoding.encode(trace.notedResolutions().map { [$0.path, $0.resolved] }) else {
            return
        }
        location.write(
            entries: [:], words: [],
            memos: entries.merging(
                [Self.inputsEntry: Self.encodeInputs(trace.noted()), "links": links], uniquingKeysWith: { $1 }),
            startedAt: trace.started)
    }

    /// Replaces the entry `name` of the kept memo, its paths and their states as they were, when
    /// the entries `holding` are still as given (another run may have written the memo since): for
    /// a value made from those entries alone, which holds while they do (the rules' result from the
    /// kept inventories).
    package func replace(entry name: String, with bytes: [UInt8], holding: [String: [UInt8]]) {
        guard var contents = FileTrace.$current.withValue(nil, operation: { location.read() }),
            holding.allSatisfy({ contents.memos[$0.key] == $0.value })
        else { return }
        contents.memos[name] = bytes
        location.write(
            entries: contents.entries, words: contents.words, memos: contents.memos, startedAt: contents.writtenAt)
    }

    /// The inputs of one block that are not as they were (``FileTrace/holds(_:now:started:hash:)``),
    /// read straight from the bytes: each `stat` relative to its folder, opened once; nil when the
    /// block does not decode.
    static func changed(in block: ArraySlice<UInt8>, started: Int64) -> Check? {
        var changed: [String] = []
        // Each path's state for a read, flat (``Check/stateWidth`` numbers each): a path's text is
        // made only for a path that changed, or when the states are asked for (``paths(in:)``).
        var states: [Int64] = []
        states.reserveCapacity(TracedMemo.blockSize * Check.stateWidth)
        var folderPath: [UInt8] = []
        var folder: Int32 = -1
        defer { if folder >= 0 { close(folder) } }
        let whole = eachInput(in: block) { path, use, state in
            let slash = path.lastIndex(of: UInt8(ascii: "/"))
            if let slash, slash > 0, !path[..<slash].elementsEqual(folderPath) {
                if folder >= 0 { close(folder) }
                folderPath = Array(path[..<slash])
                folder = (folderPath + [0]).withUnsafeBufferPointer { pointer in
                    pointer.withMemoryRebound(to: CChar.self) { FileTrace.openFolder($0.baseAddress!) }
                }
            }
            var info = stat()
            // The failure's `errno`, read at once (a missing path and a loop of links differ).
            var failure: Int32 = 0
            // A path ending in `/` names no entry of its folder (`fstatat` of "" fails): `stat` it whole.
            if let slash, slash > 0, slash + 1 < path.count, folder >= 0 {
                failure = (Array(path[(slash + 1)...]) + [0]).withUnsafeBufferPointer { pointer in
                    pointer.withMemoryRebound(to: CChar.self) {
                        fstatat(folder, $0.baseAddress!, &info, 0) == 0 ? 0 : errno
                    }
                }
            } else {
                failure = (path + [0]).withUnsafeBufferPointer { pointer in
                    pointer.withMemoryRebound(to: CChar.self) { stat($0.baseAddress!, &info) == 0 ? 0 : errno }
                }
            }
            let input = FileTrace.Input(path: "", use: use, state: state)
            let read =
                failure == 0 ? FileTrace.state(info, use: .read) : FileTrace.state(nil, use: .read, error: failure)
            states.append(Int64(read.count))
            states += read
            states += repeatElement(0, count: Check.stateWidth - 1 - read.count)
            if !FileTrace.holds(
                input, now: FileTrace.state(read, for: use), started: started,
                hash: { _ in
                    let text = String(decoding: path, as: UTF8.self)
                    if use == .listed { return (try? DirectoryListing.entries(of: text)).map(FileTrace.fingerprint) }
                    return FileData.read(text).map { data in data.withUnsafeBytes { ContentHash.of($0) } }
                })
            {
                changed.append(String(decoding: path, as: UTF8.self))
            }
        }
        return whole ? Check(changed: changed, states: states) : nil
    }

    /// The paths of one block, in order (a block that ``changed(in:started:)`` decoded).
    static func paths(in block: ArraySlice<UInt8>) -> [String] {
        var paths: [String] = []
        _ = eachInput(in: block) { path, _, _ in paths.append(String(decoding: path, as: UTF8.self)) }
        return paths
    }

    /// What checking a block of inputs found: the paths not as they were, and the state of every
    /// path as ``FileTrace/state(_:use:error:)`` gives it for a read, flat: its length, then its
    /// numbers, padded to ``stateWidth``.
    struct Check {
        static let stateWidth = 6
        var changed: [String] = []
        var states: [Int64] = []

        /// The state of the block's path at `index`.
        func state(at index: Int) -> [Int64] {
            let start = index * Self.stateWidth
            return Array(states[(start + 1)..<(start + 1 + Int(states[start]))])
        }
    }
}
