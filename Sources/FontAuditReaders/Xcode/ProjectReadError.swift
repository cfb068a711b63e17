/// Why an `.xcodeproj` or `.xcworkspace` could not be read: a message for a `plist-unreadable`
/// finding, and the 1-based line where parsing failed when it is known.
package struct ProjectReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the file.
    package enum Problem: Hashable, Sendable {
        /// `file` (`project.pbxproj`, `contents.xcworkspacedata`) is missing from its `container`.
        case incomplete(file: String, container: String)
        /// The pbxproj has no `objects` table.
        case noObjects
        /// Its `rootObject` names no `PBXProject`.
        case noRootProject
        /// The pbxproj is empty, or blank.
        case empty
        /// A binary plist holding a set (no project file has one).
        case holdsASet
        /// Nested deeper than the parser goes.
        case nestedTooDeep(levels: Int)
        /// An unresolved merge conflict.
        case mergeConflict
        /// Not a property list, with the parser's reason when it gave one.
        case unparsable(reason: String?)
        /// The top level is `type`, not a dictionary.
        case notADictionary(type: String)
        /// The workspace's contents are not UTF-8.
        case workspaceNotUTF8
        /// The workspace's contents are not XML.
        case workspaceInvalidXML
        /// The workspace's contents have no `<Workspace>` element.
        case noWorkspaceElement
    }

    /// What is wrong.
    package var problem: Problem
    /// The 1-based line where parsing failed, when known.
    package var line: Int?

    package init(_ problem: Problem, line: Int? = nil) {
        self.problem = problem
        self.line = line
    }

    /// What is wrong and what to do; it does not repeat the file's path.
    package var message: String {
        let advice = "fix it or restore it from version control; Xcode cannot open the project either"
        switch problem {
        case .incomplete(let file, let container): return "\(file) cannot be read; the \(container) is incomplete"
        case .noObjects: return "has no objects table, so it describes no project; restore it from version control"
        case .noRootProject: return "its rootObject does not name a PBXProject object; restore it from version control"
        case .empty: return "cannot be parsed as a property list: the file is empty; \(advice)"
        case .holdsASet:
            return "is a binary property list holding a set, which no project file has: the file is damaged; \(advice)"
        case .nestedTooDeep(let levels):
            return "cannot be parsed as a property list: it nests more than \(levels) levels deep; \(advice)"
        case .mergeConflict:
            return "cannot be parsed as a property list: it holds an unresolved merge conflict; \(advice)"
        case .unparsable(let reason):
            return "cannot be parsed as a property list\(reason.map { " (\($0))" } ?? ""); \(advice)"
        case .notADictionary(let type):
            return "its top level is \(type), not a dictionary, so it is no project file; \(advice)"
        case .workspaceNotUTF8: return "contents.xcworkspacedata \(SafeXML.notUTF8)"
        case .workspaceInvalidXML:
            return "contents.xcworkspacedata cannot be parsed as XML; fix it or restore it from version control"
        case .noWorkspaceElement:
            return "contents.xcworkspacedata has no <Workspace> element; restore it from version control"
        }
    }

    package var description: String { line.map { "line \($0): \(message)" } ?? message }
}
