import SwiftSyntax

extension NameExpression {
    /// This expression with each local variable it interpolates or adds (`"\(family)-\(suffix)"`)
    /// replaced by the values the local is given in its function
    /// (``RequestVisitor/localValues(of:around:type:depth:)``), already scoped. When more than one
    /// of them can hold several values, only locals whose values are literals set under a shared
    /// condition are put together, each pairing whose branches agree
    /// (``RequestVisitor/branchedValues(of:around:)``): `family` and `suffix` set under the same
    /// `if` are set together, and their every pairing is not a name the code can make. A bare
    /// local is the front end's (``RequestVisitor/nameExpression(of:type:)``).
    func followingLocals(bound: [String: Binding], around node: Syntax, type: String?) -> NameExpression {
        guard case .concatenation(let parts) = self else { return self }
        func local(_ part: NameExpression) -> String? {
            switch part {
            case .reference(let path) where path.count == 1 && bound[path[0]]?.kind == .local: return path[0]
            case .described(.reference(let path)) where path.count == 1 && bound[path[0]]?.kind == .local:
                return path[0]
            default: return nil
            }
        }
        var followed: [NameExpression] = []
        var branched: [Int: [RequestVisitor.BranchedText]] = [:]
        var several = 0
        for (index, part) in parts.enumerated() {
            guard let name = local(part) else {
                followed.append(part)
                continue
            }
            if let values = RequestVisitor.branchedValues(of: name, around: node) {
                var texts: [String] = []
                for value in values where !texts.contains(value.text) { texts.append(value.text) }
                if texts.count > 1 { branched[index] = values }
                followed.append(texts.count == 1 ? .literal(texts[0]) : .oneOf(texts.map(NameExpression.literal)))
                continue
            }
            guard let values = RequestVisitor.localValues(of: name, around: node, type: type),
                values.allSatisfy({ $0.literalText != nil })
            else {
                followed.append(part)
                continue
            }
            if values.count > 1 { several += 1 }
            followed.append(values.count == 1 ? values[0] : .oneOf(values))
        }
        if several + branched.count <= 1 { return .concatenation(followed) }
        guard several == 0 else { return self }
        return Self.paired(followed, branched: branched) ?? self
    }

    /// `parts` with each local of several values (`branched`, by its part's index) given one of
    /// them, for every choice whose branches agree; nil when some two of the locals share no
    /// condition (nothing says they are set together) or the choices are too many to be a style
    /// system's.
    static func paired(_ parts: [NameExpression], branched: [Int: [RequestVisitor.BranchedText]]) -> NameExpression? {
        let indices = branched.keys.sorted()
        let keys = indices.map { index in Set(branched[index]!.flatMap(\.branches.keys)) }
        for (offset, first) in keys.enumerated() {
            for second in keys.dropFirst(offset + 1) where first.isDisjoint(with: second) { return nil }
        }
        var choices: [(parts: [NameExpression], branches: [String: Bool])] = [(parts, [:])]
        for index in indices {
            choices = choices.flatMap { choice in
                branched[index]!.compactMap { value -> ([NameExpression], [String: Bool])? in
                    guard value.agrees(with: choice.branches) else { return nil }
                    var parts = choice.parts
                    parts[index] = .literal(value.text)
                    return (parts, choice.branches.merging(value.branches) { first, _ in first })
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
