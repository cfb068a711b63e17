extension SourceScanner {
    /// What a chunk of files gave, as a run cache keeps it (``RunCache/memo(_:files:compute:)``):
    /// their contributions merged in order, and each file that a reader reads with the others
    /// (Swift), with the words it holds.
    struct Chunk: Codable, Sendable {
        struct Together: Codable, Sendable {
            /// The file's place in the chunk.
            var position: Int
            /// The index of its reader in ``readers``.
            var reader: Int
            /// Which of the searched words it holds, as bits (``SearchedWords/Found``).
            var found: UInt64?
        }

        var contribution = SourceContribution()
        var together: [Together] = []

        /// What `outcomes` (one per file of `files`, in order) come to, as ``scanEachFile(_:)``
        /// merges them; `readsTogether` tells a reader that reads its files together.
        init(_ files: [(path: String, display: String)], _ outcomes: [Outcome], readsTogether: (Int) -> Bool) {
            for (position, (file, outcome)) in zip(files, outcomes).enumerated() {
                switch outcome {
                case .skipped:
                    continue
                case .localization:
                    contribution.localizationFiles.append(.init(path: file.path, display: file.display))
                case .missing:
                    contribution.missing.append(file.display)
                case .unreadable:
                    contribution.problems.append(.init(path: file.display, reason: SourceScanner.unreadable))
                case .read(let reader, let one, _, let found, _):
                    contribution.merge(one)
                    if readsTogether(reader) {
                        together.append(Together(position: position, reader: reader, found: found?.bits))
                    }
                }
            }
        }
    }
}
