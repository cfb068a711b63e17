/// Reads a Swift or Objective-C file's bytes for ``ScalingCode``, at the token level: the classes
/// it defines, assignments to a `font`, `attributedText` or `adjustsFontForContentSizeCategory`
/// property, methods called on its outlets, functions that set `self.font`, and calls that scale
/// a font.
enum ScalingCodeScanner {
    private static let assignments = [".font", ".attributedText", ".adjustsFontForContentSizeCategory"].map { Array($0.utf8) }
    private static let setters = [" setFont:", " setAttributedText:", " setAdjustsFontForContentSizeCategory:"].map { Array($0.utf8) }
    private static let scaling = ["scaledFont(for:", "scaledFontForFont:", "custom("].map(ByteSearch.Needle.init)

    /// What `bytes`, the file at `path`, holds.
    static func scan(_ bytes: [UInt8], path: String) -> ScalingCode {
        var code = ScalingCode()
        if scaling.contains(where: { ByteSearch.contains(bytes, $0) }) { code.scalingFiles.insert(path) }
        guard ["font", "Font", "IBOutlet"].contains(where: { ByteSearch.contains(bytes, Array($0.utf8)) }) else { return code }
        let classes = declaredClasses(bytes, into: &code)
        func record(_ property: String) {
            code.fontProperties.insert(property)
            for type in classes { code.fontProperties.insert("\(type).\(property)") }
        }
        for (index, needle) in assignments.enumerated() {
            for start in occurrences(of: needle, in: bytes) {
                var cursor = start + needle.count
                // `.font` itself, not `.fontName`, and followed by `=` that is not `==`.
                guard cursor < bytes.count, !isIdentifier(bytes[cursor]) else { continue }
                cursor = skipSpaces(bytes, cursor)
                guard cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "="), bytes[cursor + 1] != UInt8(ascii: "=") else { continue }
                if index == 2, !turnsOn(bytes, from: cursor + 1) { continue }
                // `button.titleLabel?.font`: both the button and its label.
                var end = start
                while let (name, first) = identifier(endingBefore: end, in: bytes), name != "self" {
                    record(name)
                    guard first > 0, bytes[first - 1] == UInt8(ascii: ".") else { break }
                    end = first - 1
                }
            }
        }
        for (index, needle) in setters.enumerated() {
            for start in occurrences(of: needle, in: bytes) {
                if index == 2, !turnsOn(bytes, from: start + needle.count) { continue }
                if let (name, _) = identifier(endingBefore: start, in: bytes) { record(name) }
            }
        }
        fontMethods(bytes, into: &code)
        outletCalls(bytes, classes: classes, into: &code)
        return code
    }

    /// `class Name: Super` and `extension Name` (Swift), `@interface Name : Super` and
    /// `@implementation Name` (Objective-C): the names, with superclasses recorded.
    private static func declaredClasses(_ bytes: [UInt8], into code: inout ScalingCode) -> [String] {
        var names: [String] = []
        for keyword in ["class ", "extension ", "@interface ", "@implementation "] {
            for start in occurrences(of: Array(keyword.utf8), in: bytes) {
                // Not `@class Name;`, a forward declaration, nor the end of another word.
                guard keyword.hasPrefix("@") || start == 0 || (!isIdentifier(bytes[start - 1]) && bytes[start - 1] != UInt8(ascii: "@")) else { continue }
                guard let (name, end) = identifier(startingAt: skipSpaces(bytes, start + keyword.utf8.count), in: bytes),
                      name.first?.isUppercase == true else { continue }
                names.append(name)
                var cursor = skipSpaces(bytes, end)
                if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":"), keyword != "extension " {
                    cursor = skipSpaces(bytes, cursor + 1)
                    if let (parent, _) = identifier(startingAt: cursor, in: bytes) { code.superclasses[name] = parent }
                }
            }
        }
        code.classes.formUnion(names)
        return Array(Set(names)).sorted()
    }

    /// Functions whose body (up to the next `func`) sets `self.font` or a bare `font`.
    private static func fontMethods(_ bytes: [UInt8], into code: inout ScalingCode) {
        let starts = occurrences(of: Array("func ".utf8), in: bytes)
        for (index, start) in starts.enumerated() {
            guard let (name, end) = identifier(startingAt: start + 5, in: bytes) else { continue }
            let bodyEnd = index + 1 < starts.count ? starts[index + 1] : bytes.count
            let body = Array(bytes[end..<bodyEnd])
            if ByteSearch.contains(body, Array("self.font =".utf8)) || ByteSearch.contains(body, Array("\n        font =".utf8))
                || ByteSearch.contains(body, Array("\n    font =".utf8)) || ByteSearch.contains(body, Array("self.attributedText =".utf8)) {
                code.fontMethods.insert(name)
            }
        }
    }

    /// Methods called on the file's outlets (`@IBOutlet … var name`, `IBOutlet … *name`):
    /// `name.scale()`.
    private static func outletCalls(_ bytes: [UInt8], classes: [String], into code: inout ScalingCode) {
        var outlets = Set<String>()
        for start in occurrences(of: Array("IBOutlet".utf8), in: bytes) {
            // The outlet's name: the identifier before the next `:` (Swift) or `;` (Objective-C).
            var cursor = start + 8
            var last: String?
            while cursor < bytes.count, bytes[cursor] != UInt8(ascii: ":"), bytes[cursor] != UInt8(ascii: ";"), bytes[cursor] != 0x0A {
                if let (name, end) = identifier(startingAt: cursor, in: bytes) { last = name; cursor = end } else { cursor += 1 }
            }
            if let last { outlets.insert(last.hasPrefix("_") ? String(last.drop { $0 == "_" }) : last) }
        }
        for outlet in outlets {
            for start in occurrences(of: Array("\(outlet).".utf8), in: bytes) {
                guard start == 0 || !isIdentifier(bytes[start - 1]) else { continue }
                guard let (method, end) = identifier(startingAt: start + outlet.utf8.count + 1, in: bytes),
                      end < bytes.count, bytes[end] == UInt8(ascii: "(") else { continue }
                code.outletCalls[outlet, default: []].insert(method)
                for type in classes { code.outletCalls["\(type).\(outlet)", default: []].insert(method) }
            }
        }
    }

    private static func skipSpaces(_ bytes: [UInt8], _ offset: Int) -> Int {
        var cursor = offset
        while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
        return cursor
    }

    /// Whether the value after `offset` is `true` or `YES`.
    private static func turnsOn(_ bytes: [UInt8], from offset: Int) -> Bool {
        let cursor = skipSpaces(bytes, offset)
        return bytes[cursor...].starts(with: "true".utf8) || bytes[cursor...].starts(with: "YES".utf8)
    }

    /// The identifier just before `end`, past `?` and `!` (`titleLabel?.font`), a leading `_`
    /// dropped (an Objective-C instance variable), with the offset where it starts.
    private static func identifier(endingBefore end: Int, in bytes: [UInt8]) -> (String, Int)? {
        var last = end
        while last > 0, bytes[last - 1] == UInt8(ascii: "?") || bytes[last - 1] == UInt8(ascii: "!") { last -= 1 }
        var first = last
        while first > 0, isIdentifier(bytes[first - 1]) { first -= 1 }
        let start = first
        while first < last, bytes[first] == UInt8(ascii: "_") { first += 1 }
        guard first < last, !(bytes[first] >= 0x30 && bytes[first] <= 0x39) else { return nil }
        return (String(decoding: bytes[first..<last], as: UTF8.self), start)
    }

    /// The identifier starting at `start`, and the offset after it.
    private static func identifier(startingAt start: Int, in bytes: [UInt8]) -> (String, Int)? {
        guard start < bytes.count, isIdentifier(bytes[start]), !(bytes[start] >= 0x30 && bytes[start] <= 0x39) else { return nil }
        var end = start
        while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
        return (String(decoding: bytes[start..<end], as: UTF8.self), end)
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    /// Every offset where `needle` starts in `bytes`.
    private static func occurrences(of needle: [UInt8], in bytes: [UInt8]) -> [Int] {
        guard let first = needle.first, bytes.count >= needle.count else { return [] }
        var found: [Int] = []
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { found.append(index) }
            index += 1
        }
        return found
    }
}
