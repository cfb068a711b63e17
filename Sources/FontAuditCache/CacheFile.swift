import FontAuditModel
import FontInspectorModel
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file a ``RunCache`` is kept in: `DIRECTORY/<hash of the audited path>.fontaudit-cache`.
///
/// Layout: a magic, the format version, the audited path, the tool's identity and the
/// configuration (all compared exactly before anything is used), the time it was written, the word
/// table, the entries, and last the ``ContentHash`` of everything before it. Any mismatch, short
/// read or bad count makes the whole file unused, never a crash.
///
/// Bounds: one file per audited path, holding only the files of its last run; a folder keeps the
/// ``maximumFiles`` most recently written cache files and deletes the rest, a cache larger than
/// ``maximumBytes`` is not written, and temporary files left by a killed run are deleted after an hour.
struct CacheFile: Sendable {
    static let magic = Array("FONTAUDIT-CACHE\n".utf8)
    static let formatVersion = 27
    static let fileExtension = "fontaudit-cache"
    /// Cache files one folder keeps: a run cache and a memo (``TracedMemo``) per audited path and
    /// configuration, for 32 of them.
    static let maximumFiles = 64
    /// The largest cache file written: 256 MiB.
    static let maximumBytes = 256 << 20

    let directory: String
    let root: String
    let tool: String
    let configuration: String

    /// The cache file's path.
    var path: String {
        let key = Array((root + "\n" + configuration).utf8).withUnsafeBytes { ContentHash.of($0) }
        return directory + "/" + String(key, radix: 16) + "." + Self.fileExtension
    }

    struct Contents {
        var writtenAt: Int64
        var words: [String]
        var entries: [String: RunCache.Entry]
        var memos: [String: [UInt8]] = [:]
    }

    /// The cache's contents, or nil when there is none or it cannot be trusted.
    func read() -> Contents? {
        guard let data = FileData.read(path) else { return nil }
        return Self.decode([UInt8](data), root: root, tool: tool, configuration: configuration)
    }

    static func decode(_ bytes: [UInt8], root: String, tool: String, configuration: String) -> Contents? {
        guard bytes.count > magic.count + 8, Array(bytes[0..<magic.count]) == magic else { return nil }
        let body = bytes[0..<(bytes.count - 8)]
        var checksum: UInt64 = 0
        for (index, byte) in bytes[(bytes.count - 8)...].enumerated() {
            checksum |= UInt64(byte) << (8 * UInt64(index))
        }
        guard body.withUnsafeBytes({ ContentHash.of($0) }) == checksum else { return nil }
        var reader = ByteReader(body, from: magic.count)
        guard let version = reader.integer(), version == formatVersion,
            reader.string() == root, reader.string() == tool, reader.string() == configuration,
            let writtenAt = reader.integer().map(Int64.init), let wordCount = reader.count()
        else { return nil }
        var words: [String] = []
        for _ in 0..<wordCount {
            guard let word = reader.string() else { return nil }
            words.append(word)
        }
        guard let entryCount = reader.count() else { return nil }
        var entries: [String: RunCache.Entry] = [:]
        entries.reserveCapacity(entryCount)
        for _ in 0..<entryCount {
            guard let path = reader.string(), let size = reader.integer(), let modified = reader.integer(),
                let changed = reader.integer(), let inode = reader.unsigned(), let hash = reader.unsigned(),
                let asked = reader.bits(), let present = reader.bits()
            else { return nil }
            // The values are checked here and decoded only when asked for (``EntryValues``).
            let start = reader.offset
            guard let valueCount = reader.count() else { return nil }
            for _ in 0..<valueCount {
                guard reader.skipString(), reader.skipString() else { return nil }
            }
            var entry = RunCache.Entry(
                stamp: .init(size: Int64(size), modified: Int64(modified), changed: Int64(changed), inode: inode),
                hash: hash,
                values: EntryValues(raw: body[start..<reader.offset]))
            entry.asked = asked
            entry.present = present
            entries[path] = entry
        }
        guard let memoCount = reader.count() else { return nil }
        var memos: [String: [UInt8]] = [:]
        for _ in 0..<memoCount {
            guard let key = reader.string(), let value = reader.run() else { return nil }
            memos[key] = value
        }
        guard reader.atEnd else { return nil }
        return Contents(writtenAt: writtenAt, words: words, entries: entries, memos: memos)
    }

