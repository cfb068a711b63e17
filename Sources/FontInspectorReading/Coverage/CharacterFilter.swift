import FontInspectorModel
import Foundation

/// Which characters of a string a font is expected to draw.
///
/// Skipped: white space, line and paragraph separators, controls and invisible format characters
/// (joiners, direction marks, soft hyphens), variation selectors, emoji (iOS and macOS always draw
/// emoji from Apple Color Emoji, so a text font is not expected to have them) and, when
/// ``formatSpecifiers`` is set, printf-style specifiers (`%@`, `%1$@`, `%lld`, `%.2f`, `%%`) and
/// `.stringsdict` variables (`%#@count@`) and string-catalog substitutions (`%arg`), whose values
/// are not known. Text is compared in
/// Unicode's composed form (NFC), the form the font's `cmap` is asked for.
package struct CharacterFilter: Sendable {
    /// Whether printf-style format specifiers are skipped (and counted as dynamic parts).
    package var formatSpecifiers: Bool

    /// Creates a filter; format specifiers are skipped by default.
    package init(formatSpecifiers: Bool = true) {
        self.formatSpecifiers = formatSpecifiers
    }

    /// The characters of `text` a font is expected to draw, in order (repeats kept).
    package func drawnScalars(in text: String) -> [Unicode.Scalar] {
        scan(text).scalars
    }

    /// How many format specifiers (dynamic parts) `text` holds; `%%` is not one.
    package func dynamicParts(in text: String) -> Int {
        scan(text).dynamic
    }

    /// The drawn characters and the number of dynamic parts of `text`.
    package func scan(_ text: String) -> (scalars: [Unicode.Scalar], dynamic: Int) {
        let (literal, dynamic) = formatSpecifiers ? FormatSpecifiers.removing(text) : (text, 0)
        // ASCII text is its own composed form, a character per scalar (a "\r\n" cluster draws
        // nothing), and draws exactly its printable characters: `!` to `~` (a third of the
        // big-app replica's rules was Foundation's composition of such text).
        if literal.utf8.allSatisfy({ $0 < 0x80 }) {
            return (literal.utf8.compactMap { $0 > 0x20 && $0 < 0x7F ? Unicode.Scalar($0) : nil }, dynamic)
        }
        // Text of scalars composition leaves alone (CJK, kana, Hangul syllables, Cyrillic,
        // precomposed Latin, Arabic letters) is its own composed form: read as it is, with no
        // composition and no memo (hashing such text was most of a warm run's rules).
        if literal.unicodeScalars.allSatisfy(Self.isCompositionInert) {
            return (literal.unicodeScalars.filter { !Self.inertNotDrawn.contains($0.value) }, dynamic)
        }
        return (Self.composedScans.scalars(of: literal, composedScan), dynamic)
    }

    /// ``composedScan(_:)`` of each text outside ASCII, kept for the run: one text is checked
    /// against each face that draws it and in each target (on the big-app replica, 750 checks of
    /// 250 texts, and their composition was nine tenths of the rules' time).
    private static let composedScans = ScanMemo()

    private final class ScanMemo: @unchecked Sendable {
        private let lock = NSLock()
        private var scans: [String: [Unicode.Scalar]] = [:]
        /// Past this many texts, a scan is made again rather than kept.
        private let limit = 50_000

        func scalars(of text: String, _ scan: (String) -> [Unicode.Scalar]) -> [Unicode.Scalar] {
            lock.lock()
            let known = scans[text]
            lock.unlock()
            if let known { return known }
            let made = scan(text)
            lock.lock()
            if scans.count < limit { scans[text] = made }
            lock.unlock()
            return made
        }
    }

    /// The drawn characters of `literal` (its format specifiers removed), by Unicode's rules.
    func composedScan(_ literal: String) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        let composed = literal.precomposedStringWithCanonicalMapping
        // Without a scalar that makes its cluster an emoji, every cluster is read alike: its
        // scalars, one at a time (finding the clusters was most of the cost).
        if !composed.unicodeScalars.contains(where: Self.marksEmojiSequence) {
            for scalar in composed.unicodeScalars where Self.isDrawn(scalar) { scalars.append(scalar) }
            return scalars
        }
        for character in composed {
            let cluster = character.unicodeScalars
            if cluster.contains(where: Self.marksEmojiSequence) { continue }
            for scalar in cluster where Self.isDrawn(scalar) {
                scalars.append(scalar)
            }
        }
        return scalars
    }

    /// A scalar that makes its whole grapheme cluster an emoji: the emoji presentation selector,
    /// the zero-width joiner of ZWJ sequences, the keycap mark, regional indicators (flags), skin
    /// tone modifiers and tag characters (subdivision flags).
    static func marksEmojiSequence(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xFE0F, 0x200D, 0x20E3, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: return true
        default: return false
        }
    }

    /// Whole blocks of letters, every code point assigned (Hiragana, Katakana, CJK Unified
    /// Ideographs, Hangul syllables): drawn, known without a property lookup
    /// (`CharacterFilterTests` checks each against ``isDrawnByProperties(_:)``).
    static let letterBlocks: [ClosedRange<UInt32>] = [
        0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
    ]

    /// Ranges of scalars that canonical composition leaves as they are, alone and beside each
    /// other: each is its own composed form (NFC quick check Yes), has combining class 0, and is
    /// no second element of a composition (as Hangul jamo and some Indic vowel signs are); no
    /// emoji sequence is made of them. `CharacterFilterFastPathTests` checks every one.
    static let compositionInert = CharacterMap(
        codePoints: ([
            0x20...0x7E, 0xA0...0xFF, 0x100...0x24F, 0x400...0x482, 0x48A...0x4FF, 0x60C...0x60C, 0x61B...0x61B,
            0x61F...0x61F, 0x621...0x64A, 0x660...0x66D, 0x671...0x6D3, 0x1E00...0x1EFF, 0x2010...0x2027,
            0x2030...0x205E, 0x3000...0x3029, 0x3041...0x3096, 0x30A1...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
            0xFF01...0xFF5E,
        ] as [ClosedRange<UInt32>]).joined())

    /// The scalars of ``compositionInert`` that are not drawn (spaces, the soft hyphen, `‼`),
    /// found once from their properties.
    static let inertNotDrawn: Set<UInt32> = Set(
        compositionInert.ranges.joined().filter { value in
            Unicode.Scalar(value).map { !isDrawn($0) } ?? true
        })

    static func isCompositionInert(_ scalar: Unicode.Scalar) -> Bool {
        compositionInert.contains(scalar)
    }

    static func isDrawn(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF, 0xAC00...0xD7A3: return true
        default: return isDrawnByProperties(scalar)
        }
    }

    static func isDrawnByProperties(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned:
            return false
        default: break
        }
        if properties.isWhitespace || properties.isVariationSelector { return false }
        // Emoji by default, and symbols iOS draws as emoji (☺, ♥, ✈): never the text font's job.
        // ©, ®, digits, # and * are emoji only in sequences and stay the font's job.
        if properties.isEmojiPresentation || (properties.isEmoji && scalar.value >= 0x2000) { return false }
        return true
    }
}
