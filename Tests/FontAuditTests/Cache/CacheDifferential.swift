import Foundation
import Testing

/// The differential check of the run cache: the `fontaudit` binary audits a copy of an app with a
/// cache and without one (`--no-cache`) after every edit of a sequence, and the two JSON reports
/// must be byte for byte the same. What a cached run prints never depends on the cache.
///
/// The copy is made more than the cache's racy window (2 s) before the first run, as a checkout
/// is, so the files an edit leaves alone are trusted by their stamps (size, times, inode) and the
/// edited ones are read again by their bytes: both ways a run takes a file from the cache are used.
enum CacheDifferential {
    /// One change a user makes to the app's files between two runs. Paths are relative to the app.
    enum Edit: Sendable, CustomStringConvertible {
        /// Every `old` in the file becomes `new` (the edit must find `old`).
        case replace(String, String, String)
        /// The file holds `text` (made, with its folders, when missing).
        case write(String, String)
        /// `text` is added at the end of the file.
        case append(String, String)
        /// `text` becomes the file's line `line` (1-based), the lines from there moving down.
        case insertLine(String, Int, String)
        /// The file's line `line` (1-based) is removed.
        case removeLine(String, Int)
        /// The file is deleted.
        case delete(String)
        /// The file at the first path is copied over (or to) the second: a font replaced or added.
        case copy(String, String)
        /// A font from `Fixtures/Fonts` is copied to the path: a font added or replaced.
        case font(String, String)

        var description: String {
            switch self {
            case .replace(let file, let old, let new):
                "replace \(old.debugDescription) in \(file) by \(new.debugDescription)"
            case .write(let file, _): "write \(file)"
            case .append(let file, let text): "append \(text.debugDescription) to \(file)"
            case .insertLine(let file, let line, let text): "insert \(text.debugDescription) at \(file):\(line)"
            case .removeLine(let file, let line): "remove \(file):\(line)"
            case .delete(let file): "delete \(file)"
            case .copy(let from, let to): "copy \(from) to \(to)"
            case .font(let font, let to): "font \(font) to \(to)"
            }
        }

        func apply(in root: URL) throws {
            let manager = FileManager.default
            func url(_ path: String) -> URL { root.appendingPathComponent(path) }
            func text(_ path: String) throws -> String { try String(contentsOf: url(path), encoding: .utf8) }
            func save(_ path: String, _ text: String) throws {
                try manager.createDirectory(
                    at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
                // In place, as an editor without atomic saves writes: the inode stays.
                try Data(text.utf8).write(to: url(path))
            }
            switch self {
            case .replace(let file, let old, let new):
                let before = try text(file)
                guard before.contains(old) else { throw EditError.notFound(description) }
                try save(file, before.replacingOccurrences(of: old, with: new))
            case .write(let file, let contents):
                try save(file, contents)
            case .append(let file, let addition):
                try save(file, try text(file) + addition)
            case .insertLine(let file, let line, let addition):
                var lines = try text(file).components(separatedBy: "\n")
                guard (1...lines.count).contains(line) else { throw EditError.notFound(description) }
                lines.insert(addition, at: line - 1)
                try save(file, lines.joined(separator: "\n"))
            case .removeLine(let file, let line):
                var lines = try text(file).components(separatedBy: "\n")
                guard lines.indices.contains(line - 1) else { throw EditError.notFound(description) }
                lines.remove(at: line - 1)
                try save(file, lines.joined(separator: "\n"))
            case .delete(let file):
                try manager.removeItem(at: url(file))
            case .copy(let from, let to):
                try manager.createDirectory(at: url(to).deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contentsOf: url(from)).write(to: url(to))
            case .font(let font, let to):
                try manager.createDirectory(at: url(to).deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contentsOf: Repo.fonts.appendingPathComponent(font)).write(to: url(to))
            }
        }
    }

    enum EditError: Error, CustomStringConvertible {
        case notFound(String)
        var description: String {
            switch self {
            case .notFound(let edit): "the edit does not apply: \(edit)"
            }
        }
    }

