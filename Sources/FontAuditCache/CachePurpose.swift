/// What a value the run cache keeps for one file is (``RunCache``): its key in that file's entry.
/// The cache knows no reader: each reader names the kinds of value it keeps in an extension of
/// its own (`FontAuditReaders/CachePurposes.swift`, the inventory's font reports, the fixes'
/// plans), with what each key holds beyond the kind. A kind is named in one place only, so that
/// two readers do not keep different values under one key (the compiler does not hold this:
/// `CachePurposeTests` does). The keys are the cache file's text: changing one only makes the
/// values kept under the old one unused.
package struct CachePurpose: Hashable, Sendable {
    /// The key: the kind, a space, and what the value depends on beyond the file's bytes.
    package let key: String

    /// A purpose of the kind `kind` (one word, or words a reader's family shares as a prefix),
    /// for what the value depends on beyond the file's bytes (`qualifier`: its display path, the
    /// queries asked).
    package init(_ kind: String, _ qualifier: String) {
        key = kind + " " + qualifier
    }
}
