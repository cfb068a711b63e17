/// What one audit produced: sorted findings and the counts a summary needs.
public struct AuditResult: Codable, Hashable, Sendable {
    /// Findings in deterministic order (see ``Finding/<(_:_:)``).
    public var findings: [Finding]
    /// Counts over ``findings`` and the inventory.
    public var summary: Summary
    /// The font names the audit left open, each once, sorted: where, by which API and why
    /// (``OpenName``). ``Summary/namesDynamic`` counts their places.
    public var openNames: [OpenName] = []
    /// The app plan the audit made (what `fontaudit targets` prints), when it made one: nil for
    /// an audit that read no plan (an `.ipa`, a result made by hand).
    public var plan: PlanReport?

    private enum CodingKeys: String, CodingKey { case findings, summary, openNames, plan }

    /// Reads what ``encode(to:)`` writes; a result written before open names were listed has none.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        findings = try c.decode([Finding].self, forKey: .findings)
        summary = try c.decode(Summary.self, forKey: .summary)
        openNames = try c.decode([OpenName].self, forKey: .openNames, absent: [], from: decoder)
        plan = try c.decode(PlanReport?.self, forKey: .plan, absent: nil, from: decoder)
    }

    /// Encodes the findings, the summary, the open names and the plan.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(findings, forKey: .findings)
        try c.encode(summary, forKey: .summary)
        try c.encode(openNames, forKey: .openNames)
        try c.encode(plan, forKey: .plan)
    }

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
        /// Names whose values the audit followed through code (an enum's cases, a switch, a
        /// helper's call sites, a macro in another file) rather than reading them at the request
        /// or in a constant; each value is checked as a literal would be.
        public var namesFollowed: Int
        /// Names left open: not known before run time (user input, the network, a parameter no call
        /// site binds). Counted and skipped, never guessed.
        public var namesDynamic: Int
        /// Source files (code, storyboards, plists) the project uses that are not in the checkout:
        /// their names were not read.
        public var sourcesMissing: Int
        /// Font files in the checkout that no target the audit knows will bundle (a build the
        /// audit cannot read places them, or nothing does): not audited, counted so that "0 font
        /// files" is never a silent misreading. `fontaudit targets PATH` lists them.
        public var unplacedFonts: Int
        /// What the fonts nothing asks for cost, when the opt-in rule `font-unused` ran (nil
        /// otherwise): over the rule's findings, each file counted once.
        public var unusedFonts: UnusedFonts?
        /// What the apps register that the audit cannot tell (a list it cannot evaluate, an app
        /// target it cannot read, a file the checkout does not hold, generated code), each once:
        /// no finding is built on them. ``AuditResult/openNames`` lists each with its reason.
        public var registrationsOpen: Int = 0
        /// The React Native and Expo apps audited, each as a sentence part: "a React Native app,
        /// iOS target `App`", "an Expo app without ios/: the iOS app prebuild makes from
        /// `app.json`". Empty for a plain Xcode project, a folder or a built app.
        public var apps: [String] = []

        /// Creates a summary.
        public init(
            errors: Int, warnings: Int, files: Int, faces: Int, namesFound: Int = 0, namesResolved: Int = 0,
            namesFollowed: Int = 0, namesDynamic: Int = 0,
            sourcesMissing: Int = 0, unplacedFonts: Int = 0
        ) {
            self.errors = errors
            self.warnings = warnings
            self.files = files
            self.faces = faces
            self.namesFound = namesFound
            self.namesResolved = namesResolved
            self.namesFollowed = namesFollowed
            self.namesDynamic = namesDynamic
            self.sourcesMissing = sourcesMissing
            self.unplacedFonts = unplacedFonts
        }

        private enum CodingKeys: String, CodingKey {
            case errors, warnings, files, faces, namesFound, namesResolved, namesFollowed, namesDynamic, sourcesMissing,
                unplacedFonts, unusedFonts, apps, registrationsOpen
        }

        /// Encodes every key, `unusedFonts` as `null` when the rule did not run.
        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(errors, forKey: .errors)
            try c.encode(warnings, forKey: .warnings)
            try c.encode(files, forKey: .files)
            try c.encode(faces, forKey: .faces)
            try c.encode(namesFound, forKey: .namesFound)
            try c.encode(namesResolved, forKey: .namesResolved)
            try c.encode(namesFollowed, forKey: .namesFollowed)
            try c.encode(namesDynamic, forKey: .namesDynamic)
            try c.encode(sourcesMissing, forKey: .sourcesMissing)
            try c.encode(unplacedFonts, forKey: .unplacedFonts)
            try c.encode(unusedFonts, forKey: .unusedFonts)
            try c.encode(apps, forKey: .apps)
            try c.encode(registrationsOpen, forKey: .registrationsOpen)
        }

        /// Decodes what is encoded; a summary written before `unplacedFonts` existed reads as 0.
        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                errors: try c.decode(Int.self, forKey: .errors), warnings: try c.decode(Int.self, forKey: .warnings),
                files: try c.decode(Int.self, forKey: .files), faces: try c.decode(Int.self, forKey: .faces),
                namesFound: try c.decode(Int.self, forKey: .namesFound, absent: 0, from: decoder),
                namesResolved: try c.decode(Int.self, forKey: .namesResolved, absent: 0, from: decoder),
                namesFollowed: try c.decode(Int.self, forKey: .namesFollowed, absent: 0, from: decoder),
                namesDynamic: try c.decode(Int.self, forKey: .namesDynamic, absent: 0, from: decoder),
                sourcesMissing: try c.decode(Int.self, forKey: .sourcesMissing, absent: 0, from: decoder),
                unplacedFonts: try c.decode(Int.self, forKey: .unplacedFonts, absent: 0, from: decoder))
            unusedFonts = try c.decodeIfPresent(UnusedFonts.self, forKey: .unusedFonts)
            apps = try c.decode([String].self, forKey: .apps, absent: [], from: decoder)
            registrationsOpen = try c.decode(Int.self, forKey: .registrationsOpen, absent: 0, from: decoder)
        }
    }

    /// Sorts `findings` and counts them.
    public init(
        findings: [Finding], files: Int, faces: Int, namesFound: Int = 0, namesResolved: Int = 0,
        namesFollowed: Int = 0, namesDynamic: Int = 0,
        sourcesMissing: Int = 0, unplacedFonts: Int = 0
    ) {
        self.findings = findings.sorted()
        summary = Summary(
            errors: findings.filter { $0.severity == .error }.count,
            warnings: findings.filter { $0.severity == .warning }.count,
            files: files,
            faces: faces,
            namesFound: namesFound,
            namesResolved: namesResolved,
            namesFollowed: namesFollowed,
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
        copy.openNames = openNames.map { name in
            guard !name.file.hasPrefix("/") else { return name }
            var resolved = name
            resolved.file = name.file.isEmpty ? base : (base == "/" ? "/" + name.file : base + "/" + name.file)
            return resolved
        }.sorted()
        return copy
    }
}

