/// What the app's code does to fonts' sizes, for the Dynamic Type rules: which views' fonts it
/// sets, in which classes, and which files can scale a font (``ScalingCodeScanner``).
package struct ScalingCode: Sendable, Hashable, Codable {
    /// Properties whose `font` (or `attributedText`) code sets, or whose
    /// `adjustsFontForContentSizeCategory` it turns on, a leading `_` dropped: as `Class.property`
    /// for each class the file defines or extends, and as the bare `property`.
    package var fontProperties: Set<String> = []
    /// Files that call `scaledFont(for:)` (`scaledFontForFont:`) or `Font.custom`: code through
    /// which a font named in a style dictionary can scale.
    package var scalingFiles: Set<String> = []
    /// Classes some file defines or extends.
    package var classes: Set<String> = []
    /// Each class's superclass, where code declares it.
    package var superclasses: [String: String] = [:]
    /// Functions whose body sets `font` on `self` (a `UILabel` extension's `scale()`).
    package var fontMethods: Set<String> = []
    /// The methods called on each outlet (`Class.outlet` and the bare `outlet`) in its class's file.
    package var outletCalls: [String: Set<String>] = [:]

    /// Nothing known.
    package init() {}

    /// Everything of `other` added.
    package mutating func merge(_ other: ScalingCode) {
        fontProperties.formUnion(other.fontProperties)
        scalingFiles.formUnion(other.scalingFiles)
        classes.formUnion(other.classes)
        superclasses.merge(other.superclasses) { first, _ in first }
        fontMethods.formUnion(other.fontMethods)
        outletCalls.merge(other.outletCalls) { $0.union($1) }
    }

    /// Whether code sets the font of `outlet`, a property of `owner` (a storyboard scene's or
    /// xib's custom class) or of one of its superclasses: directly, or by calling a method on it
    /// that sets its font. When no scanned file defines `owner`, any class's property of that name
    /// counts.
    package func setsFont(of outlet: Outlet) -> Bool {
        setsFont(of: outlet.property, owner: outlet.owner)
    }

    /// ``setsFont(of:)`` for the property `outlet` of `owner`.
    package func setsFont(of outlet: String, owner: String?) -> Bool {
        func sets(_ key: String) -> Bool {
            fontProperties.contains(key) || outletCalls[key]?.contains(where: fontMethods.contains) == true
        }
        guard let owner, classes.contains(owner) else { return sets(outlet) }
        var current: String? = owner
        var seen = Set<String>()
        // Up to the first UIKit or AppKit class: a category on `UICollectionViewCell` does not set a
        // subclass's outlet.
        while let type = current, !type.hasPrefix("UI"), !type.hasPrefix("NS"), seen.insert(type).inserted {
            if sets("\(type).\(outlet)") { return true }
            current = superclasses[type]
        }
        return false
    }
}
