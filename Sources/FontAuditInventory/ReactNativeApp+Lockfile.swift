import FontAuditModel
import FontAuditReaders
import FontInspectorModel
import Foundation

// What an install of a React Native app brings into `node_modules/`, which no checkout holds.
extension ReactNativeApp {
    /// Whether an install of the app may bring the npm package `package` into `node_modules`: a
    /// dependency of its `package.json`, a package its lockfile resolves (a dependency of a
    /// dependency), or any package when the checkout holds no lockfile to tell. Only a lockfile
    /// that does not resolve it says the install never brings it.
    func mayInstall(_ package: String) -> Bool {
        dependencies.contains(package) || lockfile?.resolves(package) ?? true
    }

    /// The lockfile of the app's install: in its folder or, in a workspace, the nearest folder above
    /// it that has one, up to the repository's top (the folder with `.git`). Nil when there is none.
    var lockfile: NpmLockfile? {
        var current = folder
        for _ in 0..<8 {
            for name in NpmLockfile.names {
                let path = current.appendingPathComponent(name).path
                if let cached = Self.lockfiles.withLock({ $0[path] }) { return cached }
                if let bytes = FileData.readBytes(path) {
                    let lockfile = NpmLockfile(bytes: bytes)
                    Self.lockfiles.withLock { $0[path] = lockfile }
                    return lockfile
                }
            }
            let parent = current.deletingLastPathComponent()
            guard !Disk.exists(current.appendingPathComponent(".git").path), parent.path != current.path else {
                return nil
            }
            current = parent
        }
        return nil
    }

    /// Lockfiles read this run, by path: each app's entries ask, and a lockfile is megabytes.
    private static let lockfiles = Locked<[String: NpmLockfile]>([:])
}
