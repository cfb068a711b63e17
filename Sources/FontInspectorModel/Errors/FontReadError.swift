/// Why a font file could not be read, as far as it could not.
public enum FontReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file has no bytes.
    case empty
    /// The file could not be opened or mapped.
    case unreadable(reason: String)
    /// The path names a folder, FIFO, device or socket.
    case notARegularFile(kind: String)
    /// The bytes are no font format FreeType knows.
    case notAFont(start: String)
    /// The file is shorter than its own header or table directory says.
    case truncated(detail: String)
    /// The container is recognized but this FreeType cannot open it.
    case unsupportedFormat(container: FontContainer, cause: FreeTypeError)
    /// FreeType refused the font.
    case damaged(cause: FreeTypeError)
    /// One face of a collection failed while others were read.
    case faceFailed(index: Int, count: Int, cause: FreeTypeError)

    /// A stable identifier for the kind of failure, for tools that consume JSON.
    public var kind: String {
        switch self {
        case .empty: "empty"
        case .unreadable: "unreadable"
        case .notARegularFile: "not-a-regular-file"
        case .notAFont: "not-a-font"
        case .truncated: "truncated"
        case .unsupportedFormat: "unsupported-format"
        case .damaged: "damaged"
        case .faceFailed: "face-failed"
        }
    }

    /// A sentence that names the cause, such as "empty file (0 bytes)".
    public var description: String {
        switch self {
        case .empty:
            "empty file (0 bytes)"
        case .unreadable(let reason):
            "cannot read the file: \(reason)"
        case .notARegularFile(let kind):
            "not a font file: the path is \(kind)"
        case .notAFont(let start):
            "not a font file: no font format starts with \(start)"
        case .truncated(let detail):
            "truncated: \(detail)"
        case .unsupportedFormat(let container, let cause):
            "unsupported format: this FreeType cannot open \(container.displayName) files (\(cause))"
        case .damaged(let cause):
            "damaged font: \(cause)"
        case .faceFailed(let index, let count, let cause):
            "face \(index) of \(count) could not be read: \(cause)"
        }
    }
}
