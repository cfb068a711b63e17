import Foundation

/// What `check --fix` would write: each file's new bytes, and which findings that resolves.
package struct FixPlan: Sendable {
    /// One file the fixes change.
    package struct FileChange: Sendable {
        /// The file, relative to the audited folder.
        package let path: String
        /// Its bytes when they were read, and what the fixes make of them.
        package let original: Data
        package let edited: Data
        /// A binary plist, rewritten whole through `PropertyListSerialization`.
        package let isBinary: Bool
        /// The indices (in the planned findings) of the findings this change fixes.
        package let findings: [Int]
    }

    /// The files to change, by path.
    package var changes: [FileChange]
    /// The indices of the findings the changes resolve.
    package var fixable: Set<Int>
    /// Why a finding that has a ``FixAction`` is not fixed: by index.
    package var refusals: [Int: String]

    package init(changes: [FileChange], fixable: Set<Int>, refusals: [Int: String]) {
        self.changes = changes
        self.fixable = fixable
        self.refusals = refusals
    }

    /// A patch of every text change (paths relative to the audited folder, `a/` and `b/`
    /// prefixes), which `git apply` in that folder turns into what ``FixWriter`` writes. A binary
    /// plist has no text to patch: a line before the patches names it.
    package var unifiedDiff: String {
        var out = ""
        for change in changes where change.isBinary {
            out +=
                "# \(change.path) is a binary plist: --fix rewrites it through PropertyListSerialization in binary form\n"
        }
        for change in changes where !change.isBinary {
            out += UnifiedDiff.patch(path: change.path, old: [UInt8](change.original), new: [UInt8](change.edited))
        }
        return out
    }
}
