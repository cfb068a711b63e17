import FontAuditModel
import FontInspectorModel
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Finds font requests in a storyboard or xib, read as XML: every `<fontDescription name="X" …>`
/// without a `type` attribute (a `type` means a system font), every `<font name="X" …>` (macOS
/// documents' `key="font"`, attributed text's `key="NSFont"`) without a `metaFont` and not a
/// private `.`-name Xcode writes itself, and the `<customFonts>` map of font
/// files Xcode adds to the built Info.plist (`<mutableArray key="Brand-Bold.otf"><string>Brand-Bold`;
/// newer Xcode writes `<array>`, read the same way).
package struct InterfaceBuilderScanner {
    /// Scans one file; `path` is the file as findings name it. A file that is not well-formed XML
    /// gives only a `problem` naming the line where the XML breaks.
    package func scan(_ data: Data, path: String) -> (
        requests: [FontRequest], fontMap: InterfaceBuilderFontMap?, problem: String?
    ) {
        let result = scanWithText(data, path: path)
        return (result.requests, result.fontMap, result.problem)
    }

    /// ``scan(_:path:)``, also giving the text each element with a custom font shows: its `text`,
    /// button `title`s, `placeholder`, and attributed-text fragments with their own font. A
    /// storyboard's table is its file name; its translations live in the `.lproj` folders beside
    /// its own (`Base.lproj/Main.storyboard`, `pl.lproj/Main.strings`).
    /// `plainXML: false` reads every document with `XMLParser`, for tests that hold ``PlainXML`` to it.
    package func scanWithText(_ data: Data, path: String, plainXML: Bool = true) -> (
        requests: [FontRequest], fontMap: InterfaceBuilderFontMap?, problem: String?, texts: [TextUse]
    ) {
        guard SafeXML.isReadable(data) else { return ([], nil, SafeXML.notUTF8, []) }
        // Plain XML (all Interface Builder writes) is read without XMLParser; anything else,
        // errors included, by XMLParser, from the start.
        var delegate = Delegate()
        let plain = plainXML && data.withUnsafeBytes { PlainXML.read($0, to: delegate) }
        if !plain {
            delegate = Delegate()
            let parser = XMLParser(data: data)
            parser.shouldResolveExternalEntities = false
            parser.delegate = delegate
            // On Linux `parse()` may return true after an error: the delegate's callback is the witness.
            if !parser.parse() && delegate.errorLine == nil { delegate.errorLine = max(1, parser.lineNumber) }
        }
        if let line = delegate.errorLine {
            return (
                [], nil,
                "not well-formed XML near line \(line), so its fonts cannot be read; fix the XML or restore the file from version control",
                []
            )
        }
        // XMLParser reports the end of a start tag; the tag's own start is where a reader looks.
        // Plain XML gave it.
        let starts = plain ? [:] : Self.tagStarts(of: Set(delegate.fonts.map(\.tag)), in: data)
        let requests = delegate.fonts.map { font in
            let tagStarts = starts[font.tag] ?? []
            let start =
                font.start
                ?? (font.ordinal < tagStarts.count && tagStarts[font.ordinal].line <= font.line
                    ? tagStarts[font.ordinal] : (line: font.line, column: 1))
            let scaling = font.element.map { element in
                Scaling.interfaceBuilder(
                    element: element.tag, outlets: delegate.outlets[element.id] ?? [], adjusts: element.adjusts)
            }
            return FontRequest(
                name: font.name, file: path, line: start.line, column: start.column,
                api: font.api, source: .interfaceBuilder, platform: delegate.platform, scaling: scaling)
        }
        let map =
            delegate.files.isEmpty
            ? nil
            : InterfaceBuilderFontMap(path: path, files: delegate.files, lines: delegate.fileLines)
        return (requests, map, nil, textUses(delegate.texts, data: data, path: path))
    }

    private func textUses(_ texts: [Delegate.ElementText], data: Data, path: String) -> [TextUse] {
        guard !texts.isEmpty else { return [] }
        let name = FileName.lastComponent(of: path)
        let table = String(name.dropLast(FileName.pathExtension(of: name).count + 1))
        let parent = FileName.parent(of: path)
        let folder = FileName.pathExtension(of: parent) == "lproj" ? FileName.parent(of: parent) : parent
        // The column of a line's first character, where the element's tag starts.
        var indents: [Int] = [0]
        var indent: Int? = 0
        // Over the bytes themselves: `Data`'s iterator was a call a byte.
        data.withUnsafeBytes { bytes in
            for byte in bytes {
                if byte == 0x0A {
                    indents.append(0)
                    indent = 0
                } else if indent != nil {
                    if byte == 0x20 || byte == 0x09 {
                        indent! += 1
                        indents[indents.count - 1] = indent!
                    } else {
                        indent = nil
                    }
                }
            }
        }
        return texts.map { text in
            let column = text.line - 1 < indents.count ? indents[text.line - 1] + 1 : 1
            let content: TextUse.Content =
                text.key.map { .localized(table: table, key: $0, folder: folder, writtenAlwaysShown: true) }
                ?? .verbatim
            return TextUse(
                content: content, written: text.text, fontName: text.font, file: path, line: text.line,
                column: column, element: text.key ?? text.element)
        }
    }

    /// 1-based line and column (in Unicode scalars) of every `<name` tag of each of `names`,
    /// outside `<!-- -->` comments, in one walk of the bytes.
    static func tagStarts(of names: Set<String>, in data: Data) -> [String: [(line: Int, column: Int)]] {
        guard !names.isEmpty else { return [:] }
        let bytes = [UInt8](data)
        let tags = names.map { ($0, Array("<\($0)".utf8)) }
        let delimiters: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/"), UInt8(ascii: ">")]
        func matches(_ pattern: String, at offset: Int) -> Bool {
            bytes[offset...].starts(with: pattern.utf8)
        }
        var starts: [String: [(line: Int, column: Int)]] = [:]
        var (line, column, inComment) = (1, 1, false)
        for index in bytes.indices {
            if inComment {
                inComment = !matches("-->", at: index)
            } else if bytes[index] == UInt8(ascii: "<") {
                if matches("<!--", at: index) {
                    inComment = true
                } else {
                    for (name, tag) in tags
                    where bytes[index...].starts(with: tag) && index + tag.count < bytes.count
                        && delimiters.contains(bytes[index + tag.count])
                    {
                        starts[name, default: []].append((line, column))
                    }
                }
            }
            if bytes[index] == 0x0A {
                line += 1
                column = 1
            } else if bytes[index] & 0xC0 != 0x80 {
                column += 1
            }
        }
        return starts
    }

    /// Every stored property, as the synthesized initializer takes them.
    package init() {
    }
}
