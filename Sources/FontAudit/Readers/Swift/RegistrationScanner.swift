import Foundation
import SwiftParser
import SwiftSyntax

/// Finds the code that registers fonts at run time, read without running it:
/// `CTFontManagerRegisterFontsForURL`, `CTFontManagerRegisterFontURLs`,
/// `CTFontManagerRegisterGraphicsFont` and `CTFontManagerRegisterFontsWithAssetNames` calls with the
/// bundle URL lookups (`url(forResource:withExtension:subdirectory:)`,
/// `urls(forResourcesWithExtension:subdirectory:)`, `path(forResource:ofType:)`) in the same
/// function, and SwiftGen's generated fonts files (`FontConvertible(name:family:path:)`), with
/// where `registerAllCustomFonts()` is called and where a generated font is used.
struct RegistrationScanner {
    /// Words one of which a Swift file must hold to be parsed for registrations.
    static let tokens = ["CTFontManagerRegister", "FontConvertible", "registerAllCustomFonts"]
    // NSDataAsset lookups count only beside a registration call, so they need no token of their own.

    /// What the scan found.
    struct Result {
        var registrations: [FontRegistration] = []
        var generated: [GeneratedFontsFile] = []
        /// Uses of a font accessor whose generated file is not in the checkout (Tuist synthesizes
        /// `<Target>FontFamily` into a git-ignored `Derived/` folder).
        var synthesizedUses: [SynthesizedFontUse] = []
    }

    /// Scans Swift files (display path and text).
    func scan(swift files: [SwiftNameScanner.File]) -> Result {
        var result = Result()
        let words = Self.tokens.map(ByteSearch.Needle.init)
        let candidates = files.filter { $0.containsAny(words) && !SwiftNameScanner.nestsTooDeep($0.load()) }
        var registerAllCalls: [CodeLocation] = []
        for file in candidates {
            let visitor = Visitor(file: file.path)
            let tree = SwiftNameScanner.parse(file.text)
            visitor.converter = SourceLocationConverter(fileName: file.path, tree: tree)
            visitor.walk(tree)
            if !visitor.generated.isEmpty {
                result.generated.append(GeneratedFontsFile(file: file.path, enumName: visitor.enumName ?? "FontFamily",
                                                           fonts: visitor.generated))
            } else {
                result.registrations += visitor.registrations
            }
            registerAllCalls += visitor.registerAllCalls
        }
        result.registrations = Self.resolvingWrappers(result.registrations, in: files)
        result.synthesizedUses = Self.synthesizedUses(in: files, except: Set(result.generated.map(\.enumName)))
        guard !result.generated.isEmpty else { return result }
        // Where the app uses a generated font: `FontFamily.Roboto.bold` outside the generated file.
        let generatedFiles = Set(result.generated.map(\.file))
        for index in result.generated.indices {
            let enumName = result.generated[index].enumName
            let keys = Set(result.generated[index].fonts.map(\.key))
            var uses: [String: [CodeLocation]] = [:]
            let word = ByteSearch.Needle(enumName + ".")
            for file in files where !generatedFiles.contains(file.path) && file.containsAny([word]) {
                for (key, line) in Self.references(to: enumName, in: file.text) where keys.contains(key) {
                    uses[key, default: []].append(CodeLocation(file: file.path, line: line))
                }
            }
            result.generated[index].uses = uses
            result.generated[index].registerAllCalls = registerAllCalls.filter { !generatedFiles.contains($0.file) }
        }
        return result
    }

