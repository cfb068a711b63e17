import FontAuditModel
import SwiftSyntax

extension GeneratedProjectManifestReader.TuistVisitor {
    typealias Entry = (value: String, line: Int?)

    /// The entries of a `UIAppFonts` list, each with its line: written in place (`["A.ttf"]`,
    /// `.array([.string("A.ttf")])`), through a name the manifest binds once (`let fonts = […]`),
    /// or mapped (`.array(fonts.map { .string($0) })`, `fonts.map { "Fonts/\($0).ttf" }`), as
    /// Swift computes it when Tuist runs the manifest; nil when any part is not one the reader can
    /// tell (a call, a name bound more than once, a closure that does more than wrap or
    /// interpolate its element). The list is lowered (``lowered(_:locals:depth:)``) and run by
    /// ``NameRun``.
    func listEntries(_ value: ExprSyntax) -> [Entry]? {
        guard case .list(let elements) = Self.run(lowered(value)) else { return nil }
        var entries: [Entry] = []
        for element in elements {
            guard case .string(let text) = element.value else { return nil }
            entries.append((text, element.line))
        }
        return entries
    }

    /// The text of a string the manifest writes: a literal, `.string(…)` of one, a string constant,
    /// an interpolation of those; nil for anything else.
    func string(_ expression: ExprSyntax) -> String? {
        guard case .string(let text) = Self.run(lowered(expression)) else { return nil }
        return text
    }

    private static func run(_ node: RunNode) -> RunValue? {
        var run = NameRun(host: ClosedRunHost(), budget: RunBudget())
        return try? run.semantics.force(run.evaluate(node))
    }

    /// `value` lowered for ``NameRun``: a list literal, `.array(…)`, `map` with a closure that
    /// wraps or interpolates its element, `.string(…)`, a string literal and its interpolations,
    /// and a name, read where the manifest binds it (the helper call's argument, the manifest's one
    /// binding, a string constant) or the closure's `locals`; anything else is unreadable.
    /// `depth` counts the names followed to their values (a binding, a helper call's argument):
    /// only they can lead round in a circle; the syntax itself ends.
    func lowered(_ value: ExprSyntax, locals: Set<String> = [], depth: Int = 0) -> RunNode {
        guard depth < 8 else { return .unreadable }
        if let reference = value.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if locals.contains(name) { return .name([name]) }
            if let caller, let argument = caller.arguments[name] {
                return caller.visitor.lowered(argument, depth: depth + 1)
            }
            if let bound = bindings[name] { return lowered(bound, depth: depth + 1) }
            return constants[name].map { .value(.string($0)) } ?? .unreadable
        }
        if let array = value.as(ArrayExprSyntax.self) {
            return .list(
                array.elements.map { element in
                    (lowered(element.expression, depth: depth), line(of: Syntax(element.expression)))
                })
        }
        if let literal = value.as(StringLiteralExprSyntax.self) {
            return lowered(literal, locals: locals, depth: depth)
        }
        guard let call = value.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return .unreadable }
        let base = member.base?.trimmedDescription
        switch member.declName.baseName.text {
        case "array" where base == nil || base == "Plist.Value", "string" where base == nil || base == "Plist.Value":
            guard call.arguments.count == 1, call.trailingClosure == nil,
                let argument = call.arguments.first?.expression
            else { return .unreadable }
            return lowered(argument, locals: locals, depth: depth)
        case "map":
            guard let base = member.base, let (parameter, body) = mapTransform(call) else { return .unreadable }
            let transform = body.map { lowered($0, locals: locals.union([parameter]), depth: depth) }
            return .map(
                lowered(ExprSyntax(base), depth: depth), parameter: parameter, transform ?? .name([parameter]))
        default:
            return .unreadable
        }
    }

    /// A string literal whose every interpolation is one unlabelled expression, as a template.
    private func lowered(_ literal: StringLiteralExprSyntax, locals: Set<String>, depth: Int) -> RunNode {
        var pieces = [""]
        var parts: [RunNode] = []
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                pieces[pieces.count - 1] += plain.content.text
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self),
                interpolation.expressions.count == 1, let inner = interpolation.expressions.first, inner.label == nil
            {
                parts.append(lowered(inner.expression, locals: locals, depth: depth))
                pieces.append("")
            } else {
                return .unreadable
            }
        }
        return .template(pieces, parts)
    }

    /// A `map`'s closure: its parameter and the one expression it returns (`{ .string($0) }`,
    /// `{ "\($0).ttf" }`, `{ name in .string(name) }`), or nil for the element itself
    /// (`map(Plist.Value.string)`, `{ $0 }` lowers to the parameter); nil for any other.
    private func mapTransform(_ call: FunctionCallExprSyntax) -> (parameter: String, body: ExprSyntax?)? {
        if call.trailingClosure == nil, call.arguments.count == 1,
            let function = call.arguments.first?.expression.trimmedDescription,
            [".string", "Plist.Value.string", "Plist.Value.string(_:)"].contains(function)
        {
            return ("$0", nil)
        }
        let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
        guard let closure, closure.statements.count == 1,
            let body = closure.statements.first?.item.as(ExprSyntax.self)
        else { return nil }
        var parameter = "$0"
        if let signature = closure.signature {
            guard let names = signature.parameterClause?.as(ClosureShorthandParameterListSyntax.self),
                names.count == 1, let name = names.first?.name.text
            else { return nil }
            parameter = name
        }
        return (parameter, body)
    }
}

extension GeneratedProjectManifestReader {
    /// Which targets use each name a manifest binds for their Info.plist: `.target(name: "App",
    /// infoPlist: .extendingDefault(with: plist))` uses `plist`, and through it any name `plist`'s
    /// value uses (`let plist: [String: Plist.Value] = ["UIAppFonts": fonts]`).
    final class PlistUsers: CompiledCodeVisitor {
        let constants: [String: String]
        /// Each target's name and the names its `infoPlist:` argument reads.
        private var uses: [(target: String, names: Set<String>)] = []
        /// Each binding's name and the names its value reads.
        private var reads: [String: Set<String>] = [:]

        init(constants: [String: String]) {
            self.constants = constants
            super.init()
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let plist = node.arguments.first(where: { $0.label?.text == "infoPlist" })?.expression,
                let name = TuistVisitor.targetName(around: Syntax(plist), constants: constants)
            {
                uses.append((name, Self.names(in: Syntax(plist))))
            }
            return .visitChildren
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = node.initializer?.value
            {
                reads[name, default: []].formUnion(Self.names(in: Syntax(value)))
            }
            return .visitChildren
        }

        /// For each binding, the targets that use it, directly or through other bindings.
        func targets() -> [String: [String]] {
            var result: [String: [String]] = [:]
            for binding in reads.keys {
                var found = Set<String>()
                var pending = [binding]
                var seen: Set<String> = [binding]
                while let name = pending.popLast() {
                    for use in uses where use.names.contains(name) { found.insert(use.target) }
                    for (other, names) in reads where names.contains(name) && seen.insert(other).inserted {
                        pending.append(other)
                    }
                }
                if !found.isEmpty { result[binding] = found.sorted() }
            }
            return result
        }

        private static func names(in node: Syntax) -> Set<String> {
            Set(
                node.tokens(viewMode: .sourceAccurate).compactMap { token in
                    if case .identifier(let name) = token.tokenKind { return name }
                    return nil
                })
        }
    }
}
