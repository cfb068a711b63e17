import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the font keys of an Info.plist with Foundation (XML, binary and OpenStep), and, for XML,
/// the line of every `UIAppFonts` entry and of the `ATSApplicationFontsPath` value.
struct PlistManifestReader {
    static let appFontsKey = "UIAppFonts"
    static let atsKey = "ATSApplicationFontsPath"
    /// How Xcode's property list editor shows UIAppFonts. Written as the key itself (Tuist and
    /// XcodeGen specs take keys literally), iOS does not know it.
    static let appFontsLabel = "Fonts provided by application"

    /// The problem of a manifest that uses ``appFontsLabel`` as its key.
    static func labelProblem(entries: [String], line: Int?) -> ManifestProblem {
        let count = max(entries.count, 1)
        return ManifestProblem(
            message: "the key `\(appFontsLabel)` is only how Xcode's editor shows UIAppFonts: written as a key, iOS ignores it, and none of its \(count) font\(count == 1 ? "" : "s") registers through it. Rename the key to UIAppFonts, in the app target's Info.plist (a framework's is not read for fonts).",
            line: line, labelEntries: entries)
    }

    /// What the plist says, before entries are resolved against files.
    struct Parsed {
        var hasLines = false
        var appFontsLine: Int?
        var appFonts: [(value: String, line: Int?)] = []
        var ats: (value: String, line: Int?)?
        var problems: [ManifestProblem] = []
        var declaresFonts: Bool { appFontsLine != nil || !appFonts.isEmpty || ats != nil || !problems.isEmpty }
    }

    /// A quick byte search: binary plists keep keys as ASCII too, so this never misses one.
    static func mayDeclareFonts(_ data: Data) -> Bool {
        data.range(of: Data(appFontsKey.utf8)) != nil || data.range(of: Data(atsKey.utf8)) != nil
            || data.range(of: Data(appFontsLabel.utf8)) != nil
    }

    func read(_ data: Data) -> Parsed {
        var parsed = Parsed()
        var format = PropertyListSerialization.PropertyListFormat.xml
        let plist: Any
        if Self.binaryPlistHoldsASet(data) {
            // Foundation on Linux crashes bridging a damaged binary set (Fixtures/Crashers/plist-crash-34bc…);
            // an Info.plist never holds a set.
            parsed.problems.append(ManifestProblem(
                message: "is a binary property list holding a set, which no Info.plist has: the file is damaged; restore it or re-save it in Xcode",
                line: nil))
            return parsed
        }
        do {
            plist = try withQuietStandardError { try PropertyListSerialization.propertyList(from: data, options: [], format: &format) }
        } catch {
            // Foundation may leave `format` set to whichever parser tried last; look at the bytes.
            let line = Self.looksLikeXML(data) ? XMLLineScanner.errorLine(in: data) : nil
            parsed.problems.append(ManifestProblem(
                message: "cannot be parsed as a property list\(line.map { " (the XML breaks near line \($0))" } ?? ""); fix the file in Xcode's property list editor",
                line: line))
            return parsed
        }
        let lines = format == .xml ? XMLLineScanner.lines(in: data) : XMLLineScanner.Lines()
        parsed.hasLines = format == .xml
        guard let dictionary = plist as? [String: Any] else {
            parsed.problems.append(ManifestProblem(message: "its top level is not a dictionary", line: nil))
            return parsed
        }

        if let value = dictionary[Self.appFontsKey] {
            parsed.appFontsLine = lines.keyLines[Self.appFontsKey]
            if let array = value as? [Any] {
                let elementLines = lines.arrayElementLines[Self.appFontsKey] ?? []
                for (index, element) in array.enumerated() {
                    let line = index < elementLines.count ? elementLines[index] : nil
                    if let string = element as? String {
                        parsed.appFonts.append((string, line))
                    } else {
                        parsed.problems.append(ManifestProblem(
                            message: "UIAppFonts item \(index) is \(Self.typeName(element)), not a string; write the font's path as <string>Fonts/Name.ttf</string>",
                            line: line))
                    }
                }
            } else {
                let hint = (value as? String).map { " Write <array><string>\($0)</string></array>." } ?? ""
                parsed.problems.append(ManifestProblem(
                    message: "UIAppFonts is \(Self.typeName(value)), but it must be an array of font paths, so no font is registered.\(hint)",
                    line: lines.valueLines[Self.appFontsKey] ?? lines.keyLines[Self.appFontsKey]))
            }
        }
        if dictionary[Self.appFontsKey] == nil, let value = dictionary[Self.appFontsLabel] {
            parsed.problems.append(Self.labelProblem(entries: (value as? [Any])?.compactMap { $0 as? String } ?? [], line: lines.keyLines[Self.appFontsLabel]))
        }
        if let value = dictionary[Self.atsKey] {
            let line = lines.valueLines[Self.atsKey] ?? lines.keyLines[Self.atsKey]
            if let string = value as? String {
                parsed.ats = (string, line)
            } else {
                parsed.problems.append(ManifestProblem(
                    message: "ATSApplicationFontsPath is \(Self.typeName(value)), but it must be a string naming a folder in Contents/Resources, such as <string>Fonts</string>",
                    line: lines.valueLines[Self.atsKey] ?? lines.keyLines[Self.atsKey]))
            }
        }
        return parsed
    }

