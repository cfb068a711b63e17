import Foundation

/// Where `check` keeps its cache when `--cache-path` is not given: the user's cache folder, as
/// each system names it.
enum CacheFolder {
    /// `$XDG_CACHE_HOME/fontaudit`, else `~/Library/Caches/fontaudit` on macOS and
    /// `~/.cache/fontaudit` elsewhere; nil when there is no home folder to put it in.
    static var `default`: String? {
        let environment = ProcessInfo.processInfo.environment
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/fontaudit" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        #if os(macOS)
            return home + "/Library/Caches/fontaudit"
        #else
            return home + "/.cache/fontaudit"
        #endif
    }
}
