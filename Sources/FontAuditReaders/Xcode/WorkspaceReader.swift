import FontAuditModel
import FontInspectorModel
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads an `.xcworkspace`: the projects its `contents.xcworkspacedata` names, in file order.
///
/// Locations are resolved as Xcode does: `group:` relative to the enclosing `<Group>` (the
/// workspace's folder at the top level), `container:` relative to the workspace's folder whatever
/// the nesting, `absolute:` as written, and `self:` relative to the workspace's folder (so a bare
/// `self:` in `App.xcodeproj/project.xcworkspace` names `App.xcodeproj`).
package struct WorkspaceReader {
    /// The `.xcodeproj` URLs a workspace names, without duplicates.
    /// - Parameter url: The `.xcworkspace` folder.
    package func projects(inWorkspaceAt url: URL) throws(ProjectReadError) -> [URL] {
        let contents = url.appendingPathComponent("contents.xcworkspacedata")
        guard let data = FileData.read(contents.path) else {
            throw ProjectReadError(.incomplete(file: "contents.xcworkspacedata", container: ".xcworkspace"))
        }
        let delegate = Delegate(container: url.deletingLastPathComponent().standardizedFileURL)
        guard let parser = SafeXML.parser(for: data) else {
            throw ProjectReadError(.workspaceNotUTF8)
        }
        parser.delegate = delegate
        // Foundation on Linux may return true from parse() yet record an error (a premature end).
        guard parser.parse(), parser.parserError == nil, delegate.sawWorkspace else {
            // Foundation's XML errors carry only a code; the line says more.
            throw parser.parserError != nil
                ? ProjectReadError(.workspaceInvalidXML, line: parser.lineNumber)
                : ProjectReadError(.noWorkspaceElement)
        }
        var seen: Set<String> = []
        return delegate.projects.filter { seen.insert($0.path).inserted }
    }

    /// Turns a `kind:path` location into a URL, given the folder the enclosing group stands for.
    static func resolve(_ location: String, container: URL, group: URL) -> URL? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let kind = location[..<colon]
        let path = String(location[location.index(after: colon)...])
        let base: URL
        switch kind {
        case "group": base = group
        case "container", "self": base = container
        case "absolute": return URL(fileURLWithPath: path).standardizedFileURL
        default: return nil
        }
        return (path.isEmpty ? base : base.appendingPathComponent(path)).standardizedFileURL
    }

    /// Collects `<FileRef>` locations, tracking the folder of each nested `<Group>`.
    private final class Delegate: NSObject, XMLParserDelegate {
        let container: URL
        /// The folder each open `<Group>` stands for; the workspace's folder at the bottom.
        var groups: [URL]
        var projects: [URL] = []
        var sawWorkspace = false

        init(container: URL) {
            self.container = container
            self.groups = [container]
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            let current = groups.last ?? container
            switch elementName {
            case "Workspace":
                sawWorkspace = true
            case "Group":
                // A group without a location (only a name) keeps its parent's folder.
                let folder = attributes["location"].flatMap {
                    WorkspaceReader.resolve($0, container: container, group: current)
                }
                groups.append(folder ?? current)
            case "FileRef":
                guard let location = attributes["location"],
                    let url = WorkspaceReader.resolve(location, container: container, group: current),
                    FileName.pathExtension(of: url.path) == "xcodeproj"
                else { return }
                projects.append(url)
            default:
                break
            }
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
            qualifiedName: String?
        ) {
            if elementName == "Group", groups.count > 1 { groups.removeLast() }
        }
    }

    /// Every stored property, as the synthesized initializer takes them.
    package init() {
    }
}
