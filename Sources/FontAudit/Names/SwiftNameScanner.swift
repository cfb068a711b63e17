import Foundation
import SwiftParser
import SwiftSyntax

/// Finds font requests in Swift sources with swift-syntax: `Font.custom`, `.custom(_:size:)`,
/// `UIFont(name:size:)`, `NSFont(name:size:)`, `UIFontDescriptor(name:size:)`,
/// `UIFontDescriptor(fontAttributes: [.name: …])` and `CTFontCreateWithName`, with the traits
/// asked in the same modifier chain. Names behind constants are resolved across all given files;
/// the rest are counted as dynamic, never guessed.
///
/// Only files that can hold a request are parsed first; files that define the constants those
/// requests refer to are parsed next. No other file is parsed.
struct SwiftNameScanner {
    /// Per-file parse results shared by the scans of one run (the targets of a project share
    /// most of their files: a framework's, a package's).
    var cache: ScanCache?

    /// Words at least one of which a file must contain to be parsed for requests.
    static let requestTokens = ["custom(", "UIFont", "NSFont", "CTFontCreateWithName", "font(size:", "swiftUIFont(size:"]

    /// The API of a request made through a SwiftGen-generated font (`FontFamily.Roboto.bold.font(size:)`):
    /// kept only when its base is a generated font, dropped otherwise (any type may have `font(size:)`).
    static let generatedFontAPIs: Set<String> = ["FontConvertible.font(size:)", "FontConvertible.swiftUIFont(size:)"]

    /// A Swift file: its bytes kept in memory, or only its path, read again when needed (past a
    /// memory budget, so a huge tree does not hold every file at once).
    struct File {
        let path: String
        private let bytes: [UInt8]?
        private let diskPath: String?

        init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
            diskPath = nil
        }

        init(path: String, diskPath: String) {
            self.path = path
            bytes = nil
            self.diskPath = diskPath
        }

        init(path: String, text: String) {
            self.init(path: path, bytes: Array(text.utf8))
        }

        func load() -> [UInt8] {
            bytes ?? diskPath.flatMap { SourceScanner.read($0) }.map { [UInt8]($0) } ?? []
        }

        /// Whether the file holds any of `words` (reads it once).
        func containsAny(_ words: [ByteSearch.Needle]) -> Bool {
            let content = load()
            return words.contains { ByteSearch.contains(content, $0) }
        }

        var text: String { String(decoding: load(), as: UTF8.self) }
    }

    func scan(_ files: [File]) -> (requests: [FontRequest], dynamic: [DynamicFontName]) {
        let result = scanReportingSkipped(files)
        return (result.requests, result.dynamic)
    }

    /// ``scan(_:)``, also naming the files it would have parsed but did not, because they nest
    /// `[` too deeply (see ``maximumBracketDepth``). Only files it parses are checked for that.
    func scanReportingSkipped(_ files: [File]) -> (requests: [FontRequest], dynamic: [DynamicFontName], skipped: [String]) {
        var skipped: [String] = []
        func parseable(_ file: File) -> Bool {
            guard Self.nestsTooDeep(file.load()) else { return true }
            skipped.append(file.path)
            return false
        }
        var constants = SwiftConstants()
        var pending: [(request: FontRequest, expression: NameExpression)] = []
        var parsed = Set<String>()

        // The files that can hold a request are parsed on every core.
        let tokens = Self.requestTokens.map(ByteSearch.Needle.init)
        let candidates = files.filter { $0.containsAny(tokens) && parseable($0) }
        for result in Self.parse(candidates, collectRequests: true, cache: cache) {
            // A SwiftGen-generated fonts file asks for names through its own parameters; its fonts
            // are checked against their files by `generated-font-stale`.
            if result.constants.generatedFonts.isEmpty { pending += result.requests }
            constants.merge(result.constants)
        }
        parsed.formUnion(candidates.map(\.path))
        parsed.formUnion(skipped)
        // Parse the files that can define what the requests refer to, and again for what those
        // definitions refer to, until nothing new is needed.
        var searched = Set<String>()
        for _ in 0..<8 {
            constants.fold()
            var needed = pending.reduce(into: Set<String>()) { names, item in
                if item.expression.resolve(in: constants) == nil { names.formUnion(item.expression.referencedNames) }
            }
            for item in constants.pending { needed.formUnion(item.expression.referencedNames) }
            needed.subtract(searched)
            guard !needed.isEmpty else { break }
            searched.formUnion(needed)
            let words = needed.map(ByteSearch.Needle.init)
            let more = files.filter { !parsed.contains($0.path) && $0.containsAny(words) && parseable($0) }
            parsed.formUnion(skipped)
            for result in Self.parse(more, collectRequests: false, cache: cache) { constants.merge(result.constants) }
            parsed.formUnion(more.map(\.path))
        }
        constants.fold()

        var requests: [FontRequest] = []
        var dynamic: [DynamicFontName] = []
        for (request, expression) in pending {
            if Self.generatedFontAPIs.contains(request.api) {
                guard case .reference(let path) = expression, constants.isGeneratedFont(path) else { continue }
            }
            if let name = expression.resolve(in: constants) {
                var resolved = request
                resolved.name = name
                requests.append(resolved)
            } else {
                dynamic.append(DynamicFontName(file: request.file, line: request.line, api: request.api))
            }
        }
        return (requests, dynamic, skipped)
    }
}

