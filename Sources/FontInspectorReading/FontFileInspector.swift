import CFreeType
import FontInspectorModel
import Foundation

/// Reads font files through FreeType into ``FontFileReport`` values.
///
/// An inspector owns one FreeType library. FreeType is not thread-safe, so an inspector must stay on
/// the task or thread that created it; it is explicitly not `Sendable`. To read many files on all
/// cores, use ``inspectFiles(_:concurrency:nameRecords:)``, which gives each worker task its own inspector.
///
/// ```swift
/// let inspector = try FontFileInspector()
/// let report = inspector.inspectFile(at: URL(fileURLWithPath: "Fonts/Inter.ttf"))
/// for face in report.faces { print(face.postscriptName ?? "?") }
/// ```
public final class FontFileInspector {
    private let library: FreeTypeLibrary
    /// The library, for the readers in other files of this module.
    var freeType: FreeTypeLibrary { library }
    private let allNameRecords: Bool
    private let scratch = FontBytes.Scratch()

    /// Creates an inspector with its own FreeType library.
    /// - Parameter nameRecords: Whether each face lists every record of its `name` table
    ///   (``FontFace/nameRecords``). Without them only the records the named fields come from are
    ///   decoded, which is faster on fonts with many localized names, and a face lists only the
    ///   name ID 6 records that give another PostScript name than ``FontFace/postscriptName``
    ///   (most faces: none), since a request may ask for that name too.
    /// - Throws: ``FreeTypeError`` when FreeType cannot be initialized (out of memory).
    public init(nameRecords: Bool = true) throws {
        library = try FreeTypeLibrary()
        allNameRecords = nameRecords
    }

    /// Reads every face of the file at `url`. Never throws: a file that cannot be read gives a
    /// report whose ``FontFileReport/error`` says why.
    /// - Parameters:
    ///   - url: A file URL.
    ///   - displayPath: The path to put in the report; `url.path` when nil.
    public func inspectFile(at url: URL, displayPath: String? = nil) -> FontFileReport {
        let path = url.path
        return inspectFile(atPath: path, displayPath: displayPath ?? path)
    }

    /// ``inspectFile(at:displayPath:)`` for a path (no URL is built).
    func inspectFile(atPath path: String, displayPath: String) -> FontFileReport {
        WorkCounters.shared.record(.fontRead, path)
        let bytes: FontBytes
        do {
            bytes = try FontBytes.map(path: path, scratch: scratch)
        } catch {
            return .failed(path: displayPath, error: error)
        }
        return inspect(bytes: bytes, path: displayPath, pathExtension: FileName.pathExtension(of: path))
    }

    /// Reads every face of a font held in memory, through the same code path as files.
    /// - Parameters:
    ///   - data: The font file's bytes.
    ///   - displayPath: The path to put in the report.
    public func inspect(data: Data, displayPath: String = "<data>") -> FontFileReport {
        guard !data.isEmpty else { return .failed(path: displayPath, error: .empty) }
        let ext = FileName.pathExtension(of: displayPath)
        return inspect(bytes: FontBytes(copying: data), path: displayPath, pathExtension: ext)
    }

    /// Reads many files on `concurrency` worker tasks, each with its own FreeType library, and
    /// returns the reports in the order of `files`.
    /// - Parameters:
    ///   - files: Each file's URL and the path to show for it.
    ///   - concurrency: How many files are read at once; the number of active cores by default.
    ///   - nameRecords: Whether faces list every `name` record (see ``init(nameRecords:)``).
    public static func inspectFiles(
        _ files: [(url: URL, displayPath: String)],
        concurrency: Int = ProcessInfo.processInfo.activeProcessorCount,
        nameRecords: Bool = true
    ) async -> [FontFileReport] {
        await inspectFiles(files, concurrency: concurrency, nameRecords: nameRecords) { $0 }
    }

    /// Like ``inspectFiles(_:concurrency:nameRecords:)``, turning each report into `T` on the
    /// worker that read it (for example its JSON text), so that work runs on every core too.
    public static func inspectFiles<T: Sendable>(
        _ files: [(url: URL, displayPath: String)],
        concurrency: Int = ProcessInfo.processInfo.activeProcessorCount,
        nameRecords: Bool = true,
        transform: @escaping @Sendable (FontFileReport) -> T
    ) async -> [T] {
        await inspectFiles(
            paths: files.map { (path: $0.url.path, displayPath: $0.displayPath) },
            concurrency: concurrency, nameRecords: nameRecords, transform: transform)
    }

    /// ``inspectFiles(_:concurrency:nameRecords:transform:)`` for paths (no URL is built).
    package static func inspectFiles<T: Sendable>(
        paths files: [(path: String, displayPath: String)],
        concurrency: Int = ProcessInfo.processInfo.activeProcessorCount,
        nameRecords: Bool = true,
        transform: @escaping @Sendable (FontFileReport) -> T
    ) async -> [T] {
        let workers = max(1, min(concurrency, files.count))
        let work = files.map { FileWork(path: $0.path, displayPath: $0.displayPath) }
        // Each worker takes the next file not yet taken, so a slow file (a large CJK collection)
        // does not leave the other cores idle at the end of the list.
        let next = NextIndex()
        return await withTaskGroup(of: [(Int, T)].self) { group in
            for _ in 0..<workers {
                group.addTask {
                    var done: [(Int, T)] = []
                    let inspector = try? FontFileInspector(nameRecords: nameRecords)
                    while let index = next.take(below: work.count) {
                        let report =
                            inspector?.inspectFile(atPath: work[index].path, displayPath: work[index].displayPath)
                            ?? .failed(
                                path: work[index].displayPath,
                                error: .unreadable(reason: "FreeType could not be initialized"))
                        done.append((index, transform(report)))
                    }
                    return done
                }
            }
            var reports = [T?](repeating: nil, count: work.count)
            for await batch in group {
                for (index, report) in batch { reports[index] = report }
            }
            return reports.map { $0! }
        }
    }

