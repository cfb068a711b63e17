import FontAuditModel

extension RunCache {
    /// Whether the file at `path` holds `word`: remembered from an earlier run when the file is
    /// unchanged, else searched in `load()`'s bytes and remembered.
    package func contains(
        _ word: String, in path: String, load: () -> [UInt8],
        test: (([UInt8]) -> Bool)? = nil
    ) -> Bool {
        // One lock for the common case: the file was asked for this run and the word is known.
        let (index, asked, known) = state.withLock { state -> (Int?, Bool, Bool?) in
            var index = state.wordIndex[word]
            if index == nil, state.words.count < Self.wordLimit {
                state.words.append(word)
                index = state.words.count - 1
                state.wordIndex[word] = index
                state.changed = true
            }
            guard let entry = state.current[path] else { return (index, false, nil) }
            guard let index, entry.asked.contains(index) else { return (index, true, nil) }
            return (index, true, entry.present.contains(index))
        }
        if let known { return known }
        // A file not yet asked for this run is checked now; when that reads it, its bytes serve.
        var fresh: [UInt8]?
        if !asked {
            switch validate(path) {
            case .unreadable: return false
            case .changed(let data): fresh = data
            case .unchanged(let kept):
                if let index, kept.entry.asked.contains(index) { return kept.entry.present.contains(index) }
            }
        }
        let bytes = fresh ?? load()
        let found = test.map { $0(bytes) } ?? ByteSearch.contains(bytes, ByteSearch.Needle(word))
        if let index { remember(word: index, found, in: path) }
        return found
    }

    /// The cache's index of each of `words` (nil past ``wordLimit``), adding those it lacks: asked
    /// once per scan, so each file's answers are kept without looking a word up.
    package func wordIndices(_ words: [String]) -> [Int?] {
        state.withLock { state in
            words.map { word -> Int? in
                if let known = state.wordIndex[word] { return known }
                guard state.words.count < Self.wordLimit else { return nil }
                state.words.append(word)
                state.wordIndex[word] = state.words.count - 1
                state.changed = true
                return state.words.count - 1
            }
        }
    }

    /// Keeps, with one lock, what a source file gave (`bytes` under `purpose`, empty for nothing)
    /// and which of the words at `indices` it holds (`found`, a bit per word in their order).
    package func keep(_ bytes: [UInt8], _ purpose: CachePurpose, found: UInt64, indices: [Int?], of path: String) {
        state.withLock { state in
            guard var entry = state.current[path] else { return }
            entry.values[purpose.key] = bytes
            for (position, index) in indices.enumerated() {
                guard let index else { continue }
                entry.asked.insert(index)
                if found & (1 << UInt64(position)) != 0 {
                    entry.present.insert(index)
                } else {
                    entry.present.remove(index)
                }
            }
            state.current[path] = entry
            state.changed = true
        }
    }

    private func remember(word index: Int, _ found: Bool, in path: String) {
        state.withLock { Self.set(index, found, in: &$0, path: path) }
    }

    private static func set(_ index: Int, _ found: Bool, in state: inout State, path: String) {
        guard var entry = state.current[path], !entry.asked.contains(index) || entry.present.contains(index) != found
        else { return }
        entry.asked.insert(index)
        if found { entry.present.insert(index) } else { entry.present.remove(index) }
        state.current[path] = entry
        state.changed = true
    }
}
