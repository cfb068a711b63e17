import FontAuditModel
import SwiftSyntax

extension SwiftNameScanner {
    /// Reads every assignment in `files` to the stored `var`s (``SwiftConstants/assignable``) the
    /// open expressions read, and makes each such property a computed value: the values its
    /// declaration gives and every value assigned to it (`Theme.shared.bodyFont = "Brand-Bold"`,
    /// `self.bodyFont = BrandBody` in its initializer). One assignment the audit cannot follow
    /// (a value it does not know, `+=`, `&theme.bodyFont`, a key path, `setValue(_:forKey:)`)
    /// leaves the property open, and so does a name two types declare: an assignment through a
    /// variable (`theme.bodyFont = …`) could be to either. Returns whether any name was read.
    ///
    /// The bound: an assignment through a variable whose type is not known counts for the type
    /// that declares the name, and a bare assignment inside that type counts for it even when a
    /// local of the same name is what it assigns.
    func readAssignments(
        of expressions: [NameExpression], in files: [File], into constants: inout SwiftConstants,
        read: inout Set<String>
    ) -> Bool {
        let byName = Dictionary(grouping: constants.assignable.keys) { String($0.split(separator: ".").last ?? "") }
        let names = Set(byName.keys).intersection(Self.openReferences(of: expressions, in: constants).members)
            .subtracting(read)
        guard !names.isEmpty else { return false }
        read.formUnion(names)
        let wanted = names.sorted()
        let query = WordQuery(wanted)
        let found = files.filter { $0.containsAny(query) }.concurrentMap { file in
            walked(file, keptAs: .assignments(wanted)) { tree, lines -> [AssignmentVisitor.Assignment] in
                let visitor = AssignmentVisitor(names: names, path: file.path, lines: lines)
                visitor.walk(tree)
                return visitor.assignments
            }
        }
        let assignments = Dictionary(grouping: found.joined(), by: \.name)
        for name in wanted {
            let keys = byName[name] ?? []
            for key in keys.sorted() {
                let type = String(key.dropLast(name.count + 1))
                var returned = constants.assignable[key] ?? []
                for assignment in assignments[name] ?? [] where assignment.counts(for: type) {
                    returned.append(
                        SwiftConstants.Returned(
                            expression: assignment.expression, file: assignment.file, line: assignment.line))
                }
                if keys.count > 1, let first = returned.first {
                    returned.append(SwiftConstants.Returned(expression: .unknown, file: first.file, line: first.line))
                }
                // `var fontName = ""`, set before it is used: an empty string holds the place of a
                // name, it is not one the code asks for.
                returned.removeAll { $0.expression == .literal("") }
                guard !returned.isEmpty else { continue }
                constants.defineComputed([key], returned)
            }
        }
        return true
    }

    /// The names the open expressions (and the open arguments of the calls read) refer to, and
    /// through the computed properties they read, what those return refers to in turn; the
    /// names among them that are types; and the members they read (`bodyFont` of
    /// `Theme.shared.bodyFont`).
    static func openReferences(of expressions: [NameExpression], in constants: SwiftConstants)
        -> (names: Set<String>, types: Set<String>, members: Set<String>)
    {
        var open = expressions.filter { $0.evaluate(in: constants).candidates == nil }
        for calls in constants.calls.values {
            for site in calls { open += site.arguments.filter { $0.evaluate(in: constants).candidates == nil } }
        }
        var names = Set<String>()
        var types = Set<String>()
        var members = Set<String>()
        var seenKeys = Set<String>()
        while let expression = open.popLast() {
            names.formUnion(expression.referencedNames)
            members.formUnion(expression.readMembers)
            types.formUnion(expression.referencedTypes)
            for key in constants.readKeys(of: expression) where seenKeys.insert(key).inserted {
                open += (constants.computed[key] ?? []).map(\.expression)
            }
        }
        return (names, types, members)
    }
}

