import ArgumentParser
import FontInspector
import FontInspectorModel
import FontInspectorReading
import Foundation

extension FontAuditCommand {
    /// `fontaudit inspect PATH…`: every face of every font file, as Font Book's "Font Info" shows it.
    struct Inspect: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            // Named here: argument-parser otherwise derives it with String(describing:), whose
            // runtime conformance lookups cost more than the rest of starting up.
            commandName: "inspect",
            abstract: "Show every face of every font file: names, style, metrics, variations.",
            discussion: """
                Folders are searched recursively for .ttf .otf .ttc .otc .woff .woff2 .dfont .pfb .pfa \
                files; a file named directly is read whatever its extension. Exit status: 0 when every \
                file was read, 1 when any could not be, 2 for a usage error.
                """
        )

        @Argument(help: "Font files and folders to inspect.")
        var paths: [String] = []

        @Option(
            name: .customLong("files-from"),
            help: ArgumentHelp(
                "Also read paths from this file, one per line (- for standard input).", valueName: "file"))
        var filesFrom: String?

        @Option(help: "Output format: text, json or html (one self-contained page with a specimen of every face).")
        var format: InspectRun.Format = .text

        @Option(
            name: .long,
            help: ArgumentHelp("Write the output to this file instead of standard output.", valueName: "file"))
        var output: String?

        @Flag(help: "Also list every record of each face's name table.")
        var names = false

        @Option(
            help: ArgumentHelp(
                "Instead of the faces' fields, list which of these characters each face lacks (its cmap maps no glyph to them).",
                valueName: "text"))
        var chars: String?

        @Option(
            name: .customLong("chars-from"),
            help: ArgumentHelp(
                "Like --chars, with the characters of a UTF-8 text file (- for standard input).", valueName: "file"))
        var charsFrom: String?

        @OptionGroup var terminal: TerminalOptions

        func validate() throws {
            if paths.isEmpty, Self.presplitPaths.isEmpty, filesFrom == nil {
                throw ValidationError("Give at least one font file or folder, for example: fontaudit inspect Fonts/")
            }
            if chars != nil, charsFrom != nil {
                throw ValidationError("Give --chars or --chars-from, not both")
            }
            if chars != nil || charsFrom != nil, format == .html {
                throw ValidationError(
                    "--chars lists missing characters as text or json; for specimens, write `fontaudit inspect PATH --format html`"
                )
            }
            if chars != nil || charsFrom != nil, names {
                throw ValidationError("--names lists name records; it does not combine with --chars")
            }
        }

        /// The text of `--chars` or `--chars-from`, nil when neither is given.
        private func characterText() throws -> String? {
            if let chars { return chars }
            guard let charsFrom else { return nil }
            let data =
                charsFrom == "-"
                ? FileHandle.standardInput.readDataToEndOfFile() : FileManager.default.contents(atPath: charsFrom)
            guard let data else { throw UsageFailure(message: "--chars-from \(charsFrom): cannot be read") }
            guard let text = String(data: data, encoding: .utf8) else {
                throw UsageFailure(
                    message: "--chars-from \(charsFrom): is not UTF-8 text; convert it with `iconv -t UTF-8`")
            }
            return text
        }

        func run() async throws {
            var request = Request(paths: paths + Self.presplitPaths, format: format)
            request.filesFrom = filesFrom
            request.output = output
            request.names = names
            request.noColor = terminal.noColor
            request.quiet = terminal.quiet
            try await Self.perform(request, characters: try characterText())
        }

        /// Runs `inspect` as `request` asks; with `characters`, lists which of them each face lacks.
        static func perform(_ request: Request, characters: String? = nil) async throws {
            var paths = request.paths
            if let filesFrom = request.filesFrom {
                let data =
                    filesFrom == "-"
                    ? FileHandle.standardInput.readDataToEndOfFile() : FileManager.default.contents(atPath: filesFrom)
                guard let data else { throw UsageFailure(message: "--files-from \(filesFrom): cannot be read") }
                paths += PathList.lines(of: data)
            }
            let sink = try ReportOutput(path: request.output)
            if let characters {
                let check = CharacterCheck(text: characters)
                let results = check.run(paths: paths)
                sink.write(request.format == .json ? check.json(results) : check.text(results))
                if results.contains(where: { $0.error != nil && $0.faces.isEmpty }) { throw ExitCode(1) }
                return
            }
            var run = InspectRun(
                format: request.format, style: Terminal.style(disabled: request.noColor || request.output != nil),
                includeNameRecords: request.names)
            let line = ProgressLine.make(quiet: request.quiet)
            if let line { run.progress = { done, total in line.show("inspected \(done) of \(total) files") } }
            // The line is erased before each block of output, which may go to the same terminal.
            let counts = await run.run(
                paths: paths,
                writeUTF8: { bytes in
                    line?.clear()
                    sink.write(utf8: bytes)
                })
            line?.clear()
            if counts.failed > 0 {
                throw ExitCode(1)
            }
        }
    }
}
