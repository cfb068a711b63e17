import FontAuditModel
import SwiftSyntax

extension GeneratedProjectManifestReader {
    final class TuistVisitor: CompiledCodeVisitor {
        let converter: SourceLocationConverter
        let constants: [String: String]
        /// The values of the names the manifest binds once (`let fonts = ["A.ttf"]`), which a list
        /// is read through.
        let bindings: [String: ExprSyntax]
        /// The targets whose `infoPlist:` uses each name the manifest binds (``PlistUsers``).
        var plistUsers: [String: [String]] = [:]
        /// The tree ``converter`` locates: a node of another (a helper's) has no line here.
        var root: Syntax?
        /// Where a helper template's body is read for one call: the manifest's visitor, which reads
        /// each argument where the call writes it, and the arguments by parameter name.
        var caller: (visitor: TuistVisitor, arguments: [String: ExprSyntax])?
        var targets: [Target] = []

        init(converter: SourceLocationConverter, constants: [String: String], bindings: [String: ExprSyntax] = [:]) {
            self.converter = converter
            self.constants = constants
            self.bindings = bindings
            super.init()
        }

        /// The line of `node` in the manifest; nil for a node of another file.
        func line(of node: Syntax) -> Int? {
            guard root == nil || node.root == root else { return nil }
            return node.startLocation(converter: converter).line
        }

        /// The targets a `UIAppFonts` entry at `node` is of: the `name:` of the call around it, or
        /// where it is in a binding (`let infoPlist: [String: Plist.Value] = [...]`), each target
        /// whose `infoPlist:` uses that binding; `[""]` when the reader cannot tell.
        func targetNames(of node: Syntax) -> [String] {
            if let name = Self.targetName(around: node, constants: constants) { return [name] }
            var current = node.parent
            while let syntax = current {
                if let binding = syntax.as(PatternBindingSyntax.self),
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                {
                    return plistUsers[name].map { $0.isEmpty ? [""] : $0 } ?? [""]
                }
                current = syntax.parent
            }
            return [""]
        }

        override func visit(_ node: DictionaryElementSyntax) -> SyntaxVisitorContinueKind {
            guard case .literal(let key) = NameExpression(node.key),
                key == PlistManifestReader.appFontsKey || key == PlistManifestReader.appFontsLabel
            else { return .visitChildren }
            var parsed = PlistManifestReader.Parsed()
            parsed.hasLines = true
            let line = node.key.startLocation(converter: converter).line
            let literals = StringLiterals()
            literals.walk(node.value)
            if key == PlistManifestReader.appFontsLabel {
                parsed.problems.append(
                    PlistManifestReader.labelProblem(entries: literals.found.map(\.text), line: line))
            } else if let kind = Self.notAList(node.value) {
                // `["Item 0": "A.otf"]`, as Xcode's editor shows a list: Tuist writes a dictionary,
                // which iOS does not read as UIAppFonts. Its keys are no file names, and no entry
                // registers (as the plist reader says of a plist's UIAppFonts that is not an array).
                parsed.appFontsLine = line
                let example = literals.found.last?.text ?? "Fonts/Name.ttf"
                parsed.problems.append(
                    ManifestProblem(
                        message:
                            "UIAppFonts is \(kind), but it must be an array of font paths, so no font is registered. Write `\"UIAppFonts\": [\"\(example)\", …]`.",
                        line: line))
            } else if let entries = listEntries(node.value) {
                parsed.appFontsLine = line
                parsed.appFonts = entries
            } else {
                // A list the reader cannot evaluate (`.array(fonts.map { .string($0) })`, a
                // variable, an interpolated name): which fonts it lists is not known, so it says
                // nothing, as a plist held in a variable says nothing (read as no entries, it made
                // every font of the app unlisted: issue 74). It is listed with the open names.
                let written = node.value.trimmedDescription
                for name in targetNames(of: Syntax(node)) {
                    targets.append(
                        Target(
                            name: name, parsed: parsed, generatedPlist: nil,
                            openList: (line, written.count > 120 ? String(written.prefix(119)) + "…" : written)))
                }
                return .skipChildren
            }
            parsed.specPlatform = Self.platform(around: Syntax(node))
            for name in targetNames(of: Syntax(node)) {
                targets.append(Target(name: name, parsed: parsed, generatedPlist: nil))
            }
            return .skipChildren
        }

        /// What a `UIAppFonts` value is when it is plainly no list: a dictionary (`[k: v]`,
        /// `.dictionary(…)`) or a string; nil for a list or anything the reader cannot tell.
        static func notAList(_ value: ExprSyntax) -> String? {
            if value.is(DictionaryExprSyntax.self) { return "a dictionary" }
            if value.is(StringLiteralExprSyntax.self) { return "a string" }
            if let call = value.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self)
            {
                switch member.declName.baseName.text {
                case "dictionary": return "a dictionary"
                case "string": return "a string"
                default: return nil
                }
            }
            return nil
        }

