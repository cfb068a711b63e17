import FontAuditModel

/// The strings tables a run has read, each whole, by file: the targets of a project read the same
/// tables, each keeping the keys its own text looks up, and without this each target parsed every
/// table again (brave-ios: 268 tables read 752 times, a third of a cold run).
package final class LocalizationTables: Sendable {
    private let tables = Locked([String: LocalizationReader.Table]())
    /// Whether each table not read whole reads (``reads(_:check:)``).
    private let readable = Locked([String: Bool]())

    /// An empty set, for one run.
    package init() {}

    /// Whether `file` reads as a table, known from its table when that was read, else from
    /// `check` (asked once).
    func reads(_ file: (path: String, display: String), check: () -> Bool) -> Bool {
        let key = file.path + "\u{0}" + file.display
        if let table = tables.withLock({ $0[key] }) { return table.problem == nil }
        if let known = readable.withLock({ $0[key] }) { return known }
        let reads = check()
        readable.withLock { $0[key] = reads }
        return reads
    }

    /// The table of `file`, read with `read` the first time it is asked for.
    func table(
        _ file: (path: String, display: String), read: () -> LocalizationReader.Table
    ) -> LocalizationReader.Table {
        let key = file.path + "\u{0}" + file.display
        if let known = tables.withLock({ $0[key] }) { return known }
        let table = read()
        tables.withLock { $0[key] = table }
        return table
    }
}
