import FontAuditModel

/// The modules a run's JavaScript scans made that no platform changes, shared by the scans of the
/// iOS and the Android half (and each target of an app): a module whose text names no platform
/// (`Platform`, `ios`, `android`, `web`, `windows`, `macos`) takes no branch by platform and no
/// platform's class variant, so its scan is the same for both (``JavaScriptModuleScanner/scan(_:path:platform:)``).
/// Keyed by the module's path and its bytes' hash.
package final class JavaScriptModuleCache: Sendable {
    private let modules = Locked([String: JavaScriptModule]())

    package init() {}

    /// The words whose absence makes a module's scan the same on every platform.
    static let platformWords = ["Platform", "ios", "android", "web", "windows", "macos"].map {
        Array($0.utf8)
    }

    /// The module of `bytes` at `path` as `platform` runs it: the kept one when no platform changes
    /// it, else scanned (and kept when none does).
    func module(_ bytes: [UInt8], path: String, platform: Platform, scan: () -> JavaScriptModule)
        -> JavaScriptModule
    {
        guard !Self.platformWords.contains(where: { ByteSearch.contains(bytes, $0) }) else { return scan() }
        let key = path + "\u{0}" + String(bytes.withUnsafeBytes { ContentHash.of($0) }, radix: 16)
        if let known = modules.withLock({ $0[key] }) { return known }
        let module = scan()
        modules.withLock { $0[key] = module }
        return module
    }
}

extension JavaScriptSourceReader {
    /// `file`'s module as ``platform`` runs it, from ``modules`` when another scan made it.
    func scan(_ file: SourceText) -> JavaScriptModule {
        let bytes = file.load()
        guard let modules else { return Self.scan(bytes, path: file.path, platform: platform) }
        return modules.module(bytes, path: file.path, platform: platform) {
            Self.scan(bytes, path: file.path, platform: platform)
        }
    }

    /// One module, or none of it for minified code (build output committed by mistake, a vendored
    /// bundle): past 512 KB with lines of 400 bytes on average, no one wrote it, and reading it
    /// would cost what a skip costs nothing.
    static func scan(_ bytes: [UInt8], path: String, platform: Platform = .iOS) -> JavaScriptModule {
        if bytes.count > 512 << 10 {
            let lines = bytes.reduce(into: 1) { count, byte in if byte == UInt8(ascii: "\n") { count += 1 } }
            if bytes.count / lines > 400 { return JavaScriptModule(path: path) }
        }
        return JavaScriptModuleScanner.scan(bytes, path: path, platform: platform.javaScriptName)
    }
}
