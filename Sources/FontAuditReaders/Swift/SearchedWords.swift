import FontAuditModel

/// The words the pass over all Swift files searches every file for (``SwiftSourceReader/searchedWords(libraries:)``),
/// at most 64, and which of them one file holds: found by the source scan while the file's bytes
/// were at hand (or kept by the cache), so the pass answers ``SourceText/containsAny(_:)``
/// for them without reading the file again.
package final class SearchedWords: Sendable {
    /// The words, in the order of their bits.
    let words: [String]
    /// Each word's bit, by its bytes (what a ``ByteSearch/Needle`` holds).
    let bits: [[UInt8]: Int]

    /// Shorter words most of the searched words hold: a file without one holds none of those
    /// (most files of an app never write `Font`), so each is searched for once, not each word.
    static let gates = ["Font", "font"]

    /// Each word's needle, and the index in ``gates`` of the first gate it holds.
    private let needles: [(needle: ByteSearch.Needle, gate: Int?)]

    init(_ words: [String]) {
        self.words = Array(words.prefix(64))
        var bits: [[UInt8]: Int] = [:]
        for (index, word) in self.words.enumerated() { bits[Array(word.utf8)] = index }
        self.bits = bits
        needles = self.words.map { word in (ByteSearch.Needle(word), Self.gates.firstIndex { word.contains($0) }) }
    }

    /// The words `bytes` holds, as bits.
    func found(in bytes: [UInt8]) -> UInt64 {
        let open = Self.gates.map { ByteSearch.contains(bytes, ByteSearch.Needle($0)) }
        var found: UInt64 = 0
        for (index, word) in needles.enumerated()
        where word.gate.map({ open[$0] }) ?? true && ByteSearch.contains(bytes, word.needle) {
            found |= 1 << UInt64(index)
        }
        return found
    }

    /// Which of `needles` the table's bits answer: their bits as one mask, and the positions of
    /// the needles it does not hold.
    func split(_ needles: [ByteSearch.Needle]) -> (mask: UInt64, rest: [Int]) {
        var mask: UInt64 = 0
        var rest: [Int] = []
        for (position, needle) in needles.enumerated() {
            if let bit = bits[needle.bytes] { mask |= 1 << UInt64(bit) } else { rest.append(position) }
        }
        return (mask, rest)
    }

    /// One file's answers.
    package struct Found: Sendable {
        let table: SearchedWords
        let bits: UInt64
    }
}

/// Words asked of every file of a pass (``SourceText/containsAny(_:)-(WordQuery)``):
/// which bits of the scan's ``SearchedWords`` answer them is worked out once for the pass, so a
/// file the scan searched costs one mask, not a hash of each word.
package final class WordQuery: Sendable {
    let needles: [ByteSearch.Needle]
    /// The last table asked about, and ``SearchedWords/split(_:)`` of the needles for it (the
    /// files of one pass share one table).
    private let answers = Locked<(table: SearchedWords, mask: UInt64, rest: [Int])?>(nil)

    init(_ needles: [ByteSearch.Needle]) {
        self.needles = needles
    }

    convenience init(_ words: [String]) {
        self.init(words.map(ByteSearch.Needle.init))
    }

    /// ``SearchedWords/split(_:)`` of the needles for `table`.
    func split(for table: SearchedWords) -> (mask: UInt64, rest: [Int]) {
        answers.withLock { answers in
            if let answers, answers.table === table { return (answers.mask, answers.rest) }
            let split = table.split(needles)
            answers = (table, split.mask, split.rest)
            return split
        }
    }
}
