import FontAuditModel
import SwiftSyntax

extension GeneratedProjectManifestReader {
    /// The plist files a Tuist `Project.swift`'s targets use (`infoPlist: .file(path: "App/Info.plist")`,
    /// relative to its folder), when the manifest states every target's: a `Project(…)` whose
    /// `targets:` is a list written in place of `.target(…)` calls, each `infoPlist:` left out,
    /// `.default`, `.extendingDefault(with:)` (Tuist writes those plists) or `.file(path:)` with a
    /// literal. Nil when it does not (a helper makes the targets, a path is a variable): then any
    /// plist of the folder may be one a target uses.
    package func readTuistPlistFiles(_ text: String) -> Set<String>? {
        DeepStack.run(ifLarger: text.utf8.count) {
            let visitor = TuistPlistFilesVisitor()
            visitor.walk(SwiftNameScanner.parse(text))
            return visitor.complete && visitor.projects > 0 ? visitor.files : nil
        }
    }

    private final class TuistPlistFilesVisitor: CompiledCodeVisitor {
        var files = Set<String>()
        var projects = 0
        var complete = true

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard ["Project", "Project.init"].contains(node.calledExpression.trimmedDescription) else {
                return .visitChildren
            }
            projects += 1
            guard let targets = node.arguments.first(where: { $0.label?.text == "targets" }) else {
                return .skipChildren
            }
            guard let list = targets.expression.as(ArrayExprSyntax.self) else {
                complete = false
                return .skipChildren
            }
            for element in list.elements {
                guard let call = element.expression.as(FunctionCallExprSyntax.self),
                    [".target", "Target.target", "Target", "Target.init", ".init"].contains(
                        call.calledExpression.trimmedDescription)
                else {
                    complete = false
                    continue
                }
                read(call.arguments.first(where: { $0.label?.text == "infoPlist" })?.expression)
            }
            return .skipChildren
        }

        /// One target's `infoPlist:`.
        private func read(_ plist: ExprSyntax?) {
            guard let plist else { return }
            let written = plist.trimmedDescription
            if written == ".default" || written == "InfoPlist.default" { return }
            // `infoPlist: "App/Info.plist"`: the file, as a string literal makes it.
            if case .literal(let text) = NameExpression(plist) {
                files.insert(text)
                return
            }
            guard let call = plist.as(FunctionCallExprSyntax.self) else {
                complete = false
                return
            }
            let called = call.calledExpression.trimmedDescription
            if called == ".extendingDefault" || called == "InfoPlist.extendingDefault" || called == ".dictionary" {
                return
            }
            if called == ".file" || called == "InfoPlist.file",
                let path = call.arguments.first(where: { $0.label?.text == "path" })?.expression,
                case .literal(let text) = NameExpression(path)
            {
                files.insert(text)
                return
            }
            complete = false
        }
    }
}
