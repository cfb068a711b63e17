import FontAuditModel
import FontAuditReaders
import FontInspectorModel
import Foundation
import SwiftParser
import SwiftSyntax

/// Places a requested name's fix in code, a storyboard or a style dictionary: the one string
/// literal or attribute that spells the name, found by position (Swift through swift-syntax's
/// byte offsets, never a pattern over the file).
enum SourceFixer {
    /// Where `new` replaces the name of `request` in its own file, `table`, whose Swift literals
    /// `literals` gives (read once per file: a file of hundreds of requests was parsed for each).
    static func place(
        _ request: FontRequest, new: String, family: String?, in table: LineTable,
        literals: () -> SwiftLiterals
    ) -> Placement {
        switch request.source {
        case .swift:
            guard request.origin == .literal else { return .refused("not a literal at the call") }
            let literals = literals()
            guard let range = literals.literal(at: request.line, column: request.column, spelling: request.name) else {
                return .refused(
                    "no plain string literal \(quoted(request.name)) at \(request.file):\(request.line):\(request.column): edit it by hand"
                )
            }
            return swiftEdit(range, new)
        case .objectiveC:
            guard request.origin == .literal,
                let start = table.offset(line: request.line, scalarColumn: request.column),
                table.bytes[start...].starts(with: Array("@\"\(request.name)\"".utf8)),
                !request.name.contains("\\")
            else {
                return .refused(
                    "no plain @\"\(request.name)\" literal at \(request.file):\(request.line): edit it by hand")
            }
            let inner = (start + 2)..<(start + 2 + request.name.utf8.count)
            return new.contains("\"") || new.contains("\\")
                ? .refused("the new name needs escaping") : .edits([TextEdit(range: inner, text: new)])
        case .interfaceBuilder:
            return fontDescription(request, new: new, family: family, in: table)
        case .styleDictionary:
            return styleValue(request, new: new, in: table)
        case .javaScript:
            return javaScriptEdit(request, new: new, in: table)
        }
    }

    /// The content of the quoted string at the request's line and column (`'Inter_Bold'`), unless
    /// the new name would need escaping.
    private static func javaScriptEdit(_ request: FontRequest, new: String, in table: LineTable) -> Placement {
        guard request.origin == .literal, !request.name.contains("\\"),
            let start = table.offset(line: request.line, scalarColumn: request.column), start < table.bytes.count,
            let quote = [UInt8(ascii: "'"), UInt8(ascii: "\"")].first(where: { $0 == table.bytes[start] }),
            table.bytes[start...].starts(with: [quote] + Array(request.name.utf8) + [quote])
        else {
            return .refused(
                "no plain string literal \(quoted(request.name)) at \(request.file):\(request.line): edit it by hand")
        }
        let inner = (start + 1)..<(start + 1 + request.name.utf8.count)
        return new.utf8.contains(quote) || new.contains("\\") || new.contains("\n")
            ? .refused("the new name needs escaping: edit it by hand") : .edits([TextEdit(range: inner, text: new)])
    }

    /// The edit of a Swift literal's content, unless the new name would need escaping.
    static func swiftEdit(_ range: Range<Int>, _ new: String) -> Placement {
        new.contains("\"") || new.contains("\\") || new.contains("\n")
            ? .refused("the new name needs escaping in Swift: edit it by hand")
            : .edits([TextEdit(range: range, text: new)])
    }

    /// `name="old"` (and its `family="…"`) in the `<fontDescription …>` or `<font …>` tag that
    /// starts at the request's line and column.
    private static func fontDescription(_ request: FontRequest, new: String, family: String?, in table: LineTable)
        -> Placement
    {
        let refused = Placement.refused(
            "no fontDescription or font naming \(quoted(request.name)) at \(request.file):\(request.line): edit it in Interface Builder"
        )
        guard let start = table.offset(line: request.line, scalarColumn: request.column),
            table.bytes[start...].starts(with: "<fontDescription".utf8)
                || table.bytes[start...].starts(with: "<font ".utf8),
            let end = table.bytes[start...].firstIndex(of: UInt8(ascii: ">"))
        else { return refused }
        guard let name = attribute("name", in: table, start..<end),
            String(decoding: table.bytes[name], as: UTF8.self) == xmlEscaped(request.name, attribute: true)
        else {
            return refused
        }
        var edits = [TextEdit(range: name, text: xmlEscaped(new, attribute: true))]
        if let family, let current = attribute("family", in: table, start..<end),
            String(decoding: table.bytes[current], as: UTF8.self) != xmlEscaped(family, attribute: true)
        {
            edits.append(TextEdit(range: current, text: xmlEscaped(family, attribute: true)))
        }
        return .edits(edits)
    }

