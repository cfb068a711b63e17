import FontAuditModel
import Foundation
import SwiftParser
import SwiftSyntax

/// Walks one file: records requests (with their name expressions) and string constants.
final class RequestVisitor: SyntaxVisitor {
    let file: SwiftNameScanner.File
    let collectRequests: Bool
    var requests: [(request: FontRequest, expression: NameExpression)] = []
    var constants = SwiftConstants()
    private let lines: SwiftLineTable
    /// Where ``words`` are written in the file.
    private let words: SwiftWordOffsets
    private var typeStack: [String] = []
    private var stringEnums: [Bool] = []
    /// Depth of function, accessor and closure bodies: a `let` there is local, not a constant.
    private var bodyDepth = 0

    /// A body holds something this walk records only if one of these is written in it: a request
    /// names `font`, `Font` (`UIFont`, `NSFont`, their descriptors, `CTFontCreateWithName`,
    /// `swiftUIFont`) or `custom` in its callee, and a constant in a body is a raw value of a local
    /// `enum` (a body's `let` is local, never a constant).
    static let words = ["font", "Font", "custom", "enum"].map(ByteSearch.Needle.init)

    init(file: SwiftNameScanner.File, collectRequests: Bool = true, lines: SwiftLineTable, words: SwiftWordOffsets) {
        self.file = file
        self.collectRequests = collectRequests
        self.lines = lines
        self.words = words
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Types, for qualified constant names

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        typeStack.append(node.name.text)
        // `String` as written, read from its token (printing each inherited type cost more than
        // the rest of the walk of a file of font enums).
        let inherits = node.inheritanceClause?.inheritedTypes.contains { inherited in
            guard let type = inherited.type.as(IdentifierTypeSyntax.self) else { return false }
            return type.name.text == "String" && type.genericArgumentClause == nil
        } ?? false
        stringEnums.append(inherits)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) {
        typeStack.removeLast()
        stringEnums.removeLast()
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { pop() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { pop() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        push(node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? "")
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { pop() }

    private func push(_ name: String) -> SyntaxVisitorContinueKind {
        typeStack.append(name)
        stringEnums.append(false)
        return .visitChildren
    }
    private func pop() {
        typeStack.removeLast()
        stringEnums.removeLast()
    }

    // MARK: Bodies and dead code

    // A body none of ``words`` is written in is not walked (`visitPost` still runs).
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { enterBody(node) }
    override func visitPost(_ node: FunctionDeclSyntax) { bodyDepth -= 1 }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { enterBody(node) }
    override func visitPost(_ node: InitializerDeclSyntax) { bodyDepth -= 1 }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { enterBody(node) }
    override func visitPost(_ node: AccessorBlockSyntax) { bodyDepth -= 1 }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { enterBody(node) }
    override func visitPost(_ node: ClosureExprSyntax) { bodyDepth -= 1 }

    private func enterBody(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        bodyDepth += 1
        return words.occurs(in: node) ? .visitChildren : .skipChildren
    }

    /// `#if false` (and `#if 0`) blocks are never compiled: nothing in them is a request.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        let condition = node.condition?.trimmedDescription
        return condition == "false" || condition == "0" ? .skipChildren : .visitChildren
    }

    // MARK: Constants

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = typeStack.last, stringEnums.last == true else { return .skipChildren }
        for element in node.elements {
            let name = element.name.text
            if let raw = element.rawValue?.value {
                if case .literal(let text) = NameExpression(raw) { constants.defineRawValue("\(type).\(name)", text) }
            } else {
                constants.defineRawValue("\(type).\(name)", name)
            }
        }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // Only file-scope and type-member `let`s are constants; locals depend on their scope.
        guard node.bindingSpecifier.tokenKind == .keyword(.let), bodyDepth == 0 else { return .visitChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer?.value else { continue }
            // SwiftGen's `static let bold = FontConvertible(name: "Roboto-Bold", family: …, path: …)`:
            // the constant stands for its PostScript name.
            if let call = value.as(FunctionCallExprSyntax.self),
               call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "FontConvertible",
               let argument = call.arguments.first(where: { $0.label?.text == "name" }),
               case .literal(let text) = NameExpression(argument.expression) {
                let key = typeStack.last.map { "\($0).\(name)" } ?? name
                constants.define([key], .literal(text))
                constants.markGeneratedFont(key)
                continue
            }
            let expression = NameExpression(value).scoped(type: typeStack.last, bound: [])
            guard !expression.hasUnknownPart else { continue }
            constants.define([typeStack.last.map { "\($0).\(name)" } ?? name], expression)
        }
        return .visitChildren
    }

    // MARK: Requests

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard collectRequests, let (api, platform, written) = Self.request(in: node) else { return .visitChildren }
        // Inside its casts and wrappers (`("X" as CFString?)!`): where the name itself is written.
        let argument = written.map(NameExpression.unwrapped)
        let location = lines.start(of: argument.map { Syntax($0) } ?? Syntax(node))
        let request = FontRequest(
            name: "", file: file.path, line: location.line, column: location.column, api: api,
            source: .swift, traits: api == "Font.custom" ? Self.traits(around: node) : RequestedTraits(),
            platform: platform, origin: nil, scaling: Self.scaling(of: node, api: api))
        // A local `let name = "X"`, or a `var` only ever assigned literals: each value is asked for.
        if let reference = argument?.as(DeclReferenceExprSyntax.self),
           let values = Self.localLiteralValues(of: reference.baseName.text, around: Syntax(node)) {
            var local = request
            local.origin = .constant(reference.baseName.text)
            for value in values { requests.append((local, .literal(value))) }
            return .visitChildren
        }
        let expression = argument.map { argument in
            NameExpression(argument).scoped(type: typeStack.last, bound: Self.boundNames(around: Syntax(argument)))
        } ?? .unknown
        requests.append((request, expression))
        return .visitChildren
    }

}
