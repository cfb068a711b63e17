// Which objects the platform (``JavaScriptModuleScanner/platform``) takes: the branches on the
// platform around a `fontFamily`.
extension JavaScriptModuleScanner {
    /// A condition on the platform that the module graph decides (a name bound to `Platform.OS`, a
    /// constant), and whether the object is taken when it holds.
    typealias Branch = (condition: JavaScriptValue, whenHolds: Bool)

    /// The platforms a `Platform.select` key or a `Platform.OS` test names.
    static let allPlatforms: Set<String> = ["ios", "android", "web", "windows", "macos"]

    /// The platforms other than ``platform``.
    var otherPlatforms: Set<String> { Self.allPlatforms.subtracting([platform]) }

    /// The branches on the platform the token at `index` is inside, from the innermost; nil when
    /// it is inside an object only another platform takes: the value of `android:`
    /// (`Platform.select({ android: {…} })`, and `default:` or `native:` beside an `ios:`), a
    /// branch of a test on `Platform.OS` that iOS does not take (`Platform.OS === 'android' ?
    /// {…} : …`, `… && {…}`, `isIOS || {…}`), or the body of such an `if`.
    func platformBranches(_ index: Int) -> [Branch]? {
        var branches: [Branch] = []
        var cursor = index
        while let open = enclosing(cursor) {
            let child = cursor
            cursor = open
            // `open` opens a bracket that holds `index`; a guard before it in a block may leave.
            for condition in leavingGuards(in: open, before: child) {
                if case .platformTest(let platforms) = condition {
                    if platforms.contains(platform) { return nil }
                } else {
                    branches.append((condition, false))
                }
            }
            if open >= 2, tokens[open - 1].isPunct(":"), let key = tokens[open - 2].word ?? stringValue(open - 2),
                otherPlatforms.contains(key) || selectedOver(key, at: open - 2)
            {
                return nil
            }
            guard open >= 1, let (condition, whenHolds) = platformBranch(before: open) ?? ifBranch(before: open)
            else { continue }
            if case .platformTest(let platforms) = condition {
                if platforms.contains(platform) != whenHolds { return nil }
            } else {
                branches.append((condition, whenHolds))
            }
        }
        return branches
    }

    /// The conditions of the guards that leave the block opened at `open` before `child`
    /// (`if (Platform.OS !== 'android') { return }`, `if (isIOS) return null;`, or with `throw`):
    /// what follows them runs only where their condition fails.
    private func leavingGuards(in open: Int, before child: Int) -> [JavaScriptValue] {
        guard tokens[open].isPunct("{") else { return [] }
        var conditions: [JavaScriptValue] = []
        var cursor = open + 1
        while cursor < child {
            defer { cursor = closing(of: cursor).map { $0 + 1 } ?? cursor + 1 }
            // A `switch`'s next case is reached from its own label, past the guards of the last one.
            if ["case", "default"].contains(tokens[cursor].word) { conditions.removeAll() }
            // An `else if` leaves only where the `if` before it failed: not a guard of the block.
            guard tokens[cursor].word == "if", cursor == open + 1 || tokens[cursor - 1].word != "else",
                cursor + 1 < child, tokens[cursor + 1].isPunct("("),
                let close = closing(of: cursor + 1), close + 2 < child
            else { continue }
            let body = tokens[close + 1].isPunct("{") ? close + 2 : close + 1
            guard ["return", "throw"].contains(tokens[body].word),
                let condition = branch(cursor + 2, close, whenHolds: false)?.condition
            else { continue }
            conditions.append(condition)
        }
        return conditions
    }

