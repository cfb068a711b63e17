import Foundation
import Testing

@testable import FontAuditCLI

/// `inspect`'s plain command lines are read without argument-parser (issue 18); this holds that
/// reading to argument-parser's own, and checks that anything else is left to argument-parser.
@Suite struct InspectArgumentTests {
    typealias Inspect = FontAuditCommand.Inspect

    static let optionLists: [[String]] = [
        [], ["--format", "json"], ["--format=json"], ["--format", "html", "--names"],
        ["--names", "--no-color", "--quiet"],
        ["--output", "out.json", "--format", "json"], ["--output=out.json"], ["--files-from", "list.txt"],
        ["--files-from=list.txt", "--quiet"], ["--format", "text", "--output", "x.txt", "--no-color"],
        // Left to argument-parser:
        ["--format", "xml"], ["--format"], ["--names", "--names"], ["--chars", "abc"], ["--chars-from", "t.txt"],
        ["--help"], ["-h"], ["--version"], ["--format", "json", "--format", "text"], ["--quiet=yes"], ["--output", ""],
        ["--unknown"], ["-q"], ["--files-from", "-"], ["--output", "--names"],
    ]

    @Test func directReadingAgreesWithArgumentParser() throws {
        var direct = 0
        for options in Self.optionLists {
            for paths in [[], ["a.ttf"], ["Fonts", "b.otf"]] {
                guard let request = Inspect.directRequest(options: options, paths: paths) else { continue }
                direct += 1
                let parsed = try Inspect.parse(options + paths)
                var expected = Inspect.Request(paths: parsed.paths, format: parsed.format)
                expected.filesFrom = parsed.filesFrom
                expected.output = parsed.output
                expected.names = parsed.names
                expected.noColor = parsed.terminal.noColor
                expected.quiet = parsed.terminal.quiet
                #expect(request == expected, "\(options) \(paths)")
                #expect(parsed.chars == nil && parsed.charsFrom == nil)
            }
        }
        #expect(
            direct == 22, "the first ten option lists are read directly, with paths (and the files-from ones without)")
    }

    @Test func everythingElseIsLeftToArgumentParser() {
        for options in Self.optionLists.dropFirst(10) {
            #expect(Inspect.directRequest(options: options, paths: ["a.ttf"]) == nil, "\(options)")
        }
        #expect(
            Inspect.directRequest(options: ["--format", "json"], paths: []) == nil, "no path: argument-parser's message"
        )
    }

    @Test func fileListsSplitAsCharacterSplittingDoes() {
        let lists = [
            "a.ttf\nb.otf\n", "a\r\nb\rc\n\n\nd", "\u{0B}x\u{0C}y", "é.ttf\nü.otf\u{2028}z\u{85}w", "no break", "",
            "\n\n",
        ]
        for list in lists {
            let data = Data(list.utf8)
            #expect(
                PathList.lines(of: data) == list.split(whereSeparator: \.isNewline).map(String.init),
                "\(list.debugDescription)")
        }
    }
}
