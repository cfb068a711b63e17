import Foundation

/// What `fontaudit inspect` does, as a library call: finds the font files under paths, reads them
/// on every core and writes each report in order, a batch at a time, so memory does not grow with
/// the number of files.
///
/// ```swift
/// let run = InspectRun(format: .text, style: ANSIStyle(colors: false))
/// let counts = await run.run(paths: ["Fonts/"]) { print($0, terminator: "") }
/// ```
public struct InspectRun: Sendable {
    /// How the reports are written.
    public enum Format: String, CaseIterable, Sendable {
        /// Aligned blocks for people (``InspectTextReporter``), then a summary line.
        case text
        /// `{"files": [...]}`, each report as ``FontFileReport/prettyJSON(includeNameRecords:indent:)`` writes it.
        case json
        /// One self-contained HTML page with a specimen of every face (``InspectHTMLReporter``).
        case html
    }

    /// The output format.
    public var format: Format
    /// How text output is styled (ignored for JSON).
    public var style: ANSIStyle
    /// Whether each face lists every record of its `name` table.
    public var includeNameRecords: Bool
    /// Told after each batch how many files are done of how many, for a progress line.
    public var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?

    /// A run in `format`.
    public init(format: Format, style: ANSIStyle = ANSIStyle(colors: false), includeNameRecords: Bool = false) {
        self.format = format
        self.style = style
        self.includeNameRecords = includeNameRecords
    }

    /// One report as written, with what the summary counts of it.
    private struct Rendered: Sendable {
        let text: String
        let faces: Int
        let instances: Int
        let failed: Bool
    }

    /// Inspects every font file under `paths` (see ``FontFileFinder``) and hands the output to
    /// `write` in order, sorted by the path shown; a path that cannot be read is reported in its place.
    /// - Returns: The totals; ``InspectTextReporter/Counts/failed`` counts files that could not be read.
    @discardableResult
    public func run(paths: [String], write: (String) -> Void) async -> InspectTextReporter.Counts {
        let entries = FontFileFinder().find(paths)
            .map { (entry: $0, path: DisplayPath.make(for: $0.url)) }
            .sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        let reporter = InspectTextReporter(style: style, includeNameRecords: includeNameRecords)
        let html = InspectHTMLReporter()
        var counts = InspectTextReporter.Counts()
        var first = true
        switch format {
        case .json: write("{\n  \"files\" : [\n")
        case .html: write(html.head())
        case .text: break
        }
        let batch = 32 * max(1, ProcessInfo.processInfo.activeProcessorCount)
        let slices = stride(from: 0, to: entries.count, by: batch).map { entries[$0..<min($0 + batch, entries.count)] }
        // Each report is rendered on the worker that read it; only its counts travel on.
        let format = format
        let names = includeNameRecords
        @Sendable func render(_ report: FontFileReport) -> Rendered {
            let text = switch format {
            case .json: report.prettyJSON(includeNameRecords: names, indent: 2)
            case .text: reporter.block(report)
            case .html: html.block(report)
            }
            return Rendered(text: text,
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
            write(out)
            progress?(counts.files, entries.count)
        }
        switch format {
        case .json: write("\n  ]\n}\n")
        case .text: write(reporter.summary(counts))
        case .html: write(html.tail(counts))
        }
        return counts
    }
}
