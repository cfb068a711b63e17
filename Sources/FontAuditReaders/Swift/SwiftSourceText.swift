import FontAuditModel
import SwiftSyntax

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The line and column of a position in a parsed file, from the bytes the parser was given.
///
/// It gives what `SourceLocationConverter(fileName:tree:)` gives for `line` and `column` (line
/// breaks are LF, CR and CR LF, the Swift book's `line-break`; columns count UTF-8 bytes from 1),
/// without walking every token and trivia piece of the tree to find the line breaks: that walk was
/// 4% of a cold run's CPU on the big-app replica, done once per visitor. `#sourceLocation` only
/// moves the presumed line, which no walk here reads. `SwiftSourceTextTests` compares the two on
/// every fixture and on generated text with every kind of line break.
package struct SwiftLineTable: Sendable {
    /// The offset after each line break, in order.
    private let lineEnds: [Int]
    private let count: Int
    /// The length of the text the table was made from (the tree's text).
    var textCount: Int { count }

    init(_ bytes: [UInt8]) {
        var ends: [Int] = []
        count = bytes.count
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let end = buffer.count
            // Most files have no carriage return: `memchr` for line feeds alone.
            if memchr(base, 0x0D, end) == nil {
                var start = 0
                while start < end, let found = memchr(base + start, 0x0A, end - start) {
                    start = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                    ends.append(start)
                }
                return
            }
            var index = 0
            while index < end {
                let byte = buffer[index]
                index += 1
                if byte == 0x0A {
                    ends.append(index)
                } else if byte == 0x0D {
                    if index < end, buffer[index] == 0x0A { index += 1 }
                    ends.append(index)
                }
            }
        }
        lineEnds = ends
    }

    /// The 1-based line and UTF-8 column of `offset`, clamped to the text as the converter clamps.
    func location(ofOffset offset: Int) -> (line: Int, column: Int) {
        let position = max(0, min(offset, count))
        // The number of line ends at or before the position.
        var low = 0
        var high = lineEnds.count
        while low < high {
            let middle = (low + high) / 2
            if lineEnds[middle] <= position { low = middle + 1 } else { high = middle }
        }
        return (low + 1, position - (low == 0 ? 0 : lineEnds[low - 1]) + 1)
    }

    /// Where `node` starts after its leading trivia: what `startLocation(converter:)` gives.
    func start(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
}

/// Where the words a walk cares about occur in a file, so that a walk skips a subtree whose text
/// holds none of them: what is not written in a subtree cannot be found in it.
struct SwiftWordOffsets: Sendable {
    /// Offsets where any of the words starts, in order.
    private let starts: [Int]
    /// Whether every node counts as holding a word (a walk that skips nothing).
    private let everywhere: Bool

    init(_ bytes: [UInt8], words: [ByteSearch.Needle]) {
        var all: [Int] = []
        for word in words { all += ByteSearch.offsets(of: word, in: bytes) }
        all.sort()
        starts = all
        everywhere = false
    }

    private init() {
        starts = []
        everywhere = true
    }

    /// Offsets by which every subtree is walked.
    static let everywhere = SwiftWordOffsets()

    /// Whether one of the words starts within the node's text, trivia included. A word that starts
    /// in it and runs past its end counts too: the walk then visits a subtree it could skip, never
    /// the other way round.
    func occurs(in node: some SyntaxProtocol) -> Bool {
        if everywhere { return true }
        let lower = node.position.utf8Offset
        let upper = node.endPosition.utf8Offset
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] < lower { low = middle + 1 } else { high = middle }
        }
        return low < starts.count && starts[low] < upper
    }
}
