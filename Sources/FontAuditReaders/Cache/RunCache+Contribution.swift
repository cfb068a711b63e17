import FontAuditModel

extension RunCache {

    /// Keeps what a source file gave for the next run.
    func storeContribution(_ contribution: SourceContribution, _ purpose: CachePurpose, of path: String) {
        guard !contribution.isEmpty else {
            state.withLock { state in
                guard state.current[path] != nil else { return }
                state.current[path]?.values[purpose.key] = []
                state.changed = true
            }
            return
        }
        storeLater(contribution, purpose, of: path)
    }
}

extension RunCache.Kept {
    /// What the source file gave, kept under `purpose` (which names its display path: what the
    /// file gives names it). Most files give nothing, which is kept as no bytes at all.
    func contribution(_ purpose: CachePurpose) -> SourceContribution? {
        guard let bytes = entry.values[purpose.key] else { return nil }
        if bytes.isEmpty { return SourceContribution() }
        return try? CacheCoding.decode(SourceContribution.self, from: bytes)
    }
}

extension SourceContribution {
    /// Whether the files gave nothing at all.
    var isEmpty: Bool {
        requests.isEmpty && dynamic.isEmpty && styleDictionaries.isEmpty && fontMaps.isEmpty && problems.isEmpty
            && missing.isEmpty && registrations.isEmpty && generatedFonts.isEmpty && synthesizedUses.isEmpty
            && texts.isEmpty && localizationFiles.isEmpty && requiredJSON.isEmpty && runtimeFonts.isEmpty
            && scaling == ScalingCode()
    }
}
