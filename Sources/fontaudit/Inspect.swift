import ArgumentParser
import FontInspector
import Foundation

extension FontAuditCommand {
    /// `fontaudit inspect PATH…`: every face of every font file, as Font Book's "Font Info" shows it.
    struct Inspect: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show every face of every font file: names, style, metrics, variations.",
            discussion: """
            Folders are searched recursively for .ttf .otf .ttc .otc .woff .woff2 .dfont .pfb .pfa \
            files; a file named directly is read whatever its extension. Exit status: 0 when every \
            file was read, 1 when any could not be, 2 for a usage error.
            """
        )

        @Argument(help: "Font files and folders to inspect.")
        var paths: [String]

        @Option(help: "Output format: text or json.")
        var format: InspectFormat = .text

        @Flag(help: "Also list every record of each face's name table.")
        var names = false

        @Flag(help: "Never use colors (they are used only on a terminal, and never when NO_COLOR is set).")
        var noColor = false

        func validate() throws {
            if paths.isEmpty {
                throw ValidationError("Give at least one font file or folder, for example: fontaudit inspect Fonts/")
            }
        }

        func run() async throws {
            let entries = FontFileFinder().find(paths)
            var files: [(url: URL, displayPath: String)] = []
            var problems: [FontFileReport] = []
            for entry in entries {
                switch entry {
                case .file(let url):
                    files.append((url, DisplayPath.make(for: url)))
                case .problem(let url, let error):
                    problems.append(.failed(path: DisplayPath.make(for: url), error: error))
                }
            }
            let reports = (await FontFileInspector.inspectFiles(files) + problems)
                .sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }

            switch format {
            case .json:
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                encoder.userInfo[.includeNameRecords] = names
                let data = try encoder.encode(InspectOutput(files: reports))
                StandardOutput.write(String(decoding: data, as: UTF8.self) + "\n")
            case .text:
                let renderer = InspectTextRenderer(terminal: .detect(disabled: noColor), includeNameRecords: names)
                StandardOutput.write(renderer.render(reports))
            }
            if reports.contains(where: { $0.error != nil }) {
                throw ExitCode(1)
            }
        }
    }
}

/// The JSON document `inspect --format json` prints.
struct InspectOutput: Encodable {
    let files: [FontFileReport]
}
