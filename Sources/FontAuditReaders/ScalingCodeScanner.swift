import FontAuditModel

/// Reads a Swift or Objective-C file's bytes for ``ScalingCode``, at the token level: the classes
/// it defines, assignments to a `font`, `attributedText` or `adjustsFontForContentSizeCategory`
/// property, methods called on its outlets, functions that set their own `font`, and calls that
/// scale a font.
enum ScalingCodeScanner {
    private typealias Needle = ByteSearch.Needle
    private static let assignments = [".font", ".attributedText", ".adjustsFontForContentSizeCategory"].map(Needle.init)
    private static let setters = [" setFont:", " setAttributedText:", " setAdjustsFontForContentSizeCategory:"].map(
        Needle.init)
    private static let scaling = ["scaledFont(for:", "scaledFontForFont:", "custom("].map(Needle.init)
    private static let declarations = ["class ", "extension ", "@interface ", "@implementation "].map(Needle.init)
    private static let words = ["font", "Font", "IBOutlet"].map(Needle.init)
    private static let function = Needle("func ")
    private static let outlet = Needle("IBOutlet")
    private static let ownFont = Needle("font")

    /// What `bytes`, the file at `path`, holds.
    static func scan(_ bytes: [UInt8], path: String) -> ScalingCode {
        var code = ScalingCode()
        if scaling.contains(where: { ByteSearch.contains(bytes, $0) }) { code.scalingFiles.insert(path) }
        guard words.contains(where: { ByteSearch.contains(bytes, $0) }) else { return code }
        let classes = declaredClasses(bytes, into: &code)
        func record(_ property: String) {
            code.fontProperties.insert(property)
            for type in classes { code.fontProperties.insert("\(type).\(property)") }
        }
        for (index, needle) in assignments.enumerated() {
            for start in ByteSearch.offsets(of: needle, in: bytes) {
                // `.font` itself, not `.fontName`, followed by `=` that is not `==`.
                let end = start + needle.bytes.count
                guard end < bytes.count, !ByteSearch.isWordByte(bytes[end]),
                    let value = assignedValue(bytes, after: end)
                else { continue }
                if index == 2, !turnsOn(bytes, from: value) { continue }
                // `button.titleLabel?.font`: both the button and its label.
                var before = start
                while let (name, first) = identifier(endingBefore: before, in: bytes), name != "self" {
                    record(name)
                    guard first > 0, bytes[first - 1] == UInt8(ascii: ".") else { break }
                    before = first - 1
                }
            }
        }
        for (index, needle) in setters.enumerated() {
            for start in ByteSearch.offsets(of: needle, in: bytes) {
                if index == 2, !turnsOn(bytes, from: start + needle.bytes.count) { continue }
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
        for needle in declarations {
            let objectiveC = needle.bytes.first == UInt8(ascii: "@")
            for start in ByteSearch.offsets(of: needle, in: bytes) {
                // Not `@class Name;`, a forward declaration, nor the end of another word.
                guard
                    objectiveC || start == 0
                        || (!ByteSearch.isWordByte(bytes[start - 1]) && bytes[start - 1] != UInt8(ascii: "@")),
                    let (name, end) = identifier(startingAt: skipSpaces(bytes, start + needle.bytes.count), in: bytes),
                    name.first?.isUppercase == true
                else { continue }
                names.append(name)
                let colon = skipSpaces(bytes, end)
                guard needle.bytes != Array("extension ".utf8), colon < bytes.count, bytes[colon] == UInt8(ascii: ":"),
                    let (parent, _) = identifier(startingAt: skipSpaces(bytes, colon + 1), in: bytes)
                else { continue }
                code.superclasses[name] = parent
            }
        }
        code.classes.formUnion(names)
        return Array(Set(names)).sorted()
    }

    /// Functions whose body (up to the next `func`) assigns their own font: `self.font = …`, or a
    /// statement starting with `font = …`.
    private static func fontMethods(_ bytes: [UInt8], into code: inout ScalingCode) {
        let starts = ByteSearch.offsets(of: function, in: bytes)
        guard !starts.isEmpty else { return }
        var current = -1
        // Both lists are in file order: walk them together.
        for offset in ByteSearch.offsets(of: ownFont, in: bytes) where offset > starts[0] {
            while current + 1 < starts.count, starts[current + 1] < offset { current += 1 }
            guard setsOwnFont(bytes, at: offset),
                let (name, end) = identifier(startingAt: starts[current] + function.bytes.count, in: bytes),
                end <= offset
            else { continue }
            code.fontMethods.insert(name)
        }
    }

    /// Whether the `font` at `offset` is assigned as the enclosing object's own: `self.font = …`, or
    /// a statement starting with `font = …`.
    private static func setsOwnFont(_ bytes: [UInt8], at offset: Int) -> Bool {
        let end = offset + ownFont.bytes.count
        guard end < bytes.count, !ByteSearch.isWordByte(bytes[end]), assignedValue(bytes, after: end) != nil else {
            return false
        }
        if offset >= 5, bytes[(offset - 5)..<offset].elementsEqual("self.".utf8) { return true }
        var before = offset
        while before > 0, bytes[before - 1] == 0x20 || bytes[before - 1] == 0x09 { before -= 1 }
        return before == 0 || bytes[before - 1] == 0x0A || bytes[before - 1] == UInt8(ascii: "{")
    }

    /// Methods called on the file's outlets (`@IBOutlet … var name`, `IBOutlet … *name`):
    /// `name.scale()`.
    private static func outletCalls(_ bytes: [UInt8], classes: [String], into code: inout ScalingCode) {
        var outlets = Set<String>()
        for start in ByteSearch.offsets(of: outlet, in: bytes) {
            // The outlet's name: the last identifier before `:` (Swift) or `;` (Objective-C).
            var cursor = start + outlet.bytes.count
            var last: String?
            while cursor < bytes.count, ![UInt8(ascii: ":"), UInt8(ascii: ";"), 0x0A].contains(bytes[cursor]) {
                if let (name, end) = identifier(startingAt: cursor, in: bytes) {
                    last = name
                    cursor = end
                } else {
                    cursor += 1
                }
            }
            if let last { outlets.insert(String(last.drop { $0 == "_" })) }
        }
        for name in outlets {
            let call = Needle("\(name).")
            for start in ByteSearch.offsets(of: call, in: bytes)
            where start == 0 || !ByteSearch.isWordByte(bytes[start - 1]) {
                guard let (method, end) = identifier(startingAt: start + call.bytes.count, in: bytes),
                    end < bytes.count, bytes[end] == UInt8(ascii: "(")
                else { continue }
                code.outletCalls[name, default: []].insert(method)
                for type in classes { code.outletCalls["\(type).\(name)", default: []].insert(method) }
            }
        }
    }

    private static func skipSpaces(_ bytes: [UInt8], _ offset: Int) -> Int {
        var cursor = offset
        while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
        return cursor
    }

    /// After a property name ending at `offset`: where the value of `= value` starts, or nil when
    /// what follows is not an assignment (`==` included).
    private static func assignedValue(_ bytes: [UInt8], after offset: Int) -> Int? {
        let cursor = skipSpaces(bytes, offset)
        guard cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "="), bytes[cursor + 1] != UInt8(ascii: "=")
        else { return nil }
        return cursor + 1
    }

    /// Whether the value at `offset` is `true` or `YES`.
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
        while first > 0, ByteSearch.isWordByte(bytes[first - 1]) { first -= 1 }
        let start = first
        while first < last, bytes[first] == UInt8(ascii: "_") { first += 1 }
        guard first < last, !isDigit(bytes[first]) else { return nil }
        return (String(decoding: bytes[first..<last], as: UTF8.self), start)
    }

    /// The identifier starting at `start`, and the offset after it.
    private static func identifier(startingAt start: Int, in bytes: [UInt8]) -> (String, Int)? {
        guard start < bytes.count, ByteSearch.isWordByte(bytes[start]), !isDigit(bytes[start]) else { return nil }
        var end = start
        while end < bytes.count, ByteSearch.isWordByte(bytes[end]) { end += 1 }
        return (String(decoding: bytes[start..<end], as: UTF8.self), end)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
