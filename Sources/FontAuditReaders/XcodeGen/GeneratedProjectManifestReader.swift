import FontAuditModel
import Foundation
import SwiftParser
import SwiftSyntax
import Yams

/// The font keys of projects that generate their `.xcodeproj` and Info.plist: XcodeGen's
/// `project.yml` (`targets.<name>.info.properties.UIAppFonts`) and Tuist's `Project.swift`
/// (`infoPlist: .extendingDefault(with: ["UIAppFonts": …])`). The generated plist is usually not
/// committed, so these are the app's manifests. Each target with a font key is one manifest.
package struct GeneratedProjectManifestReader {
    /// One target's font keys.
    package struct Target {
        /// The target's name.
        package var name: String
        /// `UIAppFonts` entries, and the line of the key.
        package var parsed: PlistManifestReader.Parsed
        /// `info.path` (XcodeGen): the plist the generator writes, relative to the spec's folder.
        package var generatedPlist: String?
        /// A `UIAppFonts` list the reader cannot evaluate (Tuist's `.array(fonts.map { … })`): its
        /// line and how it is written. Such a target gives no manifest; the list is open.
        package var openList: (line: Int, written: String)? = nil
    }

    /// XcodeGen's `project.yml`: every target's `info.properties` font keys.
    package func readXcodeGen(_ text: String) -> [Target] {
        guard let root = try? Yams.compose(yaml: text), let targets = root["targets"]?.mapping else { return [] }
        var result: [Target] = []
        for (key, target) in targets {
            guard let name = key.string, let info = target["info"] else { continue }
            var parsed = PlistManifestReader.Parsed()
            parsed.hasLines = true
            if let properties = info["properties"], let fonts = properties[PlistManifestReader.appFontsKey] {
                parsed.appFontsLine = Self.line(of: properties, key: PlistManifestReader.appFontsKey)
                if let entries = fonts.sequence {
                    parsed.appFonts = entries.compactMap { node in node.string.map { ($0, node.mark.map { $0.line }) } }
                } else {
                    parsed.problems.append(
                        ManifestProblem(
                            message: "UIAppFonts is not a list of file names; write one `- Name.ttf` per line",
                            line: fonts.mark?.line))
                }
                if let ats = properties[PlistManifestReader.atsKey]?.string {
                    parsed.ats = (ats, properties[PlistManifestReader.atsKey]?.mark?.line)
                }
            }
            if let properties = info["properties"], properties[PlistManifestReader.appFontsKey] == nil,
                let label = properties[PlistManifestReader.appFontsLabel]
            {
                parsed.problems.append(
                    PlistManifestReader.labelProblem(
                        entries: label.sequence?.compactMap(\.string) ?? [],
                        line: Self.line(of: properties, key: PlistManifestReader.appFontsLabel)))
            }
            guard parsed.declaresFonts else { continue }
            // `platform: macOS`, `platform: [iOS, macOS]` (a target per platform, sharing `info`),
            // `supportedDestinations: [iOS, macOS]` (one multiplatform target).
            for key in ["supportedDestinations", "platform"] {
                guard let node = target[key] else { continue }
                let names = node.sequence?.compactMap(\.string) ?? node.string.map { [$0] } ?? []
                let written = node.string ?? "[\(names.joined(separator: ", "))]"
                if let platform = SpecPlatform.of(names, setting: "\(key): \(written) in `project.yml`") {
                    parsed.specPlatform = platform
                    break
                }
                if !names.isEmpty { break }
            }
            result.append(Target(name: name, parsed: parsed, generatedPlist: info["path"]?.string))
        }
        return result.sorted { $0.name < $1.name }
    }

    private static func line(of mapping: Node, key: String) -> Int? {
        mapping.mapping?.first { $0.key.string == key }?.key.mark?.line
    }

    /// Tuist's `Project.swift`: every `"UIAppFonts": […]` dictionary entry, with the `name:` of the
    /// target call around it.
    ///
    /// `helpers` are the texts of the `Tuist/ProjectDescriptionHelpers` files the manifest may call
    /// (``HelperTemplate``).
    package func readTuist(_ text: String, path: String, helpers: [String] = []) -> [Target] {
        // On a deep stack when large (``DeepStack``): a long chain recurses link by link.
        DeepStack.run(ifLarger: helpers.reduce(text.utf8.count) { $0 + $1.utf8.count }) {
            let tree = SwiftNameScanner.parse(text)
            let converter = SourceLocationConverter(fileName: path, tree: tree)
            let constants = StringConstants()
            constants.walk(tree)
            let visitor = TuistVisitor(
                converter: converter, constants: constants.values, bindings: constants.boundOnce)
            let users = PlistUsers(constants: constants.values)
            users.walk(tree)
            visitor.plistUsers = users.targets()
            visitor.root = Syntax(tree)
            visitor.walk(tree)
            visitor.readHelperCalls(Self.helperTemplates(helpers), in: tree)
            return visitor.targets
        }
    }

    /// The resource globs of a Tuist `Project.swift` or of a helper in
    /// `Tuist/ProjectDescriptionHelpers`: every string in a `resources:` argument or in a value
    /// assigned to a variable named `resources`, relative to the folder of the `Project.swift` that
    /// uses it. An interpolation (`"\\(name)/Resources/**"`, a helper's parameter) stands for any
    /// one path component (`*`).
    package func readTuistResources(_ text: String) -> [String] {
        DeepStack.run(ifLarger: text.utf8.count) {
            let visitor = ResourceGlobs()
            visitor.walk(SwiftNameScanner.parse(text))
            return Array(Set(visitor.globs)).sorted()
        }
    }

    private final class ResourceGlobs: CompiledCodeVisitor {
        var globs: [String] = []

        override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
            if node.label?.text == "resources" { collect(Syntax(node.expression)) }
            return .visitChildren
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "resources",
                let value = node.initializer?.value
            {
                collect(Syntax(value))
            }
            return .visitChildren
        }

        /// `resources = [...]`: operators are not folded, so the assignment is a sequence.
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            if elements.count >= 3, elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text == "resources",
                elements[1].is(AssignmentExprSyntax.self)
            {
                for element in elements.dropFirst(2) { collect(Syntax(element)) }
            }
            return .visitChildren
        }

        private func collect(_ node: Syntax) {
            let literals = Globs()
            literals.walk(node)
            for text in literals.found where !globs.contains(text) { globs.append(text) }
        }
    }

    /// Each string literal's text, an interpolation read as `*`.
    private final class Globs: CompiledCodeVisitor {
        var found: [String] = []
        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            var text = ""
            for segment in node.segments {
                if let plain = segment.as(StringSegmentSyntax.self) { text += plain.content.text } else { text += "*" }
            }
            if !text.isEmpty { found.append(text) }
            return .skipChildren
        }
    }

    /// `let appName = "App"`: string constants a manifest names its targets with; and the value of
    /// each name it binds once and never changes (`let fonts = ["A.ttf"]`), which a `UIAppFonts` list
    /// is read through. A name declared again anywhere (a parameter, a closure's, another
    /// function's local, a loop's, an `if let`), a `var`, or one assigned or mutated (`fonts +=`,
    /// `fonts.append(…)`) is not one value.
    private final class StringConstants: CompiledCodeVisitor {
        private var initial: [String: ExprSyntax] = [:]
        private var declared: [String: Int] = [:]
        private var changed: Set<String> = []

        var boundOnce: [String: ExprSyntax] {
            initial.filter { declared[$0.key] == 1 && !changed.contains($0.key) }
        }
        var values: [String: String] {
            boundOnce.compactMapValues { value in
                if case .literal(let text) = NameExpression(value) { return text }
                return nil
            }
        }

        private func declare(_ name: String) { declared[name, default: 0] += 1 }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                declare(name)
                if let value = node.initializer?.value, initial[name] == nil { initial[name] = value }
                if node.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.var) {
                    changed.insert(name)
                }
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            declare((node.secondName ?? node.firstName).text)
            return .visitChildren
        }

        override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
            declare(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            declare((node.secondName ?? node.firstName).text)
            return .visitChildren
        }

        override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { declare(name) }
            return .visitChildren
        }

        override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
            for token in node.pattern.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let name) = token.tokenKind { declare(name) }
            }
            return .visitChildren
        }

        /// `fonts = …`, `fonts += …` (operators are not folded: a sequence).
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            for (offset, element) in elements.enumerated().dropLast() {
                guard let name = element.as(DeclReferenceExprSyntax.self)?.baseName.text else { continue }
                let next = elements[offset + 1]
                if next.is(AssignmentExprSyntax.self)
                    || next.as(BinaryOperatorExprSyntax.self).map({
                        $0.operator.text.hasSuffix("=") && $0.operator.text != "=="
                    }) == true
                {
                    changed.insert(name)
                }
            }
            return .visitChildren
        }

        /// `fonts.append(…)`, `fonts.insert(…)`, `fonts.remove…`.
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                ["append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "sort", "reverse"].contains(
                    node.declName.baseName.text)
                    || node.declName.baseName.text.hasPrefix("append")
                    || node.declName.baseName.text.hasPrefix("remove")
            {
                changed.insert(name)
            }
            return .visitChildren
        }
    }

    /// Every stored property, as the synthesized initializer takes them.
    package init() {
    }
}
