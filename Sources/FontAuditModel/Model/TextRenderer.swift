/// Which of React Native's iOS renderers draws an app's text: they choose a face from a
/// `fontFamily` and `fontWeight` differently (docs/RESOLUTION.md).
package enum TextRenderer: String, Sendable, Hashable, Codable, CaseIterable {
    /// The old architecture, `RCTFont`: a written `fontWeight` is the weight asked, `'normal'`
    /// included, and a font name's slope is kept when no `fontStyle` is written.
    case paper
    /// The new architecture (Fabric), `RCTFontWithFontProperties`: `'normal'`, `'400'` and no
    /// weight all ask the named face's own weight.
    case fabric
}