extension SwiftNameScanner {
    /// Past this nesting the parser gives up on a subtree (it guards the stack).
    static let maximumNestingLevel = 48

    /// swift-syntax 602 parses nested `[` in time exponential in the depth (20 levels: 13 s, 24: over
    /// a minute, balanced or not; found by fuzzing: Fixtures/Crashers/swift-timeout-…). Real code
    /// nests a few; a file nesting deeper is not parsed and is reported instead.
    static let maximumBracketDepth = 12

    static func parse(_ text: String) -> SourceFileSyntax {
        var parser = Parser(text, maximumNestingLevel: maximumNestingLevel)
        return SourceFileSyntax.parse(from: &parser)
    }

    /// Whether `bytes` nest `[` deeper than ``maximumBracketDepth`` outside strings and comments.
    static func nestsTooDeep(_ bytes: [UInt8]) -> Bool {
        var depth = 0
        var index = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") || byte == 0x0A { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else if byte == UInt8(ascii: "[") {
                depth += 1
                if depth > maximumBracketDepth { return true }
            } else if byte == UInt8(ascii: "]") {
                depth = max(0, depth - 1)
            }
            index += 1
        }
        return false
    }

    /// Parses and walks `files` concurrently; results in the order of `files`.
    static func parse(_ files: [File], collectRequests: Bool, cache: ScanCache? = nil)
        -> [(requests: [(request: FontRequest, expression: NameExpression)], constants: SwiftConstants)] {
        let results = ResultBox(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            if let cached = cache?.swift(files[index].path, collectRequests: collectRequests) {
                results.set(index, cached)
                return
            }
            let visitor = RequestVisitor(file: files[index], collectRequests: collectRequests)
            visitor.walk(Self.parse(files[index].text))
            results.set(index, (visitor.requests, visitor.constants))
            cache?.store(files[index].path, collectRequests: collectRequests, (visitor.requests, visitor.constants))
        }
        return results.values
    }

    /// Results written from several threads, each index once.
    private final class ResultBox: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [(requests: [(request: FontRequest, expression: NameExpression)], constants: SwiftConstants)?]
        init(count: Int) { slots = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ value: (requests: [(request: FontRequest, expression: NameExpression)], constants: SwiftConstants)) {
            lock.lock()
            slots[index] = value
            lock.unlock()
        }
        var values: [(requests: [(request: FontRequest, expression: NameExpression)], constants: SwiftConstants)] {
            slots.compactMap { $0 }
        }
    }
}

