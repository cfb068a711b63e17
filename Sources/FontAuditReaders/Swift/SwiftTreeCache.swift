import FontAuditModel
import SwiftSyntax

/// Parsed Swift files kept for the rest of a run: those the registration scan reads (a few per app:
/// files that register fonts, and the call sites of a registration helper). The request scan walks
/// the same tree rather than parsing the file again, and so does the next target's registration
/// scan. Every other file is parsed by the request scan alone, and its tree is not kept.
package final class SwiftTreeCache: Sendable {
    private let trees = Locked([String: SwiftNameScanner.Parsed]())

    package init() {}

    /// The tree of `file` if it was kept.
    func kept(_ file: SourceText) -> SwiftNameScanner.Parsed? {
        trees.withLock { $0[file.location] }
    }

    /// The tree of `file`: the kept one, else parsed now and kept.
    func tree(of file: SourceText) -> SwiftNameScanner.Parsed {
        if let kept = kept(file) { return kept }
        let parsed = SwiftNameScanner.parse(bytes: file.load(), path: file.location)
        trees.withLock { $0[file.location] = parsed }
        return parsed
    }
}
