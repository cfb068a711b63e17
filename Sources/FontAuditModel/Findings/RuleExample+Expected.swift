import FontInspectorModel
import Foundation

extension RuleExample {
    /// The character that, in a text of ``sources`` or in ``rawInfoPlist``, marks where a finding of
    /// a triggering example must point: its line, and its column when the finding reports one (the
    /// marker stands just before the character the column names). It is removed from the text
    /// before the example is stored, so ``sources`` and ``rawInfoPlist`` never contain it.
    package static let marker: Character = "↓"

    /// The folder, below the audited folder, that an example's app is written to: a finding about a
    /// file of the example reports its path as `App/` followed by the key of ``files`` or
    /// ``sources`` (`App/Title.swift`), or `App/Info.plist`.
    package static let appFolder = "App"

    /// One finding a triggering example must make: the file and line it points to, and its fix.
    /// Each is compared exactly: a nil ``line`` or ``fix`` means the finding has none.
    package struct Expected: Sendable, Hashable {
        /// The file as the finding reports it: for a generated app `App/` and an app-relative path
        /// (`App/Info.plist`, `App/Fonts/Roboto-Bold.ttf`); for a ``RuleExample/project`` example the
        /// path relative to the project's folder (`Groups.xcodeproj/project.pbxproj`). Nil only in an
        /// ``atMarker(fix:)`` entry that no ``RuleExample/marker`` took (a mistake in the example,
        /// which its test reports).
        package let file: String?
        /// The 1-based line, or nil for a finding about the whole file.
        package let line: Int?
        /// The 1-based column (in UTF-8 bytes), or nil to leave it unpinned; it is compared only
        /// when the finding reports a column.
        package let column: Int?
        /// The finding's ``Finding/fix``, the exact text, or nil for a finding with no fix.
        package let fix: String?

        /// A finding at `file`:`line` (nil for none) with the fix `fix` (nil for none), for a place no
        /// ``RuleExample/marker`` can mark: a generated Info.plist, a font file, a project fixture.
        package init(file: String, line: Int?, column: Int? = nil, fix: String?) {
            self.file = file
            self.line = line
            self.column = column
            self.fix = fix
        }

        private init(placing file: String?, line: Int?, column: Int?, fix: String?) {
            self.file = file
            self.line = line
            self.column = column
            self.fix = fix
        }

        /// The fix of the finding at the next ``RuleExample/marker`` (markers are taken by file path,
        /// `Info.plist` sorted among the sources, then in text order). A marker that no such entry
        /// takes expects a finding with no fix.
        package static func atMarker(fix: String?) -> Expected {
            Expected(placing: nil, line: nil, column: nil, fix: fix)
        }

        /// This expectation at `file`:`line`:`column`.
        func placed(file: String, line: Int, column: Int) -> Expected {
            Expected(placing: file, line: line, column: column, fix: fix)
        }
    }

    /// The texts without their markers, and the expectations with the markers placed.
    static func placeMarkers(
        rawInfoPlist: String?, sources: [String: String], expect: [Expected]
    ) -> (rawInfoPlist: String?, sources: [String: String], expected: [Expected]) {
        var texts = sources.map { (path: $0.key, text: $0.value, isPlist: false) }
        if let rawInfoPlist { texts.append((path: "Info.plist", text: rawInfoPlist, isPlist: true)) }
        texts.sort { ByteOrder.precedes($0.path, $1.path) }
        var atMarker = expect.filter { $0.file == nil }[...]
        var expected: [Expected] = []
        var (plist, stripped): (String?, [String: String]) = (nil, [:])
        for (path, text, isPlist) in texts {
            let (clean, marks) = strip(text)
            if isPlist { plist = clean } else { stripped[path] = clean }
            for mark in marks {
                let entry = atMarker.popFirst() ?? .atMarker(fix: nil)
                expected.append(entry.placed(file: appFolder + "/" + path, line: mark.line, column: mark.column))
            }
        }
        return (plist, stripped, expected + atMarker + expect.filter { $0.file != nil })
    }

    /// `text` without its markers, and the 1-based line and UTF-8 column of each.
    static func strip(_ text: String) -> (text: String, marks: [(line: Int, column: Int)]) {
        guard text.contains(marker) else { return (text, []) }
        var clean = ""
        var marks: [(line: Int, column: Int)] = []
        var (line, column) = (1, 1)
        for character in text {
            if character == marker {
                marks.append((line, column))
                continue
            }
            clean.append(character)
            if character == "\n" || character == "\r\n" {
                (line, column) = (line + 1, 1)
            } else {
                column += character.utf8.count
            }
        }
        return (clean, marks)
    }
}
