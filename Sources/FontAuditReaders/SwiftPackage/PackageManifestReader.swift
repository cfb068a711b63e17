import FontAuditModel
import FontInspectorModel
import Foundation
import SwiftParser
import SwiftSyntax

/// Reads `Package.swift` with swift-syntax, without executing it: the literal values of
/// `Package(name:)`, `.target(name:path:exclude:resources:)` (and executable, test and macro
/// targets) and `.library(name:targets:)`. Values that are not literals are left out.
package struct PackageManifestReader {
    /// Reads the manifest text of the package in folder `path` (relative to the audited path).
    package func read(_ text: String, path: String) -> SwiftPackage {
        // On a deep stack when large (``DeepStack``): a long chain recurses link by link.
        let visitor = DeepStack.run(ifLarger: text.utf8.count) {
            let visitor = Visitor()
            visitor.walk(SwiftNameScanner.parse(text))
            return visitor
        }
        let fallback = FileName.lastComponent(of: path)
        return SwiftPackage(
            name: visitor.packageName ?? (fallback.isEmpty ? "Package" : fallback), path: path,
            targets: visitor.targets, products: visitor.products, localDependencies: visitor.localDependencies)
    }

    private final class Visitor: CompiledCodeVisitor {
        var packageName: String?
        var targets: [SwiftPackage.Target] = []
        var products: [String: [String]] = [:]
        var localDependencies: [String] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee: String?
            if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                callee = reference.baseName.text
            } else {
                callee = node.calledExpression.as(MemberAccessExprSyntax.self).map { "." + $0.declName.baseName.text }
            }
            let arguments = Dictionary(
                node.arguments.compactMap { argument in argument.label.map { ($0.text, argument.expression) } },
                uniquingKeysWith: { first, _ in first })
            switch callee {
            case "Package":
                packageName = arguments["name"].flatMap(Self.literal)
            case ".package":
                // A local dependency (`.package(path: "../DesignKit")`), whose products the targets use.
                if let path = arguments["path"].flatMap(Self.literal) { localDependencies.append(path) }
            case ".target", ".executableTarget", ".testTarget", ".macro", ".plugin":
                // `.target(name:)` in a target's `dependencies:` (or `.plugin` in `plugins:`) names
                // one; it declares none.
                guard !Self.isReference(node), let name = arguments["name"].flatMap(Self.literal) else { break }
                let path = arguments["path"].flatMap(Self.literal) ?? "Sources/\(name)"
                let resources = Self.elements(of: arguments["resources"]).compactMap {
                    element -> SwiftPackage.Resource? in
                    guard let call = element.as(FunctionCallExprSyntax.self),
                        let rule = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                        let kind = SwiftPackage.Resource.Rule(rawValue: rule),
                        let value = call.arguments.first.flatMap({ Self.literal($0.expression) })
                    else { return nil }
                    return SwiftPackage.Resource(rule: kind, path: value)
                }
                let exclude = Self.elements(of: arguments["exclude"]).compactMap(Self.literal)
                var target = SwiftPackage.Target(
                    name: name, path: path, resources: resources, exclude: exclude, isTest: callee == ".testTarget")
                for element in Self.elements(of: arguments["dependencies"]) {
                    if let literal = Self.literal(element) {
                        target.namedDependencies.append(literal)
                        continue
                    }
                    // `.product(name:package:)`, `.target(name:)`, `.byName(name:)` (a condition aside).
                    guard let call = element.as(FunctionCallExprSyntax.self),
                        let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                        let value = call.arguments.first(where: { $0.label?.text == "name" }).flatMap({
                            Self.literal($0.expression)
                        })
                    else { continue }
                    if kind == "product" {
                        target.productDependencies.append(value)
                    } else if kind == "target" || kind == "byName" {
                        target.namedDependencies.append(value)
                    }
                }
                targets.append(target)
            case ".library":
                guard let name = arguments["name"].flatMap(Self.literal) else { break }
                products[name] = Self.elements(of: arguments["targets"]).compactMap(Self.literal)
            default:
                break
            }
            return .visitChildren
        }

        /// Whether the call is an element of a `dependencies:` or `plugins:` argument.
        static func isReference(_ node: FunctionCallExprSyntax) -> Bool {
            var parent = node.parent
            while let current = parent {
                if let labeled = current.as(LabeledExprSyntax.self) {
                    return ["dependencies", "plugins"].contains(labeled.label?.text ?? "")
                }
                if current.is(FunctionCallExprSyntax.self) { return false }
                parent = current.parent
            }
            return false
        }

        static func literal(_ expression: ExprSyntax) -> String? {
            NameExpression(expression).literalText
        }

        static func elements(of expression: ExprSyntax?) -> [ExprSyntax] {
            guard let array = expression?.as(ArrayExprSyntax.self) else { return [] }
            return array.elements.map(\.expression)
        }
    }

    /// Every stored property, as the synthesized initializer takes them.
    package init() {
    }
}
