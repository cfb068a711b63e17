import SwiftSyntax

extension NameExpression {
    /// This expression with each local variable it interpolates or adds (`"\(family)-\(suffix)"`)
    /// replaced by the values the local is given in its function
    /// (``RequestVisitor/localValues(of:around:type:depth:)``), already scoped. When more than one
    /// of them can hold several values, only locals whose values are literals set under a shared
    /// condition are put together, each pairing whose branches agree
    /// (``RequestVisitor/branchedValues(of:around:)``, ``paired(_:guarded:)``): `family` and
    /// `suffix` set under the same `if` are set together, and their every pairing is not a name
    /// the code can make. A bare
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
        var branched: [Int: [GuardedText]] = [:]
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
        return Self.paired(followed, guarded: branched) ?? self
    }

}
