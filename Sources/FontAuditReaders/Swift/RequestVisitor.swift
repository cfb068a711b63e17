import FontAuditModel
import Foundation
import SwiftParser
import SwiftSyntax

/// Walks one file: records requests (with their name expressions) and string constants.
final class RequestVisitor: TypeScopeVisitor {
    let file: SourceText
    let collectRequests: Bool
    var requests: [(request: FontRequest, expression: NameExpression)] = []
    var constants = NameDefinitions()
    let lines: SwiftLineTable
    /// Where ``words`` are written in the file.
    private let words: SwiftWordOffsets
    /// The enums around the walk whose cases are being read, each with its depth in ``typeStack``:
    /// a case belongs to the last one if that is the innermost type.
    private var enums: [(depth: Int, reading: EnumReading)] = []

    /// An enum declaration being read: whether it is a `String` enum, whether its cases print as
    /// their names, and its cases so far.
    private struct EnumReading {
        var isString: Bool
        var describesAsName: Bool
        var cases: [NameDefinitions.EnumCase] = []
    }
    /// Depth of function, accessor and closure bodies: a `let` there is local, not a constant.
    private var bodyDepth = 0

    /// A body holds something this walk records only if one of these is written in it: a request
    /// names `font`, `Font` (`UIFont`, `NSFont`, their descriptors, `CTFontCreateWithName`,
    /// `swiftUIFont`) or `custom` in its callee, or is `self.init(name:…)` or `Self(name:…)` inside
    /// an extension of `UIFont`; and a constant in a body is a raw value of a local `enum` (a
    /// body's `let` is local, never a constant).
    static let words = ["font", "Font", "custom", "enum", "init(name", "Self(name"].map(ByteSearch.Needle.init)

    init(file: SourceText, collectRequests: Bool = true, lines: SwiftLineTable, words: SwiftWordOffsets) {
        self.file = file
        self.collectRequests = collectRequests
        self.lines = lines
        self.words = words
        super.init()
    }

