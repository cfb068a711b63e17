import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Finds font requests in a storyboard or xib, read as XML: every `<fontDescription name="X" …>`
/// without a `type` attribute (a `type` means a system font), and the `<customFonts>` map of font
/// files Xcode adds to the built Info.plist (`<mutableArray key="Brand-Bold.otf"><string>Brand-Bold`;
/// newer Xcode writes `<array>`, read the same way).
struct InterfaceBuilderScanner {
    /// Scans one file; `path` is the file as findings name it. A file that is not well-formed XML
    /// gives only a `problem` naming the line where the XML breaks.
    func scan(_ data: Data, path: String) -> (requests: [FontRequest], fontMap: InterfaceBuilderFontMap?, problem: String?) {
        let delegate = Delegate()
        guard let parser = SafeXML.parser(for: data) else { return ([], nil, SafeXML.notUTF8) }
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        // On Linux `parse()` may return true after an error: the delegate's callback is the witness.
        if !parser.parse() && delegate.errorLine == nil { delegate.errorLine = max(1, parser.lineNumber) }
        if let line = delegate.errorLine {
            return ([], nil, "not well-formed XML near line \(line), so its fonts cannot be read; fix the XML or restore the file from version control")
        }
        // XMLParser reports the end of a start tag; the tag's own start is where a reader looks.
        let starts = Self.tagStarts(of: "fontDescription", in: data)
        let requests = delegate.fonts.map { font in
            let start = font.ordinal < starts.count && starts[font.ordinal].line <= font.line
                ? starts[font.ordinal] : (line: font.line, column: 1)
            return FontRequest(name: font.name, file: path, line: start.line, column: start.column,
                               api: "fontDescription", source: .interfaceBuilder)
        }
        let map = delegate.files.isEmpty ? nil
            : InterfaceBuilderFontMap(path: path, files: delegate.files, lines: delegate.fileLines)
        return (requests, map, nil)
    }

    /// 1-based line and column (in Unicode scalars) of every `<name` tag, outside `<!-- -->` comments.
    static func tagStarts(of name: String, in data: Data) -> [(line: Int, column: Int)] {
        let bytes = [UInt8](data), tag = Array("<\(name)".utf8)
        let delimiters: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/"), UInt8(ascii: ">")]
        func matches(_ pattern: String, at offset: Int) -> Bool {
            bytes[offset...].starts(with: pattern.utf8)
        }
        var starts: [(line: Int, column: Int)] = []
        var (line, column, inComment) = (1, 1, false)
        for index in bytes.indices {
            if inComment {
                inComment = !matches("-->", at: index)
            } else if matches("<!--", at: index) {
                inComment = true
            } else if bytes[index...].starts(with: tag), index + tag.count < bytes.count,
                      delimiters.contains(bytes[index + tag.count]) {
                starts.append((line, column))
            }
            if bytes[index] == 0x0A { line += 1; column = 1 } else if bytes[index] & 0xC0 != 0x80 { column += 1 }
        }
        return starts
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        /// Custom fonts, with the line XMLParser gives and the index among all `fontDescription`s.
        var fonts: [(name: String, line: Int, ordinal: Int)] = []
        private var descriptions = 0
        var files: [String: [String]] = [:]
        var fileLines: [String: Int] = [:]
        var errorLine: Int?
        private var customFontsDepth: Int?
        private var depth = 0
        private var currentFile: String?
        private var text: String?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            depth += 1
            switch name {
            case "fontDescription":
                if let font = attributes["name"], attributes["type"] == nil {
                    fonts.append((font, max(1, parser.lineNumber), descriptions))
                }
                descriptions += 1
            case "customFonts" where customFontsDepth == nil:
                customFontsDepth = depth
            case _ where (name == "mutableArray" || name == "array") && customFontsDepth == depth - 1:
                currentFile = attributes["key"]
                if let file = currentFile {
                    if files[file] == nil { files[file] = [] }
                    fileLines[file] = max(1, parser.lineNumber)
                }
            case "string" where currentFile != nil && customFontsDepth == depth - 2:
                text = ""
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text? += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "string", let file = currentFile, let value = text {
                let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
                if !trimmed.isEmpty { files[file, default: []].append(trimmed) }
                text = nil
            } else if name == "mutableArray" || name == "array", customFontsDepth == depth - 1 {
                currentFile = nil
            } else if name == "customFonts", customFontsDepth == depth {
                customFontsDepth = nil
            }
            depth -= 1
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            if errorLine == nil { errorLine = max(1, parser.lineNumber) }
        }
    }
}
