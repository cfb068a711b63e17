/// What an Expo app's config (`app.json`, `app.config.js`, `app.config.ts`) makes its iOS app
/// register, read as JavaScript is (a JSON file is a JavaScript expression; no code runs): the
/// `fonts` of the `expo-font` config plugin, which prebuild copies into the app and lists in its
/// Info.plist's `UIAppFonts` ("plugins": [["expo-font", { "fonts": ["./assets/fonts/Inter.ttf"] }]]).
/// The plugin's `ios: { fonts }` counts too; its `android` part does not.
package struct ExpoConfig: Sendable, Equatable {
    /// A font file the plugin lists, as written, and its line.
    package struct Entry: Sendable, Equatable {
        package var value: String
        package var line: Int
    }

    /// The fonts the plugin lists for iOS, in order.
    package var fonts: [Entry] = []
    /// The line of the plugin's name, when the config names it.
    package var pluginLine: Int?
    /// Whether a `fonts` list holds what the audit cannot read (a variable, a call, a spread):
    /// then the fonts the app registers are not all known.
    package var isOpen = false

    /// Whether the config imports a module of the app's own (`./plugins/withFonts`, not a package
    /// nor a `.json` file) that may add fonts: a plugin it adds there is not read. A module read
    /// whole that names no font (``touchesFonts(_:)``) is cleared by ``clearingLocalModules(_:)``.
    package var importsLocalModule: Bool { !localModules.isEmpty }

    /// The specifiers of the app's own modules the config imports or requires, as written.
    package var localModules: [String] = []

    /// The fonts the plugin's `android: { fonts }` lists, in order: Android's only.
    package var androidFonts: [Entry] = []
    /// Whether the plugin's `android` part holds what the audit does not read (`fontDefinitions`,
    /// whose XML families register names of their own, or a list it cannot evaluate).
    package var androidIsOpen = false

    /// Whether the config names the `expo-font` plugin at all.
    package var usesPlugin: Bool { pluginLine != nil }

    /// Whether what the config registers cannot be read: a `fonts` list the audit does not read,
    /// or no `expo-font` here while the config takes code from a module of its own.
    package var isUnread: Bool { isOpen || (importsLocalModule && !usesPlugin) }

    /// The config in `bytes`.
    package static func read(_ bytes: [UInt8]) -> ExpoConfig {
        let tokens = JavaScriptLexer.tokens(bytes, jsx: false)
        var config = ExpoConfig()
        config.localModules = localSpecifiers(tokens)
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard case .string("expo-font") = tokens[index].kind else { continue }
            config.pluginLine = config.pluginLine ?? tokens[index].line
            // `["expo-font", { … }]`: the options object after the name.
            guard index + 2 < tokens.count, tokens[index + 1].isPunct(","), tokens[index + 2].isPunct("{") else {
                continue
            }
            let end = closing(tokens, from: index + 2)
            config.readFonts(tokens, in: (index + 2)..<end)
            index = end
        }
        return config
    }

    /// The relative specifiers (`./plugins/withFonts`, not a package nor a `.json` file) that
    /// `tokens` import or require.
    private static func localSpecifiers(_ tokens: [JavaScriptLexer.Token]) -> [String] {
        tokens.indices.compactMap { index in
            guard case .string(let specifier) = tokens[index].kind,
                specifier.hasPrefix("./") || specifier.hasPrefix("../"), !specifier.hasSuffix(".json"), index > 0
            else { return nil }
            let before = tokens[index - 1]
            let imported =
                before.word == "from" || before.word == "import"
                || (before.isPunct("(") && index > 1 && tokens[index - 2].word == "require")
            return imported ? specifier : nil
        }
    }

    /// What a module of the app's own that a config imports says of fonts: whether any word or
    /// string of it names a font (`expo-font`, `withFonts`, `UIAppFonts`, `assets/fonts`, a
    /// `.ttf` or `.otf` file), and the app's own modules it imports in turn. A config plugin that
    /// names none (`withIosDeploymentTarget`) copies and registers no font.
    package static func localModule(_ bytes: [UInt8]) -> (touchesFonts: Bool, imports: [String]) {
        let tokens = JavaScriptLexer.tokens(bytes, jsx: false)
        let touches = tokens.contains { token in
            switch token.kind {
            case .word(let text), .string(let text):
                let lowered = text.lowercased()
                return lowered.contains("font") || lowered.hasSuffix(".ttf") || lowered.hasSuffix(".otf")
            default: return false
            }
        }
        return (touches, localSpecifiers(tokens))
    }

    /// The config without the local modules `isClear` says add no font.
    package func clearingLocalModules(_ isClear: (String) -> Bool) -> ExpoConfig {
        var config = self
        config.localModules.removeAll(where: isClear)
        return config
    }

    /// The `fonts` lists of the options object at `range` (its `{` to its `}`), but Android's.
    private mutating func readFonts(_ tokens: [JavaScriptLexer.Token], in range: Range<Int>) {
        var keys: [String?] = []  // the key each open brace is the value of
        var index = range.lowerBound
        while index < range.upperBound {
            defer { index += 1 }
            let token = tokens[index]
            if token.isPunct("{") || token.isPunct("[") {
                var key: String?
                if index >= 2, tokens[index - 1].isPunct(":") { key = Self.key(tokens[index - 2]) }
                keys.append(key)
                continue
            }
            if token.isPunct("}") || token.isPunct("]") {
                _ = keys.popLast()
                continue
            }
            let android = keys.contains("android")
            if android, Self.key(token) == "fontDefinitions" { androidIsOpen = true }
            guard Self.key(token) == "fonts", index + 2 < range.upperBound, tokens[index + 1].isPunct(":") else {
                continue
            }
            guard tokens[index + 2].isPunct("[") else {
                if android { androidIsOpen = true } else { isOpen = true }
                continue
            }
            let end = Self.closing(tokens, from: index + 2)
            var cursor = index + 3
            while cursor < end {
                switch tokens[cursor].kind {
                case .string(let value):
                    let entry = Entry(value: value, line: tokens[cursor].line)
                    if android { androidFonts.append(entry) } else { fonts.append(entry) }
                case .punct(","): break
                default: if android { androidIsOpen = true } else { isOpen = true }
                }
                cursor += 1
            }
            index = end
        }
    }

    private static func key(_ token: JavaScriptLexer.Token) -> String? {
        switch token.kind {
        case .word(let word), .string(let word): word
        default: nil
        }
    }

    /// The index of the bracket that closes the one at `open`, or the end of the tokens.
    private static func closing(_ tokens: [JavaScriptLexer.Token], from open: Int) -> Int {
        var depth = 0
        for index in open..<tokens.count {
            let token = tokens[index]
            if token.isPunct("{") || token.isPunct("[") || token.isPunct("(") { depth += 1 }
            if token.isPunct("}") || token.isPunct("]") || token.isPunct(")") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return tokens.count
    }
}
