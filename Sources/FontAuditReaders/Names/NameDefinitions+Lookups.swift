// Lookups of single definitions: a member any type may hold, an enum case, a typed member, and a
// function's signature and the arguments one call gives it.
extension NameDefinitions {
    /// The value of the members named `name` of any type, when they all agree (`.brandBold`).
    func uniqueMember(_ name: String) -> String? {
        let suffix = "." + name
        var found: String?
        for (key, value) in values where key.hasSuffix(suffix) {
            guard let value, found == nil || found == value else { return nil }
            found = value
        }
        return found
    }

    /// Whether `expression` is a case of an enum the sources declare (`.bold700`,
    /// `FontType.bold700`), and no string constant of that name: passed where the platform's API
    /// takes a `String`, it calls an overload of the app's (`static func custom(_ type: FontType,
    /// size:)` in `extension Font`), whose own body asks for the name.
    func isEnumCase(_ expression: NameExpression) -> Bool {
        switch expression {
        case .implicitMember(let name):
            return uniqueMember(name) == nil && enumCases.values.contains { $0.contains { $0.name == name } }
        case .reference(let path) where path.count >= 2:
            return value(of: path) == nil
                && cases(of: path[path.count - 2])?.contains { $0.name == path[path.count - 1] } == true
        default:
            return false
        }
    }

    /// Whether a member read through a property typed as its type (``NameExpression/typedMember(type:name:path:)``,
    /// "Settings.fontArabic") is settled by the type: a stored `var` one final class or actor declares
    /// once (``assignable``: no subclass overrides it, no protocol extension gives a default), with no
    /// constant or `static` member of the same key (a nested type of that name, a static twin).
    func settlesTypedMember(_ key: String) -> Bool {
        assignable[key] != nil && assignableSites[key]?.count == 1 && values[key] == nil
            && !staticMembers.contains(key)
    }

    /// `makeLabel(fontName:size:)` as its base name and labels (`_` for an unlabelled parameter).
    static func signature(_ function: String) -> (base: String, labels: [String]) {
        guard let open = function.firstIndex(of: "(") else { return (function, []) }
        let labels = function[function.index(after: open)...].dropLast().split(separator: ":").map(String.init)
        return (String(function[..<open]), labels)
    }

    /// For each parameter of a function declared with labels `declared`, the position of its
    /// argument in a call with `labels` (nil where the call leaves it to its default); nil when
    /// the call cannot be of that function (its labels are not the declared ones in order).
    static func arguments(_ labels: [String?], for declared: [String]) -> [Int?]? {
        var positions = [Int?](repeating: nil, count: declared.count)
        var next = declared.startIndex
        for (position, label) in labels.enumerated() {
            guard let found = declared[next...].firstIndex(of: label ?? "_") else { return nil }
            positions[found] = position
            next = found + 1
        }
        return positions
    }
}
