import FontAuditModel
import Foundation

/// Swift parse results by file, shared by the scans of one run (the targets of a project share
/// most of their files: a framework's, a package's). A result parsed for requests serves a
/// constants-only pass too (its constants are the same).
package final class SwiftParseCache: Sendable {
    package typealias Result = (
        requests: [(request: FontRequest, expression: NameExpression)], constants: NameDefinitions,
        texts: [TextUseVisitor.Found]
    )
    private struct Store {
        var withRequests: [String: Result] = [:]
        var constantsOnly: [String: Result] = [:]
    }
    private let store = Locked(Store())
    /// Files parsed ahead of the scan, if the run started a prefetch.
    let prefetch: SwiftPrefetch?

    init(prefetch: SwiftPrefetch? = nil) {
        self.prefetch = prefetch
    }

    func result(_ path: String, collectRequests: Bool) -> Result? {
        store.withLock { store in
            if let full = store.withRequests[path] { return collectRequests ? full : ([], full.constants, []) }
            return collectRequests ? nil : store.constantsOnly[path]
        }
    }

    func store(_ path: String, collectRequests: Bool, _ result: Result) {
        store.withLock { store in
            if collectRequests { store.withRequests[path] = result } else { store.constantsOnly[path] = result }
        }
    }
}