    /// A registration inside a helper whose file name is a parameter
    /// (`registerFont(bundle: .module, fontName: "Matter-Medium", fontExtension: "otf")`) is read at
    /// the helper's call sites: one registration per call whose arguments are literals. The
    /// helper's own registration stays (dynamic) only when no call site could be read.
    static func resolvingWrappers(_ registrations: [FontRegistration], in files: [SwiftNameScanner.File]) -> [FontRegistration] {
        var result: [FontRegistration] = []
        for registration in registrations {
            guard let wrapper = registration.wrapper else { result.append(registration); continue }
            let needle = ByteSearch.Needle(wrapper.function + "(")
            var resolved: [FontRegistration] = []
            for file in files where file.containsAny([needle]) {
                let tree = SwiftNameScanner.parse(file.text)
                let finder = CallFinder(function: wrapper.function)
                finder.walk(tree)
                let converter = SourceLocationConverter(fileName: file.path, tree: tree)
                for call in finder.calls {
                    func argument(_ label: String?) -> ExprSyntax? {
                        guard let label else { return nil }
                        if label.hasPrefix("_"), let index = Int(label.dropFirst()) {
                            let arguments = Array(call.arguments)
                            return index < arguments.count && arguments[index].label == nil ? arguments[index].expression : nil
                        }
                        return call.arguments.first { $0.label?.text == label }?.expression
                    }
                    guard let name = argument(wrapper.name).flatMap(LookupFinder.literal) else { continue }
                    let ext = argument(wrapper.fileExtension).flatMap(LookupFinder.literal)
                        ?? registration.fileExtension
                    var bundle = registration.bundleReference
                    if wrapper.bundle != nil { bundle = LookupFinder.bundle(argument(wrapper.bundle)) }
                    let fileName = ext.map { $0.isEmpty ? name : name + "." + $0 } ?? name
                    resolved.append(FontRegistration(
                        kind: registration.kind, call: "\(wrapper.function)(…)", file: file.path,
                        line: call.startLocation(converter: converter).line, bundleReference: bundle,
                        files: [fileName], subdirectory: registration.subdirectory))
                }
            }
            result += resolved.isEmpty ? [registration] : resolved
        }
        return result
    }

