import FontAuditCache

extension RunCache {

    /// Keeps what a source file gave for the next run.
    func storeContribution(_ contribution: SourceContribution, _ purpose: CachePurpose, of path: String) {
        storeLater(contribution, purpose, of: path, empty: contribution.isEmpty)
    }
}

extension RunCache.Kept {
    /// What the source file gave, kept under `purpose` (which names its display path: what the
    /// file gives names it). Most files give nothing, which is kept as no bytes at all.
    func contribution(_ purpose: CachePurpose) -> SourceContribution? {
        guard let bytes = bytes(purpose) else { return nil }
        if bytes.isEmpty { return SourceContribution() }
        return try? CacheCoding.decode(SourceContribution.self, from: bytes)
    }
}

extension SourceContribution {
    /// Whether the files gave nothing at all: equal to a contribution made empty, field by field
    /// (the synthesized `==`), so a field added later counts without being listed here. A file
    /// whose contribution is empty is kept as no bytes, and decoded as `SourceContribution()`: a
    /// hand-kept list of fields once left out ``objectiveCNames``, and a header that only
    /// `#define`d a name came back from the cache without it.
    var isEmpty: Bool { self == Self.empty }

    private static let empty = SourceContribution()
}