        /// An app target whose Info.plist Tuist writes without a font key: `.target(name: "App",
        /// product: .app, …)` (or `Target(…)`) whose `infoPlist:` is left out (Tuist's default),
        /// `.default`, or `.extendingDefault(with: [...])` with a dictionary written in place that
        /// has no `UIAppFonts` key. Its plist lists no font, so only code registers its fonts.
        /// Anything else (a plist file, a dictionary held in a variable, a helper that makes the
        /// target) says nothing: what the plist holds is not known.
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let product = node.arguments.first(where: { $0.label?.text == "product" }),
                [".app", "Product.app"].contains(product.expression.trimmedDescription),
                Self.isTargetCall(node), Self.plistLacksFontKeys(node),
                let name = node.arguments.first(where: { $0.label?.text == "name" }).flatMap({
                    Self.name(of: $0.expression, constants: constants)
                })
            else { return .visitChildren }
            var parsed = PlistManifestReader.Parsed()
            parsed.hasLines = true
            parsed.specPlatform = Self.platform(around: Syntax(product))
            targets.append(Target(name: name, parsed: parsed, generatedPlist: nil))
            return .visitChildren
        }

        /// `.target(…)`, `Target.target(…)`, `Target(…)`: ProjectDescription's own target calls,
        /// not a project's helper that may set the plist itself.
        private static func isTargetCall(_ call: FunctionCallExprSyntax) -> Bool {
            switch call.calledExpression.trimmedDescription {
            case ".target", "Target.target", "Target", "Target.init", ".init": true
            default: false
            }
        }

        private static func plistLacksFontKeys(_ call: FunctionCallExprSyntax) -> Bool {
            guard let plist = call.arguments.first(where: { $0.label?.text == "infoPlist" })?.expression else {
                return true
            }
            if plist.trimmedDescription == ".default" || plist.trimmedDescription == "InfoPlist.default" { return true }
            guard let extending = plist.as(FunctionCallExprSyntax.self),
                extending.calledExpression.trimmedDescription.hasSuffix(".extendingDefault"),
                let dictionary = extending.arguments.first?.expression.as(DictionaryExprSyntax.self)
            else { return false }
            guard case .elements(let elements) = dictionary.content else { return true }
            return elements.allSatisfy { element in
                guard case .literal(let key) = NameExpression(element.key) else { return false }
                return key != PlistManifestReader.appFontsKey && key != PlistManifestReader.appFontsLabel
            }
        }

        /// The macOS build of the target call around `node` (the innermost with `destinations:` or
        /// `platform:`): `.macOS`, `[.mac]`, `[.iPhone, .mac]`; nil for any other or none.
        static func platform(around node: Syntax) -> SpecPlatform? {
            var current = node.parent
            while let syntax = current {
                if let call = syntax.as(FunctionCallExprSyntax.self),
                    let argument = call.arguments.first(where: {
                        $0.label?.text == "destinations" || $0.label?.text == "platform"
                    })
                {
                    let written = argument.expression.trimmedDescription
                    let names = written.split { !$0.isLetter }.map(String.init).filter {
                        $0 != "Destination" && $0 != "Platform"
                    }
                    return SpecPlatform.of(
                        names, setting: "\(argument.label?.text ?? ""): \(written) in `Project.swift`")
                }
                current = syntax.parent
            }
            return nil
        }

        /// `"\\(appName)Widgets"` with `appName` a string constant of the file; nil for anything else.
        static func interpolated(_ expression: ExprSyntax, constants: [String: String]) -> String? {
            literalText(expression) { inner in
                inner.as(DeclReferenceExprSyntax.self).flatMap { constants[$0.baseName.text] }
            }
        }

        /// The text of a string literal whose every interpolation is one unlabelled expression
        /// `value` gives a string for; nil for anything else.
        static func literalText(_ expression: ExprSyntax, value: (ExprSyntax) -> String?) -> String? {
            guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
            var text = ""
            for segment in literal.segments {
                if let plain = segment.as(StringSegmentSyntax.self) {
                    text += plain.content.text
                } else if let interpolation = segment.as(ExpressionSegmentSyntax.self),
                    interpolation.expressions.count == 1, let inner = interpolation.expressions.first,
                    inner.label == nil, let part = value(inner.expression)
                {
                    text += part
                } else {
                    return nil
                }
            }
            return text
        }

        /// The `name:` of the innermost call around `node` that has one (`.target(name: "App", …)`),
        /// a literal or a string constant of the file (`name: appName`).
        static func targetName(around node: Syntax, constants: [String: String]) -> String? {
            var current = node.parent
            while let syntax = current {
                if let call = syntax.as(FunctionCallExprSyntax.self),
                    let argument = call.arguments.first(where: { $0.label?.text == "name" })
                {
                    if let name = name(of: argument.expression, constants: constants) { return name }
                }
                current = syntax.parent
            }
            return nil
        }

        /// A target's `name:` as the manifest writes it: a literal, a string constant of the file
        /// (`name: appName`), a stored constant of a type the file declares (`name: Config.name`,
        /// `static let name = "App"`: its member's name is bound once in the file), or an
        /// interpolation of those; nil for anything else.
        static func name(of expression: ExprSyntax, constants: [String: String]) -> String? {
            switch NameExpression(expression) {
            case .literal(let name): return name
            case .reference(let path) where path.count == 1 && constants[path[0]] != nil:
                return constants[path[0]]
            case .reference(let path) where path.count == 2 && path[0].first?.isUppercase == true:
                return constants[path[1]]
            default: return interpolated(expression, constants: constants)
            }
        }
    }

    final class StringLiterals: CompiledCodeVisitor {
        var found: [(text: String, node: StringLiteralExprSyntax)] = []
        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            if case .literal(let text) = NameExpression(ExprSyntax(node)) { found.append((text, node)) }
            return .skipChildren
        }
    }
}
