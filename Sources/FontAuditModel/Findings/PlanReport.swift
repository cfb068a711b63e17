/// The app plan as reports write it (JSON's `plan`): each app the audit found, with its sources
/// and the inputs that say which fonts it registers, each with what the audit knows of it. The
/// same plan `fontaudit targets` prints; an editor or a CI annotation reads it to tell which
/// apps a file belongs to and what the audit could not read.
public struct PlanReport: Codable, Hashable, Sendable {
    /// One app: a target, an Expo or React Native app, a package, a folder.
    public struct App: Codable, Hashable, Sendable {
        /// The target's or the app's name.
        public var name: String
        /// What kind of app (`Xcode target`, `Expo app without ios/`, …).
        public var kind: String
        /// Its folder, relative to the audited path; empty for the path itself.
        public var folder: String
        /// The platforms it is built for (`iOS`, `Android`, …); empty when no project says.
        public var platforms: [String]
        /// Where its code comes from: compiled files, package products, JavaScript reach, entry points.
        public var sources: [Input]
        /// What says which fonts it registers: Info.plist, the expo-font plugin, code.
        public var inputs: [Input]

        /// Creates an app.
        public init(
            name: String, kind: String, folder: String, platforms: [String], sources: [Input], inputs: [Input]
        ) {
            self.name = name
            self.kind = kind
            self.folder = folder
            self.platforms = platforms
            self.sources = sources
            self.inputs = inputs
        }
    }

    /// One source or input of an app.
    public struct Input: Codable, Hashable, Sendable {
        /// What it is to the app (`Info.plist`, `entry point`, `workspace package`).
        public var role: String
        /// Where it is, relative to the audited path, with counts where the plan gives them.
        public var path: String
        /// `known` (read whole), `partly-known` (read, with parts the audit could not tell) or
        /// `not-known` (not read).
        public var fact: String
        /// Why it is not known whole: none when it is.
        public var reasons: [Reason]
        /// For a folder of JavaScript: how many of its ``files`` the app's entry points reach
        /// (absent otherwise).
        public var reached: Int?
        /// For a folder of JavaScript: how many files Metro could bundle from it (absent otherwise).
        public var files: Int?

        /// Creates an input.
        public init(role: String, path: String, fact: String, reasons: [Reason], reached: Int? = nil, files: Int? = nil)
        {
            self.role = role
            self.path = path
            self.fact = fact
            self.reasons = reasons
            self.reached = reached
            self.files = files
        }
    }

    /// Why part of an input is not known: its kind (``OpenReason/Kind``) and the sentence.
    public struct Reason: Codable, Hashable, Sendable {
        public var kind: String
        public var explanation: String

        /// Creates a reason from an open reason.
        public init(_ reason: OpenReason) {
            kind = reason.kind.rawValue
            explanation = reason.explanation
        }
    }

    /// How the audited path was read: `Xcode projects`, `a JavaScript workspace`, ….
    public var layout: String
    /// The apps, in the order they are audited.
    public var apps: [App]

    /// Creates a plan report.
    public init(layout: String, apps: [App]) {
        self.layout = layout
        self.apps = apps
    }
}
