/// Which of React Native's iOS renderers draws an app's text: they choose a face from a
/// `fontFamily` and `fontWeight` differently (docs/RESOLUTION.md).
package enum TextRenderer: String, Sendable, Hashable, Codable, CaseIterable {
    /// The old architecture, `RCTFont`: a written `fontWeight` is the weight asked, `'normal'`
    /// included, and a font name's slope is kept when no `fontStyle` is written.
    case paper
    /// The new architecture (Fabric), `RCTFontWithFontProperties`: `'normal'`, `'400'` and no
    /// weight all ask the named face's own weight.
    case fabric
    /// Fabric as React Native 0.83 to 0.86.2 ship it: for a font name (not a family) with any
    /// weight but the regular one, `(fontWeight != 0.0) ?: RCTGetFontWeight(font)` makes the
    /// weight asked `1.0`, so the family's heaviest face of that slope is drawn (react-native#57483,
    /// introduced by #53591 in 0.83, fixed on main and picked for 0.86 and 0.87).
    case fabricHeaviest = "fabric-heaviest"
}