    /// The value's range of the one ` key="…"` attribute in `range`.
    static func attribute(_ key: String, in table: LineTable, _ range: Range<Int>) -> Range<Int>? {
        let found = table.occurrences(of: Array("\(key)=\"".utf8), in: range).filter { offset in
            offset > range.lowerBound && [0x20, 0x09, 0x0A, 0x0D].contains(table.bytes[offset - 1])
        }
        guard found.count == 1 else { return nil }
        let from = found[0] + key.utf8.count + 2
        guard let close = table.bytes[from..<range.upperBound].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        return from..<close
    }

    /// `<customFonts>` strings that name `old` once no `fontDescription` of the file does: renamed,
    /// or removed when the map lists `new` already.
    static func fontMapEdits(renaming old: String, to new: String, in edited: LineTable) -> [TextEdit] {
        let whole = 0..<edited.bytes.count
        guard edited.occurrences(of: Array("name=\"\(xmlEscaped(old, attribute: true))\"".utf8), in: whole).isEmpty,
            let open = edited.occurrences(of: Array("<customFonts".utf8), in: whole).first,
            let close = edited.occurrences(of: Array("</customFonts>".utf8), in: open..<edited.bytes.count).first
        else { return [] }
        let oldElement = Array("<string>\(xmlEscaped(old))</string>".utf8)
        let newElement = Array("<string>\(xmlEscaped(new))</string>".utf8)
        let listsNew = !edited.occurrences(of: newElement, in: open..<close).isEmpty
        return edited.occurrences(of: oldElement, in: open..<close).map { start in
            let range = start..<(start + oldElement.count)
            guard listsNew else { return TextEdit(range: range, replacement: newElement) }
            let line = edited.line(of: start)
            let alone =
                edited.onlyIndentationBefore(start)
                && edited.bytes[range.upperBound..<edited.content(ofLine: line)!.upperBound].allSatisfy {
                    $0 == 0x20 || $0 == 0x09
                }
            return TextEdit(range: alone ? edited.full(ofLine: line)! : range, replacement: [])
        }
    }

    /// The key `old` on `line`: `<key>old</key>` in a plist, `"old"` before a colon in JSON.
    static func renameKey(on line: Int?, old: String, new: String, plist: Bool, in table: LineTable) -> Placement {
        guard let line, let content = table.content(ofLine: line) else {
            return .refused("the key's line is not known: edit it by hand")
        }
        let (open, close) = plist ? ("<key>", "</key>") : ("\"", "\"")
        let found = table.occurrences(of: Array((open + (plist ? xmlEscaped(old) : old) + close).utf8), in: content)
            .filter { start in
                plist
                    || table.bytes[(start + old.utf8.count + 2)..<content.upperBound].first { $0 != 0x20 && $0 != 0x09 }
                        == UInt8(ascii: ":")
            }
        guard found.count == 1, !old.contains("\""), !old.contains("\\") else {
            return .refused("the key \(quoted(old)) is not written once on line \(line): edit it by hand")
        }
        let from = found[0] + open.utf8.count
        return .edits([
            TextEdit(
                range: from..<(from + (plist ? xmlEscaped(old) : old).utf8.count), text: plist ? xmlEscaped(new) : new)
        ])
    }

    /// The one string literal `old` (in double or single quotes) on `line`, made `new`: an Expo
    /// config's plugin entry.
    static func replaceString(on line: Int?, old: String, new: String, in table: LineTable) -> Placement {
        guard let line, let content = table.content(ofLine: line) else {
            return .refused("the entry's line is not known: edit it by hand")
        }
        let found = ["\"", "'"].flatMap { quote in
            table.occurrences(of: Array((quote + old + quote).utf8), in: content)
        }
        guard found.count == 1, !old.contains("\\"), !new.contains("\""), !new.contains("'") else {
            return .refused("\(quoted(old)) is not written once on line \(line): edit it by hand")
        }
        return .edits([TextEdit(range: (found[0] + 1)..<(found[0] + 1 + old.utf8.count), text: new)])
    }

