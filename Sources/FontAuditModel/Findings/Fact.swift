/// What the audit knows of one input of an app (its Info.plist, its plugin list, a file it copies,
/// its platforms): known, partly known with the reasons for the rest, or not known with its
/// reason. The reasons are those of open names (``OpenReason``), so that one vocabulary says
/// "not known" wherever the audit says it. The plan's inputs carry one (``AppPlan``, printed by
/// `fontaudit targets`); the registrations the rules read say theirs as open registrations.
package enum Fact: Sendable, Hashable, Codable {
    /// Read whole.
    case known
    /// Read, with parts the audit could not tell (one reason each).
    case partlyKnown([OpenReason])
    /// Not read, or not readable from the checkout.
    case notKnown(OpenReason)

    /// Whether all of it was read.
    package var isKnown: Bool {
        if case .known = self { return true }
        return false
    }

    /// The reasons for what is not known: none when known.
    package var reasons: [OpenReason] {
        switch self {
        case .known: []
        case .partlyKnown(let reasons): reasons
        case .notKnown(let reason): [reason]
        }
    }

}
