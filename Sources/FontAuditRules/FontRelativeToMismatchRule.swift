import FontAuditInventory
import FontAuditModel

/// `font-relative-to-mismatch`: a SwiftUI custom font that scales like a text style whose size is
/// far from its own, so far that at the largest accessibility size the difference shows.
package struct FontRelativeToMismatchRule: Rule {
    package static let description = RuleDescription(
        identifier: "font-relative-to-mismatch",
        name: "Custom font scales like a text style of another size",
        severity: .warning,
        summary:
            "`Font.custom(_:size:)` scales like `body` (or its `relativeTo:` style) while its size is far from that style's, and at the largest accessibility size it ends more than 1.2 times larger or smaller than the nearest style would make it.",
        rationale: """
            `Font.custom(name, size: S)` scales with Dynamic Type like `.body` unless `relativeTo:` names \
            another text style. A 34 pt title that scales like body grows to 106 pt at the largest \
            accessibility size (AX5), where a `.largeTitle` grows to 60 pt. Far means more than 1.25 \
            times larger or smaller than the style's default size at the Large setting (largeTitle 34, \
            title 28, title2 22, title3 20, headline 17, body 17, callout 16, subheadline 15, footnote \
            13, caption 12, caption2 11 pt). The rule reports only a difference a user sees: at AX5 \
            (largeTitle 60, title 58, title2 56, title3 55, headline 53, body 53, callout 51, \
            subheadline 49, footnote 44, caption 40, caption2 40 pt) one of the two sizes, the text's \
            and what the style whose default size is nearest would make of it, is more than 1.2 times \
            the other; neighbouring styles there are 2 to 11% apart. Without `relativeTo:` that is \
            every size above 21.25 pt (22 pt grows to 69 pt, a `.title2` to 56 pt: 22% larger), and \
            no size below 13.6 pt: small text scaled like body grows nearly as much as a caption or a \
            footnote (12 pt: 37 pt instead of 40 pt, 6% smaller; 11 pt: 34 pt instead of 40 pt, 14% \
            smaller). Those are left to the opt-in `font-relative-to-mismatch-strict` \
            (`opt_in_rules: [font-relative-to-mismatch-strict]` in `.fontaudit.yml`). The fix names the \
            style whose default size is nearest. `Font.custom(_:fixedSize:)` never scales, by choice, \
            and is never reported; nor are sizes written as a variable, watchOS and tvOS targets (whose text styles have sizes of their \
            own), or macOS apps, which have no \
            Dynamic Type.
            """,
        triggeringExamples: [
            .listing(
                "a 34 pt title that scales like body: 106 pt at AX5, 77% larger than a large title's 60 pt",
                font: "Roboto/Roboto-Bold.ttf",
                sources: ["Title.swift": "Text(\"Inbox\").font(.custom(↓\"Roboto-Bold\", size: 34))\n"],
                expect: [.atMarker(fix: "relativeTo: .largeTitle")]),
            .listing(
                "a 24 pt heading that scales like body: 75 pt at AX5, 22% larger than a title2's 61 pt",
                font: "Roboto/Roboto-Bold.ttf",
                sources: ["Heading.swift": "let f = Font.custom(↓\"Roboto-Bold\", size: 24)\n"],
                expect: [.atMarker(fix: "relativeTo: .title2")]),
            .withRobotoBold(
                "relativeTo: a style far from the size",
                sources: ["Title.swift": "let f = Font.custom(↓\"Roboto-Bold\", size: 28, relativeTo: .body)\n"],
                expect: [.atMarker(fix: "relativeTo: .title")]),
            .listing(
                "a 12 pt caption relative to .title: 25 pt at AX5, 38% smaller than a caption's 40 pt",
                font: "Roboto/Roboto-Bold.ttf",
                sources: ["Caption.swift": "let f = Font.custom(↓\"Roboto-Bold\", size: 12, relativeTo: .title)\n"],
                expect: [.atMarker(fix: "relativeTo: .caption")]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "body-sized text without relativeTo",
                sources: ["Body.swift": "let f = Font.custom(\"Roboto-Bold\", size: 17)\n"]),
            RuleExample(
                "21 pt, 1.24 times body's: not far",
                sources: ["Body.swift": "let f = Font.custom(\"Roboto-Bold\", size: 21)\n"]),
            RuleExample(
                "a 12 pt caption that scales like body: 37 pt at AX5 instead of 40 pt, 6% smaller (the strict mode reports it)",
                sources: ["Caption.swift": "Text(\"2 min ago\").font(.custom(\"Roboto-Bold\", size: 12))\n"]),
            RuleExample(
                "an 11 pt caption that scales like body: 34 pt at AX5 instead of 40 pt, 14% smaller (the strict mode reports it)",
                sources: ["Caption.swift": "let f = Font.custom(\"Roboto-Bold\", size: 11)\n"]),
            RuleExample(
                "relativeTo: the nearest style",
                sources: ["Title.swift": "let f = Font.custom(\"Roboto-Bold\", size: 34, relativeTo: .largeTitle)\n"]),
            RuleExample(
                "a size above every style's, relative to the largest",
                sources: ["Hero.swift": "let f = Font.custom(\"Roboto-Bold\", size: 64, relativeTo: .largeTitle)\n"]),
            RuleExample(
                "a fixed size, chosen on purpose",
                sources: ["Badge.swift": "let f = Font.custom(\"Roboto-Bold\", fixedSize: 34)\n"]),
            RuleExample(
                "a size from a variable",
                sources: ["Title.swift": "let f = Font.custom(\"Roboto-Bold\", size: Theme.titleSize)\n"]),
            RuleExample(
                "a macOS app: no Dynamic Type", atsFontsPath: "Fonts",
                sources: ["Title.swift": "let f = Font.custom(\"Roboto-Bold\", size: 34)\n"]),
        ]
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        TextStyleMismatch.findings(of: self, in: inventory, visible: true)
    }
}
