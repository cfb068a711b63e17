@testable import FontInspectorModel
@testable import FontInspectorReading
import Foundation
import Testing
@testable import FontInspector

/// Walking folders: font extensions only, stable order, link loops end, problems reported.
@Suite struct FinderTests {
    @Test func walksFoldersForFontExtensionsAndFollowsNamedFiles() throws {
        let folder = try TemporaryFolder()
        let fm = FileManager.default
        try fm.createDirectory(at: folder.url.appendingPathComponent("b/c"), withIntermediateDirectories: true)
        for name in ["a.TTF", "b/c/d.otf", "b/notes.txt", "b/z.woff2", "b/c/e.pfb"] {
            fm.createFile(atPath: folder.url.appendingPathComponent(name).path, contents: Data())
        }
        let found = FontFileFinder().find([folder.url.path, folder.url.appendingPathComponent("b/notes.txt").path])
            .map { DisplayPath.make(for: $0.url, relativeTo: folder.url) }
        #expect(found == ["a.TTF", "b/c/d.otf", "b/c/e.pfb", "b/notes.txt", "b/z.woff2"])
    }

    @Test func symlinkLoopEnds() throws {
        let folder = try TemporaryFolder()
        let fm = FileManager.default
        let inner = folder.url.appendingPathComponent("inner")
        try fm.createDirectory(at: inner, withIntermediateDirectories: true)
        fm.createFile(atPath: inner.appendingPathComponent("x.ttf").path, contents: Data())
        try fm.createSymbolicLink(at: inner.appendingPathComponent("loop"), withDestinationURL: folder.url)
        try fm.createSymbolicLink(at: folder.url.appendingPathComponent("dangling.ttf"),
                                  withDestinationURL: folder.url.appendingPathComponent("nowhere.ttf"))
        let found = FontFileFinder().find([folder.url.path])
        #expect(found.map { DisplayPath.make(for: $0.url, relativeTo: folder.url) } == ["dangling.ttf", "inner/x.ttf"])
        guard case .problem(_, let error) = found.first else {
            Issue.record("a dangling link with a font extension is reported")
            return
        }
        #expect(error.description == "cannot read the file: a symbolic link to a file that does not exist")
    }

    @Test func missingPathIsAProblem() {
        let found = FontFileFinder().find(["/nonexistent/fonts"])
        guard case .problem(let url, let error) = found.first else {
            Issue.record("expected a problem entry")
            return
        }
        #expect(url.path == "/nonexistent/fonts")
        #expect(error.description == "cannot read the file: No such file or directory")
    }

    /// As root every folder is readable; the CLI test runs the same case as `nobody` through setpriv.
    @Test(.enabled(if: getuid() != 0, "running as root, which reads any folder whatever its permissions"))
    func unreadableFolderIsAProblem() throws {
        let folder = try TemporaryFolder()
        let locked = folder.url.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        chmod(locked.path, 0)
        defer { chmod(locked.path, 0o755) }
        let found = FontFileFinder().find([folder.url.path])
        #expect(found.count == 1)
        if case .problem(_, let error) = found.first {
            #expect(error.description.contains("Permission denied"))
        }
    }

    @Test func concurrentInspectionKeepsOrderAndEqualsSequential() async throws {
        let files = FontFileFinder().find([Fixtures.fonts.path]).map { ($0.url, DisplayPath.make(for: $0.url, relativeTo: Fixtures.fonts)) }
        let parallel = await FontFileInspector.inspectFiles(files.map { (url: $0.0, displayPath: $0.1) }, concurrency: 4)
        let inspector = try FontFileInspector()
        let sequential = files.map { inspector.inspectFile(at: $0.0, displayPath: $0.1) }
        #expect(parallel == sequential)
        #expect(parallel.map(\.path) == files.map(\.1))
    }

    /// Shown paths are relative below the base, compared byte for byte or, for non-ASCII names
    /// composed differently (macOS hands out either form), as Strings; otherwise absolute.
    @Test func displayPathsAreRelativeBelowTheBase() {
        let base = URL(fileURLWithPath: "/tmp/Jose\u{301}")
        #expect(DisplayPath.make(for: URL(fileURLWithPath: "/tmp/Jose\u{301}/Fonts/a.ttf"), relativeTo: base) == "Fonts/a.ttf")
        #expect(DisplayPath.make(for: URL(fileURLWithPath: "/tmp/Jos\u{E9}/Fonts/a.ttf"), relativeTo: base) == "Fonts/a.ttf")
        #expect(DisplayPath.make(for: URL(fileURLWithPath: "/tmp/Josef/a.ttf"), relativeTo: base) == "/tmp/Josef/a.ttf")
        #expect(DisplayPath.make(for: URL(fileURLWithPath: "/tmp/x/../Jose\u{301}/b.otf"), relativeTo: base) == "b.otf")
        #expect(DisplayPath.make(for: URL(fileURLWithPath: "/elsewhere/c.ttf")) == "/elsewhere/c.ttf")
    }
}
