/// A problem that stops an audit before it starts: there is nothing to audit.
public struct AuditError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, naming the path, and what to do.
    public let message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
