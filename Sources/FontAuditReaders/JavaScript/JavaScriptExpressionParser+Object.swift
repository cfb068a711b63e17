extension JavaScriptExpressionParser {
    /// An object literal: `key: value`, `'key': value`, shorthand `key`; a spread or computed key is
    /// the member ``JavaScriptValue/spreadKey`` (the keys it adds are unknown); methods read past.
    mutating func object() -> JavaScriptValue {
        index += 1
        var members: [(key: String, value: JavaScriptValue)] = []
        while let token = peek(), !token.isPunct("}") {
            let key: String?
            switch token.kind {
            case .word(let word), .string(let word), .number(let word): key = word
            default: key = nil
            }
            if let key, isPunct(":", 1) {
                index += 2
                members.append((key, expression()))
            } else if let key, isPunct(",", 1) || isPunct("}", 1), token.word != nil {
                index += 1
                members.append((key, .path([key])))
            } else if token.isPunct("..."), peek(1)?.word == "Platform", isPunct(".", 2), peek(3)?.word == "select" {
                // `...Platform.select({ ios: {…}, android: {…} })`: each platform's object, its keys
                // known: a key any of them writes is each platform's value of it (the value before
                // the spread, or nothing, where its object lacks it).
                index += 1
                if let spread = Self.platformMembers(of: expression(), over: members) {
                    members += spread
                } else {
                    members = members.map { ($0.key, JavaScriptValue.unknown) }
                    members.append((JavaScriptValue.spreadKey, .unknown))
                }
            } else if token.isPunct("..."), let spread = spreadPath() {
                // `...BaseTheme`: the keys written after it win; any other key is the spread
                // object's (``JavaScriptValue/member(_:)``), and the members before it may not be
                // what the object holds.
                // Each value is kept under its shadow key (``JavaScriptValue/shadowKey(_:)``): the
                // object's where the spread plainly lacks the key.
                members = Self.shadowingAll(members)
                members.append((JavaScriptValue.spreadKey, .path(spread)))
            } else if token.isPunct("["), let (path, value) = computedMember() {
                // `[FAMILIES.bold]: require(…)`: any key again, as below, but the members before
                // it keep their values under shadow keys, and the member is kept under the key
                // ``JavaScriptValue/computedKey(_:)`` for a reader that resolves the name (a map of
                // fonts to load, ``JavaScriptSourceReader/runtimeFonts(of:in:)``).
                members = Self.shadowingAll(members)
                members.append((JavaScriptValue.spreadKey, .unknown))
                members.append((JavaScriptValue.computedKey(path), value))
            } else {
                // A spread or a computed key may give any key again: the members before it may
                // not be what the object holds. A method: read past.
                if token.isPunct("...") || token.isPunct("[") {
                    members = members.map { ($0.key, JavaScriptValue.unknown) }
                    members.append((JavaScriptValue.spreadKey, .unknown))
                }
                // Past the member and its comma: the next member is read, not skipped.
                skipMember()
                continue
            }
            if isPunct(",") { index += 1 } else if !isPunct("}") { skipMember() }
        }
        if isPunct("}") { index += 1 }
        return .object(members)
    }

    /// The name and value of a member whose key is computed from a name (`[FAMILIES.bold]: value`),
    /// the parser past the value; nil, the parser unmoved, for any other computed key.
    private mutating func computedMember() -> ([String], JavaScriptValue)? {
        let start = index
        index += 1
        guard case .path(let path) = expression(), isPunct("]"), isPunct(":", 1) else {
            index = start
            return nil
        }
        index += 2
        return (path, expression())
    }

    /// `members` where a later key may replace any of them: each unknown, its value kept under its
    /// shadow key (``JavaScriptValue/shadowKey(_:)``) unless one is kept already.
    static func shadowingAll(_ members: [(key: String, value: JavaScriptValue)]) -> [(
        key: String, value: JavaScriptValue
    )] {
        let shadowed = Set(members.map(\.key).filter(JavaScriptValue.isShadowKey))
        let shadows = members.filter {
            $0.key != JavaScriptValue.spreadKey && !JavaScriptValue.isShadowKey($0.key)
                && !shadowed.contains(JavaScriptValue.shadowKey($0.key))
        }.map { (key: JavaScriptValue.shadowKey($0.key), value: $0.value) }
        return members.map { JavaScriptValue.isShadowKey($0.key) ? $0 : ($0.key, JavaScriptValue.unknown) } + shadows
    }

    /// The name a spread at the parser's `...` writes (`...BaseTheme`, `...theme.base`), the parser
    /// past it; nil, the parser unmoved, for anything else (a call, an object).
    private mutating func spreadPath() -> [String]? {
        let start = index
        index += 1
        if case .path(let path) = expression(), isPunct(",") || isPunct("}") { return path }
        index = start
        return nil
    }

    /// The members a spread of `chosen` (objects, or nothing, chosen by the platform) adds to an
    /// object holding `members`: each key an object of it writes, as a choice on the platform of
    /// that object's value, else the value before the spread, else nothing. Nil when a branch is
    /// no plain object (a spread or a computed key in it, or a value not known).
    static func platformMembers(of chosen: JavaScriptValue, over members: [(key: String, value: JavaScriptValue)])
        -> [(key: String, value: JavaScriptValue)]?
    {
        var objects: [[(key: String, value: JavaScriptValue)]] = []
        func collect(_ value: JavaScriptValue) -> Bool {
            switch value {
            case .platformChoice(_, let then, let otherwise): return collect(then) && collect(otherwise)
            case .none: return true
            case .object(let inner):
                guard !inner.contains(where: { $0.key == JavaScriptValue.spreadKey }) else { return false }
                objects.append(inner)
                return true
            default: return false
            }
        }
        guard collect(chosen) else { return nil }
        func leaves(_ value: JavaScriptValue, _ take: (JavaScriptValue) -> JavaScriptValue) -> JavaScriptValue {
            if case .platformChoice(let condition, let then, let otherwise) = value {
                let (a, b) = (leaves(then, take), leaves(otherwise, take))
                return a == b ? a : .platformChoice(condition: condition, then: a, otherwise: b)
            }
            return take(value)
        }
        var keys: [String] = []
        for object in objects { for member in object where !keys.contains(member.key) { keys.append(member.key) } }
        return keys.map { key in
            let before = members.last { $0.key == key }?.value ?? .none
            return (key, leaves(chosen) { $0.member(key) ?? before })
        }
    }
}
