/// Reads one JavaScript or TypeScript file into a ``JavaScriptModule``: its top-level `const`s and
/// exports, its imports (`import`, `require`), every `fontFamily:` it writes (but in a branch only
/// another platform takes), and the families `useFonts` and `Font.loadAsync` register. Nothing in
/// it runs; any text is accepted, odd input gives less, never a trap.
struct JavaScriptModuleScanner {
    typealias Token = JavaScriptLexer.Token

    /// The keys whose value is a font's name in a React Native style.
    static let familyKeys: Set<String> = ["fontFamily"]

    /// The module at `path` as `platform` (`Platform.OS`'s name: `ios`, `android`) runs it.
    static func scan(_ bytes: [UInt8], path: String, platform: String = "ios") -> JavaScriptModule {
        let (tokens, texts, attributes, classValues, familyAttributes, tree) = JavaScriptLexer.read(
            bytes, jsx: !path.hasSuffix(".ts"))
        var module = JavaScriptModule(path: path)
        module.texts = texts.filter { $0.style != nil }
        var scanner = JavaScriptModuleScanner(tokens: tokens)
        scanner.platform = platform
        scanner.attributes = attributes
        scanner.classValues = classValues
        scanner.readTopLevel(into: &module)
        scanner.readRequests(into: &module)
        scanner.readSpreadStyles(into: &module)
        scanner.readStyleArrays(into: &module)
        scanner.readCSSRequests(into: &module)
        scanner.readTamaguiFonts(into: &module)
        scanner.readFontClasses(into: &module)
        scanner.readSVGTextFamilies(familyAttributes, into: &module)
        scanner.readRuntimeLoads(into: &module)
        scanner.readTextComponents(tree, into: &module)
        module.traitTags = tree.tags.filter { module.imports[$0.name] != nil }.compactMap(JSXTraitTag.init)
        module.rebound = scanner.reboundNames()
        scanner.elementPlaces = tree.names
        scanner.readCalls(into: &module)
        readComponentCalls(tree.tags, into: &module)
        for index in module.requests.indices {
            module.requests[index].inFunction = module.function(
                at: module.requests[index].line, column: module.requests[index].column)
        }
        readFileMentions(tokens, into: &module)
        return module
    }

    let tokens: [Token]
    /// The platform whose branches are taken (``platformBranches(_:)``), as `Platform.OS` names it.
    var platform = "ios"
    /// The places of JSX attributes' `=` (``JavaScriptLexer/attributes``): no assignment.
    var attributes: Set<Int> = []
    /// The places of elements' names (``JSXTree/names``): calls, not uses as values.
    var elementPlaces: [Int] = []
    /// The values of the file's JSX `className` attributes (``JavaScriptLexer/classValues``).
    var classValues: [[Token]] = []
    /// The nesting (of `(`, `[`, `{`) each token is at: a bracket at the level outside it.
    private var depths: [Int] = []

    func depthOf(_ index: Int) -> Int { depths[index] }

    /// The bracket that holds each token (-1 at the top level), and each opening bracket's closing
    /// one (-1 when the file ends first): found once, so each question about a token's place costs
    /// its nesting, not the file's length.
    private var parents: [Int] = []
    private var closings: [Int] = []
    private var openings: [Int] = []

    init(tokens: [Token]) {
        self.tokens = tokens
        depths.reserveCapacity(tokens.count)
        parents.reserveCapacity(tokens.count)
        closings = Array(repeating: -1, count: tokens.count)
        openings = closings
        var open: [Int] = []
        for (index, token) in tokens.enumerated() {
            if token.isPunct(")") || token.isPunct("]") || token.isPunct("}"), let last = open.popLast() {
                closings[last] = index
                openings[index] = last
            }
            depths.append(open.count)
            parents.append(open.last ?? -1)
            if token.isPunct("(") || token.isPunct("[") || token.isPunct("{") { open.append(index) }
        }
    }

    /// The bracket that holds the token at `index`.
    func enclosing(_ index: Int) -> Int? { parents[index] >= 0 ? parents[index] : nil }

