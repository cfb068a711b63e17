import FontAuditModel

extension AppPlan {
    /// The plan as reports write it (``PlanReport``).
    package var report: PlanReport {
        func input(_ input: PlanInput) -> PlanReport.Input {
            let fact =
                switch input.fact {
                case .known: "known"
                case .partlyKnown: "partly-known"
                case .notKnown: "not-known"
                }
            return PlanReport.Input(
                role: input.role, path: input.path, fact: fact, reasons: input.fact.reasons.map(PlanReport.Reason.init),
                reached: input.reached?.files, files: input.reached?.of)
        }
        return PlanReport(
            layout: layout.rawValue,
            apps: apps.map { app in
                PlanReport.App(
                    name: app.name, kind: app.kind.rawValue, folder: app.folder,
                    platforms: app.platforms.map(\.rawValue),
                    sources: app.sources.map(input), inputs: app.inputs.map(input))
            })
    }
}
