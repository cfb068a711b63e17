/// The edit that resolves a finding, as its rule knows it: which file to change and what to
/// write, before anything is read. Fix mode (``FixPlanner``) places it in the file, or says why
/// it cannot.
package enum FixAction: Sendable, Hashable {
    /// Replace the `UIAppFonts` entry `old`, on `line` of the plist `manifest` when lines are
    /// known, with `new`.
    case replaceEntry(manifest: String, line: Int?, old: String, new: String)
    /// Remove the repeated `UIAppFonts` entry `value` on `line` of `manifest` (the later one).
    case removeEntry(manifest: String, line: Int?, value: String)
    /// Add `entry` to the `UIAppFonts` array of `manifest`, or the key when it has none.
    case addEntry(manifest: String, entry: String)
    /// Write `new` in place of the requested name, where ``FontRequest/origin`` says it is
    /// written; `family` is the new face's family, which Interface Builder records beside it.
    case replaceName(request: FontRequest, new: String, family: String?)
    /// Rename the style dictionary key `old`, on `line` of `file`, to `new`.
    case renameKey(file: String, line: Int?, old: String, new: String)
    /// Not fixed by the tool, with the reason to show: "choose one of …", "regenerate …".
    case manual(String)

    /// The file the edit changes; nil for ``manual(_:)``.
    package var file: String? {
        switch self {
        case .replaceEntry(let manifest, _, _, _), .removeEntry(let manifest, _, _), .addEntry(let manifest, _):
            manifest
        case .replaceName(let request, _, _): request.file
        case .renameKey(let file, _, _, _): file
        case .manual: nil
        }
    }
}
