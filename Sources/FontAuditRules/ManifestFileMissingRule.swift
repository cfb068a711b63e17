import FontAuditInventory
import FontAuditModel

/// `manifest-file-missing`: a UIAppFonts entry resolves to no file.
package struct ManifestFileMissingRule: Rule {
    package static let description = RuleDescription(
        identifier: "manifest-file-missing",
        name: "Listed font file is missing",
        severity: .error,
        summary: "A UIAppFonts entry names a file that will not be in the app bundle.",
        rationale: """
            iOS registers each UIAppFonts entry by looking for that exact path in the app bundle. When the \
            file is not there (a typo, a renamed file, a file not copied by the target) nothing is logged: \
            the font simply never registers and every use of it renders in the system font. Fix the path, \
            or add the file to the app target's Copy Bundle Resources phase.
            """,
        triggeringExamples: [
            RuleExample(
                "an entry for a file that does not exist", appFonts: ["Brand-Regular.ttf"],
                files: ["Fonts/Roboto-Regular.ttf": "Roboto/Roboto-Regular.ttf"],
                expect: [.init(file: "App/Info.plist", line: 9, fix: nil)]),
            RuleExample(
                "a folder that is not there", appFonts: ["Typefaces/Roboto-Regular.ttf"],
                files: ["Fonts/Roboto-Regular.ttf": "Roboto/Roboto-Regular.ttf"],
                expect: [.init(file: "App/Info.plist", line: 9, fix: "Fonts/Roboto-Regular.ttf")]),
        ],
        nonTriggeringExamples: [
            .listing("a bare file name, copied flat into the bundle", font: "Roboto/Roboto-Regular.ttf"),
            RuleExample(
                "a folder reference that keeps its folder", appFonts: ["Fonts/Roboto-Regular.ttf"],
                files: ["Fonts/Roboto-Regular.ttf": "Roboto/Roboto-Regular.ttf"]),
        ],
        fixReplacesName: true,
        fixMode:
            "The entry is replaced by the file it most likely means; when that file is listed already, the entry (which registers nothing) is removed."
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        inventory.manifests.flatMap { manifest in
            manifest.appFonts.compactMap { entry -> Finding? in
                if case .referenceMissing(let path) = entry.resolution {
                    if let ignored = inventory.gitIgnoredAbsentFonts[path] {
                        // Kept out of git on purpose: this checkout cannot tell, so a note.
                        var note = finding(
                            .referenceKeptOutOfGit(
                                entry: entry.value, path: path, ignoredAt: "\(ignored.file):\(ignored.line)",
                                pattern: ignored.pattern),
                            file: manifest.path, line: entry.line, name: entry.value)
                        note.severity = .note
                        return note
                    }
                    return finding(
                        .referenceNotInCheckout(entry: entry.value, path: path), file: manifest.path, line: entry.line,
                        name: entry.value)
                }
                guard case .missing(let nearest) = entry.resolution else { return nil }
                if manifest.dialect == .expoConfig {
                    var result = finding(
                        .expoFontFileMissing(entry: entry.value, config: manifest.path, nearest: nearest),
                        file: manifest.path, line: entry.line, name: entry.value, fix: nearest)
                    result.action = nearest.map {
                        .replaceEntry(manifest: manifest.path, line: entry.line, old: entry.value, new: $0)
                    }
                    return result
                }
                // The file it most likely means is listed already: the entry registers nothing, and
                // removing it changes nothing at run time.
                if let nearest,
                    let listed = manifest.appFonts.first(where: {
                        EntryResolver.normalized($0.value) == EntryResolver.normalized(nearest)
                    })
                {
                    var result = finding(
                        .fileMissingNearestListed(entry: entry.value, nearest: nearest, nearestLine: listed.line),
                        file: manifest.path, line: entry.line, name: entry.value)
                    result.action = .removeEntry(manifest: manifest.path, line: entry.line, value: entry.value)
                    return result
                }
                var result = finding(
                    .fileMissing(entry: entry.value, nearest: nearest), file: manifest.path, line: entry.line,
                    name: entry.value, fix: nearest)
                // A guess that the plist lists already would only make a repeat: the user decides.
                result.action = nearest.map {
                    .replaceEntry(manifest: manifest.path, line: entry.line, old: entry.value, new: $0)
                }
                return result
            }
        }
    }
}

