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
        var paths: [String] = []

        @Option(name: .customLong("files-from"), help: ArgumentHelp("Also read paths from this file, one per line (- for standard input).", valueName: "file"))
        var filesFrom: String?

        @Option(help: "Output format: text or json.")
        var format: InspectFormat = .text

        @Flag(help: "Also list every record of each face's name table.")
        var names = false

        @Flag(help: "Never use colors (they are used only on a terminal, and never when NO_COLOR is set).")
        var noColor = false

        func validate() throws {
            if paths.isEmpty, filesFrom == nil {
                throw ValidationError("Give at least one font file or folder, for example: fontaudit inspect Fonts/")
            }
        }

        func run() async throws {
            // Sorted by the path shown; problems (missing paths, unreadable folders) in their place.
            var paths = paths
            if let filesFrom {
                let data = filesFrom == "-" ? FileHandle.standardInput.readDataToEndOfFile() : FileManager.default.contents(atPath: filesFrom)
                guard let data else { throw UsageFailure(message: "--files-from \(filesFrom): cannot be read") }
                paths += String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
            }
            let entries = FontFileFinder().find(paths)
                .map { (entry: $0, path: DisplayPath.make(for: $0.url)) }
                .sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }

            // Reports stream out in order, a batch at a time, so memory does not grow with the
            // number of files.
            let renderer = InspectTextRenderer(terminal: .detect(disabled: noColor), includeNameRecords: names)
            var counts = InspectTextRenderer.Counts()
            var first = true
            if format == .json { StandardOutput.write("{\n  \"files\" : [\n") }
            let batch = 32 * max(1, ProcessInfo.processInfo.activeProcessorCount)
            let slices = stride(from: 0, to: entries.count, by: batch).map { entries[$0..<min($0 + batch, entries.count)] }
            // Each report is rendered on the worker that read it; only its counts travel on.
            let format = format
            let names = names
            @Sendable func render(_ report: FontFileReport) -> Rendered {
                Rendered(text: format == .json ? report.prettyJSON(includeNameRecords: names, indent: 2) : renderer.block(report),
                         faces: report.faces.count, instances: report.faces.reduce(0) { $0 + $1.instances.count },
                         failed: report.error != nil)
            }
            func inspect(_ slice: ArraySlice<(entry: FontFileFinder.Entry, path: String)>) async -> [Rendered] {
                let files = slice.compactMap { item -> (url: URL, displayPath: String)? in
                    if case .file(let url) = item.entry { return (url, item.path) }
                    return nil
                }
                return await FontFileInspector.inspectFiles(files, nameRecords: names, transform: render)
            }
            // The next batch is read while this one is written out.
            var next: Task<[Rendered], Never>? = slices.first.map { first in Task { await inspect(first) } }
            for (index, slice) in slices.enumerated() {
                let reports = await next!.value
                next = index + 1 < slices.count ? Task { [slice = slices[index + 1]] in await inspect(slice) } : nil
                var inspected = reports.makeIterator()
                var out = ""
                for item in slice {
                    let rendered: Rendered
                    switch item.entry {
                    case .file: rendered = inspected.next()!
                    case .problem(_, let error): rendered = render(.failed(path: item.path, error: error))
                    }
                    counts.files += 1
                    counts.faces += rendered.faces
                    counts.instances += rendered.instances
                    if rendered.failed { counts.failed += 1 }
                    out += format == .json ? (first ? "    " : ",\n    ") + rendered.text : rendered.text
                    first = false
                }
                StandardOutput.write(out)
            }
            switch format {
            case .json: StandardOutput.write(first ? "\n  ]\n}\n" : "\n  ]\n}\n")
            case .text: StandardOutput.write(renderer.summary(counts))
            }
            if counts.failed > 0 {
                throw ExitCode(1)
            }
        }
    }
}

/// One report as printed, with what the summary counts of it.
struct Rendered: Sendable {
    let text: String
    let faces: Int
    let instances: Int
    let failed: Bool
}
