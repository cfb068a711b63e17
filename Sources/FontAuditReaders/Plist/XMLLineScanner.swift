import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Finds line numbers in an XML plist with XMLParser: the line of each top-level key, of the value
/// after it, and of every element of an array value.
enum XMLLineScanner {
    struct Lines {
        var keyLines: [String: Int] = [:]
        var valueLines: [String: Int] = [:]
        var arrayElementLines: [String: [Int]] = [:]
    }

    /// The 1-based line of the first occurrence of `text` in `data`, or nil.
    static func firstLine(of text: String, in data: Data) -> Int? {
        guard let range = data.range(of: Data(text.utf8)) else { return nil }
        return data[data.startIndex..<range.lowerBound].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    static func lines(in data: Data) -> Lines {
        let delegate = Delegate()
        guard let parser = SafeXML.parser(for: data) else { return Lines() }
        parser.delegate = delegate
        // The lines read before a break are kept: what parses is what is placed.
        _ = parser.parse()
        return delegate.lines
    }

    /// The line where the XML breaks, or nil when it is well formed. On Linux `parse()` can
    /// return true for malformed XML, so the error callback is what counts.
    static func errorLine(in data: Data) -> Int? {
        guard let parser = SafeXML.parser(for: data) else { return nil }
        let delegate = Delegate()
        parser.delegate = delegate
        let ok = parser.parse()
        if let line = delegate.errorLine { return max(1, line) }
        return ok ? nil : max(1, parser.lineNumber)
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var lines = Lines()
        var errorLine: Int?

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            errorLine = errorLine ?? parser.lineNumber
        }
        private var depth = 0
        private var text = ""
        private var inKey = false
        private var currentKey: String?
        private var valueDepth: Int?
        private var keyStartLine = 0

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            depth += 1
            // <plist> is depth 1, its <dict> depth 2, keys and values of that dict depth 3.
            if depth == 3 {
                if name == "key" {
                    inKey = true
                    text = ""
                    keyStartLine = parser.lineNumber
                } else if let key = currentKey, valueDepth == nil {
                    valueDepth = depth
                    lines.valueLines[key] = parser.lineNumber
                }
            } else if depth == 4, let key = currentKey, valueDepth == 3 {
                lines.arrayElementLines[key, default: []].append(parser.lineNumber)
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inKey { text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if depth == 3 {
                if inKey {
                    inKey = false
                    currentKey = text
                    valueDepth = nil
                    // A repeated key: the last one wins, as in Foundation's reading.
                    lines.keyLines[text] = keyStartLine
                    lines.valueLines[text] = nil
                    lines.arrayElementLines[text] = nil
                } else if valueDepth == 3 {
                    currentKey = nil
                    valueDepth = nil
                }
            }
            depth -= 1
        }
    }
}
