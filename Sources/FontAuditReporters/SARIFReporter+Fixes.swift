import FontAuditModel

extension SARIFReporter {
    /// A SARIF `fix` for `finding` when its rule's fix replaces the finding's name in place
    /// (``RuleDescription/fixReplacesName``) and the name can be placed exactly: it must occur once
    /// on the finding's line as a whole quoted string or XML text (`"Name"`, `>Name<`), so that the
    /// edit replaces that one string and nothing else. Columns count UTF-16 code units, SARIF's
    /// default `columnKind`. Nil otherwise, as when the line is unknown (a binary plist), the name
    /// reaches the call through a constant defined elsewhere, or the text is escaped in the file.
    static func fix(for finding: Finding, rule: RuleDescription?, sourceText: ((String) -> String?)?) -> Fix? {
        guard rule?.fixReplacesName == true, let file = finding.file, let line = finding.line,
            let name = finding.name, let replacement = finding.fix, !name.isEmpty, name != replacement,
            let text = sourceText?(file), let lineText = Self.line(line, of: text),
            let start = Self.onlyDelimitedOccurrence(of: name, in: lineText)
        else { return nil }
        let startColumn = lineText.utf16.distance(from: lineText.utf16.startIndex, to: start) + 1
        let region = Region(startLine: line, startColumn: startColumn, endColumn: startColumn + name.utf16.count)
        return Fix(
            description: Text(text: "Write \(quoted(replacement)) instead of \(quoted(name))."),
            artifactChanges: [
                ArtifactChange(
                    artifactLocation: ArtifactLocation(uri: uriReference(file), uriBaseId: "SRCROOT"),
                    replacements: [Replacement(deletedRegion: region, insertedContent: Content(text: replacement))]
                )
            ]
        )
    }

    /// The 1-based `number`th line of `text`, without its line break (`\n`, `\r\n` or `\r`).
    static func line(_ number: Int, of text: String) -> Substring? {
        guard number >= 1 else { return nil }
        var current = 1
        var lineStart = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\n" || character == "\r\n" || character == "\r" {
                if current == number { return text[lineStart..<index] }
                current += 1
                lineStart = text.index(after: index)
            }
            index = text.index(after: index)
        }
        return current == number ? text[lineStart...] : nil
    }

    /// Where `name` starts in `line` when it occurs there exactly once between quotes or as XML
    /// text; nil when it does not, or does more than once (which one would be ambiguous).
    static func onlyDelimitedOccurrence(of name: String, in line: Substring) -> String.Index? {
        var found: String.Index?
        var searchStart = line.startIndex
        while let range = line[searchStart...].range(of: name) {
            let before = range.lowerBound > line.startIndex ? line[line.index(before: range.lowerBound)] : nil
            let after = range.upperBound < line.endIndex ? line[range.upperBound] : nil
            if (before == "\"" && after == "\"") || (before == ">" && after == "<") {
                if found != nil { return nil }
                found = range.lowerBound
            }
            searchStart = line.index(after: range.lowerBound)
        }
        return found
    }

    struct Fix: Encodable {
        let description: Text
        let artifactChanges: [ArtifactChange]
    }

    struct ArtifactChange: Encodable {
        let artifactLocation: ArtifactLocation
        let replacements: [Replacement]
    }

    struct Replacement: Encodable {
        let deletedRegion: Region
        let insertedContent: Content
    }

    struct Content: Encodable {
        let text: String
    }
}