    /// Uses of generated font enums that no scanned file defines: `<Target>FontFamily.Family.member`
    /// (Tuist), and any `Enum.registerAllCustomFonts()` with its `Enum.Family.member` uses (SwiftGen
    /// run by a build plugin, as `FontAssets`).
    static func synthesizedUses(in files: [SwiftNameScanner.File], except defined: Set<String>) -> [SynthesizedFontUse] {
        guard let callPattern = try? NSRegularExpression(pattern: "\\b([A-Z][A-Za-z0-9_]*)\\.registerAllCustomFonts\\("),
              let usePattern = try? NSRegularExpression(pattern: "\\b([A-Z][A-Za-z0-9_]*)\\.([A-Z][A-Za-z0-9_]*)\\.([a-z_][A-Za-z0-9_]*)")
        else { return [] }
        let candidates = files.filter { $0.containsAny([ByteSearch.Needle("FontFamily."), ByteSearch.Needle("registerAllCustomFonts(")]) }
        var uses: [SynthesizedFontUse] = []
        var enums = Set<String>()
        for file in candidates {
            let text = file.text
            let ns = text as NSString
            let lines = LineIndex(text)
            for match in callPattern.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
                let name = ns.substring(with: match.range(at: 1))
                guard !defined.contains(name) else { continue }
                enums.insert(name)
                uses.append(SynthesizedFontUse(enumName: name, family: nil, member: nil, file: file.path,
                                               line: lines.line(ofUTF16Offset: match.range.location)))
            }
        }
        let needles = [ByteSearch.Needle("FontFamily.")] + enums.sorted().map { ByteSearch.Needle($0 + ".") }
        for file in files where file.containsAny(needles) {
            let text = file.text
            let ns = text as NSString
            let lines = LineIndex(text)
            for match in usePattern.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
                let enumName = ns.substring(with: match.range(at: 1))
                guard !defined.contains(enumName), enumName.hasSuffix("FontFamily") || enums.contains(enumName) else { continue }
                uses.append(SynthesizedFontUse(enumName: enumName, family: ns.substring(with: match.range(at: 2)),
                                               member: ns.substring(with: match.range(at: 3)), file: file.path,
                                               line: lines.line(ofUTF16Offset: match.range.location)))
            }
        }
        return uses
    }

    /// `Enum.Family.member` references in `text`, as ("Family.member", line).
    static func references(to enumName: String, in text: String) -> [(String, Int)] {
        guard let pattern = try? NSRegularExpression(pattern: "\\b" + NSRegularExpression.escapedPattern(for: enumName)
            + "\\.([A-Za-z_][A-Za-z0-9_]*)\\.([A-Za-z_][A-Za-z0-9_]*)") else { return [] }
        let lines = LineIndex(text)
        let ns = text as NSString
        return pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { match in
            (ns.substring(with: match.range(at: 1)) + "." + ns.substring(with: match.range(at: 2)), lines.line(ofUTF16Offset: match.range.location))
        }
    }

    /// Registrations in Objective-C: a `CTFontManagerRegister…` call, with the literal
    /// `URLForResource:@"X" withExtension:@"Y"` / `pathForResource:@"X" ofType:@"Y"` of the file;
    /// without one, every font of the bundle counts (the name is not a constant).
    static func scanObjectiveC(_ text: String, path: String) -> [FontRegistration] {
        guard text.contains("CTFontManagerRegister") else { return [] }
        let lines = LineIndex(text)
        let ns = text as NSString
        guard let call = try? NSRegularExpression(pattern: "CTFontManagerRegister(FontsForURL|FontURLs|GraphicsFont|FontsWithAssetNames)\\s*\\("),
              let lookup = try? NSRegularExpression(pattern: "(URLForResource|pathForResource)\\s*:\\s*@\"([^\"]*)\"\\s*(withExtension|ofType)\\s*:\\s*@\"([^\"]*)\"")
        else { return [] }
        let calls = call.matches(in: text, range: NSRange(location: 0, length: ns.length))
        guard let first = calls.first else { return [] }
        var files: [String] = []
        for match in lookup.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let name = ns.substring(with: match.range(at: 2))
            let ext = ns.substring(with: match.range(at: 4))
            files.append(ext.isEmpty ? name : name + "." + ext)
        }
        let main = text.contains("mainBundle")
        let kind: FontRegistration.Kind = ns.substring(with: first.range(at: 1)) == "GraphicsFont" ? .graphicsFont : .url
        return [FontRegistration(kind: kind, call: "CTFontManagerRegister" + ns.substring(with: first.range(at: 1)), file: path,
                                 line: lines.line(ofUTF16Offset: first.range.location), bundleReference: main ? .main : .own,
                                 files: files.isEmpty ? nil : files)]
    }

    /// UTF-16 offsets of line starts, for 1-based line numbers.
    struct LineIndex {
        private var starts: [Int] = [0]
        init(_ text: String) {
            var offset = 0
            for unit in text.utf16 {
                offset += 1
                if unit == 0x0A { starts.append(offset) }
            }
        }
        func line(ofUTF16Offset offset: Int) -> Int {
            var low = 0
            var high = starts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return low + 1
        }
    }
}

private final class Visitor: SyntaxVisitor {
    let file: String
    var converter: SourceLocationConverter?
    var registrations: [FontRegistration] = []
    var generated: [GeneratedFont] = []
    var registerAllCalls: [CodeLocation] = []
    var enumName: String?
    private var typeStack: [String] = []

