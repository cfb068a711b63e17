import FontAuditCache

/// The values the inventory keeps in the run cache (``CachePurpose``).
extension CachePurpose {
    /// A font file's report (FreeType's reading), by its display path.
    package static func fontReport(_ display: String) -> Self { Self("font", display) }
}