extension NameExpression {
    /// The properties this expression reads, by name: `bodyFont` of `theme.bodyFont`.
    var readMembers: Set<String> {
        switch self {
        case .reference(let path): return path.last.map { [$0] } ?? []
        case .member(_, let name): return [name]
        case .oneOf(let parts), .concatenation(let parts):
            return parts.reduce(into: Set()) { $0.formUnion($1.readMembers) }
        case .described(let inner): return inner.readMembers
        case .parameter(_, _, _, let fallback), .caseParameter(_, _, _, _, _, let fallback):
            return fallback.reduce(into: Set()) { $0.formUnion($1.readMembers) }
        default: return []
        }
    }
}

/// The assignments in one file to the properties named in `names`, each with the value assigned
/// scoped where it is written; a change the audit cannot follow is an assignment of an open value.
final class AssignmentVisitor: TypeScopeVisitor {
    /// One assignment to a property named `name`.
    struct Assignment: Codable, Sendable {
        var name: String
        /// Written `Type.name = …`: that type. Nil through a variable (`theme.name = …`) or bare.
        var receiverType: String?
        /// Written `name = …` or `self.name = …`: the type whose code it is in.
        var bareIn: String?
        var isBare: Bool
        var expression: NameExpression
        var file: String
        var line: Int

        /// Whether it may assign `type`'s property.
        func counts(for type: String) -> Bool {
            isBare ? bareIn == type : (receiverType == nil || receiverType == type)
        }
    }

    let names: Set<String>
    let path: String
    private let lines: SwiftLineTable
    var assignments: [Assignment] = []

    /// `String`'s mutating methods: `theme.bodyFont.append("-Bold")` changes the property.
    private static let mutating: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange",
        "replaceSubrange", "reserveCapacity",
    ]

    init(names: Set<String>, path: String, lines: SwiftLineTable) {
        self.names = names
        self.path = path
        self.lines = lines
        super.init()
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3, let target = target(elements[0]) else { return .visitChildren }
        if elements[1].is(AssignmentExprSyntax.self) {
            let value = RequestVisitor.assignedValue(elements)
            record(target, NameExpression(value).scoped(type: typeStack.last, around: value), at: Syntax(node))
        } else if let operation = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
            operation.hasSuffix("="), !["==", "!=", "<=", ">=", "===", "!=="].contains(operation)
        {
            record(target, .unknown, at: Syntax(node))
        }
        return .visitChildren
    }

    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
        if let target = target(node.expression) { record(target, .unknown, at: Syntax(node)) }
        return .visitChildren
    }

    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
        for component in node.components {
            if let property = component.component.as(KeyPathPropertyComponentSyntax.self),
                names.contains(property.declName.baseName.text)
            {
                record((property.declName.baseName.text, nil, false), .unknown, at: Syntax(node))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if Self.mutating.contains(node.declName.baseName.text), let base = node.base, let target = target(base) {
            record(target, .unknown, at: Syntax(node))
        }
        return .visitChildren
    }

    /// `setValue(_:forKey: "bodyFont")`: key-value coding sets the property by its name.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        for argument in node.arguments where argument.label?.text == "forKey" || argument.label?.text == "forKeyPath" {
            if case .literal(let key) = NameExpression(argument.expression), let name = key.split(separator: ".").last,
                names.contains(String(name))
            {
                record((String(name), nil, false), .unknown, at: Syntax(node))
            }
        }
        return .visitChildren
    }

    /// The property an assignment's left side names: `name`, `self.name`, `Type.name`, `x.name`.
    private func target(_ expression: ExprSyntax) -> (name: String, receiverType: String?, isBare: Bool)? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return names.contains(name) ? (name, nil, true) : nil
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), names.contains(member.declName.baseName.text)
        else { return nil }
        let name = member.declName.baseName.text
        guard let base = member.base else { return (name, nil, false) }
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            if reference.baseName.tokenKind == .keyword(.self) { return (name, nil, true) }
            if reference.baseName.text == "Self" { return (name, typeStack.last, false) }
            if reference.baseName.text.first?.isUppercase == true { return (name, reference.baseName.text, false) }
        }
        return (name, nil, false)
    }

    private func record(
        _ target: (name: String, receiverType: String?, isBare: Bool), _ value: NameExpression, at node: Syntax
    ) {
        assignments.append(
            Assignment(
                name: target.name, receiverType: target.receiverType, bareIn: typeStack.last, isBare: target.isBare,
                expression: value, file: path, line: lines.start(of: node).line))
    }
}
