import FontAuditInventory
import FontAuditModel
import FontAuditReaders
import Foundation

/// Where one fix goes in its file, or why it goes nowhere.
enum Placement: Sendable, Hashable {
    /// These edits make the fix.
    case edits([TextEdit])
    /// Not made, and why: shown beside the finding.
    case refused(String)
}

/// Places `UIAppFonts` fixes in an Info.plist. An XML plist is edited as text, in its own
/// indentation and line breaks, every other byte kept; a binary plist is rewritten whole through
/// `PropertyListSerialization`, in binary form.
enum PlistFixer {
    /// Where each action goes in the XML plist `table`.
    static func place(_ actions: [FixAction], in table: LineTable) -> [FixAction: Placement] {
        var placements: [FixAction: Placement] = [:]
        var additions: [FixAction] = []
        for action in actions {
            switch action {
            case .replaceEntry(_, let line, let old, let new):
                placements[action] =
                    element(old, on: line, in: table).map { range in
                        let inner =
                            (range.lowerBound + "<string>".utf8.count)..<(range.upperBound - "</string>".utf8.count)
                        return .edits([TextEdit(range: inner, text: xmlEscaped(new))])
                    } ?? .refused(notFound(old, line))
            case .removeEntry(_, let line, let value):
                placements[action] =
                    element(value, on: line, in: table).map { range in
                        // A line that holds only the entry goes with its line break.
                        let lineRange = table.full(ofLine: table.line(of: range.lowerBound))!
                        let content = table.content(ofLine: table.line(of: range.lowerBound))!
                        let alone =
                            table.onlyIndentationBefore(range.lowerBound)
                            && table.bytes[range.upperBound..<content.upperBound].allSatisfy {
                                $0 == 0x20 || $0 == 0x09
                            }
                        return .edits([TextEdit(range: alone ? lineRange : range, replacement: [])])
                    } ?? .refused(notFound(value, line))
            case .addEntry:
                additions.append(action)
            case .replaceName, .renameKey, .manual:
                placements[action] = .refused("not a plist fix")
            }
        }
        if !additions.isEmpty {
            // An entry a rename in this plist writes already is not added again (a misspelt entry
            // renamed to the unlisted file it meant: diaryApp's GOTHAM-MEDIUM.TFF).
            let renamed = Set(
                actions.compactMap { action -> String? in
                    if case .replaceEntry(_, _, _, let new) = action, case .edits? = placements[action] {
                        return EntryResolver.normalized(new)
                    }
                    return nil
                })
            let entries = additions.compactMap { action -> String? in
                if case .addEntry(_, let entry) = action, !renamed.contains(EntryResolver.normalized(entry)) {
                    return entry
                }
                return nil
            }
            let placement = insertion(of: entries, in: table)
            for action in additions { placements[action] = placement }
        }
        return placements
    }

    /// The range of the one `<string>value</string>` on `line`; nil when there is none or more.
    private static func element(_ value: String, on line: Int?, in table: LineTable) -> Range<Int>? {
        guard let line, let content = table.content(ofLine: line) else { return nil }
        let needle = Array("<string>\(xmlEscaped(value))</string>".utf8)
        let found = table.occurrences(of: needle, in: content)
        guard found.count == 1 else { return nil }
        return found[0]..<(found[0] + needle.count)
    }

    private static func notFound(_ value: String, _ line: Int?) -> String {
        "<string>\(value)</string> is not on line \(line.map(String.init) ?? "?") as it was read: edit it by hand"
    }

