/// What a font-name expression can be without running the code: a finite set of strings, each
/// with where it comes from, or open (a value read at run time: a parameter no call site binds,
/// user input, the network), with what is known of its ends.
///
/// One answer type for every reader that evaluates a name (Swift, Objective-C), asked by requests,
/// text uses and `font-unused` alike: each known value is checked as a literal would be, and an
/// open value is counted, never guessed.
package enum NameValue: Sendable, Hashable {
    /// The values the name can take, distinct, in the order the code gives them; at most
    /// ``bound`` of them.
    case known([NameCandidate])
    /// A value not known before run time: what it is known to start and end with (empty when
    /// nothing is).
    case open(prefix: String, suffix: String)

    /// Past this many values a name is open (with the ends its values share): a set that large is
    /// a table of data, not a choice of fonts, and checking each value would say one cause many times.
    package static let bound = 32

    /// A value that nothing is known of.
    package static let unknown = NameValue.open(prefix: "", suffix: "")

    /// One value, written at the request or in a constant.
    package static func literal(_ text: String, source: ValueSource? = nil) -> NameValue {
        .known([NameCandidate(text: text, source: source)])
    }

    /// The values, when known.
    package var candidates: [NameCandidate]? {
        if case .known(let candidates) = self { return candidates }
        return nil
    }

    /// The one value, when exactly one is known.
    package var single: String? {
        if case .known(let candidates) = self, candidates.count == 1 { return candidates[0].text }
        return nil
    }

    /// Any of `values`, merged: known when all are (and the union stays within ``bound``), else open
    /// with the ends they all share.
    package static func union(_ values: [NameValue]) -> NameValue {
        var candidates: [NameCandidate] = []
        var seen = Set<String>()
        for value in values {
            guard case .known(let list) = value else { return commonEnds(of: values) }
            for candidate in list where seen.insert(candidate.text).inserted { candidates.append(candidate) }
        }
        guard candidates.count <= bound else { return commonEnds(of: values) }
        return candidates.isEmpty ? .unknown : .known(candidates)
    }

    /// `a + b`: every value of `a` followed by every value of `b`; open when either is (or the
    /// product is past ``bound``), keeping the known ends.
    package static func concatenation(_ parts: [NameValue]) -> NameValue {
        var product: [NameCandidate]? = [NameCandidate(text: "", source: nil)]
        for part in parts {
            guard let current = product, case .known(let list) = part, current.count * list.count <= bound else {
                product = nil
                break
            }
            product = current.flatMap { left in
                list.map { right in
                    NameCandidate(
                        text: left.text + right.text, source: right.source ?? left.source,
                        origin: parts.count == 1 ? right.origin : nil)
                }
            }
        }
        if let product { return union([.known(product)]) }
        // The ends: the parts with one value, from each end up to the first that has more or none.
        var prefix = ""
        for part in parts {
            guard let text = part.sharedEnds?.whole else {
                prefix += part.sharedEnds?.prefix ?? ""
                break
            }
            prefix += text
        }
        var suffix = ""
        for part in parts.reversed() {
            guard let text = part.sharedEnds?.whole else {
                suffix = (part.sharedEnds?.suffix ?? "") + suffix
                break
            }
            suffix = text + suffix
        }
        return .open(prefix: prefix, suffix: suffix)
    }

    /// The ends every value shares (the whole text when there is one value).
    private var sharedEnds: (whole: String?, prefix: String, suffix: String)? {
        switch self {
        case .open(let prefix, let suffix):
            return (nil, prefix, suffix)
        case .known(let candidates):
            if candidates.count == 1 { return (candidates[0].text, candidates[0].text, candidates[0].text) }
            let texts = candidates.map(\.text)
            return (nil, Self.commonPrefix(texts), Self.commonSuffix(texts))
        }
    }

    /// Open, with the ends every one of `values` shares.
    private static func commonEnds(of values: [NameValue]) -> NameValue {
        let ends = values.compactMap(\.sharedEnds)
        return .open(prefix: commonPrefix(ends.map(\.prefix)), suffix: commonSuffix(ends.map(\.suffix)))
    }

    private static func commonPrefix(_ texts: [String]) -> String {
        guard var common = texts.first else { return "" }
        for text in texts.dropFirst() {
            common = String(zip(common, text).prefix { $0 == $1 }.map(\.0))
        }
        return common
    }

    private static func commonSuffix(_ texts: [String]) -> String {
        String(commonPrefix(texts.map { String($0.reversed()) }).reversed())
    }
}

/// One value a name can take (``NameValue``).
package struct NameCandidate: Sendable, Hashable, Codable {
    /// The name.
    package var text: String
    /// Where the code gives this value when the audit followed it there (an enum case, a switch,
    /// a call site's argument, a macro in another file); nil when it is written at the request or
    /// in a constant.
    package var source: ValueSource?
    /// Where fix mode may write another name in its place, when this value is one whole literal
    /// (an enum case's raw value); nil when it is put together.
    package var origin: NameOrigin?

    /// Creates a candidate.
    package init(text: String, source: ValueSource?, origin: NameOrigin? = nil) {
        self.text = text
        self.source = source
        self.origin = origin
    }
}

/// Where a value the audit followed through code is written (``NameCandidate/source``).
package struct ValueSource: Sendable, Hashable, Codable {
    /// What gives the value, as the code writes it: `case bold`, `makeLabel(fontName:)`,
    /// `#define FONT_BODY`, `Style.fontName`.
    package var label: String
    /// The file, relative to the audited path.
    package var file: String
    /// 1-based line.
    package var line: Int

    package init(label: String, file: String, line: Int) {
        self.label = label
        self.file = file
        self.line = line
    }
}

/// How a request's name was followed through code (``FontRequest/followed``): the name argument
/// as written, and where the value checked comes from.
package struct FollowedName: Sendable, Hashable, Codable {
    /// The argument as written at the request: `"Brand-\(weight.rawValue)"`, `fontName`.
    package var written: String
    /// Where this value is given.
    package var source: ValueSource

    package init(written: String, source: ValueSource) {
        self.written = written
        self.source = source
    }
}
