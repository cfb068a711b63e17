import Foundation

/// The findings at or above which a run fails (`--fail-on`, `fail_on:`).
public enum FailureThreshold: String, CaseIterable, Sendable, Codable {
    /// Fail on errors only (the default).
    case error
    /// Fail on warnings and errors.
    case warning
    /// Never fail because of findings.
    case never

    /// Whether `result` fails the run.
    public func fails(_ result: AuditResult) -> Bool {
        switch self {
        case .error: result.findings.contains { $0.severity >= .error }
        case .warning: result.findings.contains { $0.severity >= .warning }
        case .never: false
        }
    }
}
