/// A small set of word indices (``RunCache/wordLimit`` at most), as bits.
struct WordBits: Equatable {
    var words: [UInt64] = []

    func contains(_ index: Int) -> Bool {
        index / 64 < words.count && words[index / 64] & (1 << UInt64(index % 64)) != 0
    }

    mutating func insert(_ index: Int) {
        while words.count <= index / 64 { words.append(0) }
        words[index / 64] |= 1 << UInt64(index % 64)
    }

    mutating func remove(_ index: Int) {
        guard index / 64 < words.count else { return }
        words[index / 64] &= ~(1 << UInt64(index % 64))
    }
}
