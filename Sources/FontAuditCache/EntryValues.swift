/// One entry's values by purpose, left as the bytes the cache file holds until one is asked for
/// or changed: a warm run that asks for few of them does not decode the rest, and writes them back
/// as they were.
struct EntryValues {
    /// The count and (purpose, value) pairs as ``CacheFile`` wrote them, when not yet decoded.
    private var raw: ArraySlice<UInt8>?
    private var decoded: [String: [UInt8]] = [:]

    init() {}

    /// Values left in `raw`, as ``CacheFile/decode`` checked them.
    init(raw: ArraySlice<UInt8>) {
        self.raw = raw
    }

    subscript(purpose: String) -> [UInt8]? {
        get {
            guard let raw else { return decoded[purpose] }
            var reader = ByteReader(raw, from: 0)
            guard let count = reader.count() else { return nil }
            for _ in 0..<count {
                guard let key = reader.string(), let value = reader.run() else { return nil }
                if key == purpose { return value }
            }
            return nil
        }
        set {
            materialize()
            decoded[purpose] = newValue
        }
    }

    /// The purposes of the values held.
    var purposes: [String] {
        guard let raw else { return Array(decoded.keys) }
        var reader = ByteReader(raw, from: 0)
        guard let count = reader.count() else { return [] }
        var keys: [String] = []
        for _ in 0..<count {
            guard let key = reader.string(), reader.run() != nil else { return keys }
            keys.append(key)
        }
        return keys
    }

    /// Drops every value whose purpose begins with `prefix`, but the one for `kept`; whether it
    /// dropped any.
    mutating func remove(prefix: String, except kept: String) -> Bool {
        let stale = purposes.filter { $0.hasPrefix(prefix) && $0 != kept }
        guard !stale.isEmpty else { return false }
        materialize()
        for purpose in stale { decoded[purpose] = nil }
        return true
    }

    private mutating func materialize() {
        guard let raw else { return }
        self.raw = nil
        var reader = ByteReader(raw, from: 0)
        guard let count = reader.count() else { return }
        for _ in 0..<count {
            guard let key = reader.string(), let value = reader.run() else { return }
            decoded[key] = value
        }
    }

    /// About how many bytes ``write(to:)`` appends: room made for them ahead.
    var byteCount: Int {
        if let raw { return raw.count }
        return decoded.reduce(1) { $0 + $1.key.utf8.count + $1.value.count + 4 }
    }

    /// Appends the values as ``CacheFile`` writes them.
    func write(to writer: inout ByteWriter) {
        if let raw {
            writer.bytes += raw
            return
        }
        writer.unsigned(UInt64(decoded.count))
        for (purpose, value) in decoded.sorted(by: { $0.key < $1.key }) {
            writer.string(purpose)
            writer.unsigned(UInt64(value.count))
            writer.bytes += value
        }
    }
}