    /// One step of a sequence: its edits, and whether they must change what an uncached run prints
    /// (a step that changes nothing cannot show a cache that missed it).
    struct Step: Sendable, CustomStringConvertible {
        var edits: [Edit]
        var changesReport = true

        init(_ edits: Edit..., changesReport: Bool = true) {
            self.edits = edits
            self.changesReport = changesReport
        }

        var description: String { edits.map(\.description).joined(separator: "; ") }
    }

    /// An app (a fixture copied, or files written) and the edits made to it, one step at a time.
    struct Scenario: Sendable, CustomStringConvertible {
        var name: String
        /// The fixture copied, relative to the repository; nil for an app made of ``files`` alone.
        var fixture: String?
        /// Files written before the first run (on top of the fixture).
        var files: [String: String] = [:]
        /// Extra arguments of `check` (besides the format, the threshold and the cache's).
        var arguments: [String] = []
        var steps: [Step]

        var description: String { name }
    }

    /// The report of `check` on `root`: with the cache at `cache`, or none.
    static func report(_ root: URL, cache: String?, arguments: [String] = []) throws -> String {
        let process = Process()
        process.executableURL = TracedMemoReviewTests.binary
        process.arguments =
            ["check", root.path, "--format", "json", "--fail-on", "never", "--open-names"] + arguments
            + (cache.map { ["--cache-path", $0] } ?? ["--no-cache"])
        process.currentDirectoryURL = root
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self) + "\nstatus \(process.terminationStatus)\n"
            + String(decoding: errors, as: UTF8.self)
    }

    /// Makes the app of `scenario` in `scratch`, at `folder`.
    static func make(_ scenario: Scenario, in scratch: ScratchFolder, folder: String = "app") throws -> URL {
        let root = scratch.url.appendingPathComponent(folder)
        if let fixture = scenario.fixture {
            try FileManager.default.copyItem(at: Repo.root.appendingPathComponent(fixture), to: root)
        } else {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        }
        for (path, text) in scenario.files { try Edit.write(path, text).apply(in: root) }
        return root
    }

    /// How long the files of a copy must be left alone to be trusted by their stamps.
    static let settle: Duration = .milliseconds(2_100)

    /// Runs `scenario`: before any edit and after each step, a cached run (twice: the first after
    /// the change and the one after it) prints what an uncached run prints. Returns the reports
    /// that differ, described, for `#expect` to print.
    static func run(_ scenario: Scenario) async throws {
        let scratch = try ScratchFolder()
        let root = try make(scenario, in: scratch)
        let cache = scratch.url.appendingPathComponent("cache").path
        try await Task.sleep(for: settle)
        var previous = try report(root, cache: nil, arguments: scenario.arguments)
        try compare(root, cache: cache, uncached: previous, scenario: scenario, step: "before any edit")
        for (index, step) in scenario.steps.enumerated() {
            for edit in step.edits { try edit.apply(in: root) }
            let uncached = try report(root, cache: nil, arguments: scenario.arguments)
            let label = "step \(index + 1) (\(step))"
            if step.changesReport {
                let changed = uncached != previous
                #expect(changed, "\(scenario.name), \(label): the step changes no finding")
            }
            try compare(root, cache: cache, uncached: uncached, scenario: scenario, step: label)
            previous = uncached
        }
    }

    static func compare(_ root: URL, cache: String, uncached: String, scenario: Scenario, step: String) throws {
        for run in ["the first cached run", "the next cached run"] {
            let cached = try report(root, cache: cache, arguments: scenario.arguments)
            let same = cached == uncached
            #expect(
                same,
                "\(scenario.name), \(step), \(run): \(firstDifference(cached, uncached))")
        }
    }

    /// Where two reports first differ, a line of each.
    static func firstDifference(_ cached: String, _ uncached: String) -> String {
        let a = cached.components(separatedBy: "\n")
        let b = uncached.components(separatedBy: "\n")
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? a[index] : "(end)"
            let right = index < b.count ? b[index] : "(end)"
            if left != right {
                return "line \(index + 1): cached \(left.debugDescription), uncached \(right.debugDescription)"
            }
        }
        return "the same"
    }
}