extension SwiftConstants {
    mutating func merge(_ other: SwiftConstants) {
        for (key, value) in other.values {
            if let value { define([key], .literal(value)) } else { markAmbiguous(key) }
        }
        for (key, value) in other.rawValues {
            if let value { defineRawValue(key, value) }
        }
        for item in other.pending { define(item.keys, item.expression) }
        for key in other.generatedFonts { markGeneratedFont(key) }
    }
}

/// Walks one file: records requests (with their name expressions) and string constants.
private final class RequestVisitor: SyntaxVisitor {
    let file: SwiftNameScanner.File
    let collectRequests: Bool
    var requests: [(request: FontRequest, expression: NameExpression)] = []
    var constants = SwiftConstants()
    private var converter: SourceLocationConverter?
    private var typeStack: [String] = []
    private var stringEnums: [Bool] = []
    /// Depth of function, accessor and closure bodies: a `let` there is local, not a constant.
    private var bodyDepth = 0

    init(file: SwiftNameScanner.File, collectRequests: Bool = true) {
        self.file = file
        self.collectRequests = collectRequests
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
        converter = SourceLocationConverter(fileName: file.path, tree: node)
        return .visitChildren
    }

    // MARK: Types, for qualified constant names

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        typeStack.append(node.name.text)
        let inherits = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        stringEnums.append(inherits.contains("String"))
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

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { bodyDepth += 1; return .visitChildren }
    override func visitPost(_ node: FunctionDeclSyntax) { bodyDepth -= 1 }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { bodyDepth += 1; return .visitChildren }
    override func visitPost(_ node: InitializerDeclSyntax) { bodyDepth -= 1 }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { bodyDepth += 1; return .visitChildren }
    override func visitPost(_ node: AccessorBlockSyntax) { bodyDepth -= 1 }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { bodyDepth += 1; return .visitChildren }
    override func visitPost(_ node: ClosureExprSyntax) { bodyDepth -= 1 }

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
            guard expression != .unknown else { continue }
            constants.define([typeStack.last.map { "\($0).\(name)" } ?? name], expression)
        }
        return .visitChildren
    }

    // MARK: Requests

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard collectRequests, let (api, platform, argument) = Self.request(in: node) else { return .visitChildren }
        let location = (argument.map { Syntax($0) } ?? Syntax(node)).startLocation(converter: converter!)
        let request = FontRequest(
            name: "", file: file.path, line: location.line, column: location.column, api: api,
            source: .swift, traits: api == "Font.custom" ? Self.traits(around: node) : RequestedTraits(),
            platform: platform)
        // A local `let name = "X"`, or a `var` only ever assigned literals: each value is asked for.
        if let reference = argument?.as(DeclReferenceExprSyntax.self),
           let values = Self.localLiteralValues(of: reference.baseName.text, around: Syntax(node)) {
            for value in values { requests.append((request, .literal(value))) }
            return .visitChildren
        }
        let expression = argument.map { argument in
            NameExpression(argument).scoped(type: typeStack.last, bound: Self.boundNames(around: Syntax(argument)))
        } ?? .unknown
        requests.append((request, expression))
        return .visitChildren
    }

    /// The API, platform and name argument of a request call, or nil when the call is none.
    private static func request(in call: FunctionCallExprSyntax) -> (String, Platform?, ExprSyntax?)? {
        let arguments = Array(call.arguments)
        let labels = arguments.map { $0.label?.text }
        // SwiftGen's `FontFamily.Roboto.bold.font(size: 17)` and `.swiftUIFont(size: 17)`.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           ["font", "swiftUIFont"].contains(member.declName.baseName.text), labels == ["size"],
           let base = member.base, base.is(MemberAccessExprSyntax.self) {
            return ("FontConvertible.\(member.declName.baseName.text)(size:)", nil, base)
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "custom" {
            let base = member.base?.trimmedDescription
            guard base == nil || base == "Font" || base == "SwiftUI.Font", labels.first == .some(nil),
                  labels.contains("size") || labels.contains("fixedSize") else { return nil }
            return ("Font.custom", nil, arguments.first?.expression)
        }
        // The callee's name, read without printing the expression (most calls are none of these).
        let callee: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            callee = reference.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
                  let base = member.base?.as(DeclReferenceExprSyntax.self) {
            callee = base.baseName.text
        } else {
            return nil
        }
        switch callee {
        case "UIFont", "NSFont":
            // SwiftGen's `UIFont(font: FontFamily.Roboto.bold, size: 17)`.
            if labels.first == "font", labels.contains("size") {
                return ("\(callee)(font:size:)", callee == "NSFont" ? .macOS : .iOS, arguments.first?.expression)
            }
            guard labels.first == "name", labels.contains("size") else { return nil }
            return ("\(callee)(name:size:)", callee == "NSFont" ? .macOS : .iOS, arguments.first?.expression)
        case "UIFontDescriptor", "NSFontDescriptor":
            let platform: Platform = callee == "NSFontDescriptor" ? .macOS : .iOS
            if labels.first == "name", labels.contains("size") {
                return ("\(callee)(name:size:)", platform, arguments.first?.expression)
            }
            if labels.first == "fontAttributes", let dictionary = arguments.first?.expression.as(DictionaryExprSyntax.self),
               case .elements(let elements) = dictionary.content {
                for element in elements where element.key.trimmedDescription.hasSuffix(".name") {
                    return ("\(callee)(fontAttributes: [.name:])", platform, element.value)
                }
            }
            return nil
        case "CTFontCreateWithName":
            guard let first = arguments.first, first.label == nil else { return nil }
            return ("CTFontCreateWithName", nil, first.expression)
        default:
            return nil
        }
    }

    /// Bold, italic and weight modifiers in the modifier chain that holds a `Font.custom` call,
    /// whether they are applied to the font (`.custom(…).bold()`) or to the view the font is
    /// applied to (`Text(…).font(.custom(…)).fontWeight(.bold)`).
    private static func traits(around call: FunctionCallExprSyntax) -> RequestedTraits {
        var traits = RequestedTraits()
        // The modifiers applied to the font itself: `.custom(…).bold()`.
        var fontTop = ExprSyntax(call)
        climb(from: &fontTop)
        collect(from: fontTop, into: &traits)
        // The view chain, when the font is the argument of `.font(…)`: `Text(…).font(…).italic()`.
        if let argument = fontTop.parent?.as(LabeledExprSyntax.self),
           let fontCall = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
           fontCall.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "font" {
            var viewTop = ExprSyntax(fontCall)
            climb(from: &viewTop)
            collect(from: viewTop, into: &traits)
        }
        return traits
    }

    /// Walks down a modifier chain from its outermost call, noting bold, italic and weights.
    private static func collect(from top: ExprSyntax, into traits: inout RequestedTraits) {
        var current: ExprSyntax? = top
        while let expression = current {
            guard let modifierCall = expression.as(FunctionCallExprSyntax.self),
                  let member = modifierCall.calledExpression.as(MemberAccessExprSyntax.self) else { return }
            let argument = modifierCall.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            let off = modifierCall.arguments.first?.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
            switch member.declName.baseName.text {
            case "bold": traits.bold = traits.bold || !off
            case "italic": traits.italic = traits.italic || !off
            case "weight", "fontWeight":
                if argument == "bold" { traits.bold = true } else if let argument, argument != "regular" { traits.weight = argument }
            default: break
            }
            current = member.base
        }
    }

    /// Names bound around `node` by parameters, closure parameters, `for`/`if let`/`guard let`
    /// patterns and local declarations in the enclosing bodies, up to the enclosing type.
    private static func boundNames(around node: Syntax) -> Set<String> {
        var names = Set<String>()
        var current = node.parent
        while let syntax = current {
            if syntax.is(StructDeclSyntax.self) || syntax.is(ClassDeclSyntax.self) || syntax.is(EnumDeclSyntax.self)
                || syntax.is(ExtensionDeclSyntax.self) || syntax.is(SourceFileSyntax.self) { break }
            if let function = syntax.as(FunctionDeclSyntax.self) {
                for parameter in function.signature.parameterClause.parameters {
                    names.insert((parameter.secondName ?? parameter.firstName).text)
                }
            } else if let initializer = syntax.as(InitializerDeclSyntax.self) {
                for parameter in initializer.signature.parameterClause.parameters {
                    names.insert((parameter.secondName ?? parameter.firstName).text)
                }
            } else if let closure = syntax.as(ClosureExprSyntax.self), let parameters = closure.signature?.parameterClause {
                switch parameters {
                case .simpleInput(let list): for parameter in list { names.insert(parameter.name.text) }
                case .parameterClause(let clause): for parameter in clause.parameters { names.insert((parameter.secondName ?? parameter.firstName).text) }
                }
            } else if let loop = syntax.as(ForStmtSyntax.self) {
                for token in loop.pattern.tokens(viewMode: .sourceAccurate) where Self.isIdentifier(token) { names.insert(token.text) }
            } else if let block = syntax.as(CodeBlockItemListSyntax.self), !(block.parent?.is(SourceFileSyntax.self) ?? false) {
                for item in block {
                    if let declaration = item.item.as(VariableDeclSyntax.self) {
                        for binding in declaration.bindings {
                            for token in binding.pattern.tokens(viewMode: .sourceAccurate) where Self.isIdentifier(token) { names.insert(token.text) }
                        }
                    } else if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                        names.formUnion(boundByConditions(guardStatement.conditions))
                    }
                }
            } else if let ifExpression = syntax.as(IfExprSyntax.self) {
                names.formUnion(boundByConditions(ifExpression.conditions))
            }
            current = syntax.parent
        }
        return names
    }

    /// The values a local variable can hold at `node`, when it is declared in an enclosing block of
    /// the same function with a literal and (for a `var`) only ever assigned literals in that
    /// function; nil when it is anything else (a parameter, a computed value, not local).
    static func localLiteralValues(of name: String, around node: Syntax) -> [String]? {
        var current = node.parent
        var function: Syntax?
        var declaration: (isLet: Bool, value: String)?
        while let syntax = current, declaration == nil {
            // `for name in ["A", "B"]`, `for (key, name) in ["k": "A"]`, over a literal or a local
            // constant holding one.
            if let loop = syntax.as(ForStmtSyntax.self), let values = loopValues(of: name, in: loop) {
                return values
            }
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(AccessorBlockSyntax.self) || syntax.is(ClosureExprSyntax.self)
                || syntax.is(InitializerDeclSyntax.self) {
                return nil  // reached the function without finding the declaration: a parameter or a member
            }
            if let block = syntax.as(CodeBlockItemListSyntax.self), !(block.parent?.is(SourceFileSyntax.self) ?? true) {
                for item in block {
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        guard let initial = binding.initializer?.value, case .literal(let text) = NameExpression(initial) else { return nil }
                        declaration = (variable.bindingSpecifier.tokenKind == .keyword(.let), text)
                    }
                }
            }
            current = syntax.parent
        }
        guard let declaration else { return nil }
        if declaration.isLet { return [declaration.value] }
        // A `var`: every assignment in the enclosing function must be a literal.
        while let syntax = current, function == nil {
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(AccessorBlockSyntax.self) || syntax.is(ClosureExprSyntax.self)
                || syntax.is(InitializerDeclSyntax.self) { function = syntax }
            current = syntax.parent
        }
        guard let function else { return nil }
        var values = [declaration.value]
        let sequences = function.tokens(viewMode: .sourceAccurate).lazy
            .filter { $0.text == name }
            .compactMap { $0.parent?.parent?.parent?.as(SequenceExprSyntax.self) }
        for sequence in sequences where sequence.elements.count == 3 {
            let elements = Array(sequence.elements)
            guard elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text == name else { continue }
            // `name += "-Bold"` and other compound assignments: the values cannot be listed.
            if let op = elements[1].as(BinaryOperatorExprSyntax.self), op.operator.text.hasSuffix("="),
               !["==", "!=", "<=", ">="].contains(op.operator.text) { return nil }
            guard elements[1].is(AssignmentExprSyntax.self) else { continue }
            guard case .literal(let text) = NameExpression(elements[2]) else { return nil }
            if !values.contains(text) { values.append(text) }
        }
        return values
    }

    /// The values `name` takes in a `for` loop over a literal array or dictionary (or a local
    /// constant holding one); nil when the loop does not bind `name` or its values are not literals.
    private static func loopValues(of name: String, in loop: ForStmtSyntax) -> [String]? {
        var sequence = loop.sequence
        if let reference = sequence.as(DeclReferenceExprSyntax.self),
           let initial = localInitializer(of: reference.baseName.text, around: Syntax(loop)) {
            sequence = initial
        }
        func literals(_ expressions: [ExprSyntax]) -> [String]? {
            var values: [String] = []
            for expression in expressions {
                guard case .literal(let text) = NameExpression(expression) else { return nil }
                if !values.contains(text) { values.append(text) }
            }
            return values
        }
        if loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, let array = sequence.as(ArrayExprSyntax.self) {
            return literals(array.elements.map(\.expression))
        }
        if let tuple = loop.pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2,
           let dictionary = sequence.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content {
            let names = tuple.elements.map { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            if names[0] == name { return literals(elements.map(\.key)) }
            if names[1] == name { return literals(elements.map(\.value)) }
        }
        return nil
    }

    /// The initializer of a local `let` named `name` in a block around `node`, in the same function.
    private static func localInitializer(of name: String, around node: Syntax) -> ExprSyntax? {
        var current = node.parent
        while let syntax = current {
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(ClosureExprSyntax.self) || syntax.is(AccessorBlockSyntax.self) { return nil }
            if let block = syntax.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return binding.initializer?.value
                    }
                }
            }
            current = syntax.parent
        }
        return nil
    }

    private static func isIdentifier(_ token: TokenSyntax) -> Bool {
        if case .identifier = token.tokenKind { return true }
        return false
    }

    private static func boundByConditions(_ conditions: ConditionElementListSyntax) -> Set<String> {
        var names = Set<String>()
        for condition in conditions {
            if let binding = condition.condition.as(OptionalBindingConditionSyntax.self) {
                for token in binding.pattern.tokens(viewMode: .sourceAccurate) where Self.isIdentifier(token) { names.insert(token.text) }
            }
        }
        return names
    }

    /// Moves `expression` up while it is the base of a `.modifier(…)` call.
    private static func climb(from expression: inout ExprSyntax) {
        while let member = expression.parent?.as(MemberAccessExprSyntax.self),
              member.base?.id == expression.id,
              let outer = member.parent?.as(FunctionCallExprSyntax.self) {
            expression = ExprSyntax(outer)
        }
    }
}

