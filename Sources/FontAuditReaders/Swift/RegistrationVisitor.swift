import FontAuditModel
import Foundation
import SwiftParser
import SwiftSyntax

/// Walks one file for run-time font registrations and SwiftGen's generated fonts. A registration's
/// bundle lookups name their files through the constants of the type they are written in (a
/// class, a struct, an enum, an actor or an extension, as ``TypeScopeVisitor`` names it).
final class RegistrationVisitor: TypeScopeVisitor {
    let file: String
    var converter: SourceLocationConverter?
    /// The registrations, in the order the file makes them; a file named by an expression is
    /// evaluated once every file is read (``RegistrationScanner/resolve(_:in:)``).
    var registrations: [PendingRegistration] = []
    var generated: [GeneratedFont] = []
    var registerAllCalls: [FileLocation] = []
    var enumName: String?
    let libraries: [RegistrationLibrary]

    init(file: String, libraries: [RegistrationLibrary] = []) {
        self.file = file
        self.libraries = libraries
        super.init()
    }

    private func line(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        let location = node.startLocation(converter: converter!)
        return (location.line, location.column)
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "FontConvertible"
            else { continue }
            var values: [String: (String, ExprSyntax)] = [:]
            for argument in call.arguments {
                guard let label = argument.label?.text, case .literal(let text) = NameExpression(argument.expression)
                else { continue }
                values[label] = (text, argument.expression)
            }
            guard let fontName = values["name"], let path = values["path"] else { continue }
            let position = line(of: fontName.1)
            let family = typeStack.last ?? ""
            // The enum the family enums hang from (`FontFamily`), wherever the file nests it.
            if enumName == nil { enumName = typeStack.count >= 2 ? typeStack[typeStack.count - 2] : typeStack.first }
            generated.append(
                GeneratedFont(
                    name: fontName.0, family: values["family"]?.0 ?? "", path: path.0, file: file,
                    line: position.line, column: position.column, key: "\(family).\(name)"))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee: String?
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            callee = reference.baseName.text
        } else {
            callee = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        }
        guard var callee else { return .visitChildren }
        if callee == "registerAllCustomFonts", !isInside(function: "registerAllCustomFonts", node) {
            registerAllCalls.append(FileLocation(file: file, line: line(of: node).line))
            return .visitChildren
        }
        if let library = libraries.first(where: { Self.isCall(node, of: $0) }) {
            var bundle = library.bundle
            if let label = library.bundleLabel, let argument = node.arguments.first(where: { $0.label?.text == label })
            {
                bundle = LookupFinder.bundle(argument.expression)
            }
            var registration = FontRegistration(
                kind: library.kind, call: library.call, file: file, line: line(of: node).line,
                bundleReference: bundle, files: nil, isDynamic: false)
            registration.library = library
            registrations.append(PendingRegistration(registration: registration))
            return .visitChildren
        }
        let kinds: [String: FontRegistration.Kind] = [
            "CTFontManagerRegisterFontsForURL": .url, "CTFontManagerRegisterFontURLs": .url,
            "CTFontManagerRegisterGraphicsFont": .graphicsFont, "CTFontManagerRegisterFontsWithAssetNames": .assetNames,
        ]
        // Libraries that register the one URL they are given, as CTFontManagerRegisterFontsForURL
        // does: UIFontWDCustomLoader's `UIFont.registerFont(from:)` and MDFFontDiskLoader's
        // `MDFFontDiskLoader(fontName:fontURL:)` (the file comes from the lookups around them).
        let labels = node.arguments.map { $0.label?.text }
        let urlLibrary: String? =
            if callee == "MDFFontDiskLoader", labels.contains("fontURL") {
                "MDFFontDiskLoader(fontName:fontURL:)"
            } else if callee == "registerFont", labels == ["from"],
                node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "UIFont"
            {
                "UIFont.registerFont(from:)"
            } else { nil }
        guard let kind = kinds[callee] ?? urlLibrary.map({ _ in .url }) else { return .visitChildren }
        callee = urlLibrary ?? callee
        let scope = enclosingBody(of: Syntax(node))
        let lookups = LookupFinder(type: typeStack.last)
        let function = scope.as(FunctionDeclSyntax.self)
        var signature: String?
        if let function {
            let parameters = function.signature.parameterClause.parameters
            for (index, parameter) in parameters.enumerated() {
                lookups.parameters[(parameter.secondName ?? parameter.firstName).text] = index
            }
            signature = "\(function.name.text)(\(parameters.map { $0.firstName.text + ":" }.joined()))"
        }
        lookups.walk(scope)
        let at = line(of: node).line
        guard kind != .assetNames, !lookups.found.isEmpty else {
            registrations.append(
                PendingRegistration(
                    registration: FontRegistration(
                        kind: kind, call: callee, file: file, line: at,
                        bundleReference: .own, files: nil)))
            return .visitChildren
        }
        for lookup in lookups.found {
            let registration = FontRegistration(
                kind: kind, call: callee, file: file, line: at, bundleReference: lookup.bundle,
                files: nil, subdirectory: lookup.subdirectory, isDynamic: true)
            registrations.append(
                PendingRegistration(
                    registration: registration, name: lookup.name, written: lookup.written,
                    fileExtension: lookup.fileExtension,
                    function: signature, bundleParameter: lookup.bundleParameter))
        }
        return .visitChildren
    }

    /// Whether `node` calls `library`'s function: `Type.function(…)` (or `Type.shared.function(…)`)
    /// for a static or instance function, `function(…)` for a free one.
    static func isCall(_ node: FunctionCallExprSyntax, of library: RegistrationLibrary) -> Bool {
        guard let type = library.type else {
            return node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == library.function
        }
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == library.function,
            let base = member.base
        else { return false }
        let path =
            base.as(MemberAccessExprSyntax.self).map(NameExpression.path)
            ?? base.as(DeclReferenceExprSyntax.self).map { [$0.baseName.text] } ?? []
        let typePath = type.split(separator: ".").map(String.init)
        return path.starts(with: typePath) && path.count <= typePath.count + 1
    }

    private func isInside(function name: String, _ node: FunctionCallExprSyntax) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self) { return function.name.text == name }
            current = syntax.parent
        }
        return false
    }

    /// The function (or top-level code) around a call: where its URL is looked up.
    private func enclosingBody(of node: Syntax) -> Syntax {
        var current = node.parent
        var last = node
        while let syntax = current {
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(InitializerDeclSyntax.self)
                || syntax.is(AccessorBlockSyntax.self)
                || syntax.is(VariableDeclSyntax.self)
                    && syntax.parent?.parent?.is(MemberBlockItemListSyntax.self) == true
            {
                return syntax
            }
            if syntax.is(SourceFileSyntax.self) || syntax.is(MemberBlockSyntax.self) { return last }
            last = syntax
            current = syntax.parent
        }
        return last
    }
}
