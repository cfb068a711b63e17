import FontAuditCache
import FontAuditModel
import Foundation
import SwiftParser
import SwiftSyntax

extension RegistrationScanner {
    /// Uses of generated font enums that no scanned file defines: `<Target>FontFamily.Family.member`
    /// (Tuist), and any `Enum.registerAllCustomFonts()` with its `Enum.Family.member` uses (SwiftGen
    /// run by a build plugin, as `FontAssets`).
    static func synthesizedUses(in files: [SourceText], except defined: Set<String>) -> [SynthesizedFontUse] {
        let callPattern = "\\b([A-Z][A-Za-z0-9_]*)\\.registerAllCustomFonts\\("
        let usePattern = "\\b([A-Z][A-Za-z0-9_]*)\\.([A-Z][A-Za-z0-9_]*)\\.([a-z_][A-Za-z0-9_]*)"
        let accessorWords = WordQuery(RegistrationScanner.accessorWords)
        let candidates = files.filter { $0.containsAny(accessorWords) }
        var uses: [SynthesizedFontUse] = []
        var enums = Set<String>()
        // Each file's matches on all cores, then taken in file order. Each expression is compiled
        // once, when the first file asks for it (compiling one per file was a third of this pass
        // over the big-app replica's 66 users): matching is thread-safe, as CoreFoundation checks
        // the compiled expression out, or clones it when another thread has it. Neither pattern
        // spans lines: each is matched on the lines that hold what a match must hold (every call
        // holds `registerAllCustomFonts(`; a use counts only when it holds `FontFamily.` or a
        // known enum's name and a dot).
        let compiled = Locked([String: NSRegularExpression]())
        @Sendable func matches(
            _ pattern: String, in file: SourceText, onLinesHolding needles: [ByteSearch.Needle]
        ) -> [Match] {
            let expression = compiled.withLock { known -> NSRegularExpression? in
                if let made = known[pattern] { return made }
                let made = try? NSRegularExpression(pattern: pattern)
                known[pattern] = made
                return made
            }
            guard let expression else { return [] }
            return Self.matches(of: expression, inBytes: file.load(), onLinesHolding: needles)
        }
        let callNeedle = [ByteSearch.Needle("registerAllCustomFonts(")]
        let callsByFile = candidates.concurrentMap { file in
            file.kept(.registerAllCalls) { matches(callPattern, in: file, onLinesHolding: callNeedle) }
        }
        for (file, calls) in zip(candidates, callsByFile) {
            for call in calls where !defined.contains(call.groups[0]) {
                enums.insert(call.groups[0])
                uses.append(
                    SynthesizedFontUse(
                        enumName: call.groups[0], family: nil, member: nil, file: file.path, line: call.line))
            }
        }
        // `typealias AppFont = DesignSystemFontFamily` (or `= DesignSystemFontFamily.Roboto`): a use
        // through the alias is a use of the enum, as the compiler resolves it.
        let aliasPattern =
            "\\btypealias\\s+([A-Z][A-Za-z0-9_]*)\\s*=\\s*([A-Z][A-Za-z0-9_]*)(?:\\.([A-Z][A-Za-z0-9_]*))?\\s*$"
        let aliasNeedle = [ByteSearch.Needle("typealias")]
        var aliases: [String: (enumName: String, family: String?)] = [:]
        let aliasFiles = files.filter { $0.containsAny(WordQuery(["typealias"])) }
        let aliasesByFile = aliasFiles.concurrentMap { file in
            file.kept(.fontFamilyAliases) { matches(aliasPattern, in: file, onLinesHolding: aliasNeedle) }
        }
        for found in aliasesByFile {
            for alias in found {
                let target = alias.groups[1]
                guard !defined.contains(target), target.hasSuffix("FontFamily") || enums.contains(target) else {
                    continue
                }
                aliases[alias.groups[0]] = (
                    target, alias.groups.count > 2 && !alias.groups[2].isEmpty ? alias.groups[2] : nil
                )
            }
        }
        let needles =
            [ByteSearch.Needle("FontFamily.")]
            + (enums.union(aliases.keys)).sorted().map { ByteSearch.Needle($0 + ".") }
        let asked = WordQuery(needles)
        let users = files.filter { $0.containsAny(asked) }
        // The uses found depend on the names looked for, which the key says.
        let usesKey = CachePurpose.SwiftWalk.accessorUses(needles.map { String(decoding: $0.bytes, as: UTF8.self) })
        let usesByFile = users.concurrentMap { file in
            file.kept(usesKey) { matches(usePattern, in: file, onLinesHolding: needles) }
        }
        // Not after a dot: `OtherFontFamily.Roboto.bold` is no use of the alias `Roboto`.
        let memberPattern = "(?<![.\\w])([A-Z][A-Za-z0-9_]*)\\.([a-z_][A-Za-z0-9_]*)"
        let familyAliases = aliases.filter { $0.value.family != nil }
        for (file, found) in zip(users, usesByFile) {
            // A family's alias: `Roboto.bold` (`typealias Roboto = DesignSystemFontFamily.Roboto`).
            if !familyAliases.isEmpty {
                for use in matches(memberPattern, in: file, onLinesHolding: needles) {
                    guard let alias = familyAliases[use.groups[0]] else { continue }
                    uses.append(
                        SynthesizedFontUse(
                            enumName: alias.enumName, family: alias.family, member: use.groups[1], file: file.path,
                            line: use.line))
                }
            }
            for use in found {
                var enumName = use.groups[0]
                if let alias = aliases[enumName], alias.family == nil { enumName = alias.enumName }
                guard !defined.contains(enumName), enumName.hasSuffix("FontFamily") || enums.contains(enumName) else {
                    continue
                }
                uses.append(
                    SynthesizedFontUse(
                        enumName: enumName, family: use.groups[1], member: use.groups[2], file: file.path,
                        line: use.line))
            }
        }
        return uses
    }

