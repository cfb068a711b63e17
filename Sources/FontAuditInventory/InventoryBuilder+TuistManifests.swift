import FontAuditModel
import Foundation

// Which files of a tree are Tuist's, and what a `Project.swift` says of its app at a glance.
extension InventoryBuilder {
    /// The line of the first `.app` a Tuist manifest writes as a word (`product: .app`,
    /// `Project.app(…)`), not `.appending` or `.apple`; nil when there is none.
    static func appProductLine(in text: String) -> Int? {
        var line = 1
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\n" { line += 1 }
            if character == ".", text[index...].hasPrefix(".app") {
                let after = text.index(index, offsetBy: 4)
                if after == text.endIndex || !(text[after].isLetter || text[after].isNumber || text[after] == "_") {
                    return line
                }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// Whether the `Project.swift` at `path` states what its targets copy in globs the audit reads:
    /// every `resources:` it writes is a list, a `.resources([…])`, `nil` or a `resources` variable
    /// (``GeneratedProjectManifestReader/readTuistResources(_:)``), and it writes one or calls the
    /// project's helpers; false for any other manifest.
    func tuistResourcesRead(of path: String, root: URL) -> Bool {
        guard Self.isTuistManifest(path), let data = FileData.read(root.appendingPathComponent(path).path) else {
            return false
        }
        let text = String(decoding: data, as: UTF8.self)
        var written = false
        var rest = text[...]
        while let found = rest.range(of: "resources:") {
            written = true
            let after = rest[found.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
            guard after.hasPrefix("[") || after.hasPrefix(".") || after.hasPrefix("nil") || after.hasPrefix("resources")
            else { return false }
            rest = rest[found.upperBound...]
        }
        return written || text.contains("ProjectDescriptionHelpers")
    }

    /// Whether a path is a Tuist manifest (`Project.swift`).
    static func isTuistManifest(_ path: String) -> Bool {
        path == "Project.swift" || path.hasSuffix("/Project.swift")
    }

    /// Whether a source is one of Tuist's `ProjectDescriptionHelpers`, which `Project.swift` files call.
    static func isTuistHelper(_ path: String) -> Bool {
        path.hasPrefix("Tuist/ProjectDescriptionHelpers/") || path.containsText("/Tuist/ProjectDescriptionHelpers/")
    }
}
