/// A text a front end knows a value is given under some conditions (`let font = isK5 ?
/// "BalsamiqSans" : "Lato"`: "BalsamiqSans" where `isK5` holds).
package struct GuardedText: Hashable, Sendable {
    var text: String
    var conditions: [NameCondition]

    /// Whether this text can be given where `others` hold: none of its conditions contradicts one
    /// of theirs.
    func agrees(with others: [NameCondition]) -> Bool {
        conditions.allSatisfy { condition in others.allSatisfy { condition.agrees(with: $0) } }
    }

    /// This text under `outer` as well (the `if` around its assignment); nil where they contradict.
    func within(_ outer: [NameCondition]) -> GuardedText? {
        guard agrees(with: outer) else { return nil }
        let subjects = Set(conditions.map(\.subject))
        return GuardedText(text: text, conditions: conditions + outer.filter { !subjects.contains($0.subject) })
    }
}

extension NameExpression {
    /// `parts` with each part of several guarded texts (`guarded`, by its part's index: a local set
    /// under conditions) given one of them, for every choice whose conditions agree: `family` and
    /// `suffix` set under the same `if` are set together, and their every pairing is not a name the
    /// code can make. Nil when some two of those parts share no condition (nothing says they are
    /// set together) or the choices are too many to be a style system's.
    static func paired(_ parts: [NameExpression], guarded: [Int: [GuardedText]]) -> NameExpression? {
        let indices = guarded.keys.sorted()
        let subjects = indices.map { index in Set(guarded[index]!.flatMap { $0.conditions.map(\.subject) }) }
        for (offset, first) in subjects.enumerated() {
            for second in subjects.dropFirst(offset + 1) where first.isDisjoint(with: second) { return nil }
        }
        var choices: [(parts: [NameExpression], conditions: [NameCondition])] = [(parts, [])]
        for index in indices {
            choices = choices.flatMap { choice in
                guarded[index]!.compactMap { value -> ([NameExpression], [NameCondition])? in
                    guard let taken = value.within(choice.conditions) else { return nil }
                    var parts = choice.parts
                    parts[index] = .literal(value.text)
                    return (parts, taken.conditions)
                }
            }
            if choices.count > 64 { return nil }
        }
        var names: [NameExpression] = []
        for choice in choices where !names.contains(.concatenation(choice.parts)) {
            names.append(.concatenation(choice.parts))
        }
        return names.isEmpty ? nil : .oneOf(names)
    }
}
