import FontInspectorModel

/// A font file that will be in the bundle.
package struct FontFile: Sendable, Hashable, Codable {
    /// Where it is, relative to the audited path.
    package var path: String
    /// Where it lands in the bundle, relative to the resources root (`X.app/` on iOS,
    /// `X.app/Contents/Resources/` on macOS). In a source tree, the flat-copy guess.
    package var bundlePath: String
    /// What FreeType read from it.
    package var report: FontFileReport
    /// The bundle it lands in when that is not the app's main bundle: a Swift package target's
    /// resource bundle (`Assets_Assets.bundle`). UIAppFonts never reaches it.
    package var bundle: String?

    package init(path: String, bundlePath: String, report: FontFileReport, bundle: String? = nil) {
        self.path = path
        self.bundlePath = bundlePath
        self.report = report
        self.bundle = bundle
    }
}

/// One face of one font file, as a key: the file's path and the face's index in it.
package struct FaceKey: Sendable, Hashable {
    /// The font file, relative to the audited path.
    package var path: String
    /// The face's index in the file (0 for a single font; a collection's face number).
    package var index: Int

    package init(path: String, index: Int) {
        self.path = path
        self.index = index
    }

    /// The key of `face` in `font`.
    package init(_ font: FontFile, _ face: FontFace) {
        self.init(path: font.path, index: face.index)
    }
}
