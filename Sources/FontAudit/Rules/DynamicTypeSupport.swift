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

    /// The style's sizes, or nil for a name that is not an iOS text style.
    static func sizes(of style: String) -> (large: Double, largestAccessibility: Double)? {
        all.first { $0.style == style }.map { ($0.large, $0.largestAccessibility) }
    }

    /// Whether `size` is far from `styleSize`: more than ``farRatio`` times larger or smaller.
    static func isFar(_ size: Double, from styleSize: Double) -> Bool {
        max(size / styleSize, styleSize / size) > farRatio
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
}
