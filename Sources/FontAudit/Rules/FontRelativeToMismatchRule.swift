/// `font-relative-to-mismatch`: a SwiftUI custom font that scales like a text style whose size is
/// far from its own.
public struct FontRelativeToMismatchRule: Rule {
    public static let description = RuleDescription(
        identifier: "font-relative-to-mismatch",
        name: "Custom font scales like a text style of another size",
        severity: .warning,
        summary: "`Font.custom(_:size:)` scales like `body` (or its `relativeTo:` style) while its size is far from that style's and nearer another's.",
        rationale: """
        `Font.custom(name, size: S)` scales with Dynamic Type like `.body` unless `relativeTo:` names \
        another text style. A 34 pt title that scales like body grows to 106 pt at the largest \
        accessibility size, where a `.largeTitle` grows to 60 pt; a 12 pt caption scaled like body \
        grows less than captions do. Far means more than 1.25 times larger or smaller than the \
        style's default size at the Large setting (largeTitle 34, title 28, title2 22, title3 20, \
        headline 17, body 17, callout 16, subheadline 15, footnote 13, caption 12, caption2 11 pt): \
        without `relativeTo:`, sizes below 13.6 pt and above 21.25 pt. The fix names the style whose \
        default size is nearest. `Font.custom(_:fixedSize:)` never scales, by choice, and is never \
        reported; nor are sizes written as a variable, or macOS apps, which have no Dynamic Type.
        """,
        triggeringExamples: [
            RuleExample("a 34 pt title that scales like body", appFonts: ["Roboto-Bold.ttf"],
                        files: ["Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"],
                        sources: ["Title.swift": "Text(\"Inbox\").font(.custom(↓\"Roboto-Bold\", size: 34))\n"],
                        expect: [.atMarker(fix: "relativeTo: .largeTitle")]),
            RuleExample("a 12 pt caption that scales like body", appFonts: ["Roboto-Bold.ttf"],
                        files: ["Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"],
                        sources: ["Caption.swift": "Text(\"2 min ago\").font(.custom(↓\"Roboto-Bold\", size: 12))\n"],
                        expect: [.atMarker(fix: "relativeTo: .caption")]),
            RuleExample("relativeTo: a style far from the size", appFonts: ["Roboto-Bold.ttf"],
                        files: ["Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"],
                        sources: ["Title.swift": "let f = Font.custom(↓\"Roboto-Bold\", size: 28, relativeTo: .body)\n"],
                        expect: [.atMarker(fix: "relativeTo: .title")]),
        ],
        nonTriggeringExamples: [
            RuleExample("body-sized text without relativeTo", sources: ["Body.swift": "let f = Font.custom(\"Roboto-Bold\", size: 17)\n"]),
            RuleExample("21 pt, 1.24 times body's: not far", sources: ["Body.swift": "let f = Font.custom(\"Roboto-Bold\", size: 21)\n"]),
            RuleExample("relativeTo: the nearest style", sources: ["Title.swift": "let f = Font.custom(\"Roboto-Bold\", size: 34, relativeTo: .largeTitle)\n"]),
            RuleExample("a size above every style's, relative to the largest", sources: ["Hero.swift": "let f = Font.custom(\"Roboto-Bold\", size: 64, relativeTo: .largeTitle)\n"]),
            RuleExample("a fixed size, chosen on purpose", sources: ["Badge.swift": "let f = Font.custom(\"Roboto-Bold\", fixedSize: 34)\n"]),
            RuleExample("a size from a variable", sources: ["Title.swift": "let f = Font.custom(\"Roboto-Bold\", size: Theme.titleSize)\n"]),
            RuleExample("a macOS app: no Dynamic Type", atsFontsPath: "Fonts",
                        sources: ["Title.swift": "let f = Font.custom(\"Roboto-Bold\", size: 34)\n"]),
        ]
    )

    public init() {}

    public func findings(in inventory: Inventory) -> [Finding] {
        inventory.requests.compactMap { request -> Finding? in
            guard case .relative(let size?, let style) = request.scaling, size > 0, !request.isMacOS(in: inventory) else { return nil }
            let used = style ?? "body"
            guard let usedSizes = TextStyleSizes.sizes(of: used), TextStyleSizes.isFar(size, from: usedSizes.large) else { return nil }
            let nearest = TextStyleSizes.nearest(to: size)
            guard nearest != used else { return nil }
            let points = TextStyleSizes.points(size)
            let how = style == nil ? "has no relativeTo:, so it scales like .body (\(TextStyleSizes.points(usedSizes.large)) pt)"
                : "scales like .\(used) (\(TextStyleSizes.points(usedSizes.large)) pt)"
            let message = "Font.custom(\(quoted(request.name)), size: \(points)) \(how): at the largest accessibility size it grows to \(TextStyleSizes.largest(size, like: used)) pt, where .\(nearest) text grows to \(TextStyleSizes.largest(size, like: nearest)) pt. Write relativeTo: .\(nearest), the text style nearest \(points) pt."
            return finding(message, file: request.file, line: request.line, column: request.column,
                           name: request.name, fix: "relativeTo: .\(nearest)")
        }
    }
}
