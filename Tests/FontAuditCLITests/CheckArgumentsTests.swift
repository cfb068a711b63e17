import Foundation
import Testing

@testable import FontAuditCLI

/// `check`'s plain command lines are read without argument-parser (issue 32): what the direct
/// reading gives is what argument-parser gives for the same line, and what it leaves (help,
/// errors, `--fix`, anything it does not know) argument-parser reads, with its own messages.
@Suite struct CheckArgumentsTests {
    typealias Check = FontAuditCommand.Check

    /// Pieces a command line is made of: options with values in both forms, flags, paths, and
    /// what the direct reading leaves to argument-parser.
    static let pieces: [[String]] = [
        ["App"], ["My App.xcodeproj"], ["--format", "json"], ["--format=xcode"], ["--format", "sarif"],
        ["--fail-on", "never"],
        ["--fail-on=warning"], ["--default-fail-on", "never"], ["--cache-path", "/tmp/c"], ["--cache-path=c d"],
        ["--no-cache"],
        ["--absolute-paths"], ["--quiet"], ["--no-color"], ["--package"], ["--target", "App"], ["--target=Widget"],
        ["--configuration", "Release"], ["--config", "x.yml"], ["--fallback-config", "p.yml"], ["--stamp", "s.swift"],
        ["--output", "r.json"], ["--docs-url", "https://example.com/docs"],
        // Left to argument-parser:
        ["--fix"], ["--dry-run"], ["--help"], ["-h"], ["--version"], ["--format", "xml"], ["--format"],
        ["--fail-on", "maybe"],
        ["--output", ""], ["--output", "-"], ["--quiet=yes"], ["--plist", "Info.plist"], ["--sources", "Kit"],
        ["--unknown"],
        ["-q"], ["--"], ["--baseline", "b.json"], ["--fonts", "Fonts"],
    ]

    /// Every command line the direct reading reads is read the same by argument-parser (and
    /// passes its validation); every one argument-parser refuses, the direct reading leaves.
    @Test func directReadingAgreesWithArgumentParser() throws {
        var random = Seeded(state: 32)
        var lines: [[String]] = [
            // The build-tool plugin's, the Xcode recipe's, the benchmarks'.
            [
                "/p/Pkg", "--fallback-config", "/p/.fontaudit.yml", "--stamp", "/w/s.swift", "--format", "xcode",
                "--absolute-paths",
                "--default-fail-on", "never", "--cache-path", "/w/cache",
            ],
            [
                "/p/App.xcodeproj", "--target", "App", "--format", "xcode", "--absolute-paths", "--default-fail-on",
                "never", "--cache-path", "/w/cache",
            ],
            [
                "/p/App.xcodeproj", "--target", "App", "--configuration", "Debug", "--format", "xcode",
                "--absolute-paths", "--fail-on", "error",
                "--cache-path", "/d/fontaudit-cache",
            ],
            ["--format", "json", "--fail-on", "never", "--no-cache", "."],
        ]
        for _ in 0..<1_500 {
            // A path, options the direct reading knows, and now and then one it leaves.
            var chosen = [Self.pieces[Int.random(in: 0...1, using: &random)]]
            chosen += (0..<Int.random(in: 0...5, using: &random)).map { _ in
                Self.pieces[Int.random(in: 2..<23, using: &random)]
            }
            if Int.random(in: 0..<4, using: &random) == 0 {
                chosen.append(Self.pieces[Int.random(in: 23..<Self.pieces.count, using: &random)])
            }
            if Int.random(in: 0..<10, using: &random) == 0 { chosen.append(["Second"]) }
            lines.append(chosen.shuffled(using: &random).flatMap { $0 })
        }
        var direct = 0
        for line in lines {
            let read = CheckArguments.direct(line)
            let parsed = try? Check.parse(line)
            if let read {
                direct += 1
                let parsed = try #require(parsed, "argument-parser refuses \(line), which was read directly")
                #expect(read == parsed.arguments, "\(line)")
            }
        }
        #expect(
            CheckArguments.direct(lines[0]) != nil && CheckArguments.direct(lines[1]) != nil
                && CheckArguments.direct(lines[2]) != nil && CheckArguments.direct(lines[3]) != nil,
            "the plugin's, the recipe's and the benchmarks' lines are read directly")
        #expect(direct > 600, "only \(direct) of \(lines.count) lines read directly")
    }

    /// A fixed sequence (SplitMix64), so a failing line can be found again.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func everythingElseIsLeftToArgumentParser() {
        for piece in Self.pieces.dropFirst(23) {
            #expect(CheckArguments.direct(["App"] + piece) == nil, "\(piece)")
        }
        #expect(CheckArguments.direct([]) == nil, "no path: argument-parser's message")
        #expect(CheckArguments.direct(["A", "B"]) == nil, "two paths")
        #expect(CheckArguments.direct(["A", "--format", "json", "--format", "text"]) == nil, "a repeated option")
        #expect(CheckArguments.direct(["A", "--no-cache", "--cache-path", "c"]) == nil, "refused by validate()")
        #expect(CheckArguments.direct(["A", "--package", "--target", "T"]) == nil, "refused by validate()")
    }
}
