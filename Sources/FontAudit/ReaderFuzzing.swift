import Foundation
import FontInspector

/// Entry points for fuzzing every reader the audit runs on bytes it did not write, through the same
/// code path as files (`Sources/FontAuditFuzz`, `scripts/fuzz`). Each call returns; a crash or a
/// hang in one of them is a bug.
public enum ReaderFuzzing {
    /// The readers, by the name `scripts/fuzz` takes.
    public static let targets = ["font", "plist", "pbxproj", "xcconfig", "ib", "swift", "objc", "style"]

    /// Feeds `data` to the reader `target`. `scratch` is a folder the pbxproj and xcconfig readers
    /// may write their input to (they read files). Returns false for an unknown target.
    public static func run(_ target: String, _ data: Data, inspector: FontFileInspector, scratch: URL) -> Bool {
        switch target {
        case "font":
            _ = inspector.inspect(data: data, displayPath: "fuzz.ttf")
        case "plist":
            _ = PlistManifestReader().read(data)
        case "pbxproj":
            let project = scratch.appendingPathComponent("F.xcodeproj")
            try? FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
            try? data.write(to: project.appendingPathComponent("project.pbxproj"))
            _ = try? XcodeProjectReader().read(projectAt: project, displayPath: "F.xcodeproj")
        case "xcconfig":
            let file = scratch.appendingPathComponent("fuzz.xcconfig")
            try? data.write(to: file)
            _ = XcodeProjectReader.XcconfigReader(projectDirectory: scratch, displayDirectory: "").assignments(in: file)
        case "ib":
            _ = InterfaceBuilderScanner().scan(data, path: "fuzz.storyboard")
        case "swift":
            _ = SwiftNameScanner().scan([SwiftNameScanner.File(path: "Fuzz.swift", bytes: [UInt8](data))])
        case "objc":
            _ = ObjectiveCNameScanner().scan(String(decoding: data, as: UTF8.self), path: "Fuzz.m")
        case "style":
            _ = StyleDictionaryScanner().scan(data, path: "fuzz.json")
        default:
            return false
        }
        return true
    }
}