/// What the fonts an app bundles and never asks for cost (the opt-in rule `font-unused`).
public struct UnusedFonts: Codable, Hashable, Sendable {
    /// One font file with faces nothing asks for.
    public struct File: Codable, Hashable, Sendable {
        /// The file, as findings name it.
        public var file: String
        /// Its size in bytes, when it could be read.
        public var bytes: Int?
        /// The faces nothing asks for (PostScript names, else labels).
        public var faces: [String]
        /// Whether no face of the file is asked for: removing it saves ``bytes``.
        public var whole: Bool

        /// Creates an entry.
        public init(file: String, bytes: Int?, faces: [String], whole: Bool) {
            self.file = file
            self.bytes = bytes
            self.faces = faces
            self.whole = whole
        }

        private enum CodingKeys: String, CodingKey { case file, bytes, faces, whole }

        /// Encodes every key, `bytes` as `null` when unknown.
        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(file, forKey: .file)
            try c.encode(bytes, forKey: .bytes)
            try c.encode(faces, forKey: .faces)
            try c.encode(whole, forKey: .whole)
        }
    }

    /// The files, sorted by path.
    public var fonts: [File]
    /// Faces that no request names but that a name built at run time or a string in the sources
    /// could reach: kept, not reported.
    public var keptForDynamicNames: Int

    /// Creates a summary of `fonts` (sorted here).
    public init(fonts: [File], keptForDynamicNames: Int) {
        self.fonts = fonts.sorted { $0.file < $1.file }
        self.keptForDynamicNames = keptForDynamicNames
    }

    /// Files none of whose faces is asked for.
    public var wholeFiles: Int { fonts.filter(\.whole).count }
    /// Faces nothing asks for, in all files.
    public var faces: Int { fonts.reduce(0) { $0 + $1.faces.count } }
    /// The bytes removing the wholly unused files saves.
    public var bytes: Int { fonts.filter(\.whole).reduce(0) { $0 + ($1.bytes ?? 0) } }

    private enum CodingKeys: String, CodingKey { case files, faces, bytes, keptForDynamicNames, fonts }

    /// Encodes the totals first, then the files.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(fonts.count, forKey: .files)
        try c.encode(faces, forKey: .faces)
        try c.encode(bytes, forKey: .bytes)
        try c.encode(keptForDynamicNames, forKey: .keptForDynamicNames)
        try c.encode(fonts, forKey: .fonts)
    }

    /// Decodes what ``encode(to:)`` writes (the totals follow from the files).
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        // ``BinaryCoder`` reads by position: past the totals, in the order they were written.
        try c.skip(Int.self, forKey: .files, from: decoder)
        try c.skip(Int.self, forKey: .faces, from: decoder)
        try c.skip(Int.self, forKey: .bytes, from: decoder)
        let kept = try c.decode(Int.self, forKey: .keptForDynamicNames)
        self.init(fonts: try c.decode([File].self, forKey: .fonts), keptForDynamicNames: kept)
    }
}