    // MARK: Types, for qualified constant names

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        noteConformances(node.name.text, node.inheritanceClause)
        if node.name.text.hasSuffix("FontFamily") { constants.declareFontFamilyType(node.name.text) }
        // `String` as written, read from its token (printing each inherited type cost more than
        // the rest of the walk of a file of font enums).
        var isString = false
        var describesAsName = true
        for inherited in node.inheritanceClause?.inheritedTypes ?? [] {
            guard let type = inherited.type.as(IdentifierTypeSyntax.self) else { continue }
            if type.name.text == "String" && type.genericArgumentClause == nil { isString = true }
        }
        if Self.describesItself(node.inheritanceClause) { describesAsName = false }
        let kind = super.visit(node)
        enums.append((typeStack.count, EnumReading(isString: isString, describesAsName: describesAsName)))
        return kind
    }
    override func visitPost(_ node: EnumDeclSyntax) {
        let reading = enums.removeLast().reading
        if !reading.cases.isEmpty {
            // An enum that writes its own `allCases` lists what it chooses: not every case is a value.
            let ownAllCases = node.memberBlock.members.contains { member in
                member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "allCases"
                } == true
            }
            constants.defineCases(typeStack.last ?? "", ownAllCases ? [] : reading.cases)
        }
        super.visitPost(node)
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        noteConformances(node.name.text, node.inheritanceClause)
        if node.name.text.hasSuffix("FontFamily") { constants.declareFontFamilyType(node.name.text) }
        readStoredNames(of: node.memberBlock, type: node.name.text, memberwise: true)
        readStoredVars(
            of: node.memberBlock, type: node.name.text, isValueType: true, inheritance: node.inheritanceClause,
            attributes: node.attributes)
        return super.visit(node)
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        noteConformances(node.name.text, node.inheritanceClause)
        readStoredNames(of: node.memberBlock, type: node.name.text, memberwise: false)
        // A class that may be subclassed: a subclass may override or set the property.
        if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.final) }) {
            readStoredVars(
                of: node.memberBlock, type: node.name.text, isValueType: false, inheritance: node.inheritanceClause,
                attributes: node.attributes)
        }
        return super.visit(node)
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        noteConformances(node.name.text, node.inheritanceClause)
        readStoredNames(of: node.memberBlock, type: node.name.text, memberwise: false)
        readStoredVars(
            of: node.memberBlock, type: node.name.text, isValueType: false, inheritance: node.inheritanceClause,
            attributes: node.attributes)
        return super.visit(node)
    }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        constants.defineProtocol(node.name.text)
        return .visitChildren
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let kind = super.visit(node)
        noteConformances(typeStack.last ?? "", node.inheritanceClause)
        // `extension Weight: CustomStringConvertible` in any file: `"\(weight)"` is its description.
        if Self.describesItself(node.inheritanceClause) { constants.markDescribedOtherwise(typeStack.last ?? "") }
        return kind
    }

    /// Whether a type that inherits these prints its own text in an interpolation rather than its
    /// case's name.
    static func describesItself(_ clause: InheritanceClauseSyntax?) -> Bool {
        (clause?.inheritedTypes ?? []).contains { inherited in
            guard let name = inherited.type.as(IdentifierTypeSyntax.self)?.name.text else { return false }
            return ["CustomStringConvertible", "LosslessStringConvertible", "TextOutputStreamable"].contains(name)
        }
    }

    // MARK: Bodies

    // A body none of ``words`` is written in is not walked (`visitPost` still runs).
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if bodyDepth == 0 { readReturnedNames(node) }
        return enterBody(node)
    }
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

    // MARK: Constants

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = typeStack.last, var reading = enums.last?.reading, enums.last?.depth == typeStack.count
        else { return .skipChildren }
        let line = lines.start(of: Syntax(node)).line
        for element in node.elements {
            let name = element.name.text
            var raw: String?
            var written = false
            if reading.isString {
                if let value = element.rawValue?.value {
                    if case .literal(let text) = NameExpression(value) {
                        raw = text
                        written = true
                        constants.defineRawValue("\(type).\(name)", text)
                    }
                } else {
                    raw = name
                    constants.defineRawValue("\(type).\(name)", name)
                }
            }
            reading.cases.append(
                NameDefinitions.EnumCase(
                    name: name, raw: raw, rawWritten: written,
                    describedAsName: reading.describesAsName && element.parameterClause == nil,
                    file: file.path, line: line))
        }
        enums[enums.count - 1].reading = reading
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // Only file-scope and type-member `let`s are constants; locals depend on their scope.
        guard bodyDepth == 0 else { return .visitChildren }
        guard node.bindingSpecifier.tokenKind == .keyword(.let) else {
            readComputedNames(node)
            return .visitChildren
        }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value
            else { continue }
            // SwiftGen's `static let bold = FontConvertible(name: "Roboto-Bold", family: …, path: …)`:
            // the constant stands for its PostScript name.
            if let call = value.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "FontConvertible",
                let argument = call.arguments.first(where: { $0.label?.text == "name" }),
                case .literal(let text) = NameExpression(argument.expression)
            {
                let key = typeStack.last.map { "\($0).\(name)" } ?? name
                constants.define([key], .literal(text))
                constants.markGeneratedFont(key)
                continue
            }
            let expression = NameExpression(value).scoped(type: typeStack.last, bound: [:])
            guard !expression.hasUnknownPart else { continue }
            constants.define([typeStack.last.map { "\($0).\(name)" } ?? name], expression)
            if let type = typeStack.last, Self.isStatic(node.modifiers) { constants.markStatic("\(type).\(name)") }
            // `static let matterMedium: Self = "Matter-Medium"` in a type that a string literal
            // makes (`struct FontName: RawRepresentable, ExpressibleByStringLiteral`): one of its
            // values, as an enum's case is, its raw value the literal.
            if let type = typeStack.last, case .literal(let text) = expression,
                node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
                let declared = binding.typeAnnotation.flatMap({ Self.plainTypeName($0.type) }),
                declared == "Self" || declared == type
            {
                // Not `rawWritten`: fix mode finds the literal as a constant's, not an enum case's.
                constants.defineStaticValue(
                    type,
                    NameDefinitions.EnumCase(
                        name: name, raw: text, rawWritten: false, describedAsName: false,
                        file: file.path, line: lines.start(of: Syntax(binding)).line))
            }
        }
        return .visitChildren
    }

    // MARK: Requests

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard collectRequests, let (api, platform, written) = Self.request(in: node, inside: typeStack.last) else {
            return .visitChildren
        }
        // Inside its casts and wrappers (`("X" as CFString?)!`): where the name itself is written.
        let argument = written.map(NameExpression.unwrapped)
        // A name the call stands for (R.swift's accessor) is written nowhere: the call's place.
        let location = lines.start(of: argument.flatMap { $0.parent == nil ? nil : Syntax($0) } ?? Syntax(node))
        let request = FontRequest(
            name: "", file: file.path, line: location.line, column: location.column, api: api,
            source: .swift, traits: api == "Font.custom" ? Self.traits(around: node) : RequestedTraits(),
            platform: platform, origin: nil, scaling: Self.scaling(of: node, api: api))
        guard let argument else {
            requests.append((request, .unknown))
            return .visitChildren
        }
        // Until it is resolved, the request's name is the argument as written, which a message
        // about a value followed through code quotes.
        var pending = request
        pending.name = String(argument.trimmedDescription.prefix(120))
        let expression = Self.nameExpression(of: argument, type: typeStack.last)
        // A local `let name = "X"`, or a `var` assigned only values the audit follows: its name is
        // where fix mode writes.
        if case .oneOf = expression, let reference = argument.as(DeclReferenceExprSyntax.self) {
            pending.origin = .constant(reference.baseName.text)
        }
        if api == "Font.custom", typeStack.last == "Font" { pending.helper = Self.helperName(around: node) }
        // Inside a type, a member's: never a global.
        if typeStack.isEmpty { pending.global = Self.lazyGlobal(around: node) }
        requests.append((pending, expression))
        return .visitChildren
    }

    /// Whether a declaration is the type's own (`static`, `class`), not an instance's.
    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// A computed `String` property (`var fontName: String { switch self { case .body: return "X" … } }`),
    /// or one of a generated font type (`var font: FontConvertible { … FontFamily.Roboto.bold }`,
    /// SwiftGen's and Tuist's, whose name is the face's): what its getter returns, each expression
    /// scoped where it is written.
    private func readComputedNames(_ node: VariableDeclSyntax) {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let accessors = binding.accessorBlock,
                let annotation = binding.typeAnnotation, let declared = Self.plainTypeName(annotation.type),
                declared == "String" || declared.hasSuffix("FontConvertible"),
                let body = Self.getterBody(accessors)
            else { continue }
            // Most computed strings are localized text (`L10n.title { tr("…") }`): a property none
            // of whose returns the evaluator reads is not kept.
            let expressions = Self.returnedExpressions(in: body)
            guard expressions.contains(where: { NameExpression($0) != .unknown }) else { continue }
            let returned = expressions.map(returned)
            guard !returned.isEmpty else { continue }
            constants.defineComputed([typeStack.last.map { "\($0).\(name)" } ?? name], returned)
            if let type = typeStack.last, Self.isStatic(node.modifiers) { constants.markStatic("\(type).\(name)") }
        }
    }

    /// An expression a property or function returns, scoped where it is written, with its place.
    private func returned(_ expression: ExprSyntax) -> NameDefinitions.Returned {
        returned(expression, in: typeStack.last)
    }
}
