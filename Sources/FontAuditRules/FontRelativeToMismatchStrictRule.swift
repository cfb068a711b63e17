import FontAuditInventory
import FontAuditModel

/// `font-relative-to-mismatch-strict` (opt-in): the strict mode of `font-relative-to-mismatch`,
/// for the mismatches whose difference stays within 20% at the largest accessibility size.
package struct FontRelativeToMismatchStrictRule: Rule {
    package static let description = RuleDescription(
        identifier: "font-relative-to-mismatch-strict",
        name: "Custom font scales a little unlike the text style of its size",
        severity: .note,
        summary:
            "`Font.custom(_:size:)` scales like a text style far from its size, but at the largest accessibility size it ends within 1.2 times what the nearest style would make it: the mismatches `font-relative-to-mismatch` leaves out.",
        rationale: """
            The strict mode of `font-relative-to-mismatch`, for apps that want every custom size tied \
            to the text style nearest it. Its findings are the mismatches too small to see: a 12 pt \
            caption without `relativeTo:` scales like body and grows to 37 pt at the largest \
            accessibility size, where a `.caption` grows to 40 pt (6% smaller); an 11 pt one grows to \
            34 pt instead of 40 pt (14% smaller); a 17 pt `relativeTo: .caption` grows to 57 pt \
            instead of body's 53 pt (7% larger). The numbers and the threshold are those of \
            `font-relative-to-mismatch`. It is opt-in: name it in `.fontaudit.yml` under \
            `opt_in_rules: [font-relative-to-mismatch-strict]`.
            """,
        triggeringExamples: [
            .withRobotoBold(
                "a 12 pt caption that scales like body: 37 pt at AX5 instead of 40 pt",
                sources: ["Caption.swift": "Text(\"2 min ago\").font(.custom(↓\"Roboto-Bold\", size: 12))\n"],
                expect: [.atMarker(fix: "relativeTo: .caption")]),
            .withRobotoBold(
                "an 11 pt caption relative to .body: 34 pt at AX5 instead of 40 pt",
                sources: ["Caption.swift": "let f = Font.custom(↓\"Roboto-Bold\", size: 11, relativeTo: .body)\n"],
                expect: [.atMarker(fix: "relativeTo: .caption2")]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "a 34 pt title that scales like body: font-relative-to-mismatch reports it",
                sources: ["Title.swift": "let f = Font.custom(\"Roboto-Bold\", size: 34)\n"]),
            RuleExample(
                "relativeTo: the nearest style",
                sources: ["Caption.swift": "let f = Font.custom(\"Roboto-Bold\", size: 12, relativeTo: .caption)\n"]),
            RuleExample(
                "a fixed size, chosen on purpose",
                sources: ["Badge.swift": "let f = Font.custom(\"Roboto-Bold\", fixedSize: 10)\n"]),
        ],
        optIn: true
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        TextStyleMismatch.findings(of: self, in: inventory, visible: false)
    }
}