    /// The style dictionary's value on the request's line: one `"old"` in JSON, one
    /// `<string>old</string>` in a plist.
    private static func styleValue(_ request: FontRequest, new: String, in table: LineTable) -> Placement {
        guard let line = table.content(ofLine: request.line) else { return .refused("line \(request.line) is gone") }
        let isPlist = request.file.hasSuffix(".plist")
        let (open, close, escape): (String, String, (String) -> String?) =
            isPlist
            ? ("<string>", "</string>", { xmlEscaped($0) })
            : ("\"", "\"", { $0.contains("\"") || $0.contains("\\") ? nil : $0 })
        guard let old = escape(request.name), let written = escape(new) else {
            return .refused("the name needs escaping: edit it by hand")
        }
        let found = table.occurrences(of: Array((open + old + close).utf8), in: line)
        guard found.count == 1 else {
            return .refused(
                "\(quoted(request.name)) is not written once on \(request.file):\(request.line): edit it by hand")
        }
        let from = found[0] + open.utf8.count
        return .edits([TextEdit(range: from..<(from + old.utf8.count), text: written)])
    }
}

/// The plain string literals of one Swift file, read with swift-syntax: where each one's text is,
/// in UTF-8 bytes, and which constant or enum case it defines.
struct SwiftLiterals {
    struct Literal {
        /// The literal's text as written (no escapes decoded), and its byte range.
        let text: String
        let range: Range<Int>
        /// 1-based line and UTF-8 column of the literal's opening quote (or `#`).
        let line: Int
        let column: Int
        /// The constant (`let name = "…"`) or enum case (`case name = "…"`) it is the value of.
        let definition: NameOrigin?
    }

    let literals: [Literal]

    init(_ bytes: [UInt8], path: String? = nil) {
        if let path { WorkCounters.shared.record(.fixParse, path) }
        // swift-syntax reads the text decoded, each invalid byte as U+FFFD (3 bytes): past one, its
        // offsets are not the file's, and an edit would land elsewhere (the `fix` harness wrote a
        // name into a comment: Fixtures/Crashers/fix-timeout-3ae2…). Such a file is not edited.
        guard String(validating: bytes, as: UTF8.self) != nil else {
            literals = []
            return
        }
        // The same parse as the readers: a region nested too deep is blanked, not parsed
        // (swift-syntax's time grows exponentially with nested `[`), so its literals are not edited.
        // On a deep stack for a large file (``DeepStack``).
        let visitor = DeepStack.run(ifLarger: bytes.count) {
            let tree = SwiftNameScanner.parse(bytes: bytes).tree
            let visitor = Visitor(converter: SourceLocationConverter(fileName: "", tree: tree))
            visitor.walk(tree)
            return visitor
        }
        // Every range must hold the literal's own bytes, or it is not edited.
        literals = visitor.found.filter {
            $0.range.upperBound <= bytes.count && bytes[$0.range].elementsEqual($0.text.utf8)
        }
    }

    /// The literal spelling `text` whose opening quote is at `line`:`column`.
    func literal(at line: Int, column: Int, spelling text: String) -> Range<Int>? {
        literals.first { $0.line == line && $0.column == column && $0.text == text }?.range
    }

    /// The literals spelling `text` that define the constant or enum case `origin` names.
    func definitions(of origin: NameOrigin, spelling text: String) -> [Literal] {
        literals.filter { $0.definition == origin && $0.text == text }
    }

    private final class Visitor: SyntaxVisitor {
        let converter: SourceLocationConverter
        var found: [Literal] = []

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.segments.count == 1, let segment = node.segments.first?.as(StringSegmentSyntax.self) else {
                return .skipChildren
            }
            let location = node.startLocation(converter: converter)
            let content = segment.content
            var definition: NameOrigin?
            if let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                definition = .constant(name)
            } else if let element = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(
                EnumCaseElementSyntax.self)
            {
                definition = .enumCase(element.name.text)
            }
            found.append(
                Literal(
                    text: content.text,
                    range: content.positionAfterSkippingLeadingTrivia
                        .utf8Offset..<content.endPositionBeforeTrailingTrivia.utf8Offset,
                    line: location.line, column: location.column, definition: definition))
            return .skipChildren
        }
    }
}
