/// Styles built from the theme the app passes in: styled-components' `${({ theme }) =>
/// theme.font.bold}` (its `ThemeProvider` hands every styled component the theme), a function of the
/// theme (`makeStyleSheetFromTheme((theme) => …)`, `cacheStyles`), `const theme = useTheme()`.
/// Which theme is passed is decided while the app runs (light, dark, a brand), but each is one of
/// the objects the app defines as its themes: the name is each of those objects' value.
extension JavaScriptModuleGraph {
    /// Whether a binding's name says it is a theme: `theme`, `LightTheme`, `darkTheme`.
    static func isThemeName(_ name: String) -> Bool {
        name.lowercased().hasSuffix("theme")
    }

    /// Whether a function's name says it makes a theme (`createTheme`, `makeTheme`, `extendTheme`).
    static func isThemeMaker(_ name: String) -> Bool {
        name.lowercased().contains("theme")
    }

    /// The members `path` asks of a theme passed in (`theme.font.bold`, `props.theme.font.bold`,
    /// `currentTheme.fonts.body`): nil where its first name is a binding the graph reaches, or
    /// does not name a theme.
    func passedThemeMembers(_ path: [String], in module: JavaScriptModule) -> [String]? {
        // Not a name the module binds or imports (a package's `DefaultTheme` is no theme passed in).
        guard let first = path.first, target(of: first, in: module) == nil, module.imports[first] == nil else {
            return nil
        }
        if path.count >= 2, Self.isThemeName(first) { return Array(path.dropFirst()) }
        if path.count >= 3, path[1] == "theme" { return Array(path.dropFirst(2)) }
        return nil
    }

    /// The app's themes among the modules read: each module-level binding named as a theme
    /// (`export const LightTheme = {…}`), and the default export of a module whose file or folder
    /// is named as one (`src/theme/index.ts`, `themes/dark.js`).
    func themes() -> [(module: JavaScriptModule, name: String)] {
        if let found = themeCache.found { return found }
        let found = modules.loaded.sorted().compactMap { modules[$0] }.flatMap { module in
            let themeFile = module.path.split(separator: "/").suffix(2).contains { $0.lowercased().contains("theme") }
            return module.bindings.keys.sorted().filter { name in
                guard Self.isThemeName(name) || (themeFile && name == "default"),
                    module.parameterLists[name] == nil, let value = module.bindings[name]?.value
                else { return false }
                // A function (`useTheme`), a component (`memo(…)`) or another call's result is no
                // theme object, but a call that makes one (`createTheme({…})`) may be.
                if case .call(let callee, _) = value { return callee.last.map(Self.isThemeMaker) == true }
                return true
            }
            .map { (module, $0) }
        }
        themeCache.found = found
        return found
    }

    /// The themes found once per evaluation (the modules are read by then).
    final class ThemeCache {
        var found: [(module: JavaScriptModule, name: String)]?
    }

    /// What `path`, a name of the theme passed in, gives: each theme's value at its members, for
    /// the themes that hold its first member (a navigation theme without `font` is not the one
    /// asked); nil where no theme holds it, or `path` names no theme.
    func passedTheme(_ path: [String], in module: JavaScriptModule) -> NameExpression? {
        guard let members = passedThemeMembers(path, in: module) else { return nil }
        var seen = Set<[String]>()
        var each: [NameExpression] = []
        for (owner, name) in themes() {
            if value(of: [name], [members[0]], in: owner) == nil {
                // A theme that plainly lacks the member is not the one asked; one the audit cannot
                // read (a call's result, a package's spread) may be: the name is open.
                if lacks(members[0], spread: [name], in: owner, depth: 0) { continue }
                return .unknown
            }
            guard let qualified = qualified([name], members, of: owner) else {
                each.append(.unknown)
                continue
            }
            if seen.insert(qualified).inserted { each.append(.reference(qualified)) }
        }
        return each.isEmpty ? nil : each.count == 1 ? each[0] : .oneOf(each)
    }

    /// Whether `value` reads a name that may be of a theme passed in (`theme.font.bold`,
    /// `props.theme.font.bold`), before the graph tells whether the name is a module's binding.
    static func mentionsTheme(_ value: JavaScriptValue) -> Bool {
        switch value {
        case .path(let path):
            return (path.count >= 2 && isThemeName(path[0])) || (path.count >= 3 && path[1] == "theme")
        case .concatenation(let parts), .oneOf(let parts): return parts.contains(where: mentionsTheme)
        case .platformChoice(_, let then, let otherwise), .fallback(let then, let otherwise):
            return mentionsTheme(then) || mentionsTheme(otherwise)
        default: return false
        }
    }
}

extension JavaScriptModuleGraph {
    /// The module-level bindings of the modules read that are declared with the type `type`
    /// (`const fonts: FontsType = {…}`), in the order of their modules' paths and names.
    func bindings(declaredAs type: String) -> [(module: JavaScriptModule, name: String)] {
        modules.loaded.sorted().compactMap { modules[$0] }.flatMap { module in
            module.bindings.keys.sorted().filter { module.bindings[$0]?.type == type }.map { (module, $0) }
        }
    }

    /// Whether the object `spread` names (written in `module`) plainly has no member `key`: an
    /// object literal of the app's without it, whose own spreads lack it too.
    func lacks(_ key: String, spread: [String], in module: JavaScriptModule, depth: Int) -> Bool {
        guard depth < 8, let (bound, owner) = value(of: spread, in: module, depth: depth),
            case .object(let members) = bound
        else { return false }
        if members.contains(where: { $0.key == key }) { return false }
        return members.allSatisfy { member in
            guard member.key == JavaScriptValue.spreadKey else { return true }
            guard case .path(let inner) = member.value else { return false }
            return lacks(key, spread: inner, in: owner, depth: depth + 1)
        }
    }
}
