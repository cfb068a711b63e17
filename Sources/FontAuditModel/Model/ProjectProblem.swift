/// An `.xcodeproj` (or the project a workspace names) that could not be read.
package struct ProjectProblem: Sendable, Hashable, Codable {
    /// The file, as shown in findings: `App.xcodeproj/project.pbxproj`, or the missing `.xcodeproj`.
    package var path: String
    /// What is wrong and what to do.
    package var message: String
    /// 1-based line, when known.
    package var line: Int?

    package init(path: String, message: String, line: Int? = nil) {
        self.path = path
        self.message = message
        self.line = line
    }
}