extension Finding.Message {
    /// A UIAppFonts entry whose file the project copies from `path`, which git ignores (the line
    /// `ignoredAt` of a `.gitignore` keeps `pattern` out).
    static func referenceKeptOutOfGit(entry: String, path: String, ignoredAt: String, pattern: String) -> Self {
        Self(
            "referenceKeptOutOfGit", facts: ["entry": entry, "path": path, "ignoredAt": ignoredAt, "pattern": pattern],
            text:
                "UIAppFonts lists \(quoted(entry)), and the target copies it from \(quoted(path)), which this checkout lacks on purpose: \(quoted(ignoredAt)) keeps \(quoted(pattern)) out of git, so a build step or a download adds it. If that step does not run, the font never registers. Audit the built app (`fontaudit check path/to/App.app`) to check the font itself."
        )
    }

    /// A UIAppFonts entry whose file the project copies from `path`, which is not in the checkout.
    static func referenceNotInCheckout(entry: String, path: String) -> Self {
        let outside = path.hasPrefix("/") || path.hasPrefix("../")
        return Self(
            "referenceNotInCheckout", facts: ["entry": entry, "path": path],
            text:
                "UIAppFonts lists \(quoted(entry)), and the target copies it from \(quoted(path)), which is not in the checkout\(outside ? " (outside the audited folder, so only the machine that added it has it)" : ""): a build from this checkout has no such file in the bundle, so the font never registers. Add the font file to the repository and point the project's file reference at it."
        )
    }

    /// A font the expo-font config plugin of the Expo config `config` lists, which is not in the
    /// checkout.
    static func expoFontFileMissing(entry: String, config: String, nearest: String?) -> Self {
        Self(
            "expoFontFileMissing", facts: ["entry": entry, "config": config, "nearest": nearest ?? ""],
            text:
                "The expo-font plugin in \(quoted(config)) lists \(quoted(entry)), which is not in the checkout (paths are relative to the app's folder), so prebuild has no such file to copy into the iOS app or list in UIAppFonts, and the font never registers. "
                + (nearest.map { "Did you mean \(quoted($0))?" }
                    ?? "Add the file at that path, or correct or remove the entry.")
        )
    }

    /// A UIAppFonts entry that names no file of the bundle; `nearest`, the file it most likely means.
    static func fileMissing(entry: String, nearest: String?) -> Self {
        let advice =
            nearest.map { " Did you mean \(quoted($0))?" }
            ?? " Add the file to the app target's resources, or remove the entry."
        return Self(
            "fileMissing", facts: ["entry": entry, "nearest": nearest ?? ""], text: entryNamesNoFile(entry) + advice)
    }

    /// A UIAppFonts entry that names no file of the bundle, whose likely meaning `nearest` is
    /// listed already (on `nearestLine`, when lines are known).
    static func fileMissingNearestListed(entry: String, nearest: String, nearestLine: Int?) -> Self {
        Self(
            "fileMissingNearestListed",
            facts: ["entry": entry, "nearest": nearest, "nearestLine": nearestLine.map(String.init) ?? ""],
            text: entryNamesNoFile(entry)
                + " It most likely means \(quoted(nearest)), which is listed already\(nearestLine.map { " (line \($0))" } ?? ""): remove this entry."
        )
    }

    /// The first sentence of ``fileMissing(entry:nearest:)``.
    private static func entryNamesNoFile(_ entry: String) -> String {
        "UIAppFonts lists \(quoted(entry)), but no such file will be in the bundle, so it never registers."
    }
}