    static func encode(
        entries: [String: RunCache.Entry], words: [String], memos: [String: [UInt8]] = [:], root: String,
        tool: String, configuration: String, writtenAt: Int64
    ) -> [UInt8] {
        var writer = ByteWriter()
        // Room for all of it at once: growing a megabyte by doubling copied it and touched
        // fresh pages each time.
        writer.bytes.reserveCapacity(
            entries.values.reduce(4096) { $0 + $1.values.byteCount + 96 }
                + entries.keys.reduce(0) { $0 + $1.utf8.count }
                + memos.reduce(0) { $0 + $1.key.utf8.count + $1.value.count + 8 }
                + words.reduce(0) { $0 + $1.utf8.count + 2 })
        writer.bytes += magic
        writer.integer(formatVersion)
        writer.string(root)
        writer.string(tool)
        writer.string(configuration)
        writer.integer(Int(writtenAt))
        writer.unsigned(UInt64(words.count))
        for word in words { writer.string(word) }
        writer.unsigned(UInt64(entries.count))
        // Sorted, so the same run writes the same bytes.
        // (The paths alone are sorted: moving the entries as they sort took longer than looking
        // each up again.)
        for path in entries.keys.sorted() {
            guard let entry = entries[path] else { continue }
            writer.string(path)
            writer.integer(Int(entry.stamp.size))
            writer.integer(Int(entry.stamp.modified))
            writer.integer(Int(entry.stamp.changed))
            writer.unsigned(entry.stamp.inode)
            writer.unsigned(entry.hash)
            writer.bits(entry.asked)
            writer.bits(entry.present)
            entry.values.write(to: &writer)
        }
        writer.unsigned(UInt64(memos.count))
        for (key, value) in memos.sorted(by: { $0.key < $1.key }) {
            writer.string(key)
            writer.unsigned(UInt64(value.count))
            writer.bytes += value
        }
        let checksum = writer.bytes.withUnsafeBytes { ContentHash.of($0) }
        for index in 0..<8 { writer.bytes.append(UInt8(truncatingIfNeeded: checksum >> (8 * UInt64(index)))) }
        return writer.bytes
    }

    /// Writes the cache atomically (a temporary file renamed over the old one), then trims the
    /// folder. A folder that cannot be made or written is left alone: the run still succeeds.
    /// - Parameter startedAt: When the run began; the header keeps it as the time the cache was
    ///   written, so whatever changed during the run is checked by its bytes next time.
    func write(entries: [String: RunCache.Entry], words: [String], memos: [String: [UInt8]], startedAt: Int64) {
        let writtenAt = startedAt
        let bytes = Self.encode(
            entries: entries, words: words, memos: memos, root: root, tool: tool,
            configuration: configuration, writtenAt: writtenAt)
        let target = path
        guard bytes.count <= Self.maximumBytes else {
            unlink(target)
            return
        }
        guard (try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)) != nil
        else { return }
        let temporary = target + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        // Written with `write(2)`: Foundation's `createFile` copied the bytes into a `Data` and
        // wrote them through a temporary file of its own (5 ms for the 10k tree's 3 MB).
        guard Self.writeNew(temporary, bytes) else {
            unlink(temporary)
            return
        }
        if rename(temporary, target) != 0 { unlink(temporary) }
        trim(keeping: target, now: RunCache.now())
    }

    /// Creates the file at `path` (it must not exist) holding `bytes`; false when it cannot.
    static func writeNew(_ path: String, _ bytes: [UInt8]) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                    let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                    let written = Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    /// Deletes the oldest cache files past ``maximumFiles``, and temporary files over an hour old.
    private func trim(keeping kept: String, now: Int64) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        var caches: [(path: String, modified: Int64)] = []
        for name in names where name.contains("." + Self.fileExtension) {
            let path = directory + "/" + name
            guard let stamp = FileStamp(of: path) else { continue }
            if name.hasSuffix("." + Self.fileExtension) {
                caches.append((path, stamp.modified))
            } else if name.contains(".tmp-"), now - stamp.modified > 3_600_000_000_000 {
                unlink(path)
            }
        }
        guard caches.count > Self.maximumFiles else { return }
        for old in caches.sorted(by: { $0.modified > $1.modified }).dropFirst(Self.maximumFiles) where old.path != kept
        {
            unlink(old.path)
        }
    }
}
