import FontAuditModel

/// Theme objects (``ObjectiveCNames/PropertyRead``): the property a request's name argument reads
/// through a class, and what the files that name such a property declare and assign.
extension ObjectiveCNameScanner {
    typealias Token = ObjectiveCLexer.Token

    /// The class whose `@interface` or `@implementation` a range of tokens is.
    struct ClassScope {
        var name: String
        var range: Range<Int>
        var isImplementation: Bool
    }

    /// A font's own names, never a theme's property.
    static let fontProperties: Set<String> = ["fontName", "familyName", "postScriptName", "displayName"]

    static func classScopes(_ tokens: [Token]) -> [ClassScope] {
        var scopes: [ClassScope] = []
        var open: (name: String, start: Int, isImplementation: Bool)?
        for i in tokens.indices.dropLast() where tokens[i].kind == .punct(UInt8(ascii: "@")) {
            guard case .word(let keyword) = tokens[i + 1].kind else { continue }
            if keyword == "interface" || keyword == "implementation", i + 2 < tokens.count,
                case .word(let name) = tokens[i + 2].kind
            {
                open = (name, i, keyword == "implementation")
            } else if keyword == "end", let current = open {
                scopes.append(
                    ClassScope(name: current.name, range: current.start..<i, isImplementation: current.isImplementation)
                )
                open = nil
            }
        }
        return scopes
    }

    /// The `@implementation` that token `index` is in.
    static func implementation(at index: Int, in scopes: [ClassScope]) -> String? {
        scopes.first { $0.isImplementation && $0.range.contains(index) }?.name
    }