    /// A match of a pattern in a file: its capture groups and its line.
    struct Match: Codable {
        var groups: [String]
        var line: Int
    }

    /// Every match of `pattern` in `text`.
    static func matches(of pattern: NSRegularExpression, in text: String) -> [Match] {
        let ns = text as NSString
        let lines = LineIndex(text)
        return pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { match in
            Match(
                // An optional group that took part in no match is empty.
                groups: (1..<match.numberOfRanges).map { index in
                    let range = match.range(at: index)
                    return range.location == NSNotFound ? "" : ns.substring(with: range)
                },
                line: lines.line(ofUTF16Offset: match.range.location))
        }
    }

    /// Every match of `pattern` on the lines of a file's `bytes` that hold one of `needles`: for a
    /// pattern no match of which spans lines (a line's start is a word boundary, as after a line
    /// feed), the matches of ``matches(of:in:)`` there, each line matched by itself (and made text
    /// only then).
    static func matches(
        of pattern: NSRegularExpression, inBytes bytes: [UInt8], onLinesHolding needles: [ByteSearch.Needle]
    ) -> [Match] {
        // The lines are found from where the needles are in the whole file (none holds a line
        // feed), not by searching each line: most lines hold none.
        let hits = needles.flatMap { ByteSearch.offsets(of: $0, in: bytes) }.sorted()
        var found: [Match] = []
        var start = 0
        var line = 1
        var next = 0
        while next < hits.count {
            // The line that holds the next hit, counted from the last line matched.
            var end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            while end < hits[next] {
                line += 1
                start = end + 1
                end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            }
            found += matches(of: pattern, in: String(decoding: bytes[start..<end], as: UTF8.self)).map {
                Match(groups: $0.groups, line: line)
            }
            while next < hits.count, hits[next] < end { next += 1 }
            line += 1
            start = end + 1
        }
        return found
    }

    /// A reference to a generated font: `Family.member`, and its line.
    struct Reference: Codable {
        var key: String
        var line: Int

        init(_ pair: (String, Int)) {
            key = pair.0
            line = pair.1
        }
    }

    /// What ``references(to:inBytes:pattern:)`` matches: `Enum.Family.member`, compiled once for
    /// all the files that may refer to `enumName`.
    static func referencePattern(_ enumName: String) -> NSRegularExpression? {
        try? NSRegularExpression(
            pattern: "\\b" + NSRegularExpression.escapedPattern(for: enumName)
                + "\\.([A-Za-z_][A-Za-z0-9_]*)\\.([A-Za-z_][A-Za-z0-9_]*)")
    }

    /// `enumName.Family.member` references in a file's `bytes`, as ("Family.member", line), with
    /// ``referencePattern(_:)``.
    static func references(to enumName: String, inBytes bytes: [UInt8], pattern: NSRegularExpression?) -> [(
        String, Int
    )] {
        guard let pattern else { return [] }
        // Every match holds the enum's name and a dot, on one line: only those lines are matched.
        return matches(of: pattern, inBytes: bytes, onLinesHolding: [ByteSearch.Needle(enumName + ".")]).map { match in
            (match.groups[0] + "." + match.groups[1], match.line)
        }
    }
}
