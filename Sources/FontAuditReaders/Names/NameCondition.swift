/// A condition a returned value is guarded by, as a front end lowers it: the subject (the enum
/// case `self` is, or a function's parameter) is one of `cases` (`switch weight { case .bold,
/// .black: … }`, `if weight == .bold`), or, ``negated``, none of them (a `default:` arm, `!=`, the
/// statements after an `if` that returned).
///
/// The evaluator decides it where the case is known: the case a property is read for
/// (`Brand.header.name`), or the argument one call gives the parameter (`fontName(for: .bold)`).
/// Where it is not known, the value is kept: the condition only ever narrows.
package struct NameCondition: Codable, Hashable, Sendable {
    /// What a condition tests.
    package enum Subject: Codable, Hashable, Sendable {
        /// The enum case `self` is, inside the enum.
        case selfCase
        /// The parameter at `index` of the function `function` (its signature,
        /// `fontName(for:)`, as ``NameExpression/parameter(function:label:index:fallback:)``
        /// names it), the enum it is declared with (`Weight`), and the case its default value is
        /// (`regular` of `weight: Weight = .regular`), which a call that leaves it out gives it.
        case parameter(function: String, index: Int, type: String?, defaultCase: String?)
        /// A condition as written (`isK5`, a leading `!` taken off): its `then` side is the case
        /// `true` (``NameCondition/flag(_:holds:)``). Nothing decides it; two values set under the
        /// same one are set together (``NameExpression/paired(_:guarded:)``).
        case flag(String)
    }

    var subject: Subject
    /// The enum cases by name (`bold` of `.bold`).
    var cases: [String]
    /// Whether the condition holds where the subject is none of ``cases``.
    var negated = false

    /// Whether the condition holds where the subject is the case `name`.
    func holds(for name: String) -> Bool {
        cases.contains(name) != negated
    }

    /// `written` holds (its `then` side) or does not (its `else` side).
    static func flag(_ written: String, holds: Bool) -> NameCondition {
        NameCondition(subject: .flag(written), cases: ["true"], negated: !holds)
    }

    /// Whether this condition and `other` can hold at once: they test different subjects, or
    /// some case of their subject meets both (a negated pair always can, as far as the cases
    /// written show).
    func agrees(with other: NameCondition) -> Bool {
        guard subject == other.subject else { return true }
        switch (negated, other.negated) {
        case (false, false): return !Set(cases).isDisjoint(with: other.cases)
        case (false, true): return !Set(cases).isSubset(of: other.cases)
        case (true, false): return !Set(other.cases).isSubset(of: cases)
        case (true, true): return true
        }
    }

    /// The condition that holds where this one does not.
    var inverted: NameCondition {
        NameCondition(subject: subject, cases: cases, negated: !negated)
    }
}

/// The arguments one call writes (`fontName(for: .bold)`): what decides a condition on the
/// called function's parameters.
package struct CallArguments: Codable, Hashable, Sendable {
    /// Each argument's label, nil where it is unlabelled.
    var labels: [String?]
    var arguments: [NameExpression]

    /// The enum case this call gives the parameter at `index` of `function`, declared as the enum
    /// `type` (`bold` of `.bold` or `Weight.bold`, a case `constants` know `type` to have), or its
    /// default's where it leaves it out; nil when the call is not one of that function (another
    /// overload's labels), or passes anything else (a variable, a constant that holds a case).
    func caseName(
        forParameter index: Int, of function: String, type: String?, defaultCase: String?, in constants: NameDefinitions
    ) -> String? {
        let declared = NameDefinitions.signature(function).labels
        guard let type, let cases = constants.cases(of: type), index < declared.count,
            let positions = NameDefinitions.arguments(labels, for: declared)
        else { return nil }
        let name: String?
        if let position = positions[index] {
            switch arguments[position] {
            case .implicitMember(let member): name = member
            case .reference(let path) where path.count == 2 && path[0] == type: name = path[1]
            default: name = nil
            }
        } else {
            name = defaultCase
        }
        guard let name, cases.contains(where: { $0.name == name }) else { return nil }
        return name
    }

    /// Whether `returned` can be what this call gives: it is returned by a function this call can
    /// call (its labels are the function's, in order, and it leaves out only parameters with a
    /// default), and each condition on the function's parameters holds for the case the call
    /// passes, or is not decided by it.
    func admits(_ returned: NameDefinitions.Returned, in constants: NameDefinitions) -> Bool {
        if let function = returned.function {
            guard let positions = NameDefinitions.arguments(labels, for: NameDefinitions.signature(function).labels),
                positions.indices.allSatisfy({ positions[$0] != nil || returned.defaulted.contains($0) })
            else { return false }
        }
        return returned.conditions.allSatisfy { condition in
            guard case .parameter(let function, let index, let type, let defaultCase) = condition.subject,
                let name = caseName(
                    forParameter: index, of: function, type: type, defaultCase: defaultCase, in: constants)
            else { return true }
            return condition.holds(for: name)
        }
    }
}
