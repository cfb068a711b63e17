// A stand-in for Xcode's XcodeProjectPlugin module, declaring only what FontAuditBuildToolPlugin
// uses, with the names and types of the API as public plugins built against Xcode 16 use it
// (XcodePluginContext.xcodeProject.directoryURL, .pluginWorkDirectoryURL, .tool(named:),
// XcodeTarget.product?.kind, .inputFiles, .displayName). scripts/check-xcode-plugin type-checks the
// plugin's `#if canImport(XcodeProjectPlugin)` part against it on Linux, where Xcode's module
// does not exist. It proves the code is consistent with these declarations, not with Xcode itself.
import Foundation
import PackagePlugin
public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}
public struct XcodePluginContext {
    public var xcodeProject: XcodeProject { fatalError() }
    public var pluginWorkDirectoryURL: URL { fatalError() }
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError() }
}
public struct XcodeProject {
    public var directoryURL: URL { fatalError() }
    public var displayName: String { fatalError() }
    public var targets: [XcodeTarget] { fatalError() }
}
public struct XcodeTarget {
    public var displayName: String { fatalError() }
    public var product: XcodeProduct? { fatalError() }
    public var inputFiles: FileList { fatalError() }
}
public struct XcodeProduct {
    public enum Kind { case application, executable, framework, library, other(String) }
    public var kind: Kind { fatalError() }
    public var name: String { fatalError() }
}