    /// The closing bracket of the one at `open`.
    func closing(of open: Int) -> Int? { closings[open] >= 0 ? closings[open] : nil }

    /// The opening bracket of the one at `close`.
    func opening(of close: Int) -> Int? { openings[close] >= 0 ? openings[close] : nil }

    private func word(_ index: Int) -> String? { index < tokens.count ? tokens[index].word : nil }
    private func isPunct(_ index: Int, _ text: String) -> Bool { index < tokens.count && tokens[index].isPunct(text) }
    private func string(_ index: Int) -> String? {
        if index < tokens.count, case .string(let text) = tokens[index].kind { return text }
        return nil
    }

    // MARK: Top level

    private mutating func readTopLevel(into module: inout JavaScriptModule) {
        var index = 0
        while index < tokens.count {
            guard depths[index] == 0 else {
                index += 1
                continue
            }
            let next: Int
            switch tokens[index].word {
            case "import": next = readImport(at: index, into: &module)
            case "export": next = readExport(at: index, into: &module)
            case "enum",
                "const" where word(index + 1) == "enum":
                next = readEnum(at: index, exported: false, into: &module)
            case "declare": next = index + (word(index + 1) == "const" ? 3 : 2)  // ambient: no value
            case "const", "let", "var": next = readDeclaration(at: index, exported: false, into: &module)
            case "function": next = readFunction(at: index, exported: false, into: &module)
            case "module" where isPunct(index + 1, ".") && word(index + 2) == "exports" && isPunct(index + 3, "="):
                next = bind("default", at: index + 4, line: tokens[index].line, into: &module)
            default: next = index + 1
            }
            index = max(next, index + 1)
        }
    }

    /// `import X from 's'`, `import X, { a, b as c } from 's'`, `import * as ns from 's'`.
    private func readImport(at start: Int, into module: inout JavaScriptModule) -> Int {
        var index = start + 1
        if word(index) == "type" { return index }
        var names: [(local: String, imported: String)] = []
        while index < tokens.count, word(index) != "from", !isPunct(index, ";") {
            if isPunct(index, "*"), word(index + 1) == "as", let local = word(index + 2) {
                names.append((local, "*"))
                index += 3
            } else if isPunct(index, "{") {
                index += 1
                while index < tokens.count, !isPunct(index, "}") {
                    if word(index) == "type" { index += 1 }
                    if let imported = word(index) ?? string(index) {
                        if word(index + 1) == "as", let local = word(index + 2) {
                            names.append((local, imported))
                            index += 3
                        } else {
                            names.append((imported, imported))
                            index += 1
                        }
                    } else {
                        index += 1
                    }
                    if isPunct(index, ",") { index += 1 }
                }
                index += 1
            } else if let local = word(index) {
                names.append((local, "default"))
                index += 1
            } else {
                index += 1
            }
            if isPunct(index, ",") { index += 1 }
        }
        guard word(index) == "from", let specifier = string(index + 1) else { return index }
        for name in names { module.imports[name.local] = .init(specifier: specifier, name: name.imported) }
        noteIconSet(specifier, at: index + 1, locals: names.map(\.local), into: &module)
        return index + 2
    }

