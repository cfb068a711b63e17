import Foundation
import Testing

/// Random edit sequences over fixture apps (``CacheDifferential``): strings swapped for font names,
/// lines removed, repeated and swapped, files deleted, restored, copied and rewritten unchanged,
/// fonts replaced, added and deleted; after each step a cached run of the `fontaudit` binary
/// prints what `--no-cache` prints. Seeded, so a failure names the seed and the edits that
/// replay it.
///
/// `FONTAUDIT_CACHE_FUZZ_STEPS` sets the steps per app (12 by default, what `scripts/test` runs),
/// `FONTAUDIT_CACHE_FUZZ_SEED` the first seed (one per app from there); `scripts/cache-fuzz` runs
/// many.
@Suite struct CacheDifferentialFuzzTests {
    static let apps = [
        "Fixtures/Apps/FollowedNames", "Fixtures/Apps/PlantedMistakes", "Fixtures/Projects/Groups",
        "Fixtures/Projects/ReactNative", "Fixtures/Projects/ExpoUseFonts", "Fixtures/Apps/Localized",
        "Fixtures/Projects/Modular", "Fixtures/Apps/TuistApp", "Fixtures/Apps/XcodeGenApp",
        "Fixtures/Projects/ExpoPlugin",
    ]

    static var steps: Int {
        ProcessInfo.processInfo.environment["FONTAUDIT_CACHE_FUZZ_STEPS"].flatMap(Int.init) ?? 12
    }

    static var firstSeed: UInt64 {
        ProcessInfo.processInfo.environment["FONTAUDIT_CACHE_FUZZ_SEED"].flatMap(UInt64.init) ?? 73
    }

