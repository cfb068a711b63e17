import FontAuditModel

/// What the scanner keeps for names another file or the whole checkout gives (issue 63): the
/// properties a request reads and every value the code assigns them, and the function-like macros
/// that send a font message with the places that may use them (``ObjectiveCNames``); and the
/// token readers the scan shares: a name argument's end, a string literal, a string constant.
extension ObjectiveCNameScanner {
    /// Tokens as code writes them: a space between two words (`[Theme shared].bodyFont`).
    static func written(_ tokens: ArraySlice<ObjectiveCLexer.Token>) -> String {
        var text = ""
        var previousIsWord = false
        for token in tokens {
            let isWord: Bool
            switch token.kind {
            case .word, .string: isWord = true
            case .punct: isWord = false
            }
            if isWord && previousIsWord { text += " " }
            text += token.text
            previousIsWord = isWord
        }
        return text
    }

    /// The property a name argument reads: `x.bodyFont`, `[Theme shared].bodyFont` (a dot and a
    /// word last), or `[theme bodyFont]` (one message with no argument); nil for anything else.
    static func propertyRead(_ argument: ArraySlice<ObjectiveCLexer.Token>) -> String? {
        let tokens = Array(argument)
        guard tokens.count >= 3 else { return nil }
        if case .word(let property) = tokens[tokens.count - 1].kind,
            tokens[tokens.count - 2].kind == .punct(UInt8(ascii: "."))
        {
            return property
        }
        if tokens.first?.kind == .punct(UInt8(ascii: "[")), tokens.last?.kind == .punct(UInt8(ascii: "]")),
            case .word(let property) = tokens[tokens.count - 2].kind,
            !tokens.contains(where: { $0.kind == .punct(UInt8(ascii: ":")) }),
            tokens.dropFirst().dropLast().filter({ $0.kind == .punct(UInt8(ascii: "[")) }).count
                == tokens.dropFirst().dropLast().filter({ $0.kind == .punct(UInt8(ascii: "]")) }).count
        {
            return property
        }
        return nil
    }

    /// What the file assigns to properties: `x.bodyFont = …;`, `_bodyFont = …;` (the property's
    /// instance variable), `[x setBodyFont:…]`. A value that is not one string or one word is kept
    /// as neither, which leaves the property's reads open.
    static func propertyAssignments(
        _ tokens: [ObjectiveCLexer.Token], constants: [String: String], path: String
    ) -> [ObjectiveCNames.PropertyAssignment] {
        var found: [ObjectiveCNames.PropertyAssignment] = []
        func value(from start: Int, property: String, line: Int, ends: (ObjectiveCLexer.Token.Kind) -> Bool) {
            let slice = tokens[start...].prefix(64).prefix { !ends($0.kind) }
            var assignment = ObjectiveCNames.PropertyAssignment(
                property: property, literal: literal(slice), label: "", file: path, line: line)
            if assignment.literal == nil, slice.count == 1, case .word(let word) = slice.first!.kind {
                if let constant = constants[word] { assignment.literal = constant } else { assignment.word = word }
            }
            // Only a value the audit can know is ever shown (an unknown one leaves the reads open).
            if assignment.literal != nil || assignment.word != nil {
                assignment.label = "\(property) = \(written(slice))"
            }
            found.append(assignment)
        }
        for i in tokens.indices.dropFirst().dropLast(2) where tokens[i + 1].kind == .punct(UInt8(ascii: "=")) {
            guard case .word(let word) = tokens[i].kind, tokens[i + 2].kind != .punct(UInt8(ascii: "=")) else {
                continue
            }
            if tokens[i - 1].kind == .punct(UInt8(ascii: ".")) {
                value(from: i + 2, property: word, line: tokens[i].line) { $0 == .punct(UInt8(ascii: ";")) }
            } else if word.hasPrefix("_"), word.count > 1 {
                value(from: i + 2, property: String(word.dropFirst()), line: tokens[i].line) {
                    $0 == .punct(UInt8(ascii: ";"))
                }
            }
        }
        for i in tokens.indices.dropFirst().dropLast(2) where tokens[i + 1].kind == .punct(UInt8(ascii: ":")) {
            guard case .word(let setter) = tokens[i].kind, setter.hasPrefix("set"), setter.count > 3,
                let first = setter.dropFirst(3).first, first.isUppercase
            else { continue }
            let property = first.lowercased() + setter.dropFirst(4)
            value(from: i + 2, property: property, line: tokens[i].line) {
                $0 == .punct(UInt8(ascii: "]")) || $0 == .punct(UInt8(ascii: ";"))
            }
        }
        return found
    }

