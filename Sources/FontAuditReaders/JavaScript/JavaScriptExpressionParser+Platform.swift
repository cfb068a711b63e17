// Choices on the platform, which the parser keeps for the module graph to make
// (``JavaScriptModuleGraph/platform``).
extension JavaScriptExpressionParser {
    /// `condition ? then : otherwise`: a choice the module graph makes for its platform where the
    /// condition may test it, else either branch.
    static func choice(
        _ tokens: [Token], _ condition: JavaScriptValue, _ then: JavaScriptValue, _ otherwise: JavaScriptValue
    ) -> JavaScriptValue {
        switch condition {
        case .platformTest, .platformComparison:
            return .platformChoice(condition: condition, then: then, otherwise: otherwise)
        default: break
        }
        // `isIOS ? a : b`, `!isAndroid ? …`: a word the module may bind to a platform test.
        let words = tokens.compactMap(\.word)
        let negated = tokens.first?.isPunct("!") == true
        if words.count >= 1, tokens.count == words.count * 2 - 1 + (negated ? 1 : 0),
            tokens.dropFirst(negated ? 1 : 0).enumerated().allSatisfy({ $0.offset % 2 == 0 || $0.element.isPunct(".") })
        {
            return .platformChoice(
                condition: negated ? .not(.path(words)) : .path(words), then: then, otherwise: otherwise)
        }
        // A condition on the platform the audit cannot decide takes no branch for granted.
        return mentionsPlatform(words) ? .unknown : .oneOf([then, otherwise])
    }

    /// The names of platforms `Platform.OS` can be, and `native` (a key of `Platform.select`).
    static let platforms: Set<String> = ["ios", "android", "web", "windows", "macos", "native"]

    /// The values `Platform.OS` takes.
    static let operatingSystems: Set<String> = ["ios", "android", "web", "windows", "macos"]

    /// `Platform.select(object)`: for each platform, its key's value, else `native`'s (not on the
    /// web), else `default`'s, else nothing; as choices on the platform the module graph makes.
    static func select(_ object: JavaScriptValue) -> JavaScriptValue {
        func chosen(_ os: String) -> JavaScriptValue {
            object.member(os) ?? (os == "web" ? nil : object.member("native")) ?? object.member("default") ?? .none
        }
        let ordered = ["ios", "android", "macos", "web", "windows"]
        var value = chosen(ordered[ordered.count - 1])
        for os in ordered.dropLast().reversed() {
            let mine = chosen(os)
            if mine != value { value = .platformChoice(condition: .platformTest([os]), then: mine, otherwise: value) }
        }
        return value
    }

    /// Whether words of a condition may test the platform: `Platform`, `PLATFORM`, `isIOS`,
    /// `IS_ANDROID`, a platform's name.
    static func mentionsPlatform(_ words: [String]) -> Bool {
        words.contains { word in
            let lower = word.lowercased()
            return lower.contains("platform") || lower.contains("ios") || lower.contains("android")
                || platforms.contains(lower)
        }
    }
}
