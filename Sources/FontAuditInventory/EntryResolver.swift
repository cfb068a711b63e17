import FontAuditModel
import FontAuditReaders
import FontInspectorModel

/// Resolves manifest entries against the font files that will be in the bundle.
///
/// In a built bundle an entry is a path relative to the resources root and must match exactly. In a
/// source tree Xcode copies grouped files flat into the bundle, so a bare entry `X.ttf` matches a
/// file named `X.ttf` anywhere in the app folder and an entry with a `/` matches as a path suffix
/// (a folder reference keeps its folder). See docs/RESOLUTION.md.
package struct EntryResolver {
    /// Each candidate: its path relative to the resources root (bundle) or the app folder (source
    /// tree), and its ``FontFile/path``.
    let candidates: [(relative: String, path: String)]
    /// Folders, relative like the candidates.
    let folders: [(relative: String, path: String)]
    /// Source-tree matching (flat copy, suffixes) rather than exact bundle paths.
    let flat: Bool
    /// In a source tree, every font of the checkout (its path as both): what an entry that names a
    /// file inside a nested bundle (`Frameworks/Core.framework/lato_regular.ttf`) may mean, as the
    /// framework's target (another folder) copies its own fonts.
    var nestedCandidates: [(relative: String, path: String)] = []

    func manifest(_ parsed: PlistManifestReader.Parsed, path: String, scope: String) -> Manifest {
        Manifest(
            path: path,
            scope: scope,
            hasLines: parsed.hasLines,
            appFontsLine: parsed.appFontsLine,
            appFonts: parsed.appFonts.map {
                ManifestEntry(value: $0.value, line: $0.line, resolution: resolve($0.value))
            },
            atsFontsPath: parsed.ats.map { resolveFolder($0.value, line: $0.line) },
            problems: parsed.problems,
            specPlatform: parsed.specPlatform
        )
    }

    func resolve(_ value: String) -> EntryResolution {
        let entry = Self.normalized(value)
        if let exact = candidates.first(where: { matches($0.relative, entry, ignoringCase: false) }) {
            return .file(path: exact.path)
        }
        if let folded = candidates.first(where: { matches($0.relative, entry, ignoringCase: true) }) {
            return .caseMismatch(path: folded.path, exactEntry: entryForm(of: folded.relative, like: entry))
        }
        // A path into a bundle the app embeds (`Frameworks/Core.framework/x.ttf`, from an extension
        // `../../Frameworks/Core.framework/x.ttf`): iOS registers the file there. A source tree
        // does not show that bundle's layout: the file copied by name is the one meant.
        if flat, let inner = Self.insideNestedBundle(entry),
            let hit = (candidates + nestedCandidates).first(where: {
                $0.relative == inner || $0.relative.hasSuffix("/" + inner)
            })
        {
            return .file(path: hit.path)
        }
        return .missing(nearest: nearest(to: entry))
    }

    /// The part of `entry` inside the last nested bundle it names (`x.ttf` of
    /// `../../Frameworks/Core.framework/x.ttf`), or nil when it names none.
    static func insideNestedBundle(_ entry: String) -> String? {
        let parts = entry.split(separator: "/").map(String.init)
        guard
            let last = parts.dropLast().lastIndex(where: { part in
                [".framework", ".bundle", ".appex"].contains { part.hasSuffix($0) }
            })
        else { return nil }
        return parts[(last + 1)...].joined(separator: "/")
    }

    func resolveFolder(_ value: String, line: Int?) -> FolderEntry {
        let entry = Self.normalized(value).trimmingSuffix("/")
        let folder: (relative: String, path: String)?
        if entry.isEmpty || entry == "." {
            folder = folders.first { $0.relative.isEmpty }
        } else {
            folder =
                folders.first { $0.relative == entry || (flat && $0.relative.hasSuffix("/" + entry)) }
                // A Mac's disk ignores case by default (APFS, HFS+): `Fonts` names the bundle's
                // `fonts` folder there, and ATSApplicationFontsPath is read on a Mac alone.
                ?? folders.first { folder in
                    let (relative, wanted) = (folder.relative.lowercased(), entry.lowercased())
                    return relative == wanted || (flat && relative.hasSuffix("/" + wanted))
                }
        }
        guard let folder else { return FolderEntry(value: value, line: line, folder: nil, fonts: []) }
        let prefix = folder.relative.isEmpty ? "" : folder.relative + "/"
        let fonts = candidates.filter { $0.relative.hasPrefix(prefix) }.map(\.path)
        return FolderEntry(value: value, line: line, folder: folder.path, fonts: fonts)
    }

    private func matches(_ relative: String, _ entry: String, ignoringCase: Bool) -> Bool {
        let (r, e) = ignoringCase ? (relative.lowercased(), entry.lowercased()) : (relative, entry)
        if !flat { return r == e }
        if !e.contains("/") { return FileName.lastComponent(of: r) == e }
        return r == e || r.hasSuffix("/" + e)
    }

    /// What the entry should say to name `relative` exactly: the same number of path components.
    private func entryForm(of relative: String, like entry: String) -> String {
        guard flat else { return relative }
        let count = entry.split(separator: "/").count
        return relative.split(separator: "/").suffix(count).joined(separator: "/")
    }

    private func nearest(to entry: String) -> String? {
        let name = FileName.lastComponent(of: entry).lowercased()
        var best: (distance: Int, form: String)?
        for candidate in candidates {
            let candidateName = FileName.lastComponent(of: candidate.relative).lowercased()
            let distance = EditDistance.between(name, candidateName)
            let sameStem = folded(FileName.stem(of: name)) == folded(FileName.stem(of: candidateName))
            guard sameStem || distance <= max(2, name.count / 5) else { continue }
            let score = sameStem ? 0 : distance
            let form =
                flat && !entry.contains("/") ? FileName.lastComponent(of: candidate.relative) : candidate.relative
            if best == nil || score < best!.distance || (score == best!.distance && form < best!.form) {
                best = (score, form)
            }
        }
        return best?.form
    }

    package static func normalized(_ value: String) -> String {
        var entry = value
        while entry.hasPrefix("./") { entry.removeFirst(2) }
        return entry
    }

}