    @Test(arguments: apps.indices)
    func randomEditsLeaveCachedAndUncachedRunsEqual(_ index: Int) async throws {
        let app = Self.apps[index]
        let seed = Self.firstSeed &+ UInt64(index)
        var random = SeededGenerator(seed: seed)
        let scratch = try ScratchFolder()
        let root = try CacheDifferential.make(
            CacheDifferential.Scenario(name: app, fixture: app, steps: []), in: scratch)
        let cache = scratch.url.appendingPathComponent("cache").path
        let stash = scratch.url.appendingPathComponent("stash")
        try FileManager.default.createDirectory(at: stash, withIntermediateDirectories: true)
        try await Task.sleep(for: CacheDifferential.settle)
        var log: [String] = []
        for step in 0...Self.steps {
            if step > 0 {
                let edit = try Self.randomEdit(in: root, stash: stash, using: &random)
                log.append(edit)
                // Now and then the edited files settle too, so later runs trust them by their stamps.
                if step % 4 == 0 { try await Task.sleep(for: CacheDifferential.settle) }
            }
            let uncached = try CacheDifferential.report(root, cache: nil)
            let cached = try CacheDifferential.report(root, cache: cache)
            let same = cached == uncached
            #expect(
                same,
                """
                \(app), seed \(seed), after \(step) edits: \(CacheDifferential.firstDifference(cached, uncached))
                edits: \(log.joined(separator: "\n  "))
                """)
            if !same { return }
        }
    }

    /// Font names and near misses a string may become.
    static let names = [
        "Roboto-Regular", "Roboto-Bold", "Roboto-Italic", "Roboto-Blod", "Roboto", "Cantarell-Regular",
        "Helvetica-Bold", "Brand-Bold", "brandBold", "Roboto-Regular.ttf", "Roboto-Bold.ttf", "Fonts/Roboto-Italic.ttf",
        "", "$(SRCROOT)/App/Info.plist", "Łódź ☃",
    ]

    /// The app's files below `root`, relative, sorted: text files and fonts apart.
    static func files(in root: URL) -> (text: [String], fonts: [String]) {
        let all = (FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []).sorted()
        var text: [String] = []
        var fonts: [String] = []
        for path in all {
            var isFolder: ObjCBool = false
            guard
                FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder),
                !isFolder.boolValue
            else { continue }
            switch (path as NSString).pathExtension.lowercased() {
            case "ttf", "otf", "ttc", "woff2": fonts.append(path)
            default: text.append(path)
            }
        }
        return (text, fonts)
    }

    /// Makes one random edit in `root` and says what it did. A file deleted is kept in `stash` for
    /// a later edit to put back.
    static func randomEdit(in root: URL, stash: URL, using random: inout SeededGenerator) throws -> String {
        let (text, fonts) = files(in: root)
        let stashed = (try? FileManager.default.contentsOfDirectory(atPath: stash.path))?.sorted() ?? []
        let manager = FileManager.default
        func pick<T>(_ items: [T]) -> T? { items.isEmpty ? nil : items[Int(random.next() % UInt64(items.count))] }
        func lines(_ path: String) -> [String] {
            (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))?
                .components(separatedBy: "\n") ?? []
        }
        func save(_ path: String, _ lines: [String]) throws {
            try Data(lines.joined(separator: "\n").utf8).write(to: root.appendingPathComponent(path))
        }
        switch random.next() % 10 {
        case 0, 1, 2:
            // A quoted string becomes a font name or a near miss.
            guard let file = pick(text) else { break }
            var all = lines(file)
            let quoted = all.indices.filter { all[$0].contains("\"") || all[$0].contains("'") }
            guard let line = pick(quoted), let name = pick(names) else { break }
            let quote: Character = all[line].contains("\"") ? "\"" : "'"
            let parts = all[line].split(separator: quote, omittingEmptySubsequences: false)
            guard parts.count >= 3 else { break }
            var edited = parts.map(String.init)
            let which = 1 + 2 * Int(random.next() % UInt64((parts.count - 1) / 2))
            edited[which] = name
            all[line] = edited.joined(separator: String(quote))
            try save(file, all)
            return "\(file):\(line + 1): a string becomes \(name.debugDescription)"
        case 3:
            guard let file = pick(text) else { break }
            var all = lines(file)
            guard let line = pick(Array(all.indices)) else { break }
            all.insert(all[line], at: line)
            try save(file, all)
            return "\(file):\(line + 1): repeated"
        case 4:
            guard let file = pick(text) else { break }
            var all = lines(file)
            guard let line = pick(Array(all.indices)) else { break }
            all.remove(at: line)
            try save(file, all)
            return "\(file):\(line + 1): removed"
        case 5:
            guard let file = pick(text) else { break }
            var all = lines(file)
            guard all.count > 1, let line = pick(Array(all.indices.dropLast())) else { break }
            all.swapAt(line, line + 1)
            try save(file, all)
            return "\(file):\(line + 1): swapped with the next line"
        case 6:
            // A file deleted, or one deleted earlier put back.
            if let name = pick(stashed), random.next() % 2 == 0 {
                let original = name.replacingOccurrences(of: "__", with: "/")
                // A copy made since may have taken its name: the file put back replaces it.
                try? manager.removeItem(at: root.appendingPathComponent(original))
                try manager.moveItem(at: stash.appendingPathComponent(name), to: root.appendingPathComponent(original))
                return "\(original): put back"
            }
            guard let file = pick(text + fonts) else { break }
            let name = file.replacingOccurrences(of: "/", with: "__")
            try? manager.removeItem(at: stash.appendingPathComponent(name))
            try manager.moveItem(at: root.appendingPathComponent(file), to: stash.appendingPathComponent(name))
            return "\(file): deleted"
        case 7:
            // A source copied beside itself under a new name: a file added.
            guard let file = pick(text) else { break }
            let url = root.appendingPathComponent(file)
            let copy = url.deletingPathExtension().path + "Copy\(random.next() % 100)." + url.pathExtension
            try? manager.removeItem(atPath: copy)
            try manager.copyItem(atPath: url.path, toPath: copy)
            return "\(file): copied to \(String(copy.dropFirst(root.path.count + 1)))"
        case 8:
            // A font replaced by another face, or one added.
            let library = ["Roboto/Roboto-Regular.ttf", "Roboto/Roboto-Bold.ttf", "Cantarell/Cantarell-Regular.otf"]
            guard let font = pick(library) else { break }
            let target =
                pick(fonts)
                ?? (text.first { $0.hasSuffix("Info.plist") }.map { ($0 as NSString).deletingLastPathComponent }
                    ?? "")
                + "/Added.ttf"
            try Data(contentsOf: Repo.fonts.appendingPathComponent(font)).write(to: root.appendingPathComponent(target))
            return "\(target): now \(font)"
        default:
            // The same bytes written again: a new stamp, nothing else.
            guard let file = pick(text + fonts) else { break }
            let url = root.appendingPathComponent(file)
            try Data(contentsOf: url).write(to: url)
            return "\(file): rewritten unchanged"
        }
        return "nothing"
    }
}
