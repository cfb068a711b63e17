import FontAuditModel
import SwiftParser
import SwiftSyntax

extension SwiftNameScanner {
    /// Parses the files that can define what `expressions` refer to (constants, enums, computed
    /// properties), and again for what those definitions refer to, until nothing new is needed.
    /// Only files that can define one of the names are parsed (``DefinitionSearch``): a file that
    /// merely uses a common name (`name`, `font`) is not.
    func readDefinitions(
        of expressions: [NameExpression], in files: [SourceText], into constants: inout NameDefinitions,
        parsed: inout Set<String>, searched: inout Set<String>
    ) {
        for _ in 0..<8 {
            constants.fold()
            var (needed, types, _) = Self.openReferences(of: expressions, in: constants)
            // The constants still pending that those names may stand for (a key naming one of
            // them), and what they refer to in turn; not every pending definition of the app
            // (generated code defines thousands, which no request reaches).
            var taken = Set<Int>()
            var grew = true
            while grew {
                grew = false
                for (index, item) in constants.pending.enumerated()
                where !taken.contains(index)
                    && item.keys.contains(where: { $0.split(separator: ".").contains { needed.contains(String($0)) } })
                {
                    taken.insert(index)
                    grew = true
                    needed.formUnion(item.expression.referencedNames)
                    types.formUnion(item.expression.referencedTypes)
                }
            }
            needed.subtract(searched)
            guard !needed.isEmpty else { break }
            searched.formUnion(needed)
            let words = needed.sorted().map { (word: $0, type: types.contains($0)) }
            let parsedNow = parsed
            let more = files.filter { !parsedNow.contains($0.path) && $0.mayDefineAny(words) }
            for result in Self.parse(more, collectRequests: false, cache: cache, trees: trees) {
                constants.merge(result.constants)
            }
            parsed.formUnion(more.map(\.path))
        }
    }

    /// Reads the calls of the functions whose `String` parameters `expressions` (or the computed
    /// properties and calls they reach) name fonts: `makeLabel(fontName: "Brand-Bold")` binds
    /// `fontName` in `func makeLabel(fontName: String)`. Only files that write a function's name
    /// followed by `(` are read. Returns whether any new function's calls were read.
    func readCalls(
        of expressions: [NameExpression], in files: [SourceText], into constants: inout NameDefinitions,
        read: inout Set<String>
    ) -> Bool {
        // From every request's expression, not only the open ones: an enum parameter is known
        // (any case) before its calls narrow it.
        let functions = constants.reachableFunctions(from: expressions)
        let names = Set(functions.map { NameDefinitions.signature($0).base }).subtracting(read)
        guard !names.isEmpty else { return false }
        read.formUnion(names)
        let wanted = names.sorted()
        let query = WordQuery(wanted.map { $0 + "(" })
        let needles = wanted.map { ByteSearch.Needle($0 + "(") }
        let candidates = files.filter { file in
            file.containsAny(query)
                && {
                    let bytes = file.load()
                    return needles.contains { CallSearch.mayCall($0, in: bytes) }
                }()
        }
        let found = candidates.concurrentMap { file in
            walked(file, keptAs: .calls(wanted)) {
                tree, lines -> [String: [NameDefinitions.CallSite]] in
                let visitor = CallSiteVisitor(functions: Set(wanted), path: file.path, lines: lines)
                visitor.walk(tree)
                return visitor.calls
            }
        }
        for calls in found {
            for (function, sites) in calls { constants.calls[function, default: []] += sites }
        }
        return true
    }
}

/// The calls in one file of the functions named in `functions` (by base name; an initializer by
/// its type's name), with each argument's name expression scoped where the call is written.
final class CallSiteVisitor: TypeScopeVisitor {
    let functions: Set<String>
    let path: String
    private let lines: SwiftLineTable
    var calls: [String: [NameDefinitions.CallSite]] = [:]

    init(functions: Set<String>, path: String, lines: SwiftLineTable) {
        self.functions = functions
        self.path = path
        self.lines = lines
        super.init()
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee: String?
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            callee = reference.baseName.text
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "init" {
                callee = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
            } else {
                callee = member.declName.baseName.text
            }
        } else {
            callee = nil
        }
        guard let callee, functions.contains(callee) else { return .visitChildren }
        let type = typeStack.last
        let arguments = node.arguments.map { argument in
            NameExpression(argument.expression).scoped(type: type, around: argument.expression)
        }
        calls[callee, default: []].append(
            NameDefinitions.CallSite(
                labels: node.arguments.map { $0.label?.text }, arguments: arguments,
                file: path, line: lines.start(of: Syntax(node)).line))
        return .visitChildren
    }
}
