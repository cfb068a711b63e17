import FontAuditModel
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
package struct SwiftNameScanner {
    /// Per-file parse results shared by the scans of one run (the targets of a project share
    /// most of their files: a framework's, a package's).
    var cache: SwiftParseCache?

    /// The run's kept syntax trees (``SwiftTreeCache``), if shared.
    var trees: SwiftTreeCache?

    package init(cache: SwiftParseCache? = nil, trees: SwiftTreeCache? = nil) {
        self.cache = cache
        self.trees = trees
    }

    /// Words at least one of which a file must contain to be parsed for requests: the callees
    /// ``RequestVisitor/request(in:)`` knows, as a call writes them. `UIFont` and `NSFont` count
    /// only called (`UIFont(`, `UIFont (`, `UIFont.init`): most files that name them use the
    /// system font or the type (`UIFont.systemFont(ofSize:)`, `let font: UIFont`), and they were
    /// half the files parsed in the OSS check's apps. (`UIFontDescriptor` and `NSFontDescriptor`
    /// are written whole.)
    static let requestTokens = [
        "custom(", "UIFont(", "UIFont (", "UIFont.init", "NSFont(", "NSFont (", "NSFont.init",
        "UIFontDescriptor", "NSFontDescriptor", "CTFontCreateWithName", "font(size:", "swiftUIFont(size:", "init(name:",
        "Self(name:",
    ]

    /// The API of a request made through a SwiftGen-generated font (`FontFamily.Roboto.bold.font(size:)`):
    /// kept only when its base is a generated font, dropped otherwise (any type may have `font(size:)`).
    static let generatedFontAPIs: Set<String> = ["FontConvertible.font(size:)", "FontConvertible.swiftUIFont(size:)"]

    package func scan(_ files: [SourceText]) -> (requests: [FontRequest], dynamic: [DynamicFontName]) {
        let result = scanWithTexts(files)
        return (result.requests, result.dynamic)
    }

    /// What ``scanWithTexts(_:also:)`` finds: the requests, the names left open, the texts shown in
    /// a requested font, and the constants, enums and call sites read, with which other name
    /// expressions (`also`) are evaluated.
    struct Scan {
        var requests: [FontRequest]
        var dynamic: [DynamicFontName]
        var texts: [TextUse]
        var constants: NameDefinitions
    }

    /// ``scan(_:)``, also returning the texts shown in a requested font; the definitions and calls
    /// that `also` (a registration's file names) read are read too.
    func scanWithTexts(_ files: [SourceText], also extra: [NameExpression] = []) -> Scan {
        var constants = NameDefinitions()
        var pending: [(request: FontRequest, expression: NameExpression)] = []
        var texts: [TextUseVisitor.Found] = []
        var parsed = Set<String>()

        // The files that can hold a request are parsed on every core.
        let tokens = WordQuery(Self.requestTokens)
        let candidates = files.filter { $0.containsAny(tokens) }
        for result in Self.parse(candidates, collectRequests: true, cache: cache, trees: trees) {
            // A SwiftGen-generated fonts file asks for names through its own parameters; its fonts
            // are checked against their files by `generated-font-stale`.
            if result.constants.generatedFonts.isEmpty {
                pending += result.requests
                texts += result.texts
            }
            constants.merge(result.constants)
        }
        parsed.formUnion(candidates.map(\.path))
        // Parse the files that can define what the requests refer to, and again for what those
        // definitions refer to, until nothing new is needed; then read the calls of the functions
        // whose parameters name fonts, and what their arguments refer to in turn.
        var searched = Set<String>()
        var callsRead = Set<String>()
        var assignmentsRead = Set<String>()
        for _ in 0..<3 {
            readDefinitions(
                of: pending.map(\.expression) + extra, in: files, into: &constants, parsed: &parsed, searched: &searched
            )
            let assigned = readAssignments(
                of: pending.map(\.expression) + extra, in: files, into: &constants, read: &assignmentsRead)
            // The assigned values may refer to definitions and calls not read yet: another round.
            guard
                readCalls(of: pending.map(\.expression) + extra, in: files, into: &constants, read: &callsRead)
                    || assigned
            else { break }
        }
        constants.fold()
        constants.definitionsComplete = true

        var requests: [FontRequest] = []
        var dynamic: [DynamicFontName] = []
        for (request, expression) in pending {
            if Self.generatedFontAPIs.contains(request.api) {
                guard case .reference(let path) = expression, constants.isGeneratedFont(path) else { continue }
            }
            // An enum case where the API takes a `String`: an app's overload, judged in its body.
            if constants.isEnumCase(expression) { continue }
            let scoped = constants.scoped(toCallOf: expression, at: request)
            switch expression.evaluate(in: scoped) {
            case .known(let candidates):
                // A generated font's name comes from its regenerated file, never edited.
                let generated =
                    if case .reference(let path) = expression,
                        constants.isGeneratedFont(path)
                            || (path.last == "name" && constants.isGeneratedFont(Array(path.dropLast())))
                    { true } else { false }
                for candidate in candidates {
                    var resolved = request
                    resolved.name = candidate.text
                    if let source = candidate.source {
                        resolved.followed = FollowedName(written: request.name, source: source)
                        resolved.origin = candidate.origin
                    } else {
                        resolved.origin = generated ? nil : request.origin ?? expression.origin
                    }
                    requests.append(resolved)
                }
            case .open(let prefix, let suffix):
                dynamic.append(
                    DynamicFontName(
                        file: request.file, line: request.line, api: request.api, prefix: prefix, suffix: suffix,
                        written: request.name, reason: expression.openReason(in: scoped)))
            }
        }
        requests = Self.markingNamedGlobals(requests, in: files)
        // The names each font helper gives, whatever gives them: a text drawn in a helper that
        // gives one name is drawn in that face.
        var helperNames: [String: Set<String>] = [:]
        for request in requests {
            if let helper = request.helper { helperNames[helper, default: []].insert(request.name) }
        }
        let single = helperNames.compactMapValues { $0.count == 1 ? $0.first : nil }
        // The traits the uses of a font helper apply to what it returns, and the texts drawn in it.
        let (traitUses, textUses) = helperUses(
            of: Set(requests.filter { $0.followed == nil }.compactMap(\.helper)), texts: Set(single.keys), in: files)
        for index in requests.indices {
            // Only a name the helper always gives: when it comes from the helper's parameters (an
            // enum case each call passes), a use's traits are not known to be asked of this value.
            guard let helper = requests[index].helper else { continue }
            if requests[index].followed == nil {
                requests[index].helperUses = traitUses[helper] ?? []
            } else {
                requests[index].helper = nil
            }
        }
        // A text's font is the request written at its line and column, when that names one face.
        var names: [FileLocation: Set<String>] = [:]
        for request in requests {
            names[request.location, default: []].insert(request.name)
        }
        let uses = resolvingReferences(texts, in: files).compactMap { found -> TextUse? in
            guard
                let candidates = names[
                    FileLocation(file: found.use.file, line: found.fontLine, column: found.fontColumn)],
                candidates.count == 1
            else { return nil }
            var use = found.use
            use.fontName = candidates.first!
            return use
        }
        let helperTexts = textUses.sorted { $0.key < $1.key }.flatMap {
            helper, texts in
            texts.map { text in
                var use = text
                use.fontName = single[helper] ?? ""
                return use
            }
        }
        return Scan(requests: requests, dynamic: dynamic, texts: uses + helperTexts, constants: constants)
    }
}
