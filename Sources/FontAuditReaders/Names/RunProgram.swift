/// A function of the app's as a front end lowers it for ``NameRun``: its parameters (each with
/// its default value) and its body, one expression or statements.
struct RunFunction {
    struct Parameter {
        var name: String
        /// The default value, nil without one.
        var defaultValue: RunNode?
    }

    enum Body {
        /// An arrow function's one expression (`=> ({ … })`).
        case expression(RunNode)
        case statements([RunStatement])
    }

    var parameters: [Parameter]
    var body: Body
}

/// An expression of a lowered function.
indirect enum RunNode {
    /// A string, a number, `true`, `null`: the value itself.
    case value(RunValue)
    /// A template literal: its pieces, each but the last followed by one expression's text.
    case template([String], [RunNode])
    /// A name and its plain members (`fontStyle.bold`): a local's value, or the host's binding.
    case name([String])
    /// `base.key`, or `base?.key` (`optional`).
    case member(RunNode, String, optional: Bool)
    /// `base[key]`.
    case index(RunNode, RunNode)
    /// A call of the function `path` names (`helper(a, b)`), never a local's.
    case call([String], [RunNode])
    /// `{ … }`: its entries in order.
    case object([RunEntry])
    /// `[a, b]`: each element with the line that writes it.
    case list([(node: RunNode, line: Int?)])
    /// `list.map { parameter in body }`: `body` for each element of `list`, `parameter` its local,
    /// each result at its element's line.
    case map(RunNode, parameter: String, RunNode)
    /// `test ? then : otherwise`.
    case conditional(RunNode, RunNode, RunNode)
    /// `a || b`, or `a ?? b` (`nullish`).
    case alternative(RunNode, RunNode, nullish: Bool)
    /// `a && b`.
    case conjunction(RunNode, RunNode)
    /// `a === b`, `a == b` (not `strict`), or their negations.
    case equality(RunNode, RunNode, strict: Bool, negated: Bool)
    /// `a < b`, `a <= b`, `a > b`, `a >= b`, `a + b`, `a - b`, `a * b`, `a / b`, `a % b`.
    case binary(String, RunNode, RunNode)
    /// `!a`.
    case not(RunNode)
    /// `-a`.
    case negative(RunNode)
    /// What the front end could not lower: the run is open where it reaches it.
    case unreadable
}

/// An entry of an object literal.
enum RunEntry {
    /// `key: value`, `'key': value`, `100: value`, or the shorthand `key`.
    case member(String, RunNode)
    /// `[key]: value`.
    case computed(RunNode, RunNode)
    /// `...spread`.
    case spread(RunNode)
}

/// A statement of a lowered function.
indirect enum RunStatement {
    /// `const a = …, b`: each name, with its value (nil: `undefined`).
    case declare([(name: String, value: RunNode?)])
    /// `x = …`, `x.a[b] = …`, `x += …` (`adds`): a local's value or member changed.
    case assign(String, [RunKey], adds: Bool, RunNode)
    /// `if (…) … else …`.
    case branch(RunNode, RunStatement, otherwise: RunStatement?)
    /// `switch (…) { case …: … default: … }`: each label (nil for `default`) with the
    /// statements after it, in order.
    case choice(RunNode, [(label: RunNode?, statements: [RunStatement])])
    /// `return …`, or a bare `return` (nil).
    case returns(RunNode?)
    case breaks
    /// `{ … }`: its declarations undone after it.
    case block([RunStatement])
    /// `;`
    case empty
}

/// A key of an assignment's target: `.a` or `[b]`.
enum RunKey {
    case name(String)
    case computed(RunNode)
}