    init(file: String) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { typeStack.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { typeStack.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        typeStack.append(node.extendedType.trimmedDescription)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

    /// `#if false` blocks are never compiled.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        let condition = node.condition?.trimmedDescription
        return condition == "false" || condition == "0" ? .skipChildren : .visitChildren
    }

    private func line(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        let location = node.startLocation(converter: converter!)
        return (location.line, location.column)
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                  call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "FontConvertible" else { continue }
            var values: [String: (String, ExprSyntax)] = [:]
            for argument in call.arguments {
                guard let label = argument.label?.text, case .literal(let text) = NameExpression(argument.expression) else { continue }
                values[label] = (text, argument.expression)
            }
            guard let fontName = values["name"], let path = values["path"] else { continue }
            let position = line(of: fontName.1)
            let family = typeStack.last ?? ""
            if enumName == nil { enumName = typeStack.first }
            generated.append(GeneratedFont(name: fontName.0, family: values["family"]?.0 ?? "", path: path.0, file: file,
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
        guard let callee else { return .visitChildren }
        if callee == "registerAllCustomFonts", !isInside(function: "registerAllCustomFonts", node) {
            registerAllCalls.append(CodeLocation(file: file, line: line(of: node).line))
            return .visitChildren
        }
        let kinds: [String: FontRegistration.Kind] = [
            "CTFontManagerRegisterFontsForURL": .url, "CTFontManagerRegisterFontURLs": .url,
            "CTFontManagerRegisterGraphicsFont": .graphicsFont, "CTFontManagerRegisterFontsWithAssetNames": .assetNames,
        ]
        guard let kind = kinds[callee] else { return .visitChildren }
        let scope = enclosingBody(of: Syntax(node))
        let lookups = LookupFinder(viewMode: .sourceAccurate)
        let function = scope.as(FunctionDeclSyntax.self)
        if let function {
            for (index, parameter) in function.signature.parameterClause.parameters.enumerated() {
                let label = parameter.firstName.tokenKind == .wildcard ? "_\(index)" : parameter.firstName.text
                lookups.parameters[(parameter.secondName ?? parameter.firstName).text] = label
            }
        }
        lookups.walk(scope)
        let at = line(of: node).line
        if kind == .assetNames {
            registrations.append(FontRegistration(kind: kind, call: callee, file: file, line: at, bundleReference: .own, files: nil))
        } else if lookups.found.isEmpty {
            registrations.append(FontRegistration(kind: kind, call: callee, file: file, line: at, bundleReference: .own, files: nil))
        } else {
            for lookup in lookups.found {
                var registration = FontRegistration(kind: kind, call: callee, file: file, line: at, bundleReference: lookup.bundle,
                                                    files: lookup.files, fileExtension: lookup.fileExtension,
                                                    subdirectory: lookup.subdirectory, isDynamic: lookup.isDynamic)
                if let function, lookup.nameParameter != nil {
                    registration.wrapper = FontRegistration.Wrapper(function: function.name.text, name: lookup.nameParameter,
                                                                     fileExtension: lookup.extensionParameter, bundle: lookup.bundleParameter)
                }
                registrations.append(registration)
            }
        }
        return .visitChildren
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
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(InitializerDeclSyntax.self) || syntax.is(AccessorBlockSyntax.self)
                || syntax.is(VariableDeclSyntax.self) && syntax.parent?.parent?.is(MemberBlockItemListSyntax.self) == true {
                return syntax
            }
            if syntax.is(SourceFileSyntax.self) || syntax.is(MemberBlockSyntax.self) { return last }
            last = syntax
            current = syntax.parent
        }
        return last
    }
}

/// The bundle lookups in one function.
final class LookupFinder: SyntaxVisitor {
    struct Lookup {
        var bundle: FontRegistration.BundleReference
        var files: [String]?
        var fileExtension: String?
        var subdirectory: String?
        var isDynamic: Bool
        /// When the name, extension or bundle is a parameter of the enclosing function: its label
        /// (`_0` for an unlabeled first parameter), to be read at the function's call sites.
        var nameParameter: String?
        var extensionParameter: String?
        var bundleParameter: String?
    }

    /// The enclosing function's parameters: internal name → call-site label (`_N` when unlabeled).
    var parameters: [String: String] = [:]

    var found: [Lookup] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `NSDataAsset(name: "Brand")`: the font of an asset catalog's data set.
        if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSDataAsset",
           let name = node.arguments.first(where: { $0.label?.text == "name" })?.expression {
            let names = literals(name, around: node)
            found.append(Lookup(bundle: .own, files: names.map { $0.map { AssetDataSet.prefix + $0 } }, fileExtension: nil,
                                subdirectory: nil, isDynamic: names == nil))
            return .visitChildren
        }
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
        let method = member.declName.baseName.text
        let arguments = Array(node.arguments)
        let labels = arguments.map { $0.label?.text }
        func argument(_ label: String) -> ExprSyntax? { arguments.first { $0.label?.text == label }?.expression }
        let bundle = Self.bundle(member.base)
        switch (method, labels.first ?? nil) {
        case ("url", "forResource"?), ("path", "forResource"?):
            let names = argument("forResource").flatMap { literals($0, around: node) }
            let extArgument = argument("withExtension") ?? argument("ofType")
            let ext = extArgument.flatMap(Self.literal)
            let files = names.map { list in list.map { name in ext.map { $0.isEmpty ? name : name + "." + $0 } ?? name } }
            let subdirectory = (argument("subdirectory") ?? argument("inDirectory")).flatMap(Self.literal)
            var lookup = Lookup(bundle: bundle, files: files, fileExtension: names == nil ? ext : nil, subdirectory: subdirectory,
                                isDynamic: names == nil)
            lookup.nameParameter = argument("forResource").flatMap(parameter)
            lookup.extensionParameter = extArgument.flatMap(parameter)
            lookup.bundleParameter = member.base.flatMap(parameter)
            found.append(lookup)
        case ("urls", "forResourcesWithExtension"?), ("paths", "forResourcesOfType"?):
            let ext = (argument("forResourcesWithExtension") ?? argument("forResourcesOfType")).flatMap(Self.literal)
            let subdirectory = (argument("subdirectory") ?? argument("inDirectory")).flatMap(Self.literal)
            found.append(Lookup(bundle: bundle, files: nil, fileExtension: ext, subdirectory: subdirectory, isDynamic: ext == nil))
        default:
            break
        }
        return .visitChildren
    }

    /// The call-site label of a parameter the expression names, if it names one.
    private func parameter(_ expression: ExprSyntax) -> String? {
        expression.as(DeclReferenceExprSyntax.self).flatMap { parameters[$0.baseName.text] }
    }

    /// `Bundle.main` (or `.main`) is the main bundle; anything else (`Bundle.module`,
    /// `Bundle(for:)`, SwiftGen's `BundleToken.bundle`, a variable) is the calling code's own.
    static func bundle(_ base: ExprSyntax?) -> FontRegistration.BundleReference {
        guard let text = base?.trimmedDescription else { return .own }
        return text == "Bundle.main" || text == ".main" || text == "main" ? .main : .own
    }

    static func literal(_ expression: ExprSyntax) -> String? {
        NameExpression(expression).literalText
    }

    /// The names an argument can hold: a literal, or a loop variable over a literal array.
    private func literals(_ expression: ExprSyntax, around node: FunctionCallExprSyntax) -> [String]? {
        if let text = Self.literal(expression) { return [text] }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var current = node.parent
        while let syntax = current {
            if let loop = syntax.as(ForStmtSyntax.self), loop.pattern.trimmedDescription == name,
               let array = loop.sequence.as(ArrayExprSyntax.self) {
                let values = array.elements.compactMap { Self.literal($0.expression) }
                return values.count == array.elements.count ? values : nil
            }
            current = syntax.parent
        }
        return nil
    }
}

/// Calls of one function, by name.
private final class CallFinder: SyntaxVisitor {
    let function: String
    var calls: [FunctionCallExprSyntax] = []

    init(function: String) {
        self.function = function
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if callee == function { calls.append(node) }
        return .visitChildren
    }
}
