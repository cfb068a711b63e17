import FontAuditCache
import FontAuditModel
import Foundation

extension XcodeProjectReader {
    /// One `KEY = value` written in an `.xcconfig` or in a configuration's `buildSettings`.
    package struct Assignment: Sendable {
        /// The setting's name without conditions: `INFOPLIST_FILE`.
        var key: String
        /// The key as written, conditions included: `INFOPLIST_FILE[sdk=macosx*]`.
        var writtenKey: String
        /// The unexpanded value.
        var value: String
        /// Where it is written, when known.
        var location: FileLocation?

        /// What is trimmed from a written key's ends: quotes, spaces and tabs.
        static let keyEnds = TrimSet(CharacterSet(charactersIn: "\" \t"))

        /// Whether the key carries a condition such as `[sdk=iphoneos*]` or `[config=Debug]`.
        var isConditional: Bool { writtenKey != key }

        /// Splits `KEY[cond=value]` into its name and keeps the written form.
        init(writtenKey: String, value: String, location: FileLocation?) {
            let written = writtenKey.trimming(Self.keyEnds)
            self.writtenKey = written
            // By its bytes: a `[` is one character of its own (Character search was 9,000
            // instructions a key).
            self.key = written.utf8.firstIndex(of: UInt8(ascii: "[")).map { String(written[..<$0]) } ?? written
            self.value = value
            self.location = location
        }
    }

    /// Reads `.xcconfig` files: `KEY = value` lines, `//` comments, `#include "file"` and
    /// `#include? "file"` relative to the including file.
    package struct XcconfigReader {
        /// Deeper include chains are cut off; Xcode itself rejects absurd nesting.
        static let maximumDepth = 16

        let projectDirectory: URL
        /// The project directory as shown in findings ("" when the project is at the audited root).
        let displayDirectory: String
        /// Told every file read, when the project read is kept between runs.
        var recorder: InputRecorder?
        /// What files gave, shared by the readers of one project read.
        var memo: Memo?

        /// The assignments of files read, by path: a file gives the same wherever its reading starts.
        package final class Memo: Sendable {
            let read = Locked([String: [Assignment]]())

            /// An empty memo, for one project read.
            package init() {}
        }

        /// The assignments of a file and what it includes, in the order they apply. An unreadable
        /// file gives none; an include cycle or a chain deeper than ``maximumDepth`` is cut where
        /// it repeats.
        package func assignments(in url: URL) -> [Assignment] {
            let key = url.standardizedFileURL.path
            if let known = memo?.read.withLock({ $0[key] }) { return known }
            var including: Set<String> = []
            var assignments: [Assignment] = []
            read(url, depth: 0, including: &including, into: &assignments)
            memo?.read.withLock { $0[key] = assignments }
            return assignments
        }

        private func read(_ url: URL, depth: Int, including: inout Set<String>, into assignments: inout [Assignment]) {
            let key = url.standardizedFileURL.path
            guard depth <= Self.maximumDepth, !including.contains(key) else { return }
            recorder?.file(url.path)
            guard let data = FileData.read(url.path) else { return }
            including.insert(key)
            defer { including.remove(key) }
            let file = displayPath(of: url)
            let text = String(decoding: data, as: UTF8.self)
            // Windows line breaks too: the `\r` is trimmed with the rest of the white space.
            for (index, rawLine) in text.lineSlices().enumerated() {
                var line = Substring(rawLine)
                // Xcode ends a value at `//` even inside a URL; so do we.
                if let comment = Self.commentStart(in: line) { line = line[..<comment] }
                let trimmed = line.trimming(.whitespacesAndNewlines)
                if trimmed.hasPrefix("#include") {
                    if let included = Self.includedPath(trimmed) {
                        let target =
                            included.hasPrefix("/")
                            ? URL(fileURLWithPath: included)
                            : url.deletingLastPathComponent().appendingPathComponent(included)
                        read(target, depth: depth + 1, including: &including, into: &assignments)
                    }
                    continue
                }
                guard let (writtenKey, value) = Self.split(trimmed) else { continue }
                assignments.append(
                    Assignment(
                        writtenKey: writtenKey, value: value, location: FileLocation(file: file, line: index + 1)))
            }
        }

        /// Where `//` first starts in `line`: by its bytes in an ASCII line, else as Foundation's
        /// `range(of:)` finds it (a slash a combining mark follows is another character there).
        static func commentStart(in line: Substring) -> Substring.Index? {
            let utf8 = line.utf8
            guard utf8.allSatisfy({ $0 < 0x80 }) else { return line.range(of: "//")?.lowerBound }
            var index = utf8.startIndex
            while index < utf8.endIndex {
                let next = utf8.index(after: index)
                if utf8[index] == UInt8(ascii: "/"), next < utf8.endIndex, utf8[next] == UInt8(ascii: "/") {
                    return index
                }
                index = next
            }
            return nil
        }

        /// The quoted path of an `#include` line; nil for `<DEVELOPER_DIR>/...` forms and junk.
        static func includedPath(_ line: String) -> String? {
            let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
            guard parts.count >= 3, !parts[1].isEmpty, !parts[1].hasPrefix("<") else { return nil }
            return String(parts[1])
        }

        /// `KEY[cond=x] = value` as the written key and the value; the `=` inside a condition does
        /// not count. A trailing `;` is dropped.
        static func split(_ line: String) -> (String, String)? {
            // An ASCII line, by its bytes: each is a character of its own there.
            if line.utf8.allSatisfy({ $0 < 0x80 }) {
                var bracketDepth = 0
                for index in line.utf8.indices {
                    switch line.utf8[index] {
                    case UInt8(ascii: "["): bracketDepth += 1
                    case UInt8(ascii: "]"): bracketDepth -= 1
                    case UInt8(ascii: "=") where bracketDepth == 0: return split(line, at: index)
                    default: continue
                    }
                }
                return nil
            }
            var bracketDepth = 0
            for index in line.indices {
                switch line[index] {
                case "[": bracketDepth += 1
                case "]": bracketDepth -= 1
                case "=" where bracketDepth == 0: return split(line, at: index)
                default: continue
                }
            }
            return nil
        }

        /// The key before the `=` at `index` and the value after it.
        private static func split(_ line: String, at index: String.Index) -> (String, String)? {
            let key = line[..<index].trimming(.whitespaces)
            var value = line[line.index(after: index)...].trimming(.whitespaces)
            if value.hasSuffix(";") { value = value.dropLast().trimming(.whitespaces) }
            let name = key.prefix { $0 != "[" }
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
            else { return nil }
            return (key, value)
        }

        /// The file as shown in findings: below the project's displayed directory when it lies
        /// below the project directory, else its absolute path.
        func displayPath(of url: URL) -> String {
            let relative = ProjectPath.relative(url.standardizedFileURL.path, to: projectDirectory)
            if relative.hasPrefix("/") { return relative }
            return displayDirectory.isEmpty ? relative : ProjectPath.join(displayDirectory, relative)
        }

        /// Every stored property, as the synthesized initializer takes them.
        package init(projectDirectory: URL, displayDirectory: String, recorder: InputRecorder? = nil, memo: Memo? = nil)
        {
            self.memo = memo
            self.recorder = recorder
            self.projectDirectory = projectDirectory
            self.displayDirectory = displayDirectory
        }
    }
}
