extension ObjectiveCNameScanner {
    /// Whether the key-value write at `index` (the `setValue` or `setValuesForKeysWithDictionary`
    /// of `[x setValue:v forKey:key]`) is sent to a receiver its method declares (as a local or a
    /// parameter) only as a Foundation collection or value (``valueClasses``: `NSMutableDictionary
    /// *result` in a JSON scanner): no theme object is one, so the write, whatever its key, sets no
    /// theme's property. Anything else may be a theme and keeps the theme's reads open: a receiver
    /// not declared in its method, declared as `id`, `NSObject` or an app's class, cast
    /// (`[(Theme *)x …]`), or a message or property (`[self.params …]`).
    static func writesToValueObject(_ tokens: [Token], at index: Int) -> Bool {
        guard index >= 2, tokens[index - 2].kind == .punct(UInt8(ascii: "[")),
            case .word(let receiver) = tokens[index - 1].kind, receiver != "self", receiver != "super",
            let start = methodStart(tokens, before: index)
        else { return false }
        let star = ObjectiveCLexer.Token.Kind.punct(UInt8(ascii: "*"))
        var declared: Set<String> = []
        for j in (start + 2)..<index where tokens[j].kind == .word(receiver) {
            // `NSMutableDictionary *result`, and a parameter's `(NSDictionary *)json`.
            var k = j - 1
            if tokens[k].kind == .punct(UInt8(ascii: ")")) { k -= 1 }
            guard tokens[k].kind == star, case .word(let type) = tokens[k - 1].kind else { continue }
            declared.insert(type)
        }
        return !declared.isEmpty && declared.isSubset(of: valueClasses)
    }

    /// The index of the `-` or `+` that starts the method `index` is in, nil when none is found.
    static func methodStart(_ tokens: [Token], before index: Int) -> Int? {
        var m = index - 1
        while m >= 2 {
            if tokens[m].kind == .punct(UInt8(ascii: "-")) || tokens[m].kind == .punct(UInt8(ascii: "+")),
                tokens[m + 1].kind == .punct(UInt8(ascii: "("))
            {
                switch tokens[m - 1].kind {
                case .punct(UInt8(ascii: "}")), .punct(UInt8(ascii: ";")): return m
                case .word:
                    // The first method after `@implementation Name`.
                    if tokens[m - 2].kind == .word("implementation") { return m }
                default: break
                }
            }
            m -= 1
        }
        return nil
    }

    /// Foundation's collections and values: classes an app's theme is never an instance of.
    static let valueClasses: Set<String> = [
        "NSMutableDictionary", "NSDictionary", "NSMutableArray", "NSArray", "NSMutableSet", "NSSet",
        "NSMutableOrderedSet", "NSOrderedSet", "NSMutableString", "NSString", "NSNumber", "NSValue", "NSCache",
        "NSMapTable", "NSHashTable", "NSUserDefaults", "NSMutableData", "NSData", "NSURLComponents", "NSURLRequest",
        "NSMutableURLRequest", "NSMutableAttributedString", "NSAttributedString", "NSDate",
    ]
}
