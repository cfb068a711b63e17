import FontAuditModel
import Foundation

/// JSON files and plists that map text styles to fonts (``StyleDictionaryScanner``): each entry's
/// font is a request. A file that names fewer than two text styles is not parsed.
package struct StyleDictionarySourceReader: SourceReader {
    /// The scanner, with the keys that hold an entry's font name and size.
    var scanner: StyleDictionaryScanner

    package var extensions: Set<String> { ["json", "plist"] }

    package func read(_ file: SourceFile) -> SourceContribution {
        var result = SourceContribution()
        let (data, display) = (file.data, file.display)
        guard Self.mayHoldStyles(data), mayHoldStyleKeys(data) else { return result }
        guard let dictionary = scanner.scan(data, path: display) else {
            if let reason = scanner.brokenReason(data, path: display) {
                result.problems.append(.init(path: display, reason: reason))
            }
            return result
        }
        result.styleDictionaries.append(dictionary)
        for entry in dictionary.entries {
            guard let name = entry.fontName else { continue }
            result.requests.append(
                FontRequest(
                    name: name, file: display, line: entry.line ?? 1, column: entry.column ?? 1,
                    api: "style dictionary \(entry.key)", source: .styleDictionary))
        }
        return result
    }

    /// A cheap check before parsing: at least two text style names appear in the file (a style
    /// dictionary cut short may hold only two).
    static func mayHoldStyles(_ data: Data) -> Bool {
        data.withUnsafeBytes { bytes in
            var seen = 0
            // By ``ByteSearch`` (Foundation's `Data.range(of:)` was 1% of a big app's run).
            for style in styleNeedles where ByteSearch.contains(bytes, style) {
                seen += 1
                if seen >= 2 { return true }
            }
            return false
        }
    }

    /// A second check: the name or size key appears in the file. A style dictionary maps most of
    /// its text styles to a style holding one of them, and a broken one is told by them
    /// (``StyleDictionaryScanner/brokenReason(_:path:)``); JSON or plists that only name text
    /// styles (brave-ios's 750 KB content-blocker lists say `title`) are not parsed.
    ///
    /// A key not written as its own bytes is not ruled out: an escape in the file (JSON's `\u`,
    /// XML's `&#`) may spell it, and a binary plist stores a key outside ASCII in UTF-16.
    func mayHoldStyleKeys(_ data: Data) -> Bool {
        let keys = [scanner.nameKey, scanner.sizeKey]
        guard keys.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) else { return true }
        return data.withUnsafeBytes { bytes in
            (keys + ["\\u", "&#"]).contains { ByteSearch.contains(bytes, ByteSearch.Needle(Array($0.utf8))) }
        }
    }

    private static let styleNeedles = ["body", "headline", "caption", "footnote", "title", "callout", "largeTitle"].map(
        ByteSearch.Needle.init)
}
