/// An `.xcodeproj` (or the project a workspace names) that could not be read.
public struct ProjectProblem: Sendable, Hashable {
    /// The file, as shown in findings: `App.xcodeproj/project.pbxproj`, or the missing `.xcodeproj`.
    public var path: String
    /// What is wrong and what to do.
    public var message: String
    /// 1-based line, when known.
    public var line: Int?

    /// Creates a problem.
    public init(path: String, message: String, line: Int?) {
        self.path = path
        self.message = message
        self.line = line
    }
}
