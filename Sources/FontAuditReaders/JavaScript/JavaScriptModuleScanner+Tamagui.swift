import FontAuditModel

// Tamagui's fonts: `createFont({ family, face })`, and the font tokens `createTamagui` names.
extension JavaScriptModuleScanner {
    /// Whether a module specifier is Tamagui's (`tamagui`, `@tamagui/core`).
    static func isTamagui(_ specifier: String) -> Bool {
        specifier == "tamagui" || specifier.hasPrefix("@tamagui/")
    }

    /// The names a Tamagui font gives React Native, as requests where they are written: on
    /// native, Tamagui replaces a `$token` family by the font's `face[fontWeight][fontStyle]`
    /// (and drops the weight and style), or by its `family` as written where no face matches
    /// (`getSplitStyles`, `createFont`, read at tamagui/tamagui; docs/RESOLUTION.md). The face may
    /// be written in the call or be an object the module binds (`face: gothamFace`). The font
    /// tokens `createTamagui({ fonts: { body: … } })` gives a font whose names were all read here
    /// are kept (``JavaScriptModule/tamaguiFontKeys``); a token of any other font (one another
    /// module or a package makes, `createInterFont()`, a face the scanner cannot read) is not.
    mutating func readTamaguiFonts(into module: inout JavaScriptModule) {
        guard module.imports.values.contains(where: { Self.isTamagui($0.specifier) }) else { return }
        module.usesTamagui = true
        var read = Set<String>()  // the bindings of the fonts whose names were all read
        var configs: [Int] = []  // the objects `createTamagui({` is given
        for index in tokens.indices where index + 2 < tokens.count && tokens[index + 1].isPunct("(") {
            guard tokens[index + 2].isPunct("{"), let word = tokens[index].word,
                module.imports[word].map({ Self.isTamagui($0.specifier) }) == true
            else { continue }
            if word == "createTamagui" { configs.append(index + 2) }
            guard word == "createFont" else { continue }
            var complete = true
            var family: JavaScriptModule.Request?
            var (hasFace, hasItalic) = (false, false)
            for (key, value) in members(of: index + 2) {
                if key == "family" {
                    family = appendTamaguiRequest(at: value, into: &module)
                } else if key == "face" {
                    hasFace = true
                    guard let face = object(at: value) else {
                        complete = false
                        continue
                    }
                    for (_, styles) in members(of: face) {
                        guard let styles = object(at: styles) else {
                            complete = false
                            continue
                        }
                        for (style, name) in members(of: styles) where style == "normal" || style == "italic" {
                            hasItalic = hasItalic || style == "italic"
                            appendTamaguiRequest(at: name, into: &module)
                        }
                    }
                } else if key == "..." {
                    complete = false
                }
            }
            if let family {
                module.tamaguiFonts.append(
                    .init(
                        family: family.value, written: family.written, line: family.line, hasFace: hasFace,
                        hasItalic: hasItalic || !complete, complete: complete))
            }
            // `const bodyFont = createFont({…})`
            if complete, index >= 2, tokens[index - 1].isPunct("="), let name = tokens[index - 2].word {
                read.insert(name)
            }
        }
        for open in configs {
            for (key, value) in members(of: open) where key == "fonts" && !tokens[value].isPunct("{") {
                module.tamaguiFontsByName = true
            }
            for (key, value) in members(of: open) where key == "fonts" && tokens[value].isPunct("{") {
                for (token, font) in members(of: value) where token != "..." {
                    if let name = tokens[font].word, read.contains(name) { module.tamaguiFontKeys.insert(token) }
                }
            }
        }
    }

    /// The members an object literal opened at `open` writes at its own level: each key (`...`
    /// for a spread) and the index of its value (of the key itself for a shorthand, `{ face }`).
    private func members(of open: Int) -> [(key: String, value: Int)] {
        guard let close = closing(of: open) else { return [] }
        var found: [(key: String, value: Int)] = []
        for cursor in (open + 1)..<close where enclosing(cursor) == open {
            guard cursor == open + 1 || tokens[cursor - 1].isPunct(",") else { continue }
            if tokens[cursor].isPunct("...") {
                found.append(("...", cursor + 1))
                continue
            }
            let key: String
            switch tokens[cursor].kind {
            case .word(let word), .string(let word), .number(let word): key = word
            default: continue
            }
            if cursor + 2 < close, tokens[cursor + 1].isPunct(":") {
                found.append((key, cursor + 2))
            } else if tokens[cursor].word != nil, cursor + 1 == close || tokens[cursor + 1].isPunct(",") {
                found.append((key, cursor))  // `{ face }`: the binding of that name
            }
        }
        return found
    }