    /// A counter the workers share, handing out each index once.
    private final class NextIndex: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        func take(below limit: Int) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard value < limit else { return nil }
            value += 1
            return value - 1
        }
    }

    private struct FileWork: Sendable {
        let path: String
        let displayPath: String
    }

    // MARK: Reading

    func inspect(bytes: FontBytes, path: String, pathExtension: String) -> FontFileReport {
        let sniffer = ContainerSniffer(bytes: bytes.buffer)
        let kind = sniffer.kind()

        // Check the container's own structure before FreeType sees it: a file shorter than its
        // own table directory says is reported as truncated, and its faces are not trusted.
        // The directories of an sfnt's faces let names and tables be read from the bytes.
        var directories: [SfntDirectory] = []
        do {
            switch kind {
            case .sfnt(let collection):
                for offset in try sniffer.faceOffsets(collection: collection) {
                    directories.append(try sniffer.tables(atOffset: offset))
                }
            case .woff, .woff2:
                try sniffer.checkWebFontLength()
            case .type1, .unknown:
                break
            }
        } catch {
            return .failed(
                path: path, format: Self.container(kind: kind, tables: nil, pathExtension: pathExtension), error: error)
        }
        let container = Self.container(kind: kind, tables: directories.first, pathExtension: pathExtension)

        // Face 0 tells how many faces there are.
        let first: FreeTypeFace
        do {
            first = try FreeTypeFace(library: library, bytes: bytes, index: 0)
        } catch {
            let failure: FontReadError
            if container == nil {
                failure = .notAFont(start: sniffer.quotedStart())
            } else if error.isUnknownFormat, let container {
                failure = .unsupportedFormat(container: container, cause: error)
            } else {
                failure = .damaged(cause: error)
            }
            return .failed(path: path, format: container, error: failure)
        }

        let faceCount = max(1, Int(first.record.num_faces))
        var faces: [FontFace] = []
        var faceError: FontReadError?
        for index in 0..<faceCount {
            if index == 0 {
                faces.append(
                    FaceReader(face: first, index: 0, directory: directories.first, allNameRecords: allNameRecords)
                        .read())
                continue
            }
            do {
                let face = try FreeTypeFace(library: library, bytes: bytes, index: index)
                faces.append(
                    FaceReader(
                        face: face, index: index, directory: index < directories.count ? directories[index] : nil,
                        allNameRecords: allNameRecords
                    ).read())
            } catch {
                faceError = faceError ?? .faceFailed(index: index, count: faceCount, cause: error)
            }
        }

        let finalContainer = container ?? .other
        let reason = Self.notLoadableReason(container: finalContainer, faces: faces)
        return FontFileReport(
            path: path,
            format: finalContainer,
            freetypeFormat: first.formatName,
            loadableOnIOS: reason == nil,
            notLoadableReason: reason,
            error: faceError,
            faces: faces
        )
    }

    private static func container(kind: ContainerSniffer.Kind, tables: SfntDirectory?, pathExtension: String)
        -> FontContainer?
    {
        switch kind {
        case .sfnt(let collection):
            let cff = tables.map { $0.contains(fourCC("CFF ")) || $0.contains(fourCC("CFF2")) } ?? false
            if collection { return cff ? .openTypeCollection : .trueTypeCollection }
            if tables?.contains(fourCC("CFF2")) == true { return .openTypeCFF2 }
            return cff ? .openTypeCFF : .trueType
        case .woff: return .woff
        case .woff2: return .woff2
        case .type1: return .type1
        case .unknown: return pathExtension == "dfont" ? .dfont : nil
        }
    }

    private static func notLoadableReason(container: FontContainer, faces: [FontFace]) -> String? {
        switch container {
        case .woff, .woff2:
            return
                "\(container.displayName) is a web format: iOS does not load it and App Store upload rejects it; ship the TTF or OTF instead"
        case .type1:
            return "PostScript Type 1 fonts are not supported on iOS; convert to OpenType (OTF)"
        case .dfont:
            return "dfont suitcases are not supported on iOS; extract the TTF or OTF"
        case .other:
            return "this format is not supported on iOS; ship a TTF or OTF"
        case .trueType, .openTypeCFF, .openTypeCFF2, .trueTypeCollection, .openTypeCollection:
            if !faces.isEmpty, faces.allSatisfy(\.bitmapOnly) {
                return "the font has bitmap glyphs only (no outlines): iOS does not register it"
            }
            return nil
        }
    }
}

@available(*, unavailable)
extension FontFileInspector: Sendable {}
