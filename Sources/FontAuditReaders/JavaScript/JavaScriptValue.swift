/// What a JavaScript expression gives a `fontFamily` on iOS, as far as it can be known without
/// running it: the JavaScript front end's form, before its names are made the module-qualified
/// paths the one name evaluator looks up (``NameExpression``).
indirect enum JavaScriptValue: Hashable, Sendable {
    /// A string, or a template literal without substitutions.
    case literal(String)
    /// A name as the file writes it, from a binding of the file or an import: `fonts.bold`,
    /// `theme.typography.h1.fontFamily`, `FONT_BOLD`.
    case path([String])
    /// `a + b`, or a template literal's pieces and substitutions.
    case concatenation([JavaScriptValue])
    /// Any of these (`a || b`, a condition the audit cannot decide that names no platform).
    case oneOf([JavaScriptValue])
    /// An object literal: its keys in order, with their values (`{ bold: 'Inter-Bold' }`).
    case object([(key: String, value: JavaScriptValue)])
    /// `cond ? a : b` whose condition the module graph decides: a word the file or an import may
    /// bind to a platform test (`isIOS ? a : b`, `const isIOS = Platform.OS === 'ios'`), its
    /// negation (``not(_:)``), or a ``platformComparison``.
    case platformChoice(condition: JavaScriptValue, then: JavaScriptValue, otherwise: JavaScriptValue)
    /// A platform test, `Platform.OS === 'ios'`: the values of `Platform.OS` it holds for (tests
    /// joined with `&&`, `||` and `!` are one test). Which platform the app runs on is the module
    /// graph's to say (``JavaScriptModuleGraph/platform``), never the parser's.
    case platformTest(Set<String>)
    /// `!x` of a name (`!isIOS`): a condition the module graph decides from the name's.
    case not(JavaScriptValue)
    /// `a ?? b`, `a || b`: `a`, unless it may be nothing.
    case fallback(JavaScriptValue, JavaScriptValue)
    /// `PLATFORM === 'android'`: a name compared with a platform's name, which is a platform test
    /// when the name is bound to `Platform.OS` (`const PLATFORM = Platform.OS`), else open.
    case platformComparison(path: [String], platform: String, equal: Bool)
    /// `require('./Inter-Bold.ttf')`: the file a specifier names, as written (a Metro asset, which
    /// `useFonts` and `Font.loadAsync` register).
    case required(String)
    /// A number as written (`600`, `1.5`): a weight, a size, an argument.
    case number(String)
    /// `typography('Body', 100)`: a call of a function named by `path`, with its arguments; what
    /// it gives is known only where the function is the app's own and its body is read
    /// (``JavaScriptFunction``), else it is open.
    case call(path: [String], arguments: [JavaScriptValue])
    /// Nothing on iOS: `Platform.select({ android: … })`, `undefined`, `false`: no font is asked.
    case none
    /// A value read at run time (a call, a parameter, state, a prop), or one the audit does not read.
    case unknown

    static func == (lhs: JavaScriptValue, rhs: JavaScriptValue) -> Bool {
        switch (lhs, rhs) {
        case (.literal(let a), .literal(let b)), (.required(let a), .required(let b)), (.number(let a), .number(let b)):
            a == b
        case (.call(let p1, let a1), .call(let p2, let a2)): p1 == p2 && a1 == a2
        case (.path(let a), .path(let b)): a == b
        case (.concatenation(let a), .concatenation(let b)), (.oneOf(let a), .oneOf(let b)): a == b
        case (.object(let a), .object(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        case (.platformChoice(let c1, let t1, let o1), .platformChoice(let c2, let t2, let o2)):
            c1 == c2 && t1 == t2 && o1 == o2
        case (.platformTest(let a), .platformTest(let b)): a == b
        case (.not(let a), .not(let b)): a == b
        case (.fallback(let a1, let b1), .fallback(let a2, let b2)): a1 == a2 && b1 == b2
        case (.platformComparison(let p1, let o1, let e1), .platformComparison(let p2, let o2, let e2)):
            p1 == p2 && o1 == o2 && e1 == e2
        case (.none, .none), (.unknown, .unknown): true
        default: false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case .literal(let text): hasher.combine(text)
        case .path(let path), .call(let path, _): hasher.combine(path)
        case .object(let members): hasher.combine(members.map(\.key))
        default: hasher.combine(0)
        }
    }

    /// The key an object literal holds where it spreads another object or computes a key: no
    /// JavaScript name is it, and what it stands for is not known.
    static let spreadKey = "..."

    /// The key under which an object literal keeps the value a member had before a spread of a
    /// name (`{ native: …, ...commonFonts }`): the spread may replace it, so the member itself is
    /// unknown, but where the spread plainly lacks the key the object's value is this one. No
    /// JavaScript name is it.
    static func shadowKey(_ key: String) -> String { "\u{0}" + key }

    static func isShadowKey(_ key: String) -> Bool { key.hasPrefix("\u{0}") }

    /// The key under which an object literal keeps a member whose key is computed from a name
    /// (`[FAMILIES.bold]: …`): a shadow key (``isShadowKey(_:)``), so that no lookup by name finds
    /// it, holding the name's path.
    static func computedKey(_ path: [String]) -> String { "\u{0}[" + path.joined(separator: ".") }

    /// The path of a ``computedKey(_:)``, nil for any other key.
    static func computedPath(_ key: String) -> [String]? {
        guard key.hasPrefix("\u{0}[") else { return nil }
        return key.dropFirst(2).split(separator: ".").map(String.init)
    }

    /// An object literal's members as its code writes them, for a reader that takes every key (a
    /// map of fonts to load): each named key with the value written for it (kept under its shadow
    /// key where a key computed from a name follows it), each key computed from a name, and
    /// whether a spread or a key computed otherwise may add or replace keys (`open`: the named
    /// keys' values are then unknown where such a member follows them).
    static func written(_ members: [(key: String, value: JavaScriptValue)]) -> (
        named: [(key: String, value: JavaScriptValue)], computed: [(path: [String], value: JavaScriptValue)],
        open: Bool
    ) {
        var open = false
        var computed: [(path: [String], value: JavaScriptValue)] = []
        for (offset, member) in members.enumerated() {
            if member.key == spreadKey {
                // The mark a computed key leaves before its member; a spread's adds keys unknown.
                if offset + 1 >= members.count || computedPath(members[offset + 1].key) == nil { open = true }
            } else if let path = computedPath(member.key) {
                computed.append((path, member.value))
            }
        }
        let named = members.filter { $0.key != spreadKey && !isShadowKey($0.key) }.map { member in
            let shadow = open ? nil : members.last { $0.key == shadowKey(member.key) }
            return (key: member.key, value: shadow?.value ?? member.value)
        }
        return (named, computed, open)
    }

    /// The value at `key` of an object literal where each spread after it that `lacks` says
    /// plainly has no such key is passed over (its value before them, ``shadowKey(_:)``); as
    /// ``member(_:)`` where a spread may have it.
    /// The key it was found under is returned with it.
    func member(_ key: String, lacks: ([String]) -> Bool) -> (key: String, value: JavaScriptValue)? {
        guard case .object(let members) = self else { return nil }
        let shadow = Self.shadowKey(key)
        for member in members.reversed() {
            if member.key == key || member.key == shadow { return member }
            if member.key == Self.spreadKey {
                guard case .path(let spread) = member.value, lacks(spread) else {
                    return self.member(key).map { (key, $0) }
                }
            }
        }
        return nil
    }

    /// The value at `key` of an object literal, `nil` when this is no object or has no such key
    /// (the last of repeated keys, as JavaScript takes it).
    func member(_ key: String) -> JavaScriptValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The object a key comes from where no member written after this object's last spread of a
    /// name has it (`BaseTheme` for `{ ...BaseTheme, colors: … }.font`): the key is that object's.
    /// A spread that `lacks` says plainly has no such key (`{ native: …, ...commonFonts }` where
    /// `commonFonts` is an object literal without `native`) is passed over.
    func spreadSource(of key: String, lacks: ([String]) -> Bool = { _ in false }) -> [String]? {
        guard case .object(let members) = self else { return nil }
        for member in members.reversed() {
            if member.key == key { return nil }
            if member.key == Self.spreadKey, case .path(let spread) = member.value, !lacks(spread) { return spread }
        }
        return nil
    }
}

extension JavaScriptValue {
    /// The names a value reads where it is a name or a piece of a template (`Kalam-${weight}`).
    var paths: [[String]] {
        switch self {
        case .path(let path): [path]
        case .concatenation(let parts): parts.flatMap(\.paths)
        default: []
        }
    }
}
