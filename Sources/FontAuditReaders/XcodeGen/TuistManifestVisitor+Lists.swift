import FontAuditModel
import SwiftSyntax

extension GeneratedProjectManifestReader.TuistVisitor {
    typealias Entry = (value: String, line: Int?)

    /// The entries of a `UIAppFonts` list, each with its line: written in place (`["A.ttf"]`,
    /// `.array([.string("A.ttf")])`), through a name the manifest binds once (`let fonts = […]`),
    /// or mapped (`.array(fonts.map { .string($0) })`, `fonts.map { "Fonts/\($0).ttf" }`), as
    /// Swift computes it when Tuist runs the manifest; nil when any part is not one the reader can
    /// tell (a call, a name bound more than once, a closure that does more than wrap or
    /// interpolate its element).
    func listEntries(_ value: ExprSyntax, depth: Int = 0) -> [Entry]? {
        guard depth < 8 else { return nil }
        if let reference = value.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let caller, let argument = caller.arguments[name] {
                return caller.visitor.listEntries(argument, depth: depth + 1)
            }
            guard let bound = bindings[name] else { return nil }
            return listEntries(bound, depth: depth + 1)
        }
        if let array = value.as(ArrayExprSyntax.self) {
            var entries: [Entry] = []
            for element in array.elements {
                guard let text = string(element.expression, element: nil) else { return nil }
                entries.append((text, line(of: Syntax(element.expression))))
            }
            return entries
        }
        guard let call = value.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return nil }
        switch member.declName.baseName.text {
        case "array" where member.base == nil || member.base?.trimmedDescription == "Plist.Value":
            guard call.arguments.count == 1, let argument = call.arguments.first?.expression else { return nil }
            return listEntries(argument, depth: depth + 1)
        case "map":
            guard let base = member.base, let elements = listEntries(ExprSyntax(base), depth: depth + 1),
                let transform = mapTransform(call)
            else { return nil }
            var entries: [Entry] = []
            for element in elements {
                guard let text = transform(element.value) else { return nil }
                entries.append((text, element.line))
            }
            return entries
        default:
            return nil
        }
    }

    /// What a `map`'s closure makes of each element: `{ .string($0) }`, `{ $0 }`, `{ "\($0).ttf" }`,
    /// `{ name in .string(name) }`, or `map(Plist.Value.string)`; nil for any other.
    private func mapTransform(_ call: FunctionCallExprSyntax) -> ((String) -> String?)? {
        if call.trailingClosure == nil, call.arguments.count == 1,
            let function = call.arguments.first?.expression.trimmedDescription,
            [".string", "Plist.Value.string", "Plist.Value.string(_:)"].contains(function)
        {
            return { $0 }
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
        return { element in self.string(body, element: (parameter, element)) }
    }

    /// The text of a string the manifest writes: a literal, `.string(…)` of one, a string constant,
    /// an interpolation of constants and of the element a `map` closure is given.
    func string(_ expression: ExprSyntax, element: (name: String, value: String)?, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self),
            ["string", "Plist.Value.string"].contains(
                call.calledExpression.as(MemberAccessExprSyntax.self).map {
                    ($0.base.map { $0.trimmedDescription + "." } ?? "") + $0.declName.baseName.text
                } ?? ""),
            call.arguments.count == 1, let argument = call.arguments.first?.expression
        {
            return string(argument, element: element, depth: depth + 1)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let element, name == element.name { return element.value }
            if let caller, let argument = caller.arguments[name] {
                return caller.visitor.string(argument, element: nil, depth: depth + 1)
            }
            if let bound = bindings[name] { return string(bound, element: nil, depth: depth + 1) }
            return constants[name]
        }
        return Self.literalText(expression) { string($0, element: element, depth: depth + 1) }
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
