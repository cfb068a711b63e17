import FontAuditModel
import FontInspectorModel
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads the font keys of an Info.plist with Foundation (XML, binary and OpenStep), and, for XML,
/// the line of every `UIAppFonts` entry and of the `ATSApplicationFontsPath` value.
package struct PlistManifestReader {
    static let appFontsKey = "UIAppFonts"
    static let atsKey = "ATSApplicationFontsPath"
    /// How Xcode's property list editor shows UIAppFonts (``Manifest/appFontsLabel``).
    static let appFontsLabel = Manifest.appFontsLabel

    /// The problem of a manifest that uses ``appFontsLabel`` as its key.
    static func labelProblem(entries: [String], line: Int?) -> ManifestProblem {
        let count = max(entries.count, 1)
        return ManifestProblem(
            message:
                "the key `\(appFontsLabel)` is only how Xcode's editor shows UIAppFonts: written as a key, iOS ignores it, and none of its \(count) font\(count == 1 ? "" : "s") registers through it. Rename the key to UIAppFonts, in the app target's Info.plist (a framework's is not read for fonts).",
            line: line, labelEntries: entries)
    }

    /// What the plist says, before entries are resolved against files.
    package struct Parsed {
        package var hasLines = false
        package var appFontsLine: Int?
        package var appFonts: [(value: String, line: Int?)] = []
        package var ats: (value: String, line: Int?)?
        package var problems: [ManifestProblem] = []
        /// The macOS build the generating project spec declares for the target (``Manifest/specPlatform``).
        package var specPlatform: SpecPlatform?
        package var declaresFonts: Bool { appFontsLine != nil || !appFonts.isEmpty || ats != nil || !problems.isEmpty }
    }

    /// A quick byte search: binary plists keep keys as ASCII too, so this never misses one.
    package static func mayDeclareFonts(_ data: Data) -> Bool {
        data.withUnsafeBytes { bytes in fontKeyNeedles.contains { ByteSearch.contains(bytes, $0) } }
    }

    private static let fontKeyNeedles = [appFontsKey, atsKey, appFontsLabel].map(ByteSearch.Needle.init)

    package func read(_ data: Data) -> Parsed {
        var parsed = Parsed()
        let plist: Any
        let format: PropertyListSerialization.PropertyListFormat
        do {
            (plist, format) = try SafePlist.parse(data)
        } catch {
            switch error {
            case .holdsASet:
                parsed.problems.append(
                    ManifestProblem(
                        message:
                            "is a binary property list holding a set, which no Info.plist has: the file is damaged; restore it or re-save it in Xcode",
                        line: nil))
            case .missingSemicolon(let line):
                parsed.problems.append(
                    ManifestProblem(
                        message:
                            "cannot be parsed as a property list (an old-style dictionary entry lacks its ';' before line \(line)); fix the file in Xcode's property list editor",
                        line: line))
            case .nestedTooDeep, .unparsable:
                // Foundation may leave the format set to whichever parser tried last; look at the bytes.
                let line = SafePlist.looksLikeXML(data) ? XMLLineScanner.errorLine(in: data) : nil
                parsed.problems.append(
                    ManifestProblem(
                        message:
                            "cannot be parsed as a property list\(line.map { " (the XML breaks near line \($0))" } ?? ""); fix the file in Xcode's property list editor",
                        line: line))
            }
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
                        parsed.problems.append(
                            ManifestProblem(
                                message:
                                    "UIAppFonts item \(index) is \(SafePlist.typeName(element)), not a string; write the font's path as <string>Fonts/Name.ttf</string>",
                                line: line))
                    }
                }
            } else {
                let hint = (value as? String).map { " Write <array><string>\($0)</string></array>." } ?? ""
                parsed.problems.append(
                    ManifestProblem(
                        message:
                            "UIAppFonts is \(SafePlist.typeName(value)), but it must be an array of font paths, so no font is registered.\(hint)",
                        line: lines.valueLines[Self.appFontsKey] ?? lines.keyLines[Self.appFontsKey]))
            }
        }
        if dictionary[Self.appFontsKey] == nil, let (outer, value) = Self.nestedAppFonts(in: dictionary),
            case let entries = (value as? [Any])?.compactMap({ $0 as? String }) ?? [value as? String].compactMap({ $0 }),
            !entries.isEmpty
        {
            // An empty list there loses nothing: nothing is said.
            let count = entries.count
            parsed.problems.append(
                ManifestProblem(
                    message:
                        "UIAppFonts is inside the value of `\(outer)`, not a key of the plist's top-level dictionary, where iOS reads it: none of its \(count) font\(count == 1 ? "" : "s") registers through it. Move the UIAppFonts key and its array out of `\(outer)`, to the top level.",
                    line: format == .xml
                        ? XMLLineScanner.firstLine(of: "<key>\(Self.appFontsKey)</key>", in: data) : nil,
                    labelEntries: entries, misplacedIn: outer))
        }
        // A list of font files under another key, and no UIAppFonts anywhere: named, so that the
        // fonts it meant to register are not only "not listed".
        if dictionary[Self.appFontsKey] == nil, dictionary[Self.appFontsLabel] == nil,
            Self.nestedAppFonts(in: dictionary) == nil, let (key, entries) = Self.orphanFontList(in: dictionary)
        {
            let count = entries.count
            parsed.problems.append(
                ManifestProblem(
                    message:
                        "`\(key)` lists \(count) font file\(count == 1 ? "" : "s") (`\(entries[0])`\(count > 1 ? ", …" : "")), but the plist has no UIAppFonts key, and iOS registers fonts only from the top-level UIAppFonts array: none of them registers through it. Write the list as <key>UIAppFonts</key> at the plist's top level.",
                    line: format == .xml ? XMLLineScanner.firstLine(of: "<key>\(key)</key>", in: data) : nil,
                    labelEntries: entries, orphanIn: key))
        }
        if dictionary[Self.appFontsKey] == nil, let value = dictionary[Self.appFontsLabel] {
            parsed.problems.append(
                Self.labelProblem(
                    entries: (value as? [Any])?.compactMap { $0 as? String } ?? [],
                    line: lines.keyLines[Self.appFontsLabel]))
        }
        if let value = dictionary[Self.atsKey] {
            let line = lines.valueLines[Self.atsKey] ?? lines.keyLines[Self.atsKey]
            if let string = value as? String {
                parsed.ats = (string, line)
            } else {
                parsed.problems.append(
                    ManifestProblem(
                        message:
                            "ATSApplicationFontsPath is \(SafePlist.typeName(value)), but it must be a string naming a folder in Contents/Resources, such as <string>Fonts</string>",
                        line: lines.valueLines[Self.atsKey] ?? lines.keyLines[Self.atsKey]))
            }
        }
        return parsed
    }

    /// A `UIAppFonts` key below the top level (inside a dictionary or array that a top-level key
    /// holds, at any depth): that top-level key and the nested key's value. The first in key order.
    static func nestedAppFonts(in dictionary: [String: Any]) -> (outer: String, value: Any)? {
        func find(_ value: Any, depth: Int) -> Any? {
            guard depth < 32 else { return nil }
            if let nested = value as? [String: Any] {
                if let found = nested[appFontsKey] { return found }
                for key in nested.keys.sorted() {
                    if let found = find(nested[key]!, depth: depth + 1) { return found }
                }
            } else if let array = value as? [Any] {
                for element in array {
                    if let found = find(element, depth: depth + 1) { return found }
                }
            }
            return nil
        }
        for key in dictionary.keys.sorted() {
            if let found = find(dictionary[key]!, depth: 0) { return (key, found) }
        }
        return nil
    }

    /// The first array of the plist, at any depth and in key order, whose elements are all
    /// strings naming font files (`.ttf`, `.otf`, `.ttc`), with the key it is under.
    static func orphanFontList(in dictionary: [String: Any]) -> (key: String, entries: [String])? {
        func fonts(_ value: Any) -> [String]? {
            guard let array = value as? [Any], !array.isEmpty else { return nil }
            let strings = array.compactMap { $0 as? String }
            guard strings.count == array.count,
                strings.allSatisfy({ ["ttf", "otf", "ttc"].contains(FileName.pathExtension(of: $0).lowercased()) })
            else { return nil }
            return strings
        }
        func find(_ value: Any, key: String, depth: Int) -> (key: String, entries: [String])? {
            guard depth < 32 else { return nil }
            if let entries = fonts(value) { return (key, entries) }
            if let nested = value as? [String: Any] {
                for inner in nested.keys.sorted() {
                    if let found = find(nested[inner]!, key: inner, depth: depth + 1) { return found }
                }
            } else if let array = value as? [Any] {
                for element in array {
                    if let found = find(element, key: key, depth: depth + 1) { return found }
                }
            }
            return nil
        }
        for key in dictionary.keys.sorted() {
            if let found = find(dictionary[key]!, key: key, depth: 0) { return found }
        }
        return nil
    }

    /// Every stored property, as the synthesized initializer takes them.
    package init() {
    }
}