extension NameExpression {
    /// Reads a name argument: literals, constant references, raw values, `+` chains, `as` casts.
    init(_ expression: ExprSyntax) {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            var text = ""
            for segment in literal.segments {
                guard let plain = segment.as(StringSegmentSyntax.self) else {
                    self = .unknown
                    return
                }
                text += plain.content.text
            }
            self = .literal(literal.openingPounds == nil ? Self.unescape(text) : text)
        } else if let cast = expression.as(AsExprSyntax.self) {
            self = NameExpression(cast.expression)
        } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            self = NameExpression(inner.expression)
        } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
            self = .reference([reference.baseName.text])
        } else if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            self = .implicitMember(member.declName.baseName.text)
        } else if let member = expression.as(MemberAccessExprSyntax.self) {
            let path = Self.path(of: member)
            if path.last == "rawValue", path.count >= 2 {
                self = .rawValue(Array(path.dropLast()))
            } else if path.isEmpty {
                self = .unknown
            } else {
                self = .reference(path)
            }
        } else if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                  Array(sequence.elements)[1].is(UnresolvedAsExprSyntax.self) {
            // `"Name" as CFString`, unfolded.
            self = NameExpression(sequence.elements.first!)
        } else if let sequence = expression.as(SequenceExprSyntax.self) {
            var parts: [NameExpression] = []
            for (index, element) in sequence.elements.enumerated() {
                if index % 2 == 1 {
                    guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else {
                        self = .unknown
                        return
                    }
                } else {
                    parts.append(NameExpression(element))
                }
            }
            self = parts.contains(.unknown) ? .unknown : .concatenation(parts)
        } else {
            self = .unknown
        }
    }

    /// Decodes the escapes of a (non-raw) string literal: `\\`, `\"`, `\n`, `\t`, `\u{2D}`.
    static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var out = ""
        var iterator = Array(text.unicodeScalars).makeIterator()
        while let scalar = iterator.next() {
            guard scalar == "\\", let next = iterator.next() else { out.unicodeScalars.append(scalar); continue }
            switch next {
            case "n": out += "\n"
            case "t": out += "\t"
            case "r": out += "\r"
            case "0": out += "\0"
            case "u":
                var hex = ""
                _ = iterator.next()  // {
                while let digit = iterator.next(), digit != "}" { hex.unicodeScalars.append(digit) }
                if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) { out.unicodeScalars.append(decoded) }
            default: out.unicodeScalars.append(next)
            }
        }
        return out
    }

    /// `A.b.c` as ["A", "b", "c"]; empty when the chain holds anything but names.
    private static func path(of member: MemberAccessExprSyntax) -> [String] {
        var components = [member.declName.baseName.text]
        var base = member.base
        while let current = base {
            if let inner = current.as(MemberAccessExprSyntax.self) {
                components.insert(inner.declName.baseName.text, at: 0)
                base = inner.base
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                components.insert(reference.baseName.text, at: 0)
                base = nil
            } else {
                return []
            }
        }
        return components
    }
}

