/// The modules a JavaScript or TypeScript file asks Metro for: the specifier of each `import … from
/// '…'`, `import '…'`, `export … from '…'`, `require('…')` and `import('…')`, and the lines of the
/// `require` and `import()` calls whose specifier is not a literal (Metro cannot bundle those by
/// name, and neither can the audit follow them). One pass over the bytes, with comments, strings,
/// template literals and regular expressions skipped, so that a word inside them is no import.
package struct JavaScriptImports: Sendable, Hashable, Codable {
    /// The literal specifiers, in the order written.
    package var specifiers: [String] = []
    /// The folders of `require.context('./app/routes')` calls, as written: Metro bundles every
    /// module below one (recursively, as its default is).
    package var contexts: [String] = []
    /// The 1-based lines of calls whose specifier is computed (`require(name)`,
    /// `` require(`./locales/${lang}`) ``) and may name code. One whose literal part ends in an
    /// asset's extension (`` require(`./images/${name}.png`) ``) names no code and is not counted.
    package var computed: [Int] = []

    package init(specifiers: [String] = [], contexts: [String] = [], computed: [Int] = []) {
        self.specifiers = specifiers
        self.contexts = contexts
        self.computed = computed
    }

    /// The extensions of files a specifier names that are no code: Metro bundles them as assets
    /// or JSON, which import nothing.
    package static let assetExtensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "webp", "bmp", "svg", "json", "ttf", "otf", "woff", "woff2", "mp3", "mp4",
        "wav", "m4a", "aac", "mov", "webm", "lottie", "riv", "gltf", "glb", "obj", "css", "html", "txt", "md",
        "pdf", "db", "sqlite", "wasm", "xml",
    ]

    /// Whether a specifier (or a computed one's literal text) names a file that is no code
    /// (`./logo.png`, `` `./locales/${lang}.json` ``).
    static func namesAssetFile(_ specifier: String) -> Bool {
        let name = specifier.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: ".") else { return false }
        return assetExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// The imports of `bytes`.
    package static func scan(_ bytes: [UInt8]) -> JavaScriptImports {
        // Read through a buffer pointer: the walk scans every module of an app, byte by byte.
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(bytes: buffer)
            scanner.run()
            return scanner.found
        }
    }

    struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var line = 1
        var found = JavaScriptImports()
        /// The last byte that was not space or a comment: whether a `/` starts a regular expression.
        var previous: UInt8 = UInt8(ascii: ";")
        /// The word before the current one (`.require` is a member, not the function).
        var afterDot = false
        /// Whether the next `from` ends a type-only import or export.
        var typeOnly = false

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func run() {
            while index < bytes.count {
                skipSpace()
                guard index < bytes.count else { return }
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "/"):
                    if Self.regexMayFollow(previous) {
                        skipRegex()
                        previous = UInt8(ascii: "a")
                    } else {
                        previous = byte
                        index += 1
                    }
                case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"):
                    _ = skipString()
                    previous = UInt8(ascii: "a")
                default:
                    if Self.isWordStart(byte) {
                        let word = readWord()
                        handle(word)
                        previous = UInt8(ascii: "a")
                    } else {
                        afterDot = byte == UInt8(ascii: ".")
                        previous = byte
                        index += 1
                    }
                }
            }
        }

        /// After `from`, `import` or `require`, the specifier when one follows.
        mutating func handle(_ word: Slice<UnsafeBufferPointer<UInt8>>) {
            let member = afterDot
            afterDot = false
            // Only five words matter: most words are told apart by their length and first letter.
            guard !member, word.count == 4 || word.count == 6 || word.count == 7,
                let first = word.first,
                first == UInt8(ascii: "f") || first == UInt8(ascii: "i") || first == UInt8(ascii: "e")
                    || first == UInt8(ascii: "r")
            else { return }
            switch String(decoding: word, as: UTF8.self) {
            case "from":
                skipSpace()
                if let quote = peek(), quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") {
                    if let value = readString(), !typeOnly { found.specifiers.append(value) }
                }
                typeOnly = false
            case "import", "export":
                skipSpace()
                guard let next = peek() else { return }
                if next == UInt8(ascii: "'") || next == UInt8(ascii: "\"") {
                    if let value = readString() { found.specifiers.append(value) }
                } else if next == UInt8(ascii: "("), word.first == UInt8(ascii: "i") {
                    call()
                } else if Self.isWordStart(next) {
                    // `import type { X } from …`, `export type { X } from …`: types only, which
                    // TypeScript's compile removes (`import type from …` imports a value `type`).
                    let (start, startLine) = (index, line)
                    let after = readWord()
                    skipSpace()
                    let isImport = word.first == UInt8(ascii: "i")
                    if after.elementsEqual("type".utf8), let following = peek(),
                        following == UInt8(ascii: "{") || following == UInt8(ascii: "*")
                            || (isImport && Self.isWordStart(following)
                                && !bytes[index...].starts(with: "from".utf8))
                    {
                        // Only a list or namespace that a `from` ends (`export type X = …` and
                        // `export type { X }` declare, and import nothing).
                        typeOnly = isImport || endsInFrom()
                    }
                    (index, line) = (start, startLine)
                }
            case "require":
                skipSpace()
                if peek() == UInt8(ascii: "(") {
                    call()
                } else if peek() == UInt8(ascii: "."), readContext() {
                    return
                }
            default:
                break
            }
        }

        /// `(` of `require(…)` or `import(…)`: a literal specifier, or a computed one's line.
        mutating func call() {
            let callLine = line
            index += 1
            skipSpace()
            guard let next = peek() else { return }
            if next == UInt8(ascii: "'") || next == UInt8(ascii: "\"") {
                guard let value = readString() else { return }
                skipSpace()
                if peek() == UInt8(ascii: ")") || peek() == UInt8(ascii: ",") {
                    found.specifiers.append(value)
                } else if !JavaScriptImports.namesAssetFile(value) {
                    found.computed.append(callLine)
                }
            } else if next == UInt8(ascii: "`") {
                let start = index
                guard let value = readString() else { return }
                let interpolates = bytes[start..<index].contains(UInt8(ascii: "$"))
                if !interpolates {
                    found.specifiers.append(value)
                } else if !JavaScriptImports.namesAssetFile(value) {
                    found.computed.append(callLine)
                }
            } else {
                found.computed.append(callLine)
            }
        }

        /// Whether a `from` follows the next `}` (`export type { X } from './x'`); the index and
        /// line stay where they are.
        mutating func endsInFrom() -> Bool {
            let (start, startLine) = (index, line)
            defer { (index, line) = (start, startLine) }
            guard let close = bytes[index...].firstIndex(of: UInt8(ascii: "}")) else { return false }
            index = close + 1
            skipSpace()
            return bytes[index...].starts(with: "from".utf8)
        }

        /// `.context(` after `require`: its folder, when a literal, else a computed call's line.
        /// False when what follows is no `.context` call.
        mutating func readContext() -> Bool {
            let start = index
            index += 1
            skipSpace()
            let word = readWord()
            skipSpace()
            guard String(decoding: word, as: UTF8.self) == "context", peek() == UInt8(ascii: "(") else {
                index = start
                return false
            }
            let callLine = line
            index += 1
            skipSpace()
            if let quote = peek(), quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\""),
                let folder = readString()
            {
                found.contexts.append(folder)
            } else {
                found.computed.append(callLine)
            }
            return true
        }
    }
}
