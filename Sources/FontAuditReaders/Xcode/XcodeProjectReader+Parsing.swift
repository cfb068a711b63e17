import FontAuditModel
import Foundation

extension XcodeProjectReader {
    /// Parses the pbxproj and checks that its top level is a dictionary.
    static func parse(_ data: Data) throws(ProjectReadError) -> [String: Any] {
        guard data.contains(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }) else {
            throw ProjectReadError(.empty)
        }
        let plist: Any
        do {
            plist = try SafePlist.parse(data).value
        } catch {
            let foundation: String?
            switch error {
            case .holdsASet:
                throw ProjectReadError(.holdsASet)
            case .nestedTooDeep:
                throw ProjectReadError(.nestedTooDeep(levels: OldStylePlistPreflight.maximumDepth))
            case .missingSemicolon(let line):
                foundation = "Missing ';' on line \(line)"
            case .unparsable(let error):
                foundation = Self.foundationReason(error)
            }
            let text = Array(data)
            if let conflict = OpenStepScanner.conflictMarkerLine(in: text) {
                throw ProjectReadError(.mergeConflict, line: conflict)
            }
            var reason = foundation
            var line = reason.flatMap(Self.lineNumber(in:)) ?? OpenStepScanner.errorLine(in: text)
            if let reported = line, reason?.hasPrefix("Missing ';'") == true {
                line = OpenStepScanner.lineMissingSemicolon(reportedAt: reported, in: text)
                reason = "a ';' is missing at the end of line \(line ?? reported)"
            }
            throw ProjectReadError(.unparsable(reason: reason), line: line)
        }
        guard let dictionary = plist as? [String: Any] else {
            throw ProjectReadError(.notADictionary(type: SafePlist.typeName(plist)))
        }
        return dictionary
    }

    /// The old-style parser's own explanation, such as "Missing ';' on line 5". Foundation nests it
    /// under `kCFPropertyListOldStyleParsingError`; the outer description is about the XML attempt.
    static func foundationReason(_ error: any Error) -> String? {
        let outer = error as NSError
        guard let inner = outer.userInfo["kCFPropertyListOldStyleParsingError"] else { return nil }
        if let error = inner as? NSError, let text = error.userInfo[NSDebugDescriptionErrorKey] as? String {
            return text
        }
        // On Linux the inner error is a CFError that does not bridge; its description holds the text.
        let description = String(describing: inner)
        guard let start = description.range(of: "NSDebugDescription=") else { return nil }
        let text = description[start.upperBound...].prefix { $0 != "}" }.trimmingCharacters(in: .whitespaces)
        return text.isEmpty ? nil : text
    }

    /// The number after "line " in a parser message.
    static func lineNumber(in message: String) -> Int? {
        guard let range = message.range(of: "line ", options: .backwards) else { return nil }
        return Int(message[range.upperBound...].prefix { $0.isNumber })
    }

    /// A light scan of OpenStep text for where it breaks, for when Foundation does not say: merge
    /// conflict markers, a closing bracket without an opening one, an unterminated string or comment,
    /// or the innermost bracket never closed. A missing `;` is not found this way.
    enum OpenStepScanner {
        /// The 1-based line of the first `<<<<<<<`, `=======` or `>>>>>>>` at the start of a line.
        static func conflictMarkerLine(in bytes: [UInt8]) -> Int? {
            var line = 1
            var atLineStart = true
            for (index, byte) in bytes.enumerated() {
                if atLineStart, [UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">")].contains(byte),
                    index + 7 <= bytes.count, bytes[index..<(index + 7)].allSatisfy({ $0 == byte })
                {
                    return line
                }
                atLineStart = byte == 0x0A
                if byte == 0x0A { line += 1 }
            }
            return nil
        }

        /// Foundation reports a missing `;` on the line of the token after it; the `;` belongs at
        /// the end of the previous line that holds anything but a comment, unless that line already
        /// ends in a separator.
        static func lineMissingSemicolon(reportedAt reported: Int, in bytes: [UInt8]) -> Int {
            let lines = String(decoding: bytes, as: UTF8.self).lineSlices()
            var index = min(reported, lines.count) - 2
            while index >= 0 {
                var content = lines[index].trimmingCharacters(in: .whitespacesAndNewlines)
                if content.hasSuffix("*/"), let open = content.range(of: "/*", options: .backwards) {
                    content = content[..<open.lowerBound].trimmingCharacters(in: .whitespaces)
                }
                if !content.isEmpty, !content.hasPrefix("//") {
                    return ";{(,=".contains(content.last ?? ";") ? reported : index + 1
                }
                index -= 1
            }
            return reported
        }

        /// The 1-based line where the brackets or quotes go wrong, or nil when they balance.
        static func errorLine(in bytes: [UInt8]) -> Int? {
            var line = 1
            var openers: [(byte: UInt8, line: Int)] = []
            var index = 0
            func peek(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x0A:
                    line += 1
                case UInt8(ascii: "\""):
                    let start = line
                    index += 1
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                        if bytes[index] == 0x0A { line += 1 }
                        if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                        index += 1
                    }
                    if index >= bytes.count { return start }
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                    continue
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                    let start = line
                    index += 2
                    while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
                        if bytes[index] == 0x0A { line += 1 }
                        index += 1
                    }
                    if index >= bytes.count { return start }
                    index += 1
                case UInt8(ascii: "{"), UInt8(ascii: "("):
                    openers.append((byte, line))
                case UInt8(ascii: "}"), UInt8(ascii: ")"):
                    let expected = byte == UInt8(ascii: "}") ? UInt8(ascii: "{") : UInt8(ascii: "(")
                    guard let last = openers.popLast(), last.byte == expected else { return line }
                default:
                    break
                }
                index += 1
            }
            return openers.last?.line
        }
    }
}
