/// What one audit produced: sorted findings and the counts a summary needs.
public struct AuditResult: Codable, Hashable, Sendable {
    /// Findings in deterministic order (see ``Finding/<(_:_:)``).
    public var findings: [Finding]
    /// Counts over ``findings`` and the inventory.
    public var summary: Summary

    /// Counts for the summary line and the JSON `summary` object.
    public struct Summary: Codable, Hashable, Sendable {
        /// Findings with severity `error`.
        public var errors: Int
        /// Findings with severity `warning`.
        public var warnings: Int
        /// Font files read.
        public var files: Int
        /// Faces read (named instances not counted).
        public var faces: Int
        /// Font names found in code, storyboards and style dictionaries (dynamic ones included).
        public var namesFound: Int
        /// Names that resolve to a registered face or a system font by PostScript name.
        public var namesResolved: Int
        /// Names that are not constant in the sources: counted and skipped, never guessed.
        public var namesDynamic: Int
        /// Source files (code, storyboards, plists) the project uses that are not in the checkout:
        /// their names were not read.
        public var sourcesMissing: Int
        /// Font files in the checkout that no target the audit knows will bundle (a build the
        /// audit cannot read places them, or nothing does): not audited, counted so that "0 font
        /// files" is never a silent misreading. `fontaudit targets PATH` lists them.
        public var unplacedFonts: Int

        /// Creates a summary.
        public init(errors: Int, warnings: Int, files: Int, faces: Int, namesFound: Int = 0, namesResolved: Int = 0, namesDynamic: Int = 0,
                    sourcesMissing: Int = 0, unplacedFonts: Int = 0) {
            self.errors = errors
            self.warnings = warnings
            self.files = files
            self.faces = faces
            self.namesFound = namesFound
            self.namesResolved = namesResolved
            self.namesDynamic = namesDynamic
            self.sourcesMissing = sourcesMissing
            self.unplacedFonts = unplacedFonts
        }

        private enum CodingKeys: String, CodingKey {
            case errors, warnings, files, faces, namesFound, namesResolved, namesDynamic, sourcesMissing, unplacedFonts
        }

        /// Decodes what is encoded; a summary written before `unplacedFonts` existed reads as 0.
        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(errors: try c.decode(Int.self, forKey: .errors), warnings: try c.decode(Int.self, forKey: .warnings),
                      files: try c.decode(Int.self, forKey: .files), faces: try c.decode(Int.self, forKey: .faces),
                      namesFound: try c.decodeIfPresent(Int.self, forKey: .namesFound) ?? 0,
                      namesResolved: try c.decodeIfPresent(Int.self, forKey: .namesResolved) ?? 0,
                      namesDynamic: try c.decodeIfPresent(Int.self, forKey: .namesDynamic) ?? 0,
                      sourcesMissing: try c.decodeIfPresent(Int.self, forKey: .sourcesMissing) ?? 0,
                      unplacedFonts: try c.decodeIfPresent(Int.self, forKey: .unplacedFonts) ?? 0)
        }
    }

    /// Sorts `findings` and counts them.
    public init(findings: [Finding], files: Int, faces: Int, namesFound: Int = 0, namesResolved: Int = 0, namesDynamic: Int = 0,
                sourcesMissing: Int = 0, unplacedFonts: Int = 0) {
        self.findings = findings.sorted()
        summary = Summary(
            errors: findings.filter { $0.severity == .error }.count,
            warnings: findings.filter { $0.severity == .warning }.count,
            files: files,
            faces: faces,
            namesFound: namesFound,
            namesResolved: namesResolved,
            namesDynamic: namesDynamic,
            sourcesMissing: sourcesMissing,
            unplacedFonts: unplacedFonts
        )
    }
}

extension AuditResult {
    /// This result with every relative ``Finding/file`` joined to `folder`, the absolute path the
    /// findings' paths are relative to (the audited folder), for consumers that open files by
    /// absolute path: SwiftPM and Xcode build logs (`fontaudit check --absolute-paths`). Paths that
    /// are already absolute (files outside the audited folder) are kept; messages are unchanged.
    public func withFilePaths(under folder: String) -> AuditResult {
        var base = folder
        while base.count > 1, base.hasSuffix("/") { base.removeLast() }
        var copy = self
        copy.findings = findings.map { finding in
            guard let file = finding.file, !file.hasPrefix("/") else { return finding }
            var resolved = finding
            resolved.file = file.isEmpty ? base : (base == "/" ? "/" + file : base + "/" + file)
            return resolved
        }.sorted()
        return copy
    }
}