    private mutating func readExport(at start: Int, into module: inout JavaScriptModule) -> Int {
        let index = start + 1
        switch word(index) {
        case "enum",
            "const" where word(index + 1) == "enum":
            return readEnum(at: index, exported: true, into: &module)
        case "const", "let", "var":
            return readDeclaration(at: index, exported: true, into: &module)
        case "function":
            return readFunction(at: index, exported: true, into: &module)
        case "default":
            if let name = word(index + 1),
                isPunct(index + 2, ";") || index + 2 >= tokens.count
                    || depths[min(index + 2, tokens.count - 1)] == 0 && tokens[index + 2].line > tokens[index + 1].line
            {
                module.exports["default"] = .local(name)
                return index + 2
            }
            module.exports["default"] = .local("default")
            return bind("default", at: index + 1, line: tokens[start].line, into: &module)
        default:
            break
        }
        if isPunct(index, "*") {
            // `export * from 's'`; `export * as ns from 's'`.
            if word(index + 1) == "as", let name = word(index + 2), word(index + 3) == "from",
                let specifier = string(index + 4)
            {
                module.exports[name] = .reexport(.init(specifier: specifier, name: "*"))
                return index + 5
            }
            if word(index + 1) == "from", let specifier = string(index + 2) { module.starExports.append(specifier) }
            return index + 3
        }
        guard isPunct(index, "{") else { return index }
        var names: [(local: String, exported: String)] = []
        var cursor = index + 1
        while cursor < tokens.count, !isPunct(cursor, "}") {
            if let local = word(cursor) {
                if word(cursor + 1) == "as", let exported = word(cursor + 2) {
                    names.append((local, exported))
                    cursor += 3
                } else {
                    names.append((local, local))
                    cursor += 1
                }
            } else {
                cursor += 1
            }
            if isPunct(cursor, ",") { cursor += 1 }
        }
        cursor += 1
        if word(cursor) == "from", let specifier = string(cursor + 1) {
            for name in names {
                module.exports[name.exported] = .reexport(.init(specifier: specifier, name: name.local))
            }
            return cursor + 2
        }
        for name in names { module.exports[name.exported] = .local(name.local) }
        return cursor
    }

    /// `const a = …, b = …`; `const { a, b } = require('s')`; `const x = require('s')`.
    private mutating func readDeclaration(at start: Int, exported: Bool, into module: inout JavaScriptModule) -> Int {
        var index = start + 1
        while index < tokens.count {
            if isPunct(index, "{"), let end = destructuredRequire(at: index, into: &module) { return end }
            guard let name = word(index) else { return index }
            index += 1
            // A type annotation: `const fonts: Fonts = …`, `const theme: { fonts: {…} } = …`.
            let type = Self.declaredType(in: tokens, at: index) { self.isPunct($0, "=") }
            if isPunct(index, ":") {
                let level = depths[index]
                index += 1
                // To the `=`, or to the next statement where there is no value (`let current: string`
                // with no `;`).
                while index < tokens.count, !isPunct(index, "="), depths[index] == level, !isPunct(index, ";"),
                    !Self.statementWords.contains(tokens[index].word ?? "")
                {
                    index = closing(of: index).map { $0 + 1 } ?? index + 1
                }
            }
            guard isPunct(index, "=") else { return index }
            if exported { module.exports[name] = .local(name) }
            if word(index + 1) == "require", isPunct(index + 2, "("), let specifier = string(index + 3),
                isPunct(index + 4, ")")
            {
                module.imports[name] = .init(specifier: specifier, name: "require")
                noteIconSet(specifier, at: index + 3, locals: [name], into: &module)
                index += 5
            } else {
                index = bind(name, at: index + 1, line: tokens[start].line, into: &module)
                module.bindings[name]?.type = type
            }
            guard isPunct(index, ","), depths[index] == 0 else { return index }
            index += 1
        }
        return index
    }

    /// `const { a, b: c } = require('s')`: each an import of the module's export.
    private func destructuredRequire(at start: Int, into module: inout JavaScriptModule) -> Int? {
        var end = start
        while end < tokens.count, !(isPunct(end, "}") && depths[end] == depths[start]) { end += 1 }
        guard isPunct(end + 1, "="), word(end + 2) == "require", isPunct(end + 3, "("), let specifier = string(end + 4)
        else { return nil }
        var index = start + 1
        while index < end {
            if let imported = word(index) {
                if isPunct(index + 1, ":"), let local = word(index + 2) {
                    module.imports[local] = .init(specifier: specifier, name: imported)
                    index += 3
                } else {
                    module.imports[imported] = .init(specifier: specifier, name: imported)
                    index += 1
                }
            } else {
                index += 1
            }
        }
        return end + 6
    }
}