    /// Whether a binary plist (`bplist00`) has an object whose marker is a set (0xC_), read from
    /// its trailer and offset table with every offset checked.
    static func binaryPlistHoldsASet(_ data: Data) -> Bool {
        let bytes = [UInt8](data)
        guard bytes.count >= 40, bytes.starts(with: Array("bplist0".utf8)) else { return false }
        let trailer = bytes.count - 32
        func integer(_ offset: Int, _ size: Int) -> Int? {
            // Up to 7 bytes, so the value cannot overflow into a negative Int (a fuzzed trailer did).
            guard size >= 1, size <= 8, offset >= 0, offset + size <= bytes.count else { return nil }
            let significant = bytes[offset..<offset + size].drop { $0 == 0 }
            guard significant.count <= 7 else { return nil }
            return significant.reduce(0) { ($0 << 8) | Int($1) }
        }
        let offsetSize = Int(bytes[trailer + 6])
        guard let count = integer(trailer + 8, 8), let tableOffset = integer(trailer + 24, 8),
              count > 0, count < bytes.count, tableOffset < bytes.count else { return false }
        for index in 0..<count {
            guard let objectOffset = integer(tableOffset + index * offsetSize, offsetSize), objectOffset >= 0,
                  objectOffset < bytes.count else { return false }
            if bytes[objectOffset] & 0xF0 == 0xC0 { return true }
        }
        return false
    }

    /// Whether the bytes start (after a byte-order mark and white space) with `<?xml` or `<plist`.
    static func looksLikeXML(_ data: Data) -> Bool {
        var bytes = data.prefix(512)[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let text = String(decoding: bytes, as: UTF8.self).drop { $0.isWhitespace }
        return text.hasPrefix("<?xml") || text.hasPrefix("<plist") || text.hasPrefix("<!DOCTYPE")
    }

    static func typeName(_ value: Any) -> String {
        switch value {
        case is String: "a string"
        case is [Any]: "an array"
        case is [String: Any]: "a dictionary"
        case is Bool: "a boolean"
        case is NSNumber: "a number"
        case is Date: "a date"
        case is Data: "data"
        default: "a \(type(of: value))"
        }
    }
}

/// Finds line numbers in an XML plist with XMLParser: the line of each top-level key, of the value
/// after it, and of every element of an array value.
enum XMLLineScanner {
    struct Lines {
        var keyLines: [String: Int] = [:]
        var valueLines: [String: Int] = [:]
        var arrayElementLines: [String: [Int]] = [:]
    }

    static func lines(in data: Data) -> Lines {
        let delegate = Delegate()
        guard let parser = SafeXML.parser(for: data) else { return Lines() }
        parser.delegate = delegate
        parser.parse()
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

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
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
