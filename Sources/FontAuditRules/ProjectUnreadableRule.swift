import FontAuditInventory
import FontAuditModel

/// `project-unreadable`: an Xcode project that cannot be read, so its exact bundle layout is unknown.
package struct ProjectUnreadableRule: Rule {
    package static let description = RuleDescription(
        identifier: "project-unreadable",
        name: "Xcode project cannot be read",
        severity: .error,
        summary:
            "A project.pbxproj cannot be parsed (or a project a workspace names is missing), so its targets are audited with the source-tree model.",
        rationale: """
            An unresolved merge conflict or a hand edit that drops a `;` leaves a project.pbxproj that \
            Xcode cannot open either: nothing builds until it is repaired. Without it the audit cannot \
            know which files each target copies, so the project's folder is audited with the source-tree \
            model instead. Repair the file (the finding gives the line) or restore it from version control.
            """,
        triggeringExamples: [
            RuleExample(
                "a pbxproj missing a ';'", project: "Broken/Broken.xcodeproj",
                expect: [.init(file: "Broken.xcodeproj/project.pbxproj", line: 37, fix: nil)])
        ],
        nonTriggeringExamples: [
            RuleExample("a well-formed project", project: "Synced/Synced.xcodeproj", target: "App")
        ]
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        inventory.projectProblems.map { problem in
            finding(
                .projectProblem(path: problem.path, problem: problem.message), file: problem.path, line: problem.line,
                name: problem.path.split(separator: "/").last.map(String.init) ?? problem.path)
        }
    }
}

extension Finding.Message {
    /// What is wrong with an Xcode project, workspace or project spec.
    static func projectProblem(path: String, problem: String) -> Self {
        Self("projectProblem", facts: ["path": path, "problem": problem], text: "\(quoted(path)): \(problem)")
    }
}
