import FontAuditCache
import FontAuditModel
import FontInspectorModel
import Foundation

extension SourceScanner {
    /// One file, on any thread: the cached contribution when the file is unchanged, else read.
    func read(
        _ file: (path: String, display: String), readers: [any SourceReader], byExtension: [String: Int],
        words: [SearchedWords?], wordIndices: [[Int?]], unchanged: RunCache.Kept? = nil
    ) -> Outcome {
        let ext = FileName.pathExtension(of: file.path)
        if LocalizationReader.extensions.contains(ext) { return .localization }
        guard let index = byExtension[ext] else { return .skipped }
        let reader = readers[index]
        if reader.keepsEachFile, let cached = shared?.other.withLock({ $0[file.display] }) {
            return .read(reader: index, cached, bytes: nil, words: nil)
        }
        // Read by another target's scan this run, the same words searched: its bytes too, when kept.
        if reader.readsTogether, let table = words[index],
            let shared = shared?.swiftEach.withLock({ $0.files[file.display] }),
            shared.words == table.words
        {
            return .read(
                reader: index, shared.contribution, bytes: shared.bytes,
                words: SearchedWords.Found(table: table, bits: shared.bits),
                kept: unchanged)
        }
        let purpose = CachePurpose.source(file.display)
        var data: [UInt8]?
        switch unchanged.map(RunCache.Validation.unchanged) ?? store?.validate(file.path) {
        case .unchanged(let kept)?:
            // Taken from the cache only when it also knows every word the pass over all files asks.
            var found: UInt64 = 0
            // By the words' indices in the cache, looked up once per scan: no word hashed per file.
            let known =
                words[index].map { table in
                    table.words.indices.allSatisfy { position in
                        guard position < wordIndices[index].count,
                            let holds = kept.contains(index: wordIndices[index][position])
                        else { return false }
                        if holds { found |= 1 << UInt64(position) }
                        return true
                    }
                } ?? true
            if known, let cached = kept.contribution(purpose) {
                if reader.keepsEachFile { shared?.other.withLock { $0[file.display] = cached } }
                if let table = words[index] {
                    shared?.swiftEach.withLock {
                        $0.keep(file.display, cached, words: table.words, bits: found, bytes: nil)
                    }
                }
                return .read(
                    reader: index, cached, bytes: nil,
                    words: words[index].map { SearchedWords.Found(table: $0, bits: found) },
                    kept: kept)
            }
        case .changed(let bytes)?:
            data = bytes
        case .unreadable?, nil:
            break
        }
        WorkCounters.shared.record(.sourceRead, file.path)
        guard let bytes = data ?? FileData.readBytes(file.path) else {
            return access(file.path, F_OK) != 0 && errno == ENOENT ? .missing : .unreadable
        }
        let source = SourceFile(display: file.display, bytes: bytes)
        let one = reader.read(source)
        if reader.keepsEachFile { shared?.other.withLock { $0[file.display] = one } }
        guard reader.readsTogether, let table = words[index] else {
            store?.storeContribution(one, purpose, of: file.path)
            return .read(reader: index, one, bytes: nil, words: nil)
        }
        // The words the pass over all files searches for, found while the bytes are at hand, kept
        // with what the file gave.
        let found = table.found(in: bytes)
        shared?.swiftEach.withLock { $0.keep(file.display, one, words: table.words, bits: found, bytes: bytes) }
        if let store {
            let encoded = one.isEmpty ? [] : (try? CacheCoding.encode(one))
            if let encoded { store.keep(encoded, purpose, found: found, indices: wordIndices[index], of: file.path) }
        }
        return .read(reader: index, one, bytes: bytes, words: SearchedWords.Found(table: table, bits: found))
    }
}
