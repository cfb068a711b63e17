import FontAuditModel
import Foundation

/// Finds font requests in Objective-C (`.m`, `.mm`, `.h`): the message sends
/// `[UIFont fontWithName:@"X" size:…]`, `[NSFont fontWithName:@"X" size:…]` and
/// `[UIFontDescriptor fontDescriptorWithName:@"X" size:…]` (and `NSFontDescriptor`).
///
/// A small tokenizer reads the file first, so names in comments, in other strings (log messages),
/// in comparisons and in `#if 0` blocks are never requests. Arguments that are a `#define NAME @"X"`
/// or a `NSString *const NAME = @"X";` of the same file are resolved; any other non-literal argument
/// becomes a ``DynamicFontName``. Any text is accepted: odd input yields fewer results, never a trap.
package struct ObjectiveCNameScanner {
    /// The classes recognized, with their factory selector and platform.
    static let classes: [String: (selector: String, platform: Platform)] = [
        "UIFont": ("fontWithName", .iOS), "NSFont": ("fontWithName", .macOS),
        "UIFontDescriptor": ("fontDescriptorWithName", .iOS), "NSFontDescriptor": ("fontDescriptorWithName", .macOS),
    ]

    /// The selector and platform of a class: one of ``classes``, or a cross-platform alias such
    /// as `#define BXFont NSFont` (`#define BXFont UIFont` on iOS), a class whose name ends in
    /// `Font` or `FontDescriptor`, with no platform of its own.
    static func known(_ type: String) -> (selector: String, platform: Platform?)? {
        if let known = classes[type] { return (known.selector, known.platform) }
        if type.hasSuffix("FontDescriptor") { return ("fontDescriptorWithName", nil) }
        if type.hasSuffix("Font") { return ("fontWithName", nil) }
        return nil
    }

    /// Scans one file's text; `path` is the file as findings name it.
    package func scan(_ text: String, path: String) -> (requests: [FontRequest], dynamic: [DynamicFontName]) {
        let found = scanNames(text, path: path)
        // The words and macros the file itself cannot give stay open.
        let resolved = found.names.resolved()
        return (
            (found.requests + resolved.requests).sorted { ($0.line, $0.column) < ($1.line, $1.column) },
            (found.dynamic + resolved.dynamic).sorted { $0.line < $1.line }
        )
    }

    /// ``scan(_:path:)``, with what the file defines and the requests that name a word another
    /// file may define (``ObjectiveCNames``) apart.
    package func scanNames(_ text: String, path: String) -> (
        requests: [FontRequest], dynamic: [DynamicFontName], names: ObjectiveCNames
    ) {
        var lexer = ObjectiveCLexer(text)
        lexer.run()
        let tokens = lexer.tokens
        let declared = Self.stringConstants(tokens)
        let constants = lexer.defines.merging(declared.mapValues(\.value)) { _, constant in constant }
        var names = ObjectiveCNames()
        for (name, value) in lexer.defines {
            names.definitions.append(
                .init(
                    name: name, value: value, label: "#define \(name)", file: path, line: lexer.defineLines[name] ?? 0))
        }
        // Both values of a name defined twice: a request that sees them both stays open.
        for (name, values) in lexer.conflictingDefines {
            for (value, line) in values {
                names.definitions.append(
                    .init(name: name, value: value, label: "#define \(name)", file: path, line: line))
            }
        }
        for (name, constant) in declared {
            let label = (constant.isStatic ? "static " : "") + "NSString *const \(name)"
            names.definitions.append(
                .init(name: name, value: constant.value, label: label, file: path, line: constant.line))
        }
        names.definitions.sort { ($0.line, $0.name) < ($1.line, $1.name) }
        if !lexer.imports.isEmpty { names.imports[path] = lexer.imports }
        var requests: [FontRequest] = []
        var dynamic: [DynamicFontName] = []
        let scopes = Self.classScopes(tokens)
        for i in tokens.indices where tokens[i].kind == .punct(UInt8(ascii: "[")) && i + 4 < tokens.count {
            guard let (api, platform, argument) = Self.fontMessage(at: i, in: tokens) else { continue }
            let position = argument.first ?? tokens[i + 2]
            let isLiteral = Self.literal(argument) != nil
            let name: String? =
                if let literal = Self.literal(argument) {
                    literal
                } else if argument.count == 1, case .word(let constant) = position.kind {
                    constants[constant]
                } else { nil }
            if let name {
                requests.append(
                    FontRequest(
                        name: name, file: path, line: position.line, column: position.column,
                        api: api, source: .objectiveC, platform: platform,
                        origin: isLiteral ? .literal : nil))
            } else if let read = Self.propertyRead(argument, scopes: scopes) {
                // A property read through a class: its values are what the checkout assigns it.
                names.propertyReads.append(
                    .init(
                        className: read.className, accessor: read.accessor, property: read.property,
                        request: FontRequest(
                            name: Self.written(argument), file: path, line: tokens[i + 2].line, column: position.column,
                            api: api, source: .objectiveC, platform: platform, origin: nil)))
            } else if argument.count == 1, case .word(let symbol) = position.kind {
                // A word another file may define: resolved once every file is read.
                names.pending.append(
                    .init(
                        request: FontRequest(
                            name: symbol, file: path, line: tokens[i + 2].line, column: position.column,
                            api: api, source: .objectiveC, platform: platform, origin: nil)))
            } else {
                dynamic.append(
                    DynamicFontName(
                        file: path, line: tokens[i + 2].line, api: api, written: Self.written(argument),
                        reason: OpenReason(.expression)))
            }
        }
        names.macros = Self.fontMacros(
            lexer.fontMacros, ambiguous: lexer.ambiguousMacros, constants: constants, path: path)
        names.macroUses = Self.macroUses(tokens, macros: Set(lexer.fontMacros.keys), path: path)
        return (requests, dynamic, names)
    }

    /// The font message `[UIFont fontWithName:… size:…]` whose `[` is `tokens[i]`: its API as
    /// requests name it, its platform, and the tokens of its name argument.
    static func fontMessage(at i: Int, in tokens: [ObjectiveCLexer.Token]) -> (
        api: String, platform: Platform?, argument: ArraySlice<ObjectiveCLexer.Token>
    )? {
        guard i + 4 < tokens.count, tokens[i].kind == .punct(UInt8(ascii: "[")),
            case .word(let type) = tokens[i + 1].kind, let known = Self.known(type),
            tokens[i + 2].kind == .word(known.selector), tokens[i + 3].kind == .punct(UInt8(ascii: ":"))
        else { return nil }
        // `size:` or the message's closing bracket ends it; a message inside it is part of it.
        var depth = 0
        let argument = tokens[(i + 4)...].prefix(64).prefix { token in
            switch token.kind {
            case .punct(UInt8(ascii: "[")): depth += 1
            case .punct(UInt8(ascii: "]")): depth -= 1
            case .punct(UInt8(ascii: ";")): return false
            case .word("size") where depth == 0: return false
            default: break
            }
            return depth >= 0
        }
        return ("[\(type) \(known.selector):size:]", known.platform, argument)
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

    /// Every stored property, as the synthesized initializer takes them.
    package init() {
    }
}
