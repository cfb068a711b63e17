/// A problem that stops an audit before it starts: there is nothing to audit.
package struct AuditError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, naming the path, and what to do.
    package let message: String

    /// Creates an error.
    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