    /// Adds `entries` (those not listed yet, in order) at the end of the `UIAppFonts` array, or a
    /// new `UIAppFonts` key at the end of the top-level dictionary.
    private static func insertion(of entries: [String], in table: LineTable) -> Placement {
        let bytes = table.bytes
        let whole = 0..<bytes.count
        let lineBreak = table.lineBreak
        var seen = Set<String>()
        let wanted = entries.filter { seen.insert($0).inserted }
        guard !wanted.isEmpty else { return .edits([]) }
        let keys = table.occurrences(of: Array("<key>UIAppFonts</key>".utf8), in: whole)
        if keys.count > 1 { return .refused("the plist has UIAppFonts more than once: edit it by hand") }
        if let key = keys.first {
            let afterKey = key + "<key>UIAppFonts</key>".utf8.count
            var index = afterKey
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
            let keyIndent = table.indentation(at: key)
            let unit = indentUnit(table, fallback: keyIndent)
            if bytes[index...].starts(with: "<array/>".utf8) {
                var text = Array("<array>".utf8) + lineBreak
                for entry in wanted {
                    text += keyIndent + unit + Array("<string>\(xmlEscaped(entry))</string>".utf8) + lineBreak
                }
                text += keyIndent + Array("</array>".utf8)
                return .edits([TextEdit(range: index..<(index + "<array/>".utf8.count), replacement: text)])
            }
            guard bytes[index...].starts(with: "<array>".utf8) else {
                return .refused("UIAppFonts is not an array in this plist: edit it by hand")
            }
            let open = index + "<array>".utf8.count
            guard let close = table.firstOccurrence(of: Array("</array>".utf8), in: open..<bytes.count),
                table.occurrences(of: Array("<array".utf8), in: open..<close).isEmpty,
                table.occurrences(of: Array("<dict".utf8), in: open..<close).isEmpty
            else {
                return .refused("the UIAppFonts array could not be read as text: edit it by hand")
            }
            var listed = Set<String>()
            var cursor = open
            while let start = table.firstOccurrence(of: Array("<string>".utf8), in: cursor..<close) {
                let from = start + "<string>".utf8.count
                guard let end = table.firstOccurrence(of: Array("</string>".utf8), in: from..<close) else { break }
                listed.insert(String(decoding: bytes[from..<end], as: UTF8.self))
                cursor = end
            }
            let missing = wanted.filter { !listed.contains(xmlEscaped($0)) }
            guard !missing.isEmpty else { return .edits([]) }
            if table.onlyIndentationBefore(close) {
                // One entry per line, indented like the last one (or one step in from the key).
                let last = table.occurrences(of: Array("<string>".utf8), in: open..<close).last
                let indent = last.map { table.indentation(at: $0) } ?? keyIndent + unit
                let lineStart = table.starts[table.line(of: close) - 1]
                var text: [UInt8] = []
                for entry in missing {
                    text += indent + Array("<string>\(xmlEscaped(entry))</string>".utf8) + lineBreak
                }
                return .edits([TextEdit(range: lineStart..<lineStart, replacement: text)])
            }
            let text = missing.flatMap { Array("<string>\(xmlEscaped($0))</string>".utf8) }
            return .edits([TextEdit(range: close..<close, replacement: text)])
        }
        // No key yet: a new one at the end of the top-level dictionary.
        guard let plistEnd = table.occurrences(of: Array("</plist>".utf8), in: whole).last,
            let dictEnd = table.occurrences(of: Array("</dict>".utf8), in: 0..<plistEnd).last,
            table.onlyIndentationBefore(dictEnd)
        else {
            return .refused("the plist's top-level dictionary could not be found as text: add UIAppFonts by hand")
        }
        let firstKey = table.occurrences(of: Array("<key>".utf8), in: whole).first
        let indent = firstKey.map { table.indentation(at: $0) } ?? [0x09]
        let unit = indentUnit(table, fallback: indent.isEmpty ? [0x09] : indent)
        var text = indent + Array("<key>UIAppFonts</key>".utf8) + lineBreak + indent + Array("<array>".utf8) + lineBreak
        for entry in wanted { text += indent + unit + Array("<string>\(xmlEscaped(entry))</string>".utf8) + lineBreak }
        text += indent + Array("</array>".utf8) + lineBreak
        let lineStart = table.starts[table.line(of: dictEnd) - 1]
        return .edits([TextEdit(range: lineStart..<lineStart, replacement: text)])
    }

    /// One step of the file's indentation: the difference between a `<key>` line's indentation
    /// and the deeper indentation of the first line nested below it; `fallback` when none is.
    private static func indentUnit(_ table: LineTable, fallback: [UInt8]) -> [UInt8] {
        var previous: [UInt8]?
        for line in 1...max(1, table.starts.count) {
            guard let content = table.content(ofLine: line), !content.isEmpty else { continue }
            let indent = Array(table.bytes[content].prefix { $0 == 0x20 || $0 == 0x09 })
            if let previous, indent.count > previous.count, indent.starts(with: previous) {
                return Array(indent.dropFirst(previous.count))
            }
            if table.bytes[content].dropFirst(indent.count).starts(with: "<key>".utf8) {
                previous = indent
            } else {
                previous = nil
            }
        }
        return fallback.isEmpty ? [0x09] : fallback
    }

    /// A binary plist with `actions` applied to its `UIAppFonts`, written back in binary form.
    static func rewriteBinary(_ data: Data, _ actions: [FixAction]) -> (data: Data?, placements: [FixAction: Placement])
    {
        var placements: [FixAction: Placement] = [:]
        func refuseAll(_ why: String) -> (Data?, [FixAction: Placement]) {
            (nil, Dictionary(actions.map { ($0, Placement.refused(why)) }, uniquingKeysWith: { a, _ in a }))
        }
        guard let parsed = try? SafePlist.parse(data), var root = parsed.value as? [String: Any] else {
            return refuseAll("the binary plist could not be read back: edit it in Xcode")
        }
        var fonts = (root["UIAppFonts"] as? [Any]) ?? []
        guard root["UIAppFonts"] == nil || root["UIAppFonts"] is [Any] else {
            return refuseAll("UIAppFonts is not an array in this plist: edit it in Xcode")
        }
        // Renames and removals first, so that an addition sees what they leave.
        let ordered =
            actions.filter { if case .addEntry = $0 { false } else { true } }
            + actions.filter { if case .addEntry = $0 { true } else { false } }
        for action in ordered {
            switch action {
            case .replaceEntry(_, _, let old, let new):
                if let index = fonts.firstIndex(where: { ($0 as? String) == old }) {
                    fonts[index] = new
                    placements[action] = .edits([])
                } else {
                    placements[action] = .refused(notFound(old, nil))
                }
            case .removeEntry(_, _, let value):
                let indices = fonts.indices.filter {
                    (fonts[$0] as? String).map(EntryResolver.normalized) == EntryResolver.normalized(value)
                }
                if indices.count > 1 {
                    fonts.remove(at: indices[1])
                    placements[action] = .edits([])
                } else {
                    placements[action] = .refused("\(value) is not listed twice any more")
                }
            case .addEntry(_, let entry):
                if !fonts.contains(where: { ($0 as? String) == entry }) { fonts.append(entry) }
                placements[action] = .edits([])
            case .replaceName, .renameKey, .manual:
                placements[action] = .refused("not a plist fix")
            }
        }
        root["UIAppFonts"] = fonts
        guard let written = try? PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)
        else {
            return refuseAll("the plist could not be written back in binary form: edit it in Xcode")
        }
        return (written, placements)
    }
}