    /// Whether `key` (`default`, `native`) of a `Platform.select({…})` object is one the platform
    /// passes over, for its own key (`ios:`) beside it (or, for `default`, a `native:`).
    private func selectedOver(_ key: String, at keyIndex: Int) -> Bool {
        guard key == "default" || key == "native", let object = enclosing(keyIndex), tokens[object].isPunct("{"),
            object >= 2, tokens[object - 1].isPunct("("), tokens[object - 2].word == "select",
            let close = closing(of: object)
        else { return false }
        var keys = Set<String>()
        for cursor in (object + 1)..<close where enclosing(cursor) == object && tokens[cursor + 1].isPunct(":") {
            if let word = tokens[cursor].word ?? stringValue(cursor) { keys.insert(word) }
        }
        return keys.contains(platform) || (key == "default" && keys.contains("native"))
    }

    /// `value` as iOS takes it inside `branches`: nothing where a branch is not taken.
    static func taken(_ value: JavaScriptValue, under branches: [Branch]) -> JavaScriptValue {
        branches.reduce(value) { inner, branch in
            .platformChoice(
                condition: branch.condition, then: branch.whenHolds ? inner : .none,
                otherwise: branch.whenHolds ? .none : inner)
        }
    }

    private func stringValue(_ index: Int) -> String? {
        if case .string(let text) = tokens[index].kind { return text }
        return nil
    }

    /// The condition `tokens[start..<end]` as a branch, when it may test the platform.
    private func branch(_ start: Int, _ end: Int, whenHolds: Bool) -> Branch? {
        guard start < end else { return nil }
        var parser = JavaScriptExpressionParser(Array(tokens[start..<end]))
        let condition = parser.expression()
        switch condition {
        // A word (`isWeb && {…}`, `!isIOS`): the graph decides when the module binds it to a test.
        case .platformTest, .platformComparison, .path, .not: return (condition, whenHolds)
        default: return nil
        }
    }

    /// For an object opened at `open` after `?`, `:`, `&&` or `||` of a condition: the condition,
    /// and whether the object is taken when it holds; nil when it is no such branch.
    private func platformBranch(before open: Int) -> Branch? {
        let previous = tokens[open - 1]
        let isThen = previous.isPunct("?") || previous.isPunct("&&")
        let isOr = previous.isPunct("||")
        let isElse = previous.isPunct(":")
        guard isThen || isOr || isElse else { return nil }
        // The condition: back to the `?` (for an else branch) and then to the test's start.
        var cursor = open - 1
        let level = depthOf(open)
        if isElse {
            while cursor > 0, !(tokens[cursor].isPunct("?") && depthOf(cursor) == level) {
                // A `,` or `;` at this level ends the expression: `title: {` is a key's object.
                if depthOf(cursor) < level || tokens[cursor].isPunct(";") || tokens[cursor].isPunct(",") { return nil }
                cursor -= 1
            }
        }
        let end = cursor
        var start = end
        while start > 0, depthOf(start - 1) == level,
            !["(", ",", "{", "=", ";", ":", "?"].contains(where: { tokens[start - 1].isPunct($0) }),
            tokens[start - 1].word != "return"
        {
            start -= 1
        }
        return branch(start, end, whenHolds: isThen)
    }

    /// For a block or object opened at `open` in the body of an `if (…)` (`if (…) { return {…} }`,
    /// `if (…) return {…}`) or of its `else`: the `if`'s condition, and whether the body is taken
    /// when it holds.
    private func ifBranch(before open: Int) -> Branch? {
        var close = open - 1
        if tokens[close].word == "return", close >= 1 { close -= 1 }
        if tokens[close].word == "else", close >= 1, tokens[close - 1].isPunct("}"), let block = opening(of: close - 1),
            block >= 1, tokens[block - 1].isPunct(")"), let parenthesis = opening(of: block - 1), parenthesis >= 1,
            tokens[parenthesis - 1].word == "if"
        {
            return branch(parenthesis + 1, block - 1, whenHolds: false)
        }
        guard tokens[close].isPunct(")"), let parenthesis = opening(of: close), parenthesis >= 1,
            tokens[parenthesis - 1].word == "if"
        else { return nil }
        return branch(parenthesis + 1, close, whenHolds: true)
    }
}