    /// The object literal at `index`, or the one the module binds at its top level to the name
    /// written there (`const gothamFace = {…}`): its opening brace.
    private func object(at index: Int) -> Int? {
        if tokens[index].isPunct("{") { return index }
        guard let name = tokens[index].word, index + 1 < tokens.count,
            tokens[index + 1].isPunct(",") || tokens[index + 1].isPunct("}")
        else { return nil }
        for cursor in tokens.indices where cursor >= 1 && enclosing(cursor) == nil && tokens[cursor].word == name {
            guard ["const", "let", "var"].contains(tokens[cursor - 1].word ?? "") else { continue }
            // `= {`, or `: Type = {` (one name, `A.B` too).
            var at = cursor + 1
            if at < tokens.count, tokens[at].isPunct(":") {
                at += 1
                while at + 1 < tokens.count, tokens[at].word != nil, tokens[at + 1].isPunct(".") { at += 2 }
                at += 1
            }
            guard at + 1 < tokens.count, tokens[at].isPunct("="), tokens[at + 1].isPunct("{") else { return nil }
            return at + 1
        }
        return nil
    }

    /// A request for the name written at `index`: what React Native is given, with no weight or
    /// style of its own (Tamagui drops them where a face matches). Nil where only another
    /// platform's branch writes it.
    @discardableResult
    private mutating func appendTamaguiRequest(at index: Int, into module: inout JavaScriptModule)
        -> JavaScriptModule.Request?
    {
        guard let branches = platformBranches(index) else { return nil }
        var parser = JavaScriptExpressionParser(tokens, at: index)
        let value = parser.expression()
        if case .none = value { return nil }
        let first = tokens[index]
        let request = JavaScriptModule.Request(
            value: Self.taken(value, under: branches),
            written: Self.written(tokens[index..<max(index + 1, parser.index)]),
            line: first.line, column: first.column)
        module.requests.append(request)
        return request
    }
}

/// The font tokens of an app that uses Tamagui (`$body`): Tamagui gives React Native the font's
/// face or family for one (``JavaScriptModuleScanner/readTamaguiFonts(into:)``), which are asked
/// for where `createFont` writes them; a token is never a name React Native looks up.
struct TamaguiTokens {
    var keys: Set<String>
    /// Whether every token is one of the app's fonts: its `createTamagui` takes them by name, and
    /// every `createFont` call of the app was read whole and gives one family, from one module,
    /// with no font package of Tamagui's (`@tamagui/font-inter`) imported.
    var everyToken = false

    /// Nil for an app that does not import Tamagui.
    init?(_ modules: [JavaScriptModule]) {
        guard modules.contains(where: \.usesTamagui) else { return nil }
        keys = modules.reduce(into: []) { $0.formUnion($1.tamaguiFontKeys) }
        let fonts = modules.flatMap { module in module.tamaguiFonts.map { (module.path, $0) } }
        if let (path, first) = fonts.first, modules.contains(where: \.tamaguiFontsByName),
            fonts.allSatisfy({ $0.0 == path && $0.1.complete && $0.1.family == first.family }),
            !modules.contains(where: { $0.imports.values.contains { $0.specifier.hasPrefix("@tamagui/font-") } })
        {
            everyToken = true
        }
    }

    /// For a name a style asks for: nil when it is no token (`Inter-Bold`); `.some(nil)` for a token
    /// the app's `createTamagui` defines (its fonts are asked for where `createFont` writes them);
    /// an open reason for any other token: what Tamagui gives for it (a font of another config,
    /// or the token itself) is not known.
    func judge(_ name: String) -> OpenReason?? {
        guard name.hasPrefix("$"), name.count > 1 else { return nil }
        return everyToken || keys.contains(String(name.dropFirst())) ? .some(nil) : .some(OpenReason(.undefined, name))
    }
}
