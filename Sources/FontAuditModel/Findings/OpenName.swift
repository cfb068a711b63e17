/// Why the audit could not tell which font a name asks for. Such a name is never judged: it is
/// counted as open and listed with this reason (`fontaudit check --open-names`).
public struct OpenReason: Codable, Hashable, Sendable {
    /// The kinds of reason, as the JSON report writes them.
    public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
        /// A parameter of a function, and no call the audit read passes it a value it can tell.
        case parameter
        /// A name (a constant, a macro, a member) to which no file the audit read gives a constant
        /// value: a stored property set at run time, or a definition it did not read.
        case undefined
        /// The result of calling a function the audit does not follow.
        case call
        /// A variable or property that code assigns in a way the audit cannot follow:
        /// `setValue:forKey:` with a key it cannot tell, a value read at run time.
        case assignment
        /// A member of a variable whose type the audit cannot tell (`config.name`), when no one type
        /// alone has a member of that name.
        case unknownType = "unknown-type"
        /// A React Native family the app may register while it runs (`useFonts`, `Font.loadAsync`)
        /// under a name the audit cannot tell.
        case runtimeRegistration = "runtime-registration"
        /// A property no file the audit read assigns: set at run time, by a dependency, or in a
        /// file not in the checkout.
        case unassigned
        /// A name that several files define differently, none of them one the asking file imports.
        case ambiguous
        /// More values than the audit checks one by one (32 for a name, 8 for an Objective-C theme's
        /// property): a table of data, not a choice of fonts.
        case tooManyValues = "too-many-values"
        /// An expression the audit does not evaluate: a value read at run time (user defaults, a
        /// server, a prop), a local it does not follow, an operation it does not model.
        case expression
        /// A list of fonts to register (a Tuist manifest's `UIAppFonts`) the audit cannot evaluate:
        /// which fonts it lists is not known, so no font is called unlisted because of it.
        case unevaluatedList = "unevaluated-list"
        /// A font file a project copies or lists from a folder the checkout does not hold
        /// (`node_modules/` of an npm package the install brings): it is there at build time, and
        /// its faces cannot be read.
        case notInCheckout = "not-in-checkout"
        /// An app target the audit cannot read (a Tuist `Project.swift` whose targets come from
        /// code it does not evaluate): which fonts the app registers is not known.
        case unreadApp = "unread-app"
        /// Code the build generates, which the checkout does not hold, registers fonts (a Tuist
        /// project's own fonts template): which ones is not known.
        case generatedCode = "generated-code"
        /// A place where what the build takes in cannot be told (a `require` of a computed name, a
        /// specifier no dependency or alias explains, no entry point): the code it may reach is
        /// read whole.
        case buildGraph = "build-graph"
        /// A file that says what the app is or registers (a `project.pbxproj`, an app config)
        /// that the audit could not read: what it gives the app is not known.
        case unreadFile = "unread-file"

