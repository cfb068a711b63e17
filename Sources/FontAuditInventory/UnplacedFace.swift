import FontInspectorModel

/// A face of a font file in the checkout that no target the audit knows bundles
/// (``InventoryBuild/unplacedFonts``): a request for its PostScript name names the right font, which
/// never reaches the app.
package struct UnplacedFace: Sendable, Hashable, Codable {
    /// A PostScript name of the face: its own, or one another platform's record gives
    /// (``FontFace/otherRecordPostScriptNames``).
    package var postscriptName: String
    /// The file, relative to the audited path.
    package var path: String

    /// The faces of `reports` (the unplaced files' own), in path and face order, once for each
    /// PostScript name.
    static func faces(of reports: [FontFileReport]) -> [UnplacedFace] {
        reports.flatMap { report in
            report.faces.flatMap { face in
                ((face.postscriptName.map { [$0] } ?? []) + face.otherRecordPostScriptNames).map {
                    UnplacedFace(postscriptName: $0, path: report.path)
                }
            }
        }
    }
}

extension Inventory {
    /// The unplaced file one of whose faces has the PostScript name `name`, if any.
    /// Whether a request names no face the app registers or bundles and no system font: what the
    /// unplaced files' faces (``unplacedFaces``) are read for.
    var hasUnknownName: Bool {
        requests.contains { request in
            if case .unknown = resolution(of: request) { return true }
            return false
        }
    }

    package func unplacedFile(withFace name: String) -> String? {
        unplacedFaces.first { $0.postscriptName == name }?.path
    }
}
