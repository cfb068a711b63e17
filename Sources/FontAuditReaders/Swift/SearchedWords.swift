import FontAuditModel

/// The words the pass over all Swift files searches every file for (``SwiftSourceReader/searchedWords(libraries:)``),
/// at most 64, and which of them one file holds: found by the source scan while the file's bytes
/// were at hand (or kept by the cache), so the pass answers ``SwiftNameScanner/File/containsAny(_:)``
/// for them without reading the file again.
package final class SearchedWords: Sendable {
    /// The words, in the order of their bits.
    let words: [String]
    /// Each word's bit, by its bytes (what a ``ByteSearch/Needle`` holds).
    let bits: [[UInt8]: Int]

    init(_ words: [String]) {
        self.words = Array(words.prefix(64))
        var bits: [[UInt8]: Int] = [:]
        for (index, word) in self.words.enumerated() { bits[Array(word.utf8)] = index }
        self.bits = bits
    }

    /// The words `bytes` holds, as bits.
    func found(in bytes: [UInt8]) -> UInt64 {
        var found: UInt64 = 0
        for (index, word) in words.enumerated() where ByteSearch.contains(bytes, ByteSearch.Needle(word)) {
            found |= 1 << UInt64(index)
        }
        return found
    }

    /// One file's answers.
    package struct Found: Sendable {
        let table: SearchedWords
        let bits: UInt64

        /// Whether the file holds `needle`'s word, when it is one of the table's.
        func contains(_ needle: ByteSearch.Needle) -> Bool? {
            table.bits[needle.bytes].map { bits & (1 << UInt64($0)) != 0 }
        }
    }
}
