import FontAuditModel

/// What the scanner keeps for names another file gives (issue 63): the function-like macros that
/// send a font message, with the places that may use them (``ObjectiveCNames``).
extension ObjectiveCNameScanner {
    /// The function-like macros whose body sends a font message, with the name it asks for: a
    /// string (or a `#define` of this file), a parameter, or a word another file may define. A
    /// macro defined twice (``ObjectiveCLexer/ambiguousMacros``), or whose body sends more than
    /// one font message (`(b) ? [UIFont fontWithName:@"A" …] : [UIFont fontWithName:@"B" …]`),
    /// gives none: its uses stay open.
    static func fontMacros(
        _ found: [String: (parameters: [String], body: [ObjectiveCLexer.Token], line: Int)],
        ambiguous: Set<String>, constants: [String: String], path: String
    ) -> [ObjectiveCNames.FontMacro] {
        found.keys.sorted().compactMap { name -> ObjectiveCNames.FontMacro? in
            let (parameters, body, line) = found[name]!
            let messages = body.indices.filter { fontMessage(at: $0, in: body) != nil }
            guard let start = messages.first, let (api, platform, argument) = fontMessage(at: start, in: body)
            else { return nil }
            var macro = ObjectiveCNames.FontMacro(
                name: name, api: api, platform: platform,
                label: "#define \(name)(\(parameters.joined(separator: ", ")))", file: path, line: line)
            guard messages.count == 1, !ambiguous.contains(name) else { return macro }
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
}
