import FontInspectorModel
import FontInspectorReading
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

    /// One report as written (UTF-8), with what the summary counts of it.
    private struct Rendered: Sendable {
        let bytes: [UInt8]
        let faces: Int
        let instances: Int
        let failed: Bool
    }

    /// Inspects every font file under `paths` (see ``FontFileFinder``) and hands the output to
    /// `write` in order, sorted by the path shown; a path that cannot be read is reported in its place.
    /// - Returns: The totals; ``InspectTextReporter/Counts/failed`` counts files that could not be read.
    @discardableResult
    public func run(paths: [String], write: (String) -> Void) async -> InspectTextReporter.Counts {
        await run(paths: paths, writeUTF8: { write(String(decoding: $0, as: UTF8.self)) })
    }

    /// Like ``run(paths:write:)``, handing the output over as UTF-8 bytes, a batch of files at a
    /// time: what a command writes straight to a file descriptor.
    @discardableResult
    public func run(paths: [String], writeUTF8 write: ([UInt8]) -> Void) async -> InspectTextReporter.Counts {
        var entries = FontFileFinder().findPaths(paths)
            .map { (path: $0.path, display: DisplayPath.make(forStandardPath: $0.path), problem: $0.problem) }
        // Sorted by path already; by the path shown too unless some lie below the current folder and some do not.
        if !entries.indices.dropFirst().allSatisfy({ !ByteOrder.precedes(entries[$0].display, entries[$0 - 1].display) }
        ) {
            entries.sort { ByteOrder.precedes($0.display, $1.display) }
        }
        let reporter = InspectTextReporter(style: style, includeNameRecords: includeNameRecords)
        let html = InspectHTMLReporter()
        var counts = InspectTextReporter.Counts()
        var first = true
        switch format {
        case .json: write(Array("{\n  \"files\" : [\n".utf8))
        case .html: write(Array(html.head().utf8))
        case .text: break
        }
        let batch = 32 * max(1, ProcessInfo.processInfo.activeProcessorCount)
        let slices = stride(from: 0, to: entries.count, by: batch).map { entries[$0..<min($0 + batch, entries.count)] }
        // Each report is rendered on the worker that read it; only its counts travel on.
        let format = format
        let names = includeNameRecords
        @Sendable func render(_ report: FontFileReport) -> Rendered {
            let bytes: [UInt8]
            switch format {
            case .json:
                var json = JSONWriter(baseIndent: 2)
                report.write(to: &json, includeNameRecords: names)
                bytes = json.bytes
            case .text: bytes = Array(reporter.block(report).utf8)
            case .html: bytes = Array(html.block(report).utf8)
            }
            return Rendered(
                bytes: bytes,
                faces: report.faces.count, instances: report.faces.reduce(0) { $0 + $1.instances.count },
                failed: report.error != nil)
        }
        func inspect(_ slice: ArraySlice<(path: String, display: String, problem: FontReadError?)>) async -> [Rendered]
        {
            let files = slice.compactMap { item in
                item.problem == nil ? (path: item.path, displayPath: item.display) : nil
            }
            return await FontFileInspector.inspectFiles(paths: files, nameRecords: names, transform: render)
        }
        // The next batch is read while this one is written out.
        var next: Task<[Rendered], Never>? = slices.first.map { first in Task { await inspect(first) } }
        var out: [UInt8] = []
        for (index, slice) in slices.enumerated() {
            let reports = await next!.value
            next = index + 1 < slices.count ? Task { [slice = slices[index + 1]] in await inspect(slice) } : nil
            var inspected = reports.makeIterator()
            out.removeAll(keepingCapacity: true)
            for item in slice {
                let rendered = item.problem.map { render(.failed(path: item.display, error: $0)) } ?? inspected.next()!
                counts.files += 1
                counts.faces += rendered.faces
                counts.instances += rendered.instances
                if rendered.failed { counts.failed += 1 }
                if format == .json { out.append(contentsOf: first ? Self.firstItem : Self.nextItem) }
                out.append(contentsOf: rendered.bytes)
                first = false
            }
            write(out)
            progress?(counts.files, entries.count)
        }
        switch format {
        case .json: write(Array("\n  ]\n}\n".utf8))
        case .text: write(Array(reporter.summary(counts).utf8))
        case .html: write(Array(html.tail(counts).utf8))
        }
        return counts
    }

    private static let firstItem = Array("    ".utf8)
    private static let nextItem = Array(",\n    ".utf8)
}
