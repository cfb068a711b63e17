import Foundation
import Testing

@testable import FontInspector
@testable import FontInspectorModel
@testable import FontInspectorReading

/// Walking folders: font extensions only, stable order, link loops end, problems reported.
@Suite struct FinderTests {
    @Test func walksFoldersForFontExtensionsAndFollowsNamedFiles() throws {
        let folder = try TemporaryFolder()
        let fm = FileManager.default
        try fm.createDirectory(at: folder.url.appendingPathComponent("b/c"), withIntermediateDirectories: true)
        for name in ["a.TTF", "b/c/d.otf", "b/notes.txt", "b/z.woff2", "b/c/e.pfb"] {
            _ = fm.createFile(atPath: folder.url.appendingPathComponent(name).path, contents: Data())
        }
        let found = FontFileFinder().find([folder.url.path, folder.url.appendingPathComponent("b/notes.txt").path])
            .map { DisplayPath.make(for: $0.url, relativeTo: folder.url) }
        #expect(found == ["a.TTF", "b/c/d.otf", "b/c/e.pfb", "b/notes.txt", "b/z.woff2"])
    }

    /// A walker that visits folders only (``DirectoryWalker/visitsFiles``) is told of the same
    /// folders, in the same order, as one that visits everything, and of nothing else: plain files,
    /// links to files, broken links and names that are not UTF-8 are left out.
    @Test func aWalkOfFoldersOnlyMeetsTheSameFolders() throws {
        let folder = try TemporaryFolder()
        let fm = FileManager.default
        for path in ["a/b/c", "a/d", "e.xcodeproj/x", "f"] {
            try fm.createDirectory(at: folder.url.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        for name in ["top.swift", "a/one.swift", "a/b/two.txt", "e.xcodeproj/project.pbxproj"] {
            _ = fm.createFile(atPath: folder.url.appendingPathComponent(name).path, contents: Data())
        }
        try fm.createSymbolicLink(
            at: folder.url.appendingPathComponent("a/link-to-d"),
            withDestinationURL: folder.url.appendingPathComponent("a/d"))
        try fm.createSymbolicLink(
            at: folder.url.appendingPathComponent("a/link-to-file"),
            withDestinationURL: folder.url.appendingPathComponent("top.swift"))
        try fm.createSymbolicLink(
            at: folder.url.appendingPathComponent("dangling"),
            withDestinationURL: folder.url.appendingPathComponent("nowhere"))
        let badName = Array(folder.url.path.utf8) + Array("/bad".utf8) + [0xFF, 0]
        let descriptor = badName.withUnsafeBufferPointer {
            open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644)
        }
        if descriptor >= 0 { close(descriptor) }

        func events(visitsFiles: Bool) -> [String] {
            var walker = DirectoryWalker()
            walker.visitsFiles = visitsFiles
            var seen: [String] = []
            walker.walk(folder.url.path) { event in
                switch event {
                case .folder(let item):
                    seen.append("folder " + item.relativePath)
                    return true
                case .file(let item): seen.append("file " + item.relativePath)
                case .invalidName(let item): seen.append("invalid " + item.relativePath)
                case .brokenLink(let item): seen.append("broken " + item.relativePath)
                case .unreadableFolder(let item, _): seen.append("unreadable " + item.relativePath)
                }
                return false
            }
            return seen
        }
        let all = events(visitsFiles: true)
        #expect(
            all.contains("file a/link-to-file") && all.contains("broken dangling")
                && all.contains { $0.hasPrefix("invalid bad") })
        #expect(events(visitsFiles: false) == all.filter { $0.hasPrefix("folder ") || $0.hasPrefix("unreadable ") })
        #expect(events(visitsFiles: false).contains("folder a/link-to-d"))
    }

    @Test func symlinkLoopEnds() throws {
        let folder = try TemporaryFolder()
        let fm = FileManager.default
        let inner = folder.url.appendingPathComponent("inner")
        try fm.createDirectory(at: inner, withIntermediateDirectories: true)
        _ = fm.createFile(atPath: inner.appendingPathComponent("x.ttf").path, contents: Data())
        try fm.createSymbolicLink(at: inner.appendingPathComponent("loop"), withDestinationURL: folder.url)
        try fm.createSymbolicLink(
            at: folder.url.appendingPathComponent("dangling.ttf"),
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
        let files = FontFileFinder().find([Fixtures.fonts.path]).map {
            ($0.url, DisplayPath.make(for: $0.url, relativeTo: Fixtures.fonts))
        }
        let parallel = await FontFileInspector.inspectFiles(
            files.map { (url: $0.0, displayPath: $0.1) }, concurrency: 4)
        let inspector = try FontFileInspector()
        let sequential = files.map { inspector.inspectFile(at: $0.0, displayPath: $0.1) }
        #expect(parallel == sequential)
        #expect(parallel.map(\.path) == files.map(\.1))
    }

    /// Shown paths are relative below the base, compared byte for byte or, for non-ASCII names
    /// composed differently (macOS hands out either form), as Strings; otherwise absolute.
    @Test func displayPathsAreRelativeBelowTheBase() {
        let base = URL(fileURLWithPath: "/tmp/Jose\u{301}")
        #expect(
            DisplayPath.make(for: URL(fileURLWithPath: "/tmp/Jose\u{301}/Fonts/a.ttf"), relativeTo: base)
                == "Fonts/a.ttf")
        #expect(
            DisplayPath.make(for: URL(fileURLWithPath: "/tmp/Jos\u{E9}/Fonts/a.ttf"), relativeTo: base) == "Fonts/a.ttf"
        )
        #expect(DisplayPath.make(for: URL(fileURLWithPath: "/tmp/Josef/a.ttf"), relativeTo: base) == "/tmp/Josef/a.ttf")
        #expect(DisplayPath.make(for: URL(fileURLWithPath: "/tmp/x/../Jose\u{301}/b.otf"), relativeTo: base) == "b.otf")
        #expect(DisplayPath.make(for: URL(fileURLWithPath: "/elsewhere/c.ttf")) == "/elsewhere/c.ttf")
    }
}
