extension ObjectiveCNameScanner {
    /// Whether the receiver of the key-value write at `index` (the `setValue` or
    /// `setValuesForKeysWithDictionary` of `[x setValue:v forKey:key]`) is declared in this file as
    /// a system object only (`NSMutableDictionary *x`, `@property (nonatomic) NSMutableDictionary
    /// *x`): no theme class of the app is one, so the write, whatever its key, sets no theme's
    /// property. A receiver declared nowhere in the file, as `id`, or as an app's class may be a
    /// theme: its write still leaves the theme's reads open.
    static func writesToSystemObject(_ tokens: [Token], at index: Int) -> Bool {
        guard index >= 1, case .word(let receiver) = tokens[index - 1].kind, receiver != "self", receiver != "super"
        else { return false }
        var declared: Set<String> = []
        for j in tokens.indices.dropFirst(2)
        where tokens[j].kind == .word(receiver) && tokens[j - 1].kind == .punct(UInt8(ascii: "*")) {
            guard case .word(let type) = tokens[j - 2].kind else { return false }
            declared.insert(type)
        }
        return !declared.isEmpty && declared.allSatisfy(isSystemClass)
    }

    /// A class of Apple's frameworks by its prefix (`NSMutableDictionary`, `UIView`): two capitals
    /// Apple reserves, then a capital.
    static func isSystemClass(_ name: String) -> Bool {
        let prefixes = ["NS", "UI", "CA", "CL", "MK", "AV", "WK", "CN", "SK", "PH"]
        return prefixes.contains { name.hasPrefix($0) } && name.dropFirst(2).first?.isUppercase == true
    }
}
