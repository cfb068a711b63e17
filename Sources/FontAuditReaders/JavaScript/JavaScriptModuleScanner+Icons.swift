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

    /// Whether the file calls `loadFont(…)` (an icon set's font registers while the app runs), and
    /// the JSON and SVG files its strings name.
    static func readFileMentions(_ tokens: [Token], into module: inout JavaScriptModule) {
        module.loadsIconFont = tokens.indices.contains {
            tokens[$0].word == "loadFont" && $0 + 1 < tokens.count && tokens[$0 + 1].isPunct("(")
        }
        for token in tokens {
            guard case .string(let text) = token.kind else { continue }
            if text.hasSuffix(".json") { module.jsonSpecifiers.append(text) }
            if text.hasSuffix(".svg"), text.hasPrefix(".") { module.svgSpecifiers.append(text) }
        }
    }
}
