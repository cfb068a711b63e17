import FontAuditInventory
import FontAuditModel
import Foundation

/// iOS text styles' point sizes at the default (Large) content size and at the largest
/// accessibility size (AX5), from Apple's Human Interface Guidelines, Typography, "iOS, iPadOS
/// Dynamic Type sizes". A custom font scaled like a text style grows by that style's ratio.
enum TextStyleSizes {
    /// In order of preference when two styles have the same size (`body` before `headline`).
    static let all: [(style: String, large: Double, largestAccessibility: Double)] = [
        ("body", 17, 53), ("largeTitle", 34, 60), ("title", 28, 58), ("title2", 22, 56), ("title3", 20, 55),
        ("headline", 17, 53), ("callout", 16, 51), ("subheadline", 15, 49), ("footnote", 13, 44),
        ("caption", 12, 40), ("caption2", 11, 40),
    ]

    /// A size is far from a style's when one is more than this many times the other.
    static let farRatio = 1.25

    /// A difference a user sees: at the largest accessibility size, text scaled like one style is
    /// more than this many times larger or smaller than the same text scaled like another. There
    /// neighbouring text styles are 2 to 11% apart (footnote 44 pt, subheadline 49 pt), so this is
    /// more than any step between two neighbours.
    static let visibleRatio = 1.2

    /// The style's sizes, or nil for a name that is not an iOS text style.
    static func sizes(of style: String) -> (large: Double, largestAccessibility: Double)? {
        all.first { $0.style == style }.map { ($0.large, $0.largestAccessibility) }
    }

    /// Whether `size` is far from `styleSize`: more than ``farRatio`` times larger or smaller.
    static func isFar(_ size: Double, from styleSize: Double) -> Bool {
        max(size / styleSize, styleSize / size) > farRatio
    }

    /// How many times larger text grows at the largest accessibility size when it scales like
    /// `style` than when it scales like `other`: 1 for the same growth, below 1 for less. It does
    /// not depend on the size.
    static func growthRatio(_ style: String, _ other: String) -> Double {
        guard let a = sizes(of: style), let b = sizes(of: other) else { return 1 }
        return (a.largestAccessibility / a.large) / (b.largestAccessibility / b.large)
    }

    /// The style whose default size is nearest to `size`, by ratio.
    static func nearest(to size: Double) -> String {
        all.min { abs(log(size / $0.large)) < abs(log(size / $1.large)) }!.style
    }

    /// `size` points scaled like `style`, at the largest accessibility size, rounded.
    static func largest(_ size: Double, like style: String) -> Int {
        guard let sizes = sizes(of: style) else { return Int(size) }
        return Int((size * sizes.largestAccessibility / sizes.large).rounded())
    }

    /// `17` or `17.5`.
    static func points(_ size: Double) -> String {
        size == size.rounded() ? String(Int(size)) : String(size)
    }

    /// `77% larger`, `7% smaller`: a ``growthRatio(_:_:)`` in whole percent.
    static func difference(_ ratio: Double) -> String {
        ratio >= 1 ? "\(Int(((ratio - 1) * 100).rounded()))% larger" : "\(Int(((1 - ratio) * 100).rounded()))% smaller"
    }
}

/// A SwiftUI custom font that scales like a text style whose default size is far from its own
/// (`font-relative-to-mismatch` and its strict mode).
struct TextStyleMismatch {
    let request: FontRequest
    let size: Double
    /// The style it scales like (`body` without `relativeTo:`), and whether `relativeTo:` names it.
    let used: String
    let written: Bool
    /// The style whose default size is nearest `size`.
    let nearest: String

    /// At the largest accessibility size, how many times larger the text is than it would be
    /// scaled like ``nearest`` (below 1: smaller).
    var ratio: Double { TextStyleSizes.growthRatio(used, nearest) }
    /// Whether a user sees the difference: one size is more than ``TextStyleSizes/visibleRatio``
    /// times the other.
    var isVisible: Bool { max(ratio, 1 / ratio) > TextStyleSizes.visibleRatio }

    /// Every mismatch in the inventory's iOS requests with a literal size.
    static func all(in inventory: Inventory) -> [TextStyleMismatch] {
        guard !inventory.usesOtherTextStyleSizes else { return [] }
        return inventory.requests.compactMap { request in
            guard case .relative(let size?, let style) = request.scaling, size > 0, !request.isMacOS(in: inventory)
            else { return nil }
            let used = style ?? "body"
            guard let usedSizes = TextStyleSizes.sizes(of: used), TextStyleSizes.isFar(size, from: usedSizes.large)
            else { return nil }
            let nearest = TextStyleSizes.nearest(to: size)
            guard nearest != used else { return nil }
            return TextStyleMismatch(request: request, size: size, used: used, written: style != nil, nearest: nearest)
        }
    }

    /// What `rule` finds: a finding at the request of each mismatch a user sees (`visible`) or,
    /// for the strict mode, does not, with `relativeTo:` the nearest style as its fix.
    static func findings(of rule: some Rule, in inventory: Inventory, visible: Bool) -> [Finding] {
        all(in: inventory).filter { $0.isVisible == visible }.map { mismatch in
            rule.finding(mismatch.message, at: mismatch.request, fix: "relativeTo: .\(mismatch.nearest)")
        }
    }

    /// The finding's message.
    var message: Finding.Message {
        .scalesLikeAnotherStyle(
            name: request.name, size: TextStyleSizes.points(size), used: used, written: written,
            usedSize: TextStyleSizes.points(TextStyleSizes.sizes(of: used)?.large ?? size),
            grown: String(TextStyleSizes.largest(size, like: used)), nearest: nearest,
            styled: String(TextStyleSizes.largest(size, like: nearest)), difference: TextStyleSizes.difference(ratio))
    }
}

extension Finding.Message {
    /// `font-relative-to-mismatch` (and `-strict`): a custom font that scales like a text style far
    /// from its size.
    static func scalesLikeAnotherStyle(
        name: String, size: String, used: String, written: Bool, usedSize: String,
        grown: String, nearest: String, styled: String, difference: String
    ) -> Self {
        let how =
            written
            ? "scales like .\(used) (\(usedSize) pt)" : "has no relativeTo:, so it scales like .body (\(usedSize) pt)"
        return Self(
            "scalesLikeAnotherStyle",
            facts: [
                "name": name, "size": size, "used": used, "grown": grown, "nearest": nearest, "styled": styled,
                "difference": difference,
            ],
            text:
                "Font.custom(\(quoted(name)), size: \(size)) \(how): at the largest accessibility size it grows to \(grown) pt, where .\(nearest) text grows to \(styled) pt (\(difference)). Write relativeTo: .\(nearest), the text style nearest \(size) pt."
        )
    }
}
