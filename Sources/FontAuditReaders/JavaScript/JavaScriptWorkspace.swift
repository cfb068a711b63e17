import FontAuditModel
import Foundation

/// A JavaScript workspace (a monorepo of npm packages): the folder patterns of its root's
/// `package.json` `workspaces` (npm, Yarn: an array, or Yarn's `{ "packages": [...] }`) or of its
/// `pnpm-workspace.yaml` `packages:` list, and what each package's `package.json` says of it.
package enum JavaScriptWorkspace {
    /// The folder patterns (`packages/*`, `apps/mobile`) a root `package.json` lists; nil when it
    /// declares no workspace. Negated patterns (`!packages/old`) are left out.
    package static func patterns(packageJSON data: Data) -> [String]? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        let list =
            object["workspaces"] as? [String]
            ?? (object["workspaces"] as? [String: Any])?["packages"] as? [String]
        return list.map { $0.filter { !$0.hasPrefix("!") } }
    }

    /// The folder patterns of a `pnpm-workspace.yaml`'s `packages:` list (quoted or not).
    package static func patterns(pnpmWorkspace text: String) -> [String] {
        var patterns: [String] = []
        var inList = false
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !line.hasPrefix(" "), !line.hasPrefix("-"), !trimmed.isEmpty {
                inList = trimmed == "packages:"
                continue
            }
            guard inList, trimmed.hasPrefix("-") else { continue }
            let value = trimmed.dropFirst().trimmingCharacters(in: .whitespaces).trimmingCharacters(
                in: CharacterSet(charactersIn: "'\""))
            if !value.isEmpty, !value.hasPrefix("!") { patterns.append(value) }
        }
        return patterns
    }

    /// What a workspace package's `package.json` says of it.
    package struct Manifest: Sendable, Hashable {
        /// Its `name`.
        package var name: String
        /// The packages it depends on (`dependencies`, `devDependencies`, `peerDependencies`).
        package var dependencies: Set<String>
        /// The module its name stands for, relative to its folder and without `./` (the `.` export's
        /// `react-native`, `import` or `default` condition, else `main`, else `react-native`), or nil.
        package var entry: String?
        /// The folder a subpath (`name/theme/fonts`) is found in, relative to its folder: the
        /// target of a `./*` export (`./src/*.ts` gives `src`), else the package's folder itself.
        package var subpathFolder: String
        /// The `exports` subpaths it maps one by one (`./text` → `src/text`, relative to its folder,
        /// without extension), by subpath without its `./`.
        package var subpaths: [String: String] = [:]
        /// The `exports` patterns whose target folder it maps (`./theme/*` → `./src/theme/*.ts`
        /// gives `theme` → `src/theme`), by subpath folder.
        package var subpathFolders: [String: String] = [:]

        /// The package's manifest, or nil when it is not JSON or names no package.
        package init?(_ data: Data) {
            guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let name = object["name"] as? String, !name.isEmpty
            else { return nil }
            self.name = name
            var dependencies: Set<String> = []
            for key in ["dependencies", "devDependencies", "peerDependencies"] {
                if let map = object[key] as? [String: Any] { dependencies.formUnion(map.keys) }
            }
            self.dependencies = dependencies
            let exports = object["exports"]
            func target(_ value: Any?) -> String? {
                if let text = value as? String { return text }
                guard let conditions = value as? [String: Any] else { return nil }
                for key in ["react-native", "import", "default", "require"] {
                    if let text = target(conditions[key]) { return text }
                }
                return nil
            }
            let main = target((exports as? [String: Any])?["."]) ?? (exports as? String)
            entry = (main ?? object["react-native"] as? String ?? object["main"] as? String).map(Self.relative)
            subpathFolder = ""
            if let subpath = target((exports as? [String: Any])?["./*"]), let star = subpath.firstIndex(of: "*") {
                subpathFolder = Self.relative(String(subpath[..<star]))
            }
            for (key, value) in (exports as? [String: Any]) ?? [:] where key.hasPrefix("./") && key != "./*" {
                guard let path = target(value) else { continue }
                if !key.contains("*") {
                    if !path.contains("*") { subpaths[String(key.dropFirst(2))] = Self.relative(path) }
                } else if key.hasSuffix("/*"), let star = path.firstIndex(of: "*"), path[..<star].hasSuffix("/"),
                    !path[path.index(after: star)...].contains("/")
                {
                    // `./theme/*` → `./src/theme/*.ts`: the folder of the one component `*` stands for.
                    subpathFolders[String(key.dropFirst(2).dropLast(2))] = Self.relative(String(path[..<star]))
                }
            }
        }

        /// `path` without a leading `./`, a trailing `/` and a script extension.
        static func relative(_ path: String) -> String {
            var text = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
            while text.hasSuffix("/") { text.removeLast() }
            for ext in [".tsx", ".ts", ".jsx", ".js", ".mjs", ".cjs"] where text.hasSuffix(ext) {
                text.removeLast(ext.count)
                break
            }
            return text
        }
    }
}
