import FontInspectorModel

/// What a requested name resolves to, computed once per request when the inventory is built.
package enum NameResolution: Sendable {
    /// The PostScript name of a registered face (or named instance).
    case registered(font: FontFile, face: FontFace)
    /// A system font, or a name the configuration declares present.
    case system
    /// The family or full name of registered faces: CoreText matches it "in a fallback manner"
    /// (`CTFontCreateWithName`'s documentation), to a face it chooses.
    case notPostScript(faces: [(font: FontFile, face: FontFace)], matchedAs: String)
    /// The family name (`Menlo`, `Helvetica Neue`) or full name (`Times New Roman Bold`) of
    /// system fonts: works only through CoreText's fallback matching. `matchedAs` says which
    /// (`family name`, `full name`), `faces` are the PostScript names it stands for, `fix` the
    /// one a lookup by it finds when that is plain.
    case systemName(matchedAs: String, family: String, faces: [String], fix: String?)
    /// The PostScript name of a face whose file is bundled but not registered.
    case unregistered(font: FontFile, face: FontFace)
    /// The PostScript name of a named instance of a variable font registered only as a `CGFont`
    /// (`CTFontManagerRegisterGraphicsFont`), which exposes its default instance alone.
    case defaultInstanceOnly(font: FontFile, face: FontFace)
    /// Nothing; with the closest PostScript name when one is close.
    case unknown(suggestion: String?)

    /// Whether the text renders in the face asked for (a registered face or a system font).
    package var isResolved: Bool {
        switch self {
        case .registered, .system: return true
        case .notPostScript, .systemName, .unregistered, .defaultInstanceOnly, .unknown: return false
        }
    }
}
