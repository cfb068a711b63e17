import FontAuditModel
import FontInspectorModel
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files and folders a reader looked at, for a value kept by ``RunCache/recorded(_:compute:)``
/// that depends on more than one file: a project read with its `.xcconfig` includes and the
/// synchronized folders it lists. A file counts by its stamp (or its absence), a listed folder by
/// its own (a folder's modification time changes when an entry is added, removed or renamed).
package final class InputRecorder: Sendable {
    /// One input, as it was when it was read.
    struct Input: Codable, Equatable {
        var path: String
        var isFolder: Bool
        /// Its stamp; nil when it was not there (or not a file, or not a folder, as asked).
        var stamp: FileStamp?
    }

    /// Each input as it was stamped the first time it was noted, by path.
    private let inputs = Locked([String: Input]())

    package init() {}

    /// Notes that the file at `path` is about to be read (or looked for), with its stamp now: a
    /// change after this, while the rest is read, shows as another stamp on the next run.
    package func file(_ path: String) {
        note(path, folder: false)
    }

    /// Notes that the folder at `path` is about to be listed, with its stamp now.
    package func folder(_ path: String) {
        note(path, folder: true)
    }

    private func note(_ path: String, folder: Bool) {
        FileTrace.note(path, folder ? .listed : .read)
        guard inputs.withLock({ $0[path] == nil }) else { return }
        let input = Input(path: path, isFolder: folder, stamp: Self.stamp(of: path, folder: folder))
        inputs.withLock { $0[path] = $0[path] ?? input }
    }

    /// Every input, sorted by path.
    func stamped() -> [Input] {
        inputs.withLock { $0 }.sorted { $0.key < $1.key }.map(\.value)
    }

    /// `stat(2)` of a file (a regular file) or a folder; nil when it is not one.
    static func stamp(of path: String, folder: Bool) -> FileStamp? {
        FileStamp(of: path, kind: folder ? .folder : .file)
    }
}

extension RunCache {
    /// A value and the inputs it was made from.
    private struct Recorded<Value: Codable>: Codable {
        var inputs: [InputRecorder.Input]
        var value: Value
    }

    /// What `compute` makes, kept under `key` with every file and folder it noted in its
    /// ``InputRecorder``: taken from an earlier run when each is as it was (and was so well before
    /// that run wrote the cache), else computed again. A throw is never kept.
    package func recorded<T: Codable>(_ key: String, compute: (InputRecorder) throws -> T) rethrows -> T {
        if let bytes = loadedMemos[key], let kept = try? CacheCoding.decode(Recorded<T>.self, from: bytes),
            kept.inputs.allSatisfy({ input in
                let now = InputRecorder.stamp(of: input.path, folder: input.isFolder)
                return now == input.stamp && (now?.settled(before: writtenAt - Self.racyWindow) ?? true)
            })
        {
            // Kept: what it was made from is still what it depends on.
            for input in kept.inputs { FileTrace.note(input.path, input.isFolder ? .listed : .read) }
            state.withLock { $0.memos[key] = bytes }
            return kept.value
        }
        let recorder = InputRecorder()
        let value = try compute(recorder)
        if let bytes = try? CacheCoding.encode(Recorded(inputs: recorder.stamped(), value: value)) {
            state.withLock { state in
                state.memos[key] = bytes
                state.changed = true
            }
        }
        return value
    }
}