        /// Whether it is said of a registration (what the app registers), not of a font name.
        public var isRegistration: Bool {
            switch self {
            case .unevaluatedList, .notInCheckout, .unreadApp, .generatedCode, .unreadFile: true
            default: false
            }
        }
    }

    /// What kind of reason.
    public var kind: Kind
    /// The word it is about, as the code writes it (the function, the name, the property), when
    /// there is one.
    public var subject: String?

    /// Creates a reason.
    public init(_ kind: Kind, _ subject: String? = nil) {
        self.kind = kind
        self.subject = subject
    }

    /// The reason as a sentence part, after "open: ".
    public var explanation: String {
        let word = subject.map { "`\($0)`" }
        switch kind {
        case .parameter:
            return "a parameter of \(word ?? "its function"), and no call the audit read passes it a value it can tell"
        case .undefined:
            return
                "\(word ?? "the name") has no constant value in the files the audit read (a stored property set at run time, or a definition in a file not in the checkout, a dependency, generated code)"
        case .call:
            return "the result of \(word.map { "\($0)()" } ?? "a call"), a function the audit does not follow"
        case .assignment:
            return
                "\(word ?? "the value") is assigned where the audit cannot follow it (a key-value write with a key it cannot tell, a value read at run time)"
        case .unknownType:
            return
                "\(word ?? "the value") is a member of a variable whose type the audit cannot tell, and more than one type (or none) has a member of that name"
        case .runtimeRegistration:
            return
                "the app loads fonts while it runs (`useFonts`, `Font.loadAsync`) under names the audit cannot tell, and this family may be one of them"
        case .unassigned:
            return
                "\(word ?? "the property") is assigned in no file the audit read (it may be set at run time, by a dependency, or in a file not in the checkout)"
        case .ambiguous:
            return
                "\(word ?? "the name") is defined differently in several files, and the asking file imports none of them"
        case .tooManyValues:
            return
                "it can take more values than the audit checks one by one (32 for a name, 8 for an Objective-C theme's property)"
        case .unevaluatedList:
            return
                "\(word ?? "the list") is a list of fonts to register that the audit cannot evaluate (a `map`, a variable, an interpolation): which fonts it registers is not known, so none of them is called unlisted"
        case .notInCheckout:
            return
                "\(word.map { "copied from \($0)" } ?? "copied from a folder"), which the checkout does not hold (the install brings it before the build): the file cannot be read, so nothing is said of it"
        case .unreadApp:
            return
                "\(word ?? "the app") is an app target the audit cannot read (its targets come from code it does not evaluate): which fonts it registers is not known, so none of them is called unlisted"
        case .generatedCode:
            return
                "\(word ?? "generated code") generates code the checkout does not hold that registers fonts: which ones is not known, so none of them is called unlisted"
        case .unreadFile:
            return
                "\(word ?? "a file") is not in the checkout or could not be read: what it says of the app (its targets, its fonts, its names) is not known"
        case .buildGraph:
            return
                "what the build takes in cannot be told at \(word ?? "this place"), so every file it may reach is read as the app's code"
        case .expression:
            if let word { return "\(word) is a local, a property or a value the audit does not follow" }
            return
                "an expression the audit does not evaluate (a value read at run time, a local it does not follow, an operation it does not model)"
        }
    }
}

/// A font name the audit left open: where it is asked for, by which API, as written, what is known
/// of its ends, and why it is open (``OpenReason``). Listed by `fontaudit check --open-names`.
public struct OpenName: Codable, Hashable, Sendable, Comparable {
    /// The file, relative to the audited path.
    public var file: String
    /// 1-based line of the request.
    public var line: Int
    /// The API used: `UIFont(name:size:)`, `fontFamily`.
    public var api: String
    /// The argument as the code writes it, when the reader kept it.
    public var written: String?
    /// What every value starts with, empty when nothing is known.
    public var prefix: String
    /// What every value ends with, empty when nothing is known.
    public var suffix: String
    /// Why the audit could not tell the value.
    public var reason: OpenReason

    /// Creates an open name.
    public init(
        file: String, line: Int, api: String, written: String? = nil, prefix: String = "", suffix: String = "",
        reason: OpenReason
    ) {
        self.file = file
        self.line = line
        self.api = api
        self.written = written
        self.prefix = prefix
        self.suffix = suffix
        self.reason = reason
    }

    /// By file, line and API, then the rest, so a list is in one order.
    public static func < (a: OpenName, b: OpenName) -> Bool {
        (a.file, a.line, a.api, a.written ?? "", a.reason.kind.rawValue, a.reason.subject ?? "")
            < (b.file, b.line, b.api, b.written ?? "", b.reason.kind.rawValue, b.reason.subject ?? "")
    }

    private enum CodingKeys: String, CodingKey {
        case file, line, api, written, prefix, suffix, reason, explanation, subject
    }

    /// Every key, `null` where nothing applies; the reason as its kind, its subject and its sentence.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(file, forKey: .file)
        try c.encode(line, forKey: .line)
        try c.encode(api, forKey: .api)
        try c.encode(written, forKey: .written)
        try c.encode(prefix, forKey: .prefix)
        try c.encode(suffix, forKey: .suffix)
        try c.encode(reason.kind, forKey: .reason)
        try c.encode(reason.subject, forKey: .subject)
        try c.encode(reason.explanation, forKey: .explanation)
    }

    /// Reads what ``encode(to:)`` writes.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            file: try c.decode(String.self, forKey: .file), line: try c.decode(Int.self, forKey: .line),
            api: try c.decode(String.self, forKey: .api),
            written: try c.decodeIfPresent(String.self, forKey: .written),
            prefix: try c.decode(String.self, forKey: .prefix, absent: "", from: decoder),
            suffix: try c.decode(String.self, forKey: .suffix, absent: "", from: decoder),
            reason: OpenReason(
                try c.decode(OpenReason.Kind.self, forKey: .reason),
                try c.decodeIfPresent(String.self, forKey: .subject)))
        // The sentence is the reason's own (``OpenReason/explanation``).
        try c.skip(String.self, forKey: .explanation, from: decoder)
    }
}
