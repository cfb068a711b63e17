/// UTF-16 offsets of line starts, for 1-based line numbers.
package struct LineIndex {
    private var starts: [Int] = [0]
    package init(_ text: String) {
        var offset = 0
        for unit in text.utf16 {
            offset += 1
            if unit == 0x0A { starts.append(offset) }
        }
    }
    package func line(ofUTF16Offset offset: Int) -> Int { Self.line(holding: offset, starts: starts) }

    /// The 1-based line holding `offset`, given the sorted offsets at which lines start (the
    /// first 0): a binary search for the last start at or before it.
    package static func line(holding offset: Int, starts: [Int]) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }
}
