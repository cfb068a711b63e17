/// What one audit produced: sorted findings and the counts a summary needs.
public struct AuditResult: Codable, Hashable, Sendable {
    /// Findings in deterministic order (see ``Finding/<(_:_:)``).
    public var findings: [Finding]
    /// Counts over ``findings`` and the inventory.
    public var summary: Summary

    /// Counts for the summary line and the JSON `summary` object.
    public struct Summary: Codable, Hashable, Sendable {
        /// Findings with severity `error`.
        public var errors: Int
        /// Findings with severity `warning`.
        public var warnings: Int
        /// Font files read.
        public var files: Int
        /// Faces read (named instances not counted).
        public var faces: Int

        /// Creates a summary.
        public init(errors: Int, warnings: Int, files: Int, faces: Int) {
            self.errors = errors
            self.warnings = warnings
            self.files = files
            self.faces = faces
        }
    }

    /// Sorts `findings` and counts them.
    public init(findings: [Finding], files: Int, faces: Int) {
        self.findings = findings.sorted()
        summary = Summary(
            errors: findings.filter { $0.severity == .error }.count,
            warnings: findings.filter { $0.severity == .warning }.count,
            files: files,
            faces: faces
        )
    }
}
