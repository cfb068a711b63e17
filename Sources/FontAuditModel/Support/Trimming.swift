import Foundation

/// A set of characters to trim, as Foundation's `trimmingCharacters(in:)` trims them, without its
/// cost on Linux (a bridge to `NSString` and back for every call, the largest part of reading a
/// project's settings): ASCII is decided from a table made once, anything else by the
/// `CharacterSet` itself, so the answer is Foundation's.
package struct TrimSet: Sendable {
    private let set: CharacterSet
    /// Bit `n` set when ASCII `n` is in the set.
    private let ascii: (low: UInt64, high: UInt64)

    package init(_ set: CharacterSet) {
        self.set = set
        var low: UInt64 = 0
        var high: UInt64 = 0
        for value in 0..<128 where set.contains(Unicode.Scalar(UInt8(value))) {
            if value < 64 { low |= 1 << UInt64(value) } else { high |= 1 << UInt64(value - 64) }
        }
        ascii = (low, high)
    }

    /// `CharacterSet.whitespaces`: spaces and tabs.
    package static let whitespaces = TrimSet(.whitespaces)
    /// `CharacterSet.whitespacesAndNewlines`.
    package static let whitespacesAndNewlines = TrimSet(.whitespacesAndNewlines)

    @inline(__always)
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 64 { return ascii.low & (1 << UInt64(value)) != 0 }
        if value < 128 { return ascii.high & (1 << UInt64(value - 64)) != 0 }
        return set.contains(scalar)
    }
}

extension StringProtocol {
    /// The text without the scalars of `set` at either end: `trimmingCharacters(in:)` of the same
    /// set (``TrimSet``).
    package func trimming(_ set: TrimSet) -> String {
        let scalars = Substring(self).unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, set.contains(scalars[start]) { start = scalars.index(after: start) }
        while end > start {
            let before = scalars.index(before: end)
            guard set.contains(scalars[before]) else { break }
            end = before
        }
        return String(Substring(scalars[start..<end]))
    }
}
