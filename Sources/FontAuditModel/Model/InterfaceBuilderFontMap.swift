/// The `<customFonts>` map of a storyboard or xib: font files Xcode adds to the built Info.plist,
/// with the PostScript names Interface Builder saw in each.
package struct InterfaceBuilderFontMap: Sendable, Hashable, Codable {
    /// The storyboard or xib, relative to the audited path.
    package var path: String
    /// File name (as written, such as `Brand-Bold.otf`) → PostScript names.
    package var files: [String: [String]]
    /// 1-based line of each file's `<mutableArray key="…">`, when known.
    package var lines: [String: Int] = [:]

    package init(path: String, files: [String: [String]], lines: [String: Int] = [:]) {
        self.path = path
        self.files = files
        self.lines = lines
    }
}
