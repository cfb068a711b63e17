import FontAuditInventory
import FontAuditModel

extension FontAuditCommand.Targets {
    /// The plan of the audited path, as the audit made it before reading any app: each app with
    /// its kind, folder and platforms, where its sources come from, and its registration inputs,
    /// those not known with why.
    ///
    ///     plan: Xcode projects, 1 app
    ///       App  React Native app's iOS target in ios, iOS, Android
    ///         sources       compiled: 3 files of ios/App.xcodeproj
    ///         input         Info.plist: ios/App/Info.plist
    ///         not known     copied font: node_modules/x/Fonts/Icons.ttf: copied from `node_modules/x`, …
    ///
    /// An input read whole is a `sources` or `input` line; one partly read, `partly known`, with the
    /// reasons for the rest; one not read, `not known`, with its reason.
    static func planText(_ plan: AppPlan) -> String {
        var out = "plan: \(plan.layout.rawValue), \(plan.apps.count) app\(plan.apps.count == 1 ? "" : "s")\n"
        for app in plan.apps {
            let place = app.folder.isEmpty ? "" : " in \(app.folder)"
            let platforms =
                app.platforms.isEmpty
                ? (app.kind == .fontsFolder
                    ? "no app found: every font file counts as registered" : "platforms not stated (judged as iOS)")
                : app.platforms.map(\.rawValue).joined(separator: ", ")
            out += "  \(app.name)  \(app.kind.rawValue)\(place), \(platforms)\n"
            for source in app.sources { out += line("sources", source) }
            for input in app.inputs { out += line("input", input) }
        }
        return out + "\n"
    }

    private static func line(_ known: String, _ input: PlanInput) -> String {
        let label: String
        switch input.fact {
        case .known: label = known
        case .partlyKnown: label = "partly known"
        case .notKnown: label = "not known"
        }
        let why = input.fact.isKnown ? "" : ": " + input.fact.reasons.map(\.explanation).joined(separator: "; ")
        return "    " + label.padding(toLength: 14, withPad: " ", startingAt: 0)
            + "\(input.role): \(input.label)\(why)\n"
    }
}
