import FontAuditModel

/// Whether a Swift file's bytes can define a name the requests refer to, decided before parsing:
/// the constants pass parses only such files. A constant the scanner records is a `let` (alone or
/// in a list: `let a = "x", b = "y"`), a case of a `String` enum (`case bold`, `case a, bold`) or a
/// function whose name says it gives a font's name (`func fontName(…) -> String`),
/// keyed by the innermost type declared or extended around it; so a file defines `name` only
/// where `name` follows `let`, `var`, `case`, `func` or a comma, and a type's members only where the type
/// follows `enum`, `struct`, `class`, `extension`, `actor`, `protocol` or `typealias`, or a dot
/// (`extension Theme.Fonts`). Anything else that looks so is parsed too: a false match costs a
/// parse, a missed one a name left unresolved, so the test only ever errs towards parsing.
enum DefinitionSearch {
    private static let memberKeywords: Set<[UInt8]> = Set(["let", "var", "case", "func"].map { Array($0.utf8) })
    private static let typeKeywords: Set<[UInt8]> = Set(
        ["enum", "struct", "class", "extension", "actor", "protocol", "typealias"]
            .map { Array($0.utf8) })

    /// Whether `bytes` may define `word`: as a type (its members are constants) when `type`,
    /// else as a constant.
    static func mayDefine(_ word: ByteSearch.Needle, in bytes: [UInt8], type: Bool) -> Bool {
        for offset in ByteSearch.offsets(of: word, in: bytes) {
            var start = offset
            let end = offset + word.bytes.count
            // `name`, written in backticks, is the same name.
            if start > 0, bytes[start - 1] == UInt8(ascii: "`"), end < bytes.count, bytes[end] == UInt8(ascii: "`") {
                start -= 1
            } else if (start > 0 && ByteSearch.isWordByte(bytes[start - 1]))
                || (end < bytes.count && ByteSearch.isWordByte(bytes[end]))
            {
                continue
            }
            var before = start - 1
            while before >= 0,
                [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[before])
            {
                before -= 1
            }
            guard before >= 0 else { continue }
            if bytes[before] == UInt8(ascii: ",") { return true }
            if type, bytes[before] == UInt8(ascii: ".") { return true }
            var first = before
            while first > 0, ByteSearch.isWordByte(bytes[first - 1]) { first -= 1 }
            let keyword = Array(bytes[first...before])
            if memberKeywords.contains(keyword) || (type && typeKeywords.contains(keyword)) { return true }
        }
        return false
    }
}

/// Whether a Swift file's bytes may call a function, decided before parsing: the calls pass
/// (``SwiftNameScanner/readCalls(of:in:into:read:)``) parses only files that write `name(` other
/// than in `func name(`, the declaration every helper's own file holds. Like ``DefinitionSearch``,
/// it errs only towards parsing.
enum CallSearch {
    private static let funcKeyword = Array("func".utf8)

    /// Whether `bytes` write `word` (a function's name followed by `(`) anywhere but after `func`.
    static func mayCall(_ word: ByteSearch.Needle, in bytes: [UInt8]) -> Bool {
        for offset in ByteSearch.offsets(of: word, in: bytes) {
            if offset > 0, ByteSearch.isWordByte(bytes[offset - 1]) { continue }
            var before = offset - 1
            while before >= 0, [UInt8(ascii: " "), UInt8(ascii: "\t")].contains(bytes[before]) { before -= 1 }
            if before >= 3, Array(bytes[(before - 3)...before]) == funcKeyword,
                before < 4 || !ByteSearch.isWordByte(bytes[before - 4])
            {
                continue
            }
            return true
        }
        return false
    }
}
