import Foundation
import SwiftParser
import SwiftSyntax
import Yams

/// The font keys of projects that generate their `.xcodeproj` and Info.plist: XcodeGen's
/// `project.yml` (`targets.<name>.info.properties.UIAppFonts`) and Tuist's `Project.swift`
/// (`infoPlist: .extendingDefault(with: ["UIAppFonts": …])`). The generated plist is usually not
/// committed, so these are the app's manifests. Each target with a font key is one manifest.
struct GeneratedProjectManifestReader {
    /// One target's font keys.
    struct Target {
        /// The target's name.
        var name: String
        /// `UIAppFonts` entries, and the line of the key.
        var parsed: PlistManifestReader.Parsed
        /// `info.path` (XcodeGen): the plist the generator writes, relative to the spec's folder.
        var generatedPlist: String?
    }

    /// XcodeGen's `project.yml`: every target's `info.properties` font keys.
    func readXcodeGen(_ text: String) -> [Target] {
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
                    parsed.problems.append(ManifestProblem(message: "UIAppFonts is not a list of file names; write one `- Name.ttf` per line", line: fonts.mark?.line))
                }
                if let ats = properties[PlistManifestReader.atsKey]?.string {
                    parsed.ats = (ats, properties[PlistManifestReader.atsKey]?.mark?.line)
                }
            }
            if let properties = info["properties"], properties[PlistManifestReader.appFontsKey] == nil,
               let label = properties[PlistManifestReader.appFontsLabel] {
                parsed.problems.append(PlistManifestReader.labelProblem(
                    entries: label.sequence?.compactMap(\.string) ?? [], line: Self.line(of: properties, key: PlistManifestReader.appFontsLabel)))
            }
            guard parsed.declaresFonts else { continue }
            result.append(Target(name: name, parsed: parsed, generatedPlist: info["path"]?.string))
        }
        return result.sorted { $0.name < $1.name }
    }

    private static func line(of mapping: Node, key: String) -> Int? {
        mapping.mapping?.first { $0.key.string == key }?.key.mark?.line
    }

    /// Tuist's `Project.swift`: every `"UIAppFonts": […]` dictionary entry, with the `name:` of the
    /// target call around it.
    func readTuist(_ text: String, path: String) -> [Target] {
        let tree = SwiftNameScanner.parse(text)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let visitor = TuistVisitor(converter: converter)
        visitor.walk(tree)
        return visitor.targets
    }

    private final class TuistVisitor: SyntaxVisitor {
        let converter: SourceLocationConverter
        var targets: [Target] = []

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: DictionaryElementSyntax) -> SyntaxVisitorContinueKind {
            guard case .literal(let key) = NameExpression(node.key),
                  key == PlistManifestReader.appFontsKey || key == PlistManifestReader.appFontsLabel else { return .visitChildren }
            var parsed = PlistManifestReader.Parsed()
            parsed.hasLines = true
            let line = node.key.startLocation(converter: converter).line
            let literals = StringLiterals(viewMode: .sourceAccurate)
            literals.walk(node.value)
            if key == PlistManifestReader.appFontsLabel {
                parsed.problems.append(PlistManifestReader.labelProblem(entries: literals.found.map(\.text), line: line))
            } else {
                parsed.appFontsLine = line
                parsed.appFonts = literals.found.map { ($0.text, $0.node.startLocation(converter: converter).line) }
            }
            targets.append(Target(name: Self.targetName(around: Syntax(node)) ?? "", parsed: parsed, generatedPlist: nil))
            return .skipChildren
        }

        /// The `name:` literal of the innermost call around `node` that has one (`.target(name: "App", …)`).
        static func targetName(around node: Syntax) -> String? {
            var current = node.parent
            while let syntax = current {
                if let call = syntax.as(FunctionCallExprSyntax.self),
                   let argument = call.arguments.first(where: { $0.label?.text == "name" }),
                   case .literal(let name) = NameExpression(argument.expression) {
                    return name
                }
                current = syntax.parent
            }
            return nil
        }
    }

    private final class StringLiterals: SyntaxVisitor {
        var found: [(text: String, node: StringLiteralExprSyntax)] = []
        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            if case .literal(let text) = NameExpression(ExprSyntax(node)) { found.append((text, node)) }
            return .skipChildren
        }
    }
}
