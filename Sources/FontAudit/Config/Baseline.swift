import FontAuditInventory
import FontAuditModel
import FontAuditRules
import Foundation

/// Findings recorded once and hidden afterwards, so a team can adopt the audit and fail only on
/// new problems. Keyed by rule, file and name (not line, so entries survive edits).
public struct Baseline: Codable, Hashable, Sendable {
    /// One recorded finding.
    public struct Entry: Codable, Hashable, Sendable, Comparable {
        /// The rule identifier.
        public var rule: String
        /// The file, relative to the audited path.
        public var file: String?
        /// The name or entry concerned.
        public var name: String?

        /// Creates an entry.
        public init(rule: String, file: String?, name: String?) {
            self.rule = rule
            self.file = file
            self.name = name
        }

        /// Orders entries by rule, then file, then name, as the baseline file lists them.
        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.rule, lhs.file ?? "", lhs.name ?? "") < (rhs.rule, rhs.file ?? "", rhs.name ?? "")
        }

        /// Encodes every key, with `null` where absent.
        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(rule, forKey: .rule)
            try c.encode(file, forKey: .file)
            try c.encode(name, forKey: .name)
        }
    }

    /// The format version of the file.
    public var version: Int
    /// The recorded findings, sorted.
    public var findings: [Entry]

    /// A baseline of `findings`.
    public init(findings: [Finding]) {
        version = 1
        self.findings = findings.map { Entry(rule: $0.rule, file: $0.file, name: $0.name) }.sorted()
    }

    /// `findings` without those the baseline records (each entry hides one finding).
    public func filter(_ findings: [Finding]) -> [Finding] {
        var remaining: [Entry: Int] = [:]
        for entry in self.findings { remaining[entry, default: 0] += 1 }
        return findings.filter { finding in
            let key = Entry(rule: finding.rule, file: finding.file, name: finding.name)
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }
    }

    /// `result` without the findings the baseline records, its error and warning counts redone.
    public func filter(_ result: AuditResult) -> AuditResult {
        let summary = result.summary
        var filtered = AuditResult(
            findings: filter(result.findings), files: summary.files, faces: summary.faces,
            namesFound: summary.namesFound, namesResolved: summary.namesResolved,
            namesFollowed: summary.namesFollowed,
            namesDynamic: summary.namesDynamic, sourcesMissing: summary.sourcesMissing,
            unplacedFonts: summary.unplacedFonts)
        filtered.openNames = result.openNames
        // The unused fonts' totals count only the findings still shown.
        if var unused = summary.unusedFonts {
            let shown = Set(
                filtered.findings.filter { $0.rule == FontUnusedRule.description.identifier }.compactMap(\.file))
            unused.fonts = unused.fonts.filter { shown.contains($0.file) }
            filtered.summary.unusedFonts = unused
        }
        return filtered
    }

    /// The JSON text of the baseline file.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// Reads a baseline file.
    public static func load(from url: URL, displayPath: String) throws -> Baseline {
        do {
            return try JSONDecoder().decode(Baseline.self, from: Data(contentsOf: url))
        } catch {
            throw ConfigurationError.notABaseline(path: displayPath, reason: error.localizedDescription)
        }
    }
}
