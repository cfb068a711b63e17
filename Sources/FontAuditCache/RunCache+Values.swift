extension RunCache {
    /// The value `purpose` of the file at `path`: the cached one when the file is unchanged and
    /// the value decodes, else `compute()`'s, kept for the next run.
    /// - Parameter replacing: A prefix of purposes of which the file keeps one value: the others
    ///   (kept for what an earlier run asked) are dropped, so that an unchanged file's entry does
    ///   not gather one value per question asked of it.
    package func value<T: Codable>(
        _ purpose: CachePurpose, of path: String, replacing prefix: String? = nil, compute: () -> T
    ) -> T {
        if case .unreadable = validate(path) { return compute() }
        if let prefix {
            state.withLock { state in
                guard var entry = state.current[path], entry.values.remove(prefix: prefix, except: purpose.key) else {
                    return
                }
                state.current[path] = entry
                state.changed = true
            }
        }
        if let bytes = state.withLock({ $0.current[path]?.values[purpose.key] }),
            let value = try? CacheCoding.decode(T.self, from: bytes)
        {
            return value
        }
        let value = compute()
        store(value, purpose, of: path)
        return value
    }

    /// The cached value `purpose` of the file at `path`, if the file is unchanged and has one.
    package func cached<T: Decodable>(_ type: T.Type, _ purpose: CachePurpose, of path: String) -> T? {
        guard let bytes = state.withLock({ $0.current[path]?.values[purpose.key] }) else { return nil }
        return try? CacheCoding.decode(T.self, from: bytes)
    }

    /// Keeps `value` as the value `purpose` of the file at `path` (validated this run).
    /// ``store(_:_:of:)`` on the keeping thread (``keepLater(_:)``): encoded when a core would
    /// otherwise wait. For a value this run does not read back from the cache.
    package func storeLater<T: Encodable & Sendable>(_ value: T, _ purpose: CachePurpose, of path: String) {
        keepLater { [self] in store(value, purpose, of: path) }
    }

    /// Keeps `value` as ``storeLater(_:_:of:)`` does, or, when it is `empty`, as no bytes at all,
    /// now (most files give nothing: ``Kept/bytes(_:)`` reads them back as empty).
    package func storeLater<T: Encodable & Sendable>(
        _ value: T, _ purpose: CachePurpose, of path: String, empty: Bool
    ) {
        guard empty else { return storeLater(value, purpose, of: path) }
        state.withLock { state in
            guard state.current[path] != nil else { return }
            state.current[path]?.values[purpose.key] = []
            state.changed = true
        }
    }

    package func store<T: Encodable>(_ value: T, _ purpose: CachePurpose, of path: String) {
        guard let bytes = try? CacheCoding.encode(value) else { return }
        state.withLock { state in
            guard state.current[path] != nil else { return }
            state.current[path]?.values[purpose.key] = bytes
            state.changed = true
        }
    }
}
