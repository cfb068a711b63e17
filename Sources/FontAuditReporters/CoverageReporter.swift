import FontAuditInventory
import FontAuditModel
import FontAuditRules
import FontInspectorModel
import Foundation

/// Renders ``CharacterCoverage`` for `fontaudit coverage`: a table for people, JSON for tools.
package enum CoverageReporter {
    /// How many missing characters a text line lists before it counts the rest.
    static let listed = 40

    /// A table per target: one row per face, one column per language (the share of the language's
    /// characters the face maps), then the characters each face lacks, by language.
    package static func text(_ coverages: [CharacterCoverage]) -> String {
        var out = ""
        for coverage in coverages {
            if let target = coverage.target { out += "Target \(target)\n" }
            guard !coverage.faces.isEmpty else {
                out += "No registered font face to measure.\n\n"
                continue
            }
            guard !coverage.languages.isEmpty else {
                out += "No strings found (.strings, .stringsdict, .xcstrings, or text shown in a custom font).\n\n"
                continue
            }
            let summary = coverage.languages.map { "\($0.code) \($0.characters.unicodeScalars.count)" }.joined(
                separator: ", ")
            out += "Characters of the app's strings each registered face covers (\(summary) characters)\n\n"
            var rows = [["face", "file"] + coverage.languages.map(\.code)]
            for face in coverage.faces {
                rows.append([face.postscriptName, face.file] + face.languages.map(percent))
            }
            let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
            for row in rows {
                let cells = row.enumerated().map { column, cell in
                    column < 2
                        ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                        : String(repeating: " ", count: widths[column] - cell.count) + cell
                }
                out += cells.joined(separator: "  ").trimmingCharacters(in: .whitespaces) + "\n"
            }
            var gaps = ""
            for face in coverage.faces {
                for share in face.languages where !share.missing.isEmpty {
                    let scalars = Array(share.missing.unicodeScalars)
                    let shown = scalars.prefix(listed).map(ScalarText.shown).joined(separator: " ")
                    let more = scalars.count > listed ? " and \(scalars.count - listed) more" : ""
                    gaps += "  \(face.postscriptName) lacks in \(share.language): \(shown)\(more)\n"
                }
            }
            if !gaps.isEmpty { out += "\n" + gaps }
            let dynamic = coverage.languages.reduce(0) { $0 + $1.dynamicParts }
            if dynamic > 0 {
                out +=
                    "\n\(dynamic) dynamic part\(dynamic == 1 ? "" : "s") (format specifiers, interpolations) skipped.\n"
            }
            out += "\n"
        }
        return out
    }

    /// `covered/total`, with the share in percent to one decimal (never 100.0 when something is missing).
    static func percent(_ share: CharacterCoverage.Share) -> String {
        guard share.total > 0 else { return "-" }
        var value = (share.ratio * 1000).rounded(.down) / 10
        if share.covered < share.total { value = min(value, 99.9) }
        return String(format: "%.1f%% (%d/%d)", value, share.covered, share.total)
    }

    /// `{"targets": [...]}`, keys sorted, paths relative to the audited path.
    package static func json(_ coverages: [CharacterCoverage]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        struct Document: Encodable { let targets: [CharacterCoverage] }
        let data = (try? encoder.encode(Document(targets: coverages))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
