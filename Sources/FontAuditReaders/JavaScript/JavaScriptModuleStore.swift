/// The modules of a React Native app, each read once, when a name first reaches it: the files
/// that write a `fontFamily` (or register fonts, or name a JSON file) are read first, and the
/// others only where a name they write leads (an import of a theme, a re-export, a constant).
/// Most of an app's modules are screens and logic no name reaches. Used on one thread.
final class JavaScriptModuleStore {
    /// Every module path of the app, read or not: what a specifier may name.
    let paths: Set<String>
    private var modules: [String: JavaScriptModule] = [:]
    private let read: (String) -> JavaScriptModule?

    /// A store of `paths`, with `read` making a module of one; `scanned`, the modules read already.
    init(paths: Set<String>, scanned: [JavaScriptModule] = [], read: @escaping (String) -> JavaScriptModule?) {
        self.paths = paths
        self.read = read
        for module in scanned { modules[module.path] = modules[module.path] ?? module }
    }

    /// The paths of the modules read so far.
    var loaded: Set<String> { Set(modules.keys) }

    /// Whether the module at `path` was read already.
    func isLoaded(_ path: String) -> Bool { modules[path] != nil }

    /// The module at `path`, read now if it was not yet.
    subscript(path: String) -> JavaScriptModule? {
        if let module = modules[path] { return module }
        guard paths.contains(path), let module = read(path) else { return nil }
        modules[path] = module
        return module
    }
}
