import FontAuditCache

/// The values the fixes keep in the run cache (``CachePurpose``).
extension CachePurpose {
    /// The fixes planned for a file, for the fixes asked (`asked`, their hash); a file keeps one,
    /// the family ``fixPlanFamily(_:)`` replaces.
    package static func fixPlan(_ display: String, asked: String) -> Self { Self("fix-plan", display + " " + asked) }
    /// The prefix of the ``fixPlan(_:asked:)`` values of a file.
    package static func fixPlanFamily(_ display: String) -> String { "fix-plan " + display + " " }
}
