import FontAuditModel

/// Scan results by file, shared by the scans of one run: a project's targets share most of their
/// files (a framework's, a package's), and each is read once.
package final class ScanCache: Sendable {
    /// Swift files, by the Swift scanner.
    let swift: SwiftParseCache
    /// Objective-C, Interface Builder and style-dictionary files: what each gave.
    let other = Locked([String: SourceContribution]())
    /// Swift files, by display path: what each gave by itself, which of the searched words it
    /// holds, and its bytes while ``sharedBytesBudget`` allows. Another target with the same file
    /// (a framework's, a shared folder's) takes them instead of reading it again; its parse results
    /// are shared by ``swift``.
    let swiftEach = Locked(SharedSwiftFiles())
    /// The bytes of Swift files kept for other targets, at most (the scan's own budget).
    static let sharedBytesBudget = SourceScanner.togetherMemoryBudget
    /// The syntax trees of the Swift files the registration scan parsed, which the request scan
    /// and the other targets' registration scans walk again instead of parsing them again.
    let trees = SwiftTreeCache()

    /// Whether scans keep each file's result in ``other`` and ``swiftEach`` for other targets'
    /// scans (not when there is one scan: a source folder's).
    let sharesFiles: Bool

    /// A cache for one run; `prefetch` hands the request scan the files it parsed ahead;
    /// `sharesFiles: false` for a run of one scan.
    package init(prefetch: SwiftPrefetch? = nil, sharesFiles: Bool = true) {
        swift = SwiftParseCache(prefetch: prefetch)
        self.sharesFiles = sharesFiles
    }
}

/// What one scan found in each Swift file, for the other targets' scans (``ScanCache/swiftEach``).
struct SharedSwiftFiles {
    struct File {
        var contribution: SourceContribution
        /// The searched words (their order gives the bits) and which the file holds.
        var words: [String]
        var bits: UInt64
        var bytes: [UInt8]?
    }

    var files: [String: File] = [:]
    /// The bytes kept in `files`.
    var keptBytes = 0

    /// Keeps what `display` gave; its bytes too while the budget allows.
    mutating func keep(
        _ display: String, _ contribution: SourceContribution, words: [String], bits: UInt64, bytes: [UInt8]?
    ) {
        guard files[display] == nil else { return }
        var kept = bytes
        if let bytes, keptBytes + bytes.count <= ScanCache.sharedBytesBudget {
            keptBytes += bytes.count
        } else {
            kept = nil
        }
        files[display] = File(contribution: contribution, words: words, bits: bits, bytes: kept)
    }
}
