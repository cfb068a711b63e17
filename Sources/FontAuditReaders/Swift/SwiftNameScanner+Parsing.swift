import FontAuditModel
import FontInspectorModel
import Foundation
import SwiftParser
import SwiftSyntax

extension SwiftNameScanner {
    /// Past this nesting the parser gives up on a subtree (it guards the stack).
    static let maximumNestingLevel = 48

    /// Parses Swift source; regions nested too deep for the parser are blanked first
    /// (``SwiftNesting``), so the rest of the file is read.
    package static func parse(_ text: String) -> SourceFileSyntax {
        parse(bytes: Array(text.utf8)).tree
    }

    /// A parsed file: its tree, the regions nested too deep for the parser (blanked), and the line
    /// table of the text the tree was parsed from.
    package typealias Parsed = (tree: SourceFileSyntax, deep: [Range<Int>], lines: SwiftLineTable)

    /// Parses Swift bytes, with the regions ``SwiftNesting`` blanked (empty when none was).
    package static func parse(bytes: [UInt8], path: String? = nil) -> Parsed {
        if let path { WorkCounters.shared.record(.swiftParse, path) }
        // SwiftPM's condition as SwiftPM sets it, in a file it builds (the same length: offsets hold).
        let bytes = SwiftPackageBuild.resolved(bytes, path: path) ?? bytes
        let shallow = SwiftNesting.shallow(bytes)
        let given = shallow?.bytes ?? bytes
        // The tree's text is the string's: the given bytes unless decoding repaired invalid UTF-8.
        let valid = given.withUnsafeBufferPointer { String(exactlyUTF8: $0) }
        let text = valid ?? String(decoding: given, as: UTF8.self)
        let parsed = valid == nil ? Array(text.utf8) : given
        var parser = Parser(text, maximumNestingLevel: maximumNestingLevel)
        return (SourceFileSyntax.parse(from: &parser), shallow?.regions ?? [], SwiftLineTable(parsed))
    }

    /// Parses and walks `files` concurrently; results in the order of `files`.
    static func parse(
        _ files: [SourceText], collectRequests: Bool, cache: SwiftParseCache? = nil, trees: SwiftTreeCache? = nil
    ) -> [SwiftParseCache.Result] {
        // Both cores parse from here: the prefetch takes no new file (``SwiftPrefetch``).
        if collectRequests { cache?.prefetch?.stop() }
        return files.concurrentMap { file in
            if let cached = cache?.result(file.path, collectRequests: collectRequests) { return cached }
            // What an earlier run found in the file, when it is unchanged: a file parsed for requests
            // gave its constants too.
            if let (store, path) = file.cacheSlot {
                if let kept = store.cached(SwiftParseCache.Entry.self, .swiftParse(file.path, requests: true), of: path)
                {
                    let result = collectRequests ? kept.result : ([], kept.result.constants, [])
                    cache?.store(file.path, collectRequests: collectRequests, result)
                    return result
                }
                if !collectRequests,
                    let kept = store.cached(
                        SwiftParseCache.Entry.self, .swiftParse(file.path, requests: false), of: path)
                {
                    cache?.store(file.path, collectRequests: false, kept.result)
                    return kept.result
                }
            }
            let prefetched = collectRequests ? cache?.prefetch?.take(file) : nil
            let result = prefetched ?? parseAndWalk(file, collectRequests: collectRequests, trees: trees)
            cache?.store(file.path, collectRequests: collectRequests, result)
            if let (store, path) = file.cacheSlot {
                store.storeLater(
                    SwiftParseCache.Entry(result),
                    .swiftParse(file.path, requests: collectRequests), of: path)
            }
            return result
        }
    }

    /// Parses one file (or takes its kept tree) and walks it for requests, constants and texts.
    /// `pruned: false` walks every subtree, for tests that hold the pruned walk to the full one.
    static func parseAndWalk(_ file: SourceText, collectRequests: Bool, trees: SwiftTreeCache?, pruned: Bool = true)
        -> SwiftParseCache.Result
    {
        let bytes = file.load()
        // A large file may hold a chain the parser and the walks recurse through link by link.
        return DeepStack.run(ifLarger: bytes.count) {
            walk(file, bytes: bytes, collectRequests: collectRequests, trees: trees, pruned: pruned)
        }
    }

    private static func walk(
        _ file: SourceText, bytes: [UInt8], collectRequests: Bool, trees: SwiftTreeCache?, pruned: Bool
    )
        -> SwiftParseCache.Result
    {
        let (tree, deep, lines) = trees?.kept(file) ?? Self.parse(bytes: bytes, path: file.location)
        // Where the words are written without which a subtree holds nothing a walk looks for (the
        // blanked regions keep their length, so offsets in `bytes` are offsets in the tree), unless
        // decoding repaired invalid UTF-8: each invalid sequence became U+FFFD's three bytes, which
        // moves every offset after it (a repair never shortens the text, so a tree of the bytes'
        // length has their offsets). Then the words are found in the tree's own text.
        let text = lines.textCount == bytes.count ? bytes : tree.syntaxTextBytes
        let visitor = RequestVisitor(
            file: file, collectRequests: collectRequests, lines: lines,
            words: pruned ? SwiftWordOffsets(text, words: RequestVisitor.words) : .everywhere)
        visitor.walk(tree)
        // What the parser was not given is read token by token.
        if collectRequests, !deep.isEmpty {
            visitor.requests.removeAll { item in
                item.expression.evaluate(in: NameDefinitions()).candidates == nil
                    && SwiftNesting.argumentIsBlanked(
                        line: item.request.line, column: item.request.column, in: bytes, regions: deep)
            }
            visitor.requests += SwiftNesting.requests(in: bytes, regions: deep, path: file.path).map {
                ($0, .literal($0.name))
            }
        }
        var texts: [TextUseVisitor.Found] = []
        // A text counts only in the font of a request written in the same file
        // (``SwiftNameScanner/scanWithTexts(_:)``): a file without one is not walked for texts.
        if collectRequests, !visitor.requests.isEmpty {
            let textVisitor = TextUseVisitor(
                path: file.path, lines: lines,
                words: pruned ? SwiftWordOffsets(text, words: TextUseVisitor.words) : .everywhere)
            textVisitor.walk(tree)
            texts = textVisitor.found
        }
        return (visitor.requests, visitor.constants, texts)
    }
}

extension NameDefinitions {
    mutating func merge(_ other: NameDefinitions) {
        for (key, value) in other.values {
            if let value { define([key], .literal(value)) } else { markAmbiguous(key) }
        }
        for (key, value) in other.rawValues {
            if let value { defineRawValue(key, value) }
        }
        for item in other.pending { define(item.keys, item.expression) }
        for key in other.generatedFonts { markGeneratedFont(key) }
        for (type, cases) in other.enumCases { defineCases(type, cases) }
        for (inherited, types) in other.conformers { for type in types { defineConformance(type, to: [inherited]) } }
        for name in other.protocols { defineProtocol(name) }
        for (type, values) in other.staticValues { for value in values { defineStaticValue(type, value) } }
        for (key, returned) in other.computed { defineComputed([key], returned) }
        for (key, declared) in other.assignable {
            defineAssignable(key, declared, at: other.assignableSites[key] ?? [])
        }
        for (key, property) in other.storageKeys { defineStorageKey(key, of: property) }
        for name in other.fontFamilyTypes { declareFontFamilyType(name) }
        for (function, sites) in other.calls { calls[function, default: []] += sites }
        for type in other.describedOtherwise { markDescribedOtherwise(type) }
        for key in other.staticMembers { markStatic(key) }
    }
}
