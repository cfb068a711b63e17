import FontInspectorModel

/// One problem the audit found: which rule, how serious, where, and what to write instead.
public struct Finding: Codable, Hashable, Sendable {
    /// The rule's stable identifier, such as `manifest-file-missing`.
    public var rule: String
    /// The severity after configuration overrides.
    public var severity: Severity
    /// A specific sentence naming the file, the name, and what to do: ``messageValue``'s text.
    /// Setting it makes the message that text alone (no identifier, no facts).
    public var message: String {
        get { messageValue.text }
        set { messageValue = Message("", text: newValue) }
    }
    /// The file concerned, relative to the audited path; nil for findings about the whole app.
    public var file: String?
    /// 1-based line in ``file``, when known (XML plists have lines, binary plists do not).
    public var line: Int?
    /// 1-based column in ``file``, when known.
    public var column: Int?
    /// The font name, manifest entry or file name the finding is about.
    public var name: String?
    /// The exact text to write instead of ``name`` at ``file``:``line``, when there is one.
    public var fix: String?
    /// The edit `check --fix` would make, as the rule knows it; nil when the rule has none.
    /// Not written to reports: ``fixable`` says whether it can be made.
    package var action: FixAction?
    /// The message as its rule made it (``Message``): which one, with which facts. Reports print
    /// its text (``message``); a finding made from text alone (the public initializer, or decoded
    /// from a report) has a message with no identifier and no facts.
    package var messageValue: Message
    /// Whether `check --fix` edits the app to resolve this finding: its ``action`` was placed
    /// exactly in a file under the audited folder (``FixPlanner``).
    public var fixable: Bool = false
    /// Further facts: where else a name is used, what the font really contains.
    public var notes: [String]
    /// The Xcode targets the finding is about, in project mode, in the order they were audited
    /// (several when targets share the file); empty otherwise.
    public var targets: [String]

    /// The other places of the same cause, when one finding stands for many (the strings of one
    /// language that a font has no glyphs for): SARIF's `relatedLocations`, JSON's `related`.
    public var related: [Place] = []

    /// A place in a file, relative to the audited path (``related``).
    public struct Place: Codable, Hashable, Sendable {
        /// The file, relative to the audited path.
        public var file: String
        /// 1-based line, when known.
        public var line: Int?
        /// 1-based column, when known.
        public var column: Int?

        /// Creates a place.
        public init(file: String, line: Int?, column: Int? = nil) {
            self.file = file
            self.line = line
            self.column = column
        }

