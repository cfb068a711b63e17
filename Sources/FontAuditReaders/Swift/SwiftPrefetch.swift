import FontAuditModel
import FontInspectorModel
import Foundation

/// Parses, on a thread of its own, the Swift files of a tree that can hold a request, while the run
/// is still reading its projects on one core, so that the request scan finds them parsed.
///
/// From the project search to the end of the projects' read a run works on one core (on the
/// big-app replica, 26 of its 150 ms), and the request scan's parse is a third of its CPU time.
/// The prefetch fills the idle core with that parse. It is speculative, so it is held to three
/// rules:
/// - **Same answer.** The scan takes a prefetched result only for the bytes it reads itself (the
///   prefetch keeps each file's bytes and compares); the walk is the scan's own
///   (``SwiftNameScanner/parseAndWalk(_:collectRequests:trees:pruned:)``), and only the file path
///   written into requests and texts differs, which ``take(_:)`` puts right.
/// - **No work twice.** It skips files the registration scan parses (they keep their tree for the
///   request scan), and the scan waits for a file being parsed rather than parsing it again.
/// - **Bounded.** It stops taking files when both cores are busy: when the request scan starts
///   parsing, or in a source folder when the scan starts reading its files; it leaves files over
///   ``largestFile`` to the scan; and the run waits for the file in hand before it returns
///   (``finish()``). It is not started when the run cache holds results (their files are not
///   parsed at all).
///
/// Reads here are not traced: the scan's own read of a file is what a memo depends on.
package final class SwiftPrefetch: @unchecked Sendable {
    private enum State {
        case running
        case done(bytes: [UInt8], result: SwiftParseCache.Result)
        /// Read and found to hold no request word, or taken by the scan: nothing to hand over.
        case none
    }

    /// The placeholder path the prefetch parses under, replaced by the file's display path.
    private static let placeholder = "\u{0}prefetch"

    /// The largest file parsed ahead; a larger one is left to the scan. The prefetch also passes
    /// files no target builds, which the scan never parses: one could hold what overflows
    /// swift-syntax's stack (a postfix chain of some 80,000 links, 160 KB at least, crashes the
    /// process), and a generated file of megabytes would keep ``finish()`` waiting. Files that
    /// ask for fonts are small (6.5 KB on average on the big-app replica).
    static let largestFile = 64 << 10

    private var paths: [String]
    private let skipWords: [ByteSearch.Needle]
    private let condition = NSCondition()
    private var states: [String: State] = [:]
    private var next = 0
    /// Whether more paths may come (``add(_:)``) before ``endOfPaths()``.
    private var open: Bool
    private var stopped = false
    private var finished = false
    private var thread: Thread?

    /// A prefetch of `paths` (absolute), in order, and of those ``add(_:)`` gives until
    /// ``endOfPaths()`` when `more`; files holding one of `skipWords` are left to the scan (the
    /// registration scan parses them and keeps their tree).
    package init(paths: [String] = [], more: Bool = false, skipWords: [String]) {
        self.paths = paths
        open = more
        self.skipWords = skipWords.map(ByteSearch.Needle.init)
    }

    /// Another path to parse (while the search that finds them goes on).
    package func add(_ path: String) {
        condition.lock()
        paths.append(path)
        condition.signal()
        condition.unlock()
    }

    /// No path comes after those given.
    package func endOfPaths() {
        condition.lock()
        open = false
        condition.broadcast()
        condition.unlock()
    }

    /// Starts the thread.
    package func start() {
        let thread = Thread { [self] in run() }
        self.thread = thread
        thread.start()
    }

    private func run() {
        let tokens = SwiftNameScanner.requestTokens.map(ByteSearch.Needle.init)
        while let path = claim() {
            var state = State.none
            if let bytes = Self.read(path), bytes.count <= Self.largestFile {
                if tokens.contains(where: { ByteSearch.contains(bytes, $0) }),
                    !skipWords.contains(where: { ByteSearch.contains(bytes, $0) })
                {
                    let file = SourceText(path: Self.placeholder, bytes: bytes, diskPath: path)
                    let result = SwiftNameScanner.parseAndWalk(file, collectRequests: true, trees: nil)
                    state = .done(bytes: bytes, result: result)
                }
            }
            condition.lock()
            states[path] = state
            condition.broadcast()
            condition.unlock()
        }
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next path to parse, marked running (waiting for one while more may come); nil once
    /// stopped or done.
    private func claim() -> String? {
        condition.lock()
        defer { condition.unlock() }
        while !stopped {
            if next < paths.count {
                let path = paths[next]
                next += 1
                if states[path] == nil {
                    states[path] = .running
                    return path
                }
            } else if open {
                condition.wait()
            } else {
                return nil
            }
        }
        return nil
    }

    /// Takes no new file from now on (the file in hand is finished).
    package func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until every path was taken by the thread, without stopping it (for tests).
    func waitForAll() {
        condition.lock()
        while thread != nil && !finished { condition.wait() }
        condition.unlock()
    }

    /// Stops and waits for the thread to end.
    package func finish() {
        stop()
        waitForAll()
    }

    /// The prefetched result for `file` if it was parsed from the bytes the scan reads now, with
    /// the file's path in its requests and texts; nil otherwise (the scan parses it). Waits for a
    /// file the prefetch is parsing; a file not reached yet is never parsed by the prefetch after.
    func take(_ file: SourceText) -> SwiftParseCache.Result? {
        condition.lock()
        while case .running? = states[file.location] { condition.wait() }
        let state = states[file.location]
        states[file.location] = State.none
        condition.unlock()
        guard case .done(let bytes, var result)? = state, Self.same(bytes, file.load()) else { return nil }
        WorkCounters.shared.record(.swiftPrefetched, file.location)
        for index in result.requests.indices { result.requests[index].request.file = file.path }
        for index in result.texts.indices { result.texts[index].use.file = file.path }
        result.constants.relocate(to: file.path)
        return result
    }

    /// Whether the bytes parsed ahead are the bytes the scan read, compared with `memcmp` (the
    /// array's own `==` went element by element: 9 M instructions over a big app's 200 files).
    private static func same(_ parsed: [UInt8], _ read: [UInt8]) -> Bool {
        guard parsed.count == read.count else { return false }
        guard !parsed.isEmpty else { return true }
        return parsed.withUnsafeBytes { a in
            read.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }

    /// The file's bytes, read without a trace.
    private static func read(_ path: String) -> [UInt8]? {
        FileTrace.$current.withValue(nil) { FileData.readBytes(path) }
    }
}