    /// The function-like macros whose body sends a font message, with the name it asks for: a
    /// string (or a `#define` of this file), a parameter, or a word another file may define.
    static func fontMacros(
        _ found: [String: (parameters: [String], body: [ObjectiveCLexer.Token], line: Int)],
        constants: [String: String], path: String
    ) -> [ObjectiveCNames.FontMacro] {
        found.keys.sorted().compactMap { name -> ObjectiveCNames.FontMacro? in
            let (parameters, body, line) = found[name]!
            guard let start = body.indices.first(where: { fontMessage(at: $0, in: body) != nil }),
                let (api, platform, argument) = fontMessage(at: start, in: body)
            else { return nil }
            var macro = ObjectiveCNames.FontMacro(
                name: name, api: api, platform: platform,
                label: "#define \(name)(\(parameters.joined(separator: ", ")))", file: path, line: line)
            if let literal = literal(argument) {
                macro.value = literal
            } else if argument.count == 1, case .word(let word) = argument.first!.kind {
                if let index = parameters.firstIndex(of: word) {
                    macro.parameter = index
                } else if let value = constants[word] {
                    macro.value = value
                } else {
                    macro.word = word
                }
            } else {
                return nil
            }
            return macro
        }
    }

    /// The places that may use a font macro: a word followed by `(`, that is one of this file's
    /// font macros or is written as macros are (capitals, digits and underscores), with its
    /// arguments. Which are font macros is known once every file is read.
    static func macroUses(_ tokens: [ObjectiveCLexer.Token], macros: Set<String>, path: String)
        -> [ObjectiveCNames.MacroUse]
    {
        var uses: [ObjectiveCNames.MacroUse] = []
        for i in tokens.indices.dropLast() where tokens[i + 1].kind == .punct(UInt8(ascii: "(")) {
            guard case .word(let word) = tokens[i].kind,
                macros.contains(word)
                    || (word.utf8.contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
                        && word.utf8.allSatisfy {
                            ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z"))
                                || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_")
                        })
            else { continue }
            var arguments: [ObjectiveCNames.MacroUse.Argument] = []
            var current: [ObjectiveCLexer.Token] = []
            var depth = 0
            scan: for token in tokens[(i + 2)...].prefix(256) {
                switch token.kind {
                case .punct(UInt8(ascii: "(")), .punct(UInt8(ascii: "[")), .punct(UInt8(ascii: "{")): depth += 1
                case .punct(UInt8(ascii: ")")) where depth == 0, .punct(UInt8(ascii: ",")) where depth == 0:
                    let slice = current[...]
                    var argument = ObjectiveCNames.MacroUse.Argument(literal: literal(slice))
                    if slice.count == 1, case .word(let word) = slice.first!.kind { argument.word = word }
                    arguments.append(argument)
                    current = []
                    if token.kind == .punct(UInt8(ascii: ")")) { break scan }
                    continue
                case .punct(UInt8(ascii: ")")), .punct(UInt8(ascii: "]")), .punct(UInt8(ascii: "}")): depth -= 1
                default: break
                }
                current.append(token)
            }
            uses.append(
                .init(
                    macro: word, arguments: arguments, file: path, line: tokens[i].line, column: tokens[i].column))
        }
        return uses
    }

    /// `size:` or the closing bracket ends the name argument.
    static func endsArgument(_ kind: ObjectiveCLexer.Token.Kind) -> Bool {
        kind == .word("size") || kind == .punct(UInt8(ascii: "]")) || kind == .punct(UInt8(ascii: ";"))
    }

    /// The value of `@"A" @"B" "C"`: adjacent literals, the first an Objective-C one.
    static func literal(_ tokens: ArraySlice<ObjectiveCLexer.Token>) -> String? {
        guard case .string(_, objc: true)? = tokens.first?.kind else { return nil }
        var value = ""
        for token in tokens {
            guard case .string(let part, _) = token.kind else { return nil }
            value += part
        }
        return value
    }

    /// `NSString *const NAME = @"X";` (with or without `static`, `const` after the star required).
    static func stringConstants(_ tokens: [ObjectiveCLexer.Token]) -> [String: (
        value: String, line: Int, isStatic: Bool
    )] {
        var constants: [String: (value: String, line: Int, isStatic: Bool)] = [:]
        for i in tokens.indices where tokens[i].kind == .word("NSString") && i + 5 < tokens.count {
            guard tokens[i + 1].kind == .punct(UInt8(ascii: "*")), tokens[i + 2].kind == .word("const"),
                case .word(let name) = tokens[i + 3].kind, tokens[i + 4].kind == .punct(UInt8(ascii: "="))
            else { continue }
            let value = tokens[(i + 5)...].prefix(64).prefix { $0.kind != .punct(UInt8(ascii: ";")) }
            if let literal = literal(value) {
                constants[name] = (literal, tokens[i + 3].line, i > 0 && tokens[i - 1].kind == .word("static"))
            }
        }
        return constants
    }
}
