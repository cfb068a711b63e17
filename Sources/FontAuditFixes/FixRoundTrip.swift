import FontAuditModel
import FontAuditReaders
import Foundation
import SwiftSyntax

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The property fix mode must keep, checked by the `fix` fuzz harness (``ReaderFuzzing``) and by
/// tests: an edited file still reads as it did (a plist that parsed still parses, a well-formed
/// storyboard stays well-formed, Swift gains no syntax error), and everything the fixes did not
/// edit is unchanged: every other plist entry, every other XML attribute and text, every other
/// Swift token.
package enum FixRoundTrip {
    /// The kinds of file the harness mutates.
    package enum Kind: CaseIterable {
        case plist, storyboard, swift
    }

    /// What is wrong with `edited`, the fix of `original`, or nil when the property holds.
    /// `written` are the values the fixes write (new names, entries, families): a changed value
    /// must be one of them.
    package static func violation(_ kind: Kind, original: Data, edited: Data, written: Set<String>) -> String? {
        switch kind {
        case .plist: plistViolation(original, edited, written)
        case .storyboard: xmlViolation(original, edited, written)
        case .swift: swiftViolation(original, edited, written)
        }
    }

    /// The values `actions` write.
    package static func writtenValues(_ actions: [FixAction]) -> Set<String> {
        var values = Set<String>()
        for action in actions {
            switch action {
            case .replaceEntry(_, _, _, let new), .renameKey(_, _, _, let new): values.insert(new)
            case .addEntry(_, let entry): values.insert(entry)
            case .replaceName(_, let new, let family):
                values.insert(new)
                if let family { values.insert(family) }
            case .removeEntry, .manual: break
            }
        }
        return values
    }

    // MARK: Property lists

    private static func plistViolation(_ original: Data, _ edited: Data, _ written: Set<String>) -> String? {
        guard let before = try? SafePlist.parse(original).value else { return nil }
        guard let after = try? SafePlist.parse(edited).value else {
            return "the plist parsed before the fix and does not after it"
        }
        guard let old = before as? [String: Any], let new = after as? [String: Any] else {
            return (before as? NSObject) == (after as? NSObject) ? nil : "a plist that is not a dictionary was changed"
        }
        for key in Set(old.keys).union(new.keys).sorted() where key != "UIAppFonts" {
            guard let a = old[key] as? NSObject, let b = new[key] as? NSObject, a == b else {
                return "the entry \(key) changed, and no fix edits it"
            }
        }
        // UIAppFonts: entries only replaced by, or added as, written values, or removed when repeated.
        let a = (old["UIAppFonts"] as? [Any]) ?? []
        let b = (new["UIAppFonts"] as? [Any]) ?? []
        var kept: [String: Int] = [:]
        for entry in b {
            guard let entry = entry as? String else { continue }
            if !written.contains(entry) { kept[entry, default: 0] += 1 }
        }
        var had: [String: Int] = [:]
        for entry in a { if let entry = entry as? String, !written.contains(entry) { had[entry, default: 0] += 1 } }
        for (entry, count) in kept where count > (had[entry] ?? 0) {
            return "UIAppFonts gained \(entry), which no fix writes"
        }
        if b.contains(where: { !($0 is String) })
            && (b.filter { !($0 is String) }.count != a.filter { !($0 is String) }.count)
        {
            return "UIAppFonts lost or gained an entry that is not a string"
        }
        return nil
    }

    // MARK: XML

    private static func xmlViolation(_ original: Data, _ edited: Data, _ written: Set<String>) -> String? {
        guard let before = XMLEvents.read(original) else { return nil }
        guard let after = XMLEvents.read(edited) else {
            return "the file was well-formed XML before the fix and is not after it"
        }
        guard before.count == after.count else {
            return "the fix changed the number of XML elements and texts (\(before.count) → \(after.count))"
        }
        for (a, b) in zip(before, after) where a != b {
            guard a.name == b.name, Set(a.attributes.keys) == Set(b.attributes.keys) else {
                return "the fix changed the element <\(a.name)> into <\(b.name)>"
            }
            for (key, value) in a.attributes
            where b.attributes[key] != value && !written.contains(b.attributes[key] ?? "") {
                return
                    "the attribute \(key)=\"\(value)\" of <\(a.name)> changed, and no fix writes \"\(b.attributes[key] ?? "")\""
            }
            if a.text != b.text, !written.contains(b.text) {
                return "the text \"\(a.text)\" changed to \"\(b.text)\", which no fix writes"
            }
        }
        return nil
    }

    /// Elements (name, attributes) and texts in document order.
    private final class XMLEvents: NSObject, XMLParserDelegate {
        struct Event: Equatable {
            var name: String
            var attributes: [String: String] = [:]
            var text = ""
        }

        var events: [Event] = []
        /// The open elements, by index in `events`.
        private var open: [Int] = []

        static func read(_ data: Data) -> [Event]? {
            guard let parser = SafeXML.parser(for: data) else { return nil }
            let delegate = XMLEvents()
            parser.delegate = delegate
            return parser.parse() ? delegate.events : nil
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            open.append(events.count)
            events.append(Event(name: elementName, attributes: attributes))
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            _ = open.popLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            // Text is compared per element: it belongs to the innermost open one.
            if let index = open.last { events[index].text += string }
        }
    }

    // MARK: Swift

    private static func swiftViolation(_ original: Data, _ edited: Data, _ written: Set<String>) -> String? {
        // On a deep stack when large (``DeepStack``): a long chain recurses link by link.
        DeepStack.run(ifLarger: max(original.count, edited.count)) { swiftTokensViolation(original, edited, written) }
    }

    private static func swiftTokensViolation(_ original: Data, _ edited: Data, _ written: Set<String>) -> String? {
        let before = SwiftNameScanner.parse(String(decoding: original, as: UTF8.self))
        let after = SwiftNameScanner.parse(String(decoding: edited, as: UTF8.self))
        if !before.hasError && after.hasError {
            return "the Swift file had no syntax error before the fix and has one after it"
        }
        let a = Array(before.tokens(viewMode: .sourceAccurate))
        let b = Array(after.tokens(viewMode: .sourceAccurate))
        guard a.count == b.count else { return "the fix changed the number of Swift tokens (\(a.count) → \(b.count))" }
        for (x, y) in zip(a, b)
        where x.text != y.text || x.leadingTrivia != y.leadingTrivia || x.trailingTrivia != y.trailingTrivia {
            guard case .stringSegment = x.tokenKind, case .stringSegment = y.tokenKind,
                x.leadingTrivia == y.leadingTrivia,
                x.trailingTrivia == y.trailingTrivia, written.contains(y.text)
            else {
                return
                    "the token \(x.text.debugDescription) changed to \(y.text.debugDescription), and no fix writes it"
            }
        }
        return nil
    }
}
