import Foundation
import SwiftParser
import SwiftSyntax

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
    static func parse(_ files: [File], collectRequests: Bool, cache: SwiftParseCache? = nil) -> [SwiftParseCache.Result] {
        files.concurrentMap { file in
            if let cached = cache?.result(file.path, collectRequests: collectRequests) { return cached }
            let visitor = RequestVisitor(file: file, collectRequests: collectRequests)
            let tree = Self.parse(file.text)
            visitor.walk(tree)
            var texts: [TextUseVisitor.Found] = []
            if collectRequests {
                let textVisitor = TextUseVisitor(path: file.path)
                textVisitor.walk(tree)
                texts = textVisitor.found
            }
            cache?.store(file.path, collectRequests: collectRequests, (visitor.requests, visitor.constants, texts))
            return (visitor.requests, visitor.constants, texts)
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