    /// The property a name argument reads through a class: `[Theme shared].bodyFont`,
    /// `[[Theme shared] bodyFont]`, `Theme.shared.bodyFont`, and in `@implementation Theme`
    /// `self.bodyFont` or `[self bodyFont]`; nil for anything else.
    static func propertyRead(_ argument: ArraySlice<Token>, scopes: [ClassScope])
        -> (className: String, accessor: String?, property: String)?
    {
        let t = Array(argument)
        func word(_ k: Int) -> String? {
            guard k < t.count, case .word(let text) = t[k].kind else { return nil }
            return text
        }
        func punct(_ k: Int, _ byte: UInt8) -> Bool { k < t.count && t[k].kind == .punct(byte) }
        let (open, close, dot) = (UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "."))
        var found: (className: String, accessor: String?, property: String)?
        if t.count == 6, punct(0, open), let type = word(1), let accessor = word(2), punct(3, close), punct(4, dot),
            let property = word(5)
        {
            found = (type, accessor, property)
        } else if t.count == 7, punct(0, open), punct(1, open), let type = word(2), let accessor = word(3),
            punct(4, close), let property = word(5), punct(6, close)
        {
            found = (type, accessor, property)
        } else if t.count == 5, let type = word(0), punct(1, dot), let accessor = word(2), punct(3, dot),
            let property = word(4)
        {
            found = (type, accessor, property)
        } else if let type = implementation(at: argument.startIndex, in: scopes) {
            if t.count == 3, word(0) == "self", punct(1, dot), let property = word(2) {
                found = (type, nil, property)
            } else if t.count == 4, punct(0, open), word(1) == "self", let property = word(2), punct(3, close) {
                found = (type, nil, property)
            }
        }
        guard let found, found.className.first?.isUppercase == true, !fontProperties.contains(found.property),
            known(found.className) == nil
        else { return nil }
        return found
    }

    /// What a file declares and assigns for the properties named `properties`: `NSString *`
    /// properties of a class's `@interface`, class methods that return an instance of their
    /// class, and every assignment of such a property (``ObjectiveCNames/PropertyAssignment``).
    package func themeFacts(_ text: String, path: String, properties: Set<String>) -> ObjectiveCNames.ThemeFacts {
        var lexer = ObjectiveCLexer(text)
        lexer.run()
        let tokens = lexer.tokens
        let constants = lexer.defines.merging(Self.stringConstants(tokens).mapValues(\.value)) { _, constant in constant
        }
        let scopes = Self.classScopes(tokens)
        var facts = ObjectiveCNames.ThemeFacts()
        func word(_ k: Int) -> String? {
            guard k >= 0, k < tokens.count, case .word(let text) = tokens[k].kind else { return nil }
            return text
        }
        func punct(_ k: Int, _ byte: UInt8) -> Bool { k >= 0 && k < tokens.count && tokens[k].kind == .punct(byte) }
        let (open, close, dot, equals, colon, semicolon) = (
            UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "."), UInt8(ascii: "="), UInt8(ascii: ":"),
            UInt8(ascii: ";")
        )
        func assign(
            _ className: String?, accessor: String?, property: String, valueFrom start: Int, line: Int, ends: Set<UInt8>
        ) {
            var depth = 0
            let value = tokens[min(start, tokens.count)...].prefix(64).prefix { token in
                if case .punct(let byte) = token.kind {
                    if byte == open { depth += 1 } else if byte == close { depth -= 1 }
                    return depth >= 0 && !(depth == 0 && ends.contains(byte))
                }
                return true
            }
            var assignment = ObjectiveCNames.PropertyAssignment(
                className: className, accessor: accessor, property: property, literal: Self.literal(value),
                label: "", file: path, line: line)
            if assignment.literal == nil, value.count == 1, case .word(let word) = value.first!.kind {
                if let constant = constants[word] { assignment.literal = constant } else { assignment.word = word }
            }
            // `#if TARGET_OS_MACCATALYST`: a value one build alone gives, not one the audited build takes.
            if tokens[min(start, tokens.count) - 1].conditional {
                (assignment.literal, assignment.word) = (nil, nil)
            }
            if assignment.literal != nil || assignment.word != nil {
                assignment.label = "\(property) = \(Self.written(value))"
            }
            facts.assignments.append(assignment)
        }
        for i in tokens.indices {
            guard case .word(let name) = tokens[i].kind else {
                if punct(i, UInt8(ascii: "@")) {
                    switch word(i + 1) {
                    case "property": declaration(at: i)
                    case "synthesize": synthesized(at: i)
                    case "interface" where punct(i + 3, colon), "implementation" where !punct(i + 3, UInt8(ascii: "(")):
                        if let type = word(i + 2) {
                            facts.classFiles["\(word(i + 1)!) \(type)", default: []].insert(path)
                        }
                    default: break
                    }
                }
                if punct(i, UInt8(ascii: "+")), punct(i + 1, UInt8(ascii: "(")) { accessor(at: i) }
                // `- (NSString *)bodyFont {`: a getter of its own gives what it returns.
                if punct(i, UInt8(ascii: "-")), punct(i + 1, UInt8(ascii: "(")),
                    let end = tokens[(i + 1)...].prefix(8).firstIndex(where: { $0.kind == .punct(UInt8(ascii: ")")) }),
                    let getter = word(end + 1), properties.contains(getter),
                    punct(end + 2, UInt8(ascii: "{")) || punct(end + 2, semicolon)
                {
                    facts.open.insert(getter)
                }
                continue
            }
            let line = tokens[i].line
            // `self->_bodyFont = …`, `[x setValuesForKeysWithDictionary:…]`, `[x setValue:v forKey:key]`.
            if name.hasPrefix("_"), properties.contains(String(name.dropFirst())), punct(i - 1, UInt8(ascii: ">")),
                punct(i - 2, UInt8(ascii: "-"))
            {
                facts.open.insert(String(name.dropFirst()))
                continue
            }
            if name == "setValuesForKeysWithDictionary" || (name == "setValue" && punct(i + 1, colon)),
                !Self.writesToValueObject(tokens, at: i)
            {
                let message = tokens[(i + 1)...].prefix(40).prefix { $0.kind != .punct(semicolon) }
                if name == "setValuesForKeysWithDictionary" {
                    facts.open.insert("*")
                } else if let key = message.firstIndex(where: {
                    $0.kind == .word("forKey") || $0.kind == .word("forKeyPath")
                }),
                    Self.literal(tokens[min(key + 2, tokens.count)...].prefix(1)) == nil
                {
                    facts.open.insert("*")
                }
            }
            if properties.contains(name), punct(i + 1, equals), !punct(i + 2, equals), punct(i - 1, dot) {
                // `self.bodyFont = …`, `[Theme shared].bodyFont = …`, `Theme.shared.bodyFont = …`, `x.bodyFont = …`.
                if word(i - 2) == "self", !punct(i - 3, dot) {
                    assign(
                        Self.implementation(at: i, in: scopes), accessor: nil, property: name, valueFrom: i + 2,
                        line: line, ends: [semicolon])
                } else if punct(i - 2, close), let sel = word(i - 3), let type = word(i - 4), punct(i - 5, open) {
                    assign(type, accessor: sel, property: name, valueFrom: i + 2, line: line, ends: [semicolon])
                } else if let sel = word(i - 2), punct(i - 3, dot), let type = word(i - 4), !punct(i - 5, dot),
                    type.first?.isUppercase == true
                {
                    assign(type, accessor: sel, property: name, valueFrom: i + 2, line: line, ends: [semicolon])
                } else {
                    assign(nil, accessor: nil, property: name, valueFrom: i + 2, line: line, ends: [semicolon])
                }
            } else if name.hasPrefix("_"), properties.contains(String(name.dropFirst())), punct(i + 1, equals),
                !punct(i + 2, equals), !punct(i - 1, dot), !punct(i - 1, UInt8(ascii: ">"))
            {
                assign(
                    Self.implementation(at: i, in: scopes), accessor: nil, property: String(name.dropFirst()),
                    valueFrom: i + 2, line: line, ends: [semicolon])
            } else if name.hasPrefix("set"), punct(i + 1, colon), let first = name.dropFirst(3).first,
                first.isUppercase,
                case let property = first.lowercased() + name.dropFirst(4), properties.contains(property),
                !punct(i - 1, UInt8(ascii: ")"))
            {
                // `[self setBodyFont:…]`, `[[Theme shared] setBodyFont:…]`, `[theme setBodyFont:…]`.
                if word(i - 1) == "self", punct(i - 2, open) {
                    assign(
                        Self.implementation(at: i, in: scopes), accessor: nil, property: property, valueFrom: i + 2,
                        line: line, ends: [close, semicolon])
                } else if punct(i - 1, close), let sel = word(i - 2), let type = word(i - 3), punct(i - 4, open) {
                    assign(
                        type, accessor: sel, property: property, valueFrom: i + 2, line: line, ends: [close, semicolon])
                } else {
                    assign(
                        nil, accessor: nil, property: property, valueFrom: i + 2, line: line, ends: [close, semicolon])
                }
            } else if name == "forKey" || name == "forKeyPath", punct(i + 1, colon),
                let key = Self.literal(tokens[min(i + 2, tokens.count)...].prefix(1)),
                let last = key.split(separator: ".").last, properties.contains(String(last))
            {
                // Key-value coding sets it by its name, to a value the audit does not follow.
                facts.assignments.append(
                    .init(className: nil, accessor: nil, property: String(last), label: "", file: path, line: line))
            }
        }
        // `@synthesize bodyFont = mBodyFont;`: an instance variable of another name is set too.
        func synthesized(at i: Int) {
            let slice = Array(tokens[(i + 2)...].prefix(40).prefix { $0.kind != .punct(semicolon) })
            for k in slice.indices.dropLast() where slice[k + 1].kind == .punct(equals) {
                if case .word(let property) = slice[k].kind, properties.contains(property) {
                    facts.open.insert(property)
                }
            }
        }
        // `@property (nonatomic, copy) NSString *bodyFont;` in `@interface Theme`; not one that
        // Interface Builder sets (`IBInspectable`) or whose setter has another name (`setter=`).
        func declaration(at i: Int) {
            let slice = tokens[(i + 2)...].prefix(40).prefix { $0.kind != .punct(semicolon) }
            guard case .word(let property)? = slice.last?.kind, properties.contains(property),
                !slice.contains(where: { $0.kind == .word("IBInspectable") || $0.kind == .word("setter") }),
                slice.contains(where: { $0.kind == .word("NSString") }),
                slice.filter({ $0.kind == .punct(UInt8(ascii: "*")) }).count == 1,
                let scope = scopes.first(where: { !$0.isImplementation && $0.range.contains(i) })
            else { return }
            facts.properties.insert("\(scope.name).\(property)")
        }
        // `+ (instancetype)shared;`, `+ (Theme *)sharedTheme {` in the class's own scope.
        func accessor(at i: Int) {
            guard let end = tokens[(i + 1)...].prefix(8).firstIndex(where: { $0.kind == .punct(UInt8(ascii: ")")) }),
                let scope = scopes.first(where: { $0.range.contains(i) }), let sel = word(end + 1),
                punct(end + 2, semicolon) || punct(end + 2, UInt8(ascii: "{"))
            else { return }
            let inner = tokens[(i + 2)..<end].map(\.kind)
            if inner.contains(.word("instancetype"))
                || (inner.contains(.word(scope.name)) && inner.contains(.punct(UInt8(ascii: "*"))))
            {
                facts.accessors.insert("\(scope.name).\(sel)")
            }
        }
        return facts
    }

    /// The properties a Swift file may set (`Theme.shared().bodyFont = …`, `setBodyFont(…)`, a
    /// key-value coding key) or override in a subclass: Swift's code is not read for them, so
    /// they leave the reads open.
    package static func swiftWrites(_ bytes: [UInt8], properties: Set<String>) -> Set<String> {
        Set(
            properties.filter { property in
                let setter = "set" + property.prefix(1).uppercased() + property.dropFirst() + "("
                return [".\(property) =", ".\(property)=", setter, "\"\(property)\"", "override var \(property)"]
                    .contains {
                        ByteSearch.contains(bytes, ByteSearch.Needle($0))
                    }
            })
    }

    /// Tokens as code writes them: a space between two words (`[Theme shared].bodyFont`).
    static func written(_ tokens: ArraySlice<Token>) -> String {
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
}