        /// Encodes every key, with `null` for what is not known.
        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(file, forKey: .file)
            try c.encode(line, forKey: .line)
            try c.encode(column, forKey: .column)
        }
    }

    /// The platform the finding is about, in an app that ships to more than one (a React Native or
    /// Expo app: `ios`, `android`, `macos`); nil in a native app, where there is one. JSON writes
    /// the key only when it is set, so a native app's report keeps its shape.
    public var platform: String? = nil

    /// The build configurations the finding holds in, in project mode, when it does not hold in
    /// every configuration audited for its targets (a defect in the App Store configuration's
    /// Info.plist only); empty when it holds in all of them, and outside project mode.
    public var configurations: [String] = []

    /// ``targets`` as reports show them and as JSON writes them: "App, Widget"; nil when empty.
    public var target: String? {
        targets.isEmpty ? nil : targets.joined(separator: ", ")
    }

    /// ``configurations`` as reports show them and as JSON writes them: "Debug, Beta"; nil when
    /// the finding holds in every configuration.
    public var configuration: String? {
        configurations.isEmpty ? nil : configurations.joined(separator: ", ")
    }

    /// Where the finding holds, for a report's bracket: "target App, configuration Debug", or
    /// "Android" for the Android half of a React Native app; nil outside project mode.
    public var scope: String? {
        let parts = [
            platform == "android" ? "Android" : nil,
            target.map { "target \($0)" },
            configuration.map { "configuration\(configurations.count == 1 ? "" : "s") \($0)" },
        ].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// Creates a finding.
    public init(
        rule: String, severity: Severity, message: String, file: String? = nil, line: Int? = nil,
        column: Int? = nil, name: String? = nil, fix: String? = nil, notes: [String] = [], targets: [String] = []
    ) {
        self.targets = targets
        self.rule = rule
        self.severity = severity
        self.messageValue = Message("", text: message)
        self.file = file
        self.line = line
        self.column = column
        self.name = name
        self.fix = fix
        self.notes = notes
    }

    private enum CodingKeys: String, CodingKey {
        case rule, severity, message, file, line, column, name, fix, fixable, notes, related, target, configuration,
            platform
    }

    /// Decodes what ``encode(to:)`` writes.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        rule = try c.decode(String.self, forKey: .rule)
        severity = try c.decode(Severity.self, forKey: .severity)
        messageValue = Message("", text: try c.decode(String.self, forKey: .message))
        file = try c.decodeIfPresent(String.self, forKey: .file)
        line = try c.decodeIfPresent(Int.self, forKey: .line)
        column = try c.decodeIfPresent(Int.self, forKey: .column)
        name = try c.decodeIfPresent(String.self, forKey: .name)
        fix = try c.decodeIfPresent(String.self, forKey: .fix)
        fixable = try c.decode(Bool.self, forKey: .fixable, absent: false, from: decoder)
        notes = try c.decode([String].self, forKey: .notes, absent: [], from: decoder)
        related = try c.decode([Place].self, forKey: .related, absent: [], from: decoder)
        platform = try c.decodeIfPresent(String.self, forKey: .platform)
        if decoder is BinaryCoder.Source {
            // Kept as lists: a target named "A, B" stays one target.
            targets = try c.decode([String].self, forKey: .target)
            configurations = try c.decode([String].self, forKey: .configuration)
        } else {
            targets = try c.decodeIfPresent(String.self, forKey: .target)?.components(separatedBy: ", ") ?? []
            configurations =
                try c.decodeIfPresent(String.self, forKey: .configuration)?.components(separatedBy: ", ") ?? []
        }
    }

    /// Encodes every key, with `null` for what does not apply, so the JSON shape never changes.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(rule, forKey: .rule)
        try c.encode(severity, forKey: .severity)
        try c.encode(message, forKey: .message)
        try c.encode(file, forKey: .file)
        try c.encode(line, forKey: .line)
        try c.encode(column, forKey: .column)
        try c.encode(name, forKey: .name)
        try c.encode(fix, forKey: .fix)
        try c.encode(fixable, forKey: .fixable)
        try c.encode(notes, forKey: .notes)
        try c.encode(related, forKey: .related)
        if encoder is BinaryCoder.Sink {
            try c.encode(platform, forKey: .platform)
            try c.encode(targets, forKey: .target)
            try c.encode(configurations, forKey: .configuration)
        } else {
            try c.encodeIfPresent(platform, forKey: .platform)
            try c.encode(target, forKey: .target)
            try c.encode(configuration, forKey: .configuration)
        }
    }
}

extension Finding: Comparable {
    /// Deterministic order: by file (findings without a file last), line, column, rule, name, message.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        func key(_ f: Finding) -> (Int, String, Int, Int, String, String, String) {
            (f.file == nil ? 1 : 0, f.file ?? "", f.line ?? 0, f.column ?? 0, f.rule, f.name ?? "", f.message)
        }
        let (l, r) = (key(lhs), key(rhs))
        if l.0 != r.0 { return l.0 < r.0 }
        if l.1 != r.1 { return ByteOrder.precedes(l.1, r.1) }
        if l.2 != r.2 { return l.2 < r.2 }
        if l.3 != r.3 { return l.3 < r.3 }
        if l.4 != r.4 { return l.4 < r.4 }
        if l.5 != r.5 { return l.5 < r.5 }
        return l.6 < r.6
    }
}
