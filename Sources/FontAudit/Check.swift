import FontAuditFixes
import FontAuditInventory
import FontAuditModel
import Foundation

/// What `fontaudit check` does with the audit, for a library user: the baseline, fix mode and the
/// failure threshold. How the report is printed stays the caller's (``OutputFormat/write(_:context:to:)``).
public struct CheckRequest: Sendable {
    /// What `--fix` does.
    public enum FixMode: Sendable {
        /// Edit nothing (the default).
        case none
        /// Plan the fixes and return them as a patch; edit nothing (`--fix --dry-run`).
        case dryRun
        /// Write the fixes, then audit again (`--fix`).
        case write
    }

    /// The audited path: a built `.app` or `.ipa`, a project, a workspace, a source or fonts folder.
    public var path: String
    /// Discovery overrides (`--plist`, `--fonts`, `--sources`, `--target`, `--configuration`).
    public var options: AuditOptions
    /// Known findings to hide (`--baseline`).
    public var baseline: Baseline?
    /// Whether to fix, and how.
    public var fix: FixMode
    /// The threshold the run fails at; nil for the configuration's `fail_on`, else `.error`.
    public var failOn: FailureThreshold?
    /// Whether the caller reports the findings only (not the app's fonts, as HTML does): then, when
    /// nothing the last audit of the path read has changed and the rules, their severities and the
    /// baseline are the same, the findings that audit kept (`cacheDirectory`) are returned without
    /// running the rules, and the outcome has no ``CheckOutcome/inventories``. Fix modes ignore it.
    public var findingsOnly = false

    /// Creates a request.
    public init(
        path: String, options: AuditOptions = AuditOptions(), baseline: Baseline? = nil, fix: FixMode = .none,
        failOn: FailureThreshold? = nil
    ) {
        self.path = path
        self.options = options
        self.baseline = baseline
        self.fix = fix
        self.failOn = failOn
    }
}

/// What a check found, and what it did about it.
public struct CheckOutcome: Sendable {
    /// The findings to report: the baseline's hidden and, after `--fix`, what remains.
    public let result: AuditResult
    /// Every finding of the first audit, before the baseline hid any (what `--write-baseline` records).
    public let unfiltered: AuditResult
    /// The inventories of the last audit, for the formats that show the app's fonts (HTML).
    public let inventories: [Inventory]
    /// The threshold the run was judged at.
    public let threshold: FailureThreshold
    /// Whether ``result`` fails the run at ``threshold``.
    public var failed: Bool { threshold.fails(result) }
    /// With a fix mode: a patch of what the fixes change (relative paths, for `git apply`).
    public var fixDiff: String? { fixes?.plan.unifiedDiff }

    /// With a fix mode: the plan, the findings it was made for, and what writing it did.
    package let fixes: (plan: FixPlan, planned: AuditResult, written: (written: [String], failed: [String: String])?)?
}

extension Auditor {
    /// Audits `request.path` as `fontaudit check` does: hides the baseline's findings, plans or
    /// writes the fixes when asked (then audits again, as the exit status follows what remains),
    /// and judges the result at the threshold.
    /// - Throws: ``AuditError`` when there is nothing to audit at the path.
    public func check(_ request: CheckRequest, progress: (@Sendable (String) -> Void)? = nil) async throws
        -> CheckOutcome
    {
        let threshold = request.failOn ?? configuration.failOn ?? .error
        let first = try await audit(
            path: request.path, options: request.options, reportOnly: request.findingsOnly && request.fix == .none,
            progress: progress)
        let result = request.baseline?.filter(first.result) ?? first.result
        guard request.fix != .none else {
            return CheckOutcome(
                result: result, unfiltered: first.result, inventories: first.inventories, threshold: threshold,
                fixes: nil)
        }
        let plan = fixPlan(for: result, inventories: first.inventories, path: request.path, options: request.options)
        guard request.fix == .write else {
            return CheckOutcome(
                result: result, unfiltered: first.result, inventories: first.inventories, threshold: threshold,
                fixes: (plan, result, nil))
        }
        let written = FixWriter.write(plan, root: FixPlanner.root(auditing: request.path))
        let again = try await audit(path: request.path, options: request.options)
        return CheckOutcome(
            result: request.baseline?.filter(again.result) ?? again.result, unfiltered: first.result,
            inventories: again.inventories, threshold: threshold, fixes: (plan, result, written))
    }
}
