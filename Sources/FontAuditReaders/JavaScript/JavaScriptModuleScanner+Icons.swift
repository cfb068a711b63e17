extension JavaScriptModuleScanner {
    /// An import of an icon set of react-native-vector-icons, the specifier at `index`, when the
    /// file uses a name it binds (`<Ionicons name="home" />`, `Ionicons.getImageSource(…)`): a set
    /// imported and never drawn draws nothing.
    func noteIconSet(
        _ specifier: String, at index: Int, locals: [String], into module: inout JavaScriptModule
    ) {
        guard specifier.hasPrefix("react-native-vector-icons/") || specifier.hasPrefix("@react-native-vector-icons/"),
            locals.contains(where: { local in tokens.lazy.filter { $0.word == local }.count > 1 })
        else { return }
        module.iconImports.append((specifier, tokens[index].line, tokens[index].column))
    }
}