/// Parse results by file, shared by the scans of one run. A result parsed for requests serves a
/// constants-only pass too (its constants are the same).
final class ScanCache: @unchecked Sendable {
    typealias SwiftResult = (requests: [(request: FontRequest, expression: NameExpression)], constants: SwiftConstants)
    private let lock = NSLock()
    private var withRequests: [String: SwiftResult] = [:]
    private var constantsOnly: [String: SwiftResult] = [:]
    private var other: [String: SourceScanner.Result] = [:]

    init() {}

    func swift(_ path: String, collectRequests: Bool) -> SwiftResult? {
        lock.lock()
        defer { lock.unlock() }
        if let full = withRequests[path] { return collectRequests ? full : ([], full.constants) }
        return collectRequests ? nil : constantsOnly[path]
    }

    func store(_ path: String, collectRequests: Bool, _ result: SwiftResult) {
        lock.lock()
        defer { lock.unlock() }
        if collectRequests { withRequests[path] = result } else { constantsOnly[path] = result }
    }

    /// What one Objective-C, Interface Builder or style-dictionary file gave.
    func otherFile(_ path: String) -> SourceScanner.Result? {
        lock.lock()
        defer { lock.unlock() }
        return other[path]
    }

    func storeOtherFile(_ path: String, _ result: SourceScanner.Result) {
        lock.lock()
        defer { lock.unlock() }
        other[path] = result
    }
}
