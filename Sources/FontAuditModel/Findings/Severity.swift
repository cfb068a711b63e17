/// How serious a finding is. Ordered: `note < warning < error`.
public enum Severity: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
    /// Worth knowing; never fails a run.
    case note
    /// A font that may not load as intended.
    case warning
    /// A font that will not load.
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    /// Orders severities from note to error.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
