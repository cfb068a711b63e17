import FontAuditModel
import SwiftSyntax

extension GeneratedProjectManifestReader {
    /// A function of `Tuist/ProjectDescriptionHelpers` that makes a target whose Info.plist writes
    /// `UIAppFonts` (`static func app(name: String, fonts: [String]) -> Target`): each call of it in
    /// a `Project.swift` is a target whose list is the function's, its parameters the call's
    /// arguments (or their defaults), as Swift computes it when Tuist runs the manifest.
    struct HelperTemplate {
        var name: String
        /// Each parameter's argument label (`_` for none), its name inside the body, its default.
        var parameters: [(label: String, name: String, defaultValue: ExprSyntax?)]
        var element: DictionaryElementSyntax
        /// The `name:` of the target call the function writes (`.target(name: name, …)`).
        var targetName: ExprSyntax?
    }

    /// The helper templates of the helper files `texts`.
    static func helperTemplates(_ texts: [String]) -> [HelperTemplate] {
        texts.flatMap { text -> [HelperTemplate] in
            guard text.contains(PlistManifestReader.appFontsKey) else { return [] }
            let finder = TemplateFinder()
            finder.walk(SwiftNameScanner.parse(text))
            return finder.found
        }
    }

    private final class TemplateFinder: CompiledCodeVisitor {
        var found: [HelperTemplate] = []

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let body = node.body else { return .skipChildren }
            let elements = FontElements()
            elements.walk(body)
            guard let element = elements.found.first else { return .skipChildren }
            var targetName: ExprSyntax?
            var current = element.parent
            while let syntax = current, targetName == nil {
                targetName =
                    syntax.as(FunctionCallExprSyntax.self)?.arguments.first { $0.label?.text == "name" }?
                    .expression
                current = syntax.parent
            }
            let parameters = node.signature.parameterClause.parameters.map { parameter in
                (
                    label: parameter.firstName.text,
                    name: (parameter.secondName ?? parameter.firstName).text,
                    defaultValue: parameter.defaultValue?.value
                )
            }
            found.append(
                HelperTemplate(
                    name: node.name.text, parameters: parameters, element: element, targetName: targetName))
            return .skipChildren
        }
    }

    private final class FontElements: CompiledCodeVisitor {
        var found: [DictionaryElementSyntax] = []
        override func visit(_ node: DictionaryElementSyntax) -> SyntaxVisitorContinueKind {
            if case .literal(let key) = NameExpression(node.key), key == PlistManifestReader.appFontsKey {
                found.append(node)
            }
            return .visitChildren
        }
    }
}

extension GeneratedProjectManifestReader.TuistVisitor {
    /// Each call of a helper template in the manifest (`.app(name: "Shop", fonts: ["A.ttf"])`,
    /// `Target.app(…)`): the target it makes, with the list its arguments give; a list the reader
    /// cannot evaluate is open, where the call is.
    func readHelperCalls(_ templates: [GeneratedProjectManifestReader.HelperTemplate], in tree: SourceFileSyntax) {
        guard !templates.isEmpty else { return }
        let calls = Calls()
        calls.walk(tree)
        for call in calls.found {
            let called: String
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                called = member.declName.baseName.text
            } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                called = reference.baseName.text
            } else {
                continue
            }
            for template in templates where template.name == called {
                guard let arguments = Self.bind(call, to: template) else { continue }
                // The body sees the helper's parameters only; each argument is read where the call is.
                let visitor = GeneratedProjectManifestReader.TuistVisitor(converter: converter, constants: [:])
                visitor.root = Syntax(tree)
                visitor.caller = (self, arguments)
                let line = call.startLocation(converter: converter).line
                let name = template.targetName.flatMap { visitor.string($0) } ?? ""
                var parsed = PlistManifestReader.Parsed()
                parsed.hasLines = true
                parsed.appFontsLine = line
                guard let entries = visitor.listEntries(template.element.value) else {
                    let written = template.element.value.trimmedDescription
                    targets.append(
                        GeneratedProjectManifestReader.Target(
                            name: name, parsed: parsed, generatedPlist: nil,
                            openList: (line, written.count > 120 ? String(written.prefix(119)) + "…" : written)))
                    continue
                }
                parsed.appFonts = entries
                targets.append(GeneratedProjectManifestReader.Target(name: name, parsed: parsed, generatedPlist: nil))
            }
        }
    }

    /// The call's arguments by the template's parameter names, with the defaults of those it
    /// leaves out; nil when its labels are not the template's, in order.
    private static func bind(_ call: FunctionCallExprSyntax, to template: GeneratedProjectManifestReader.HelperTemplate)
        -> [String: ExprSyntax]?
    {
        var bound: [String: ExprSyntax] = [:]
        var next = 0
        for argument in call.arguments {
            let label = argument.label?.text ?? "_"
            guard let offset = template.parameters[next...].firstIndex(where: { $0.label == label }) else {
                return nil
            }
            for skipped in template.parameters[next..<offset] where skipped.defaultValue == nil { return nil }
            bound[template.parameters[offset].name] = argument.expression
            next = offset + 1
        }
        for parameter in template.parameters where bound[parameter.name] == nil {
            guard let value = parameter.defaultValue else { return nil }
            bound[parameter.name] = value
        }
        return bound
    }

    private final class Calls: CompiledCodeVisitor {
        var found: [FunctionCallExprSyntax] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            found.append(node)
            return .visitChildren
        }
    }
}
