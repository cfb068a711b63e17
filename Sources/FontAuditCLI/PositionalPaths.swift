import FontAuditReaders
import FontInspector
import Foundation

extension FontAuditCommand.Inspect {
    /// The paths `inspect` was given, taken out of the command line before argument-parser sees
    /// them. argument-parser records every value of an array argument with the union of the
    /// origins before it, so 2,600 paths cost 0.2 s of parsing (quadratic); `--files-from` the
    /// same list costs nothing. Set once in `main`, before any task starts.
    nonisolated(unsafe) static var presplitPaths: [String] = []

    /// Options of `inspect` that take a value (the word after them is not a path).
    static let valueOptions: Set<String> = ["--format", "--files-from", "--chars", "--chars-from", "--output"]

    /// Splits `inspect`'s arguments (after the subcommand's name) into its positional paths and
    /// everything else: a word is a path unless it starts with `-` or is the value of a
    /// ``valueOptions`` option written as two words; after `--`, every word is a path.
    static func splitPaths(_ arguments: [String]) -> (paths: [String], rest: [String]) {
        var paths: [String] = []
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if word == "--" {
                paths += arguments[(index + 1)...]
                break
            }
            if word.hasPrefix("-"), word.count > 1 {
                rest.append(word)
                if valueOptions.contains(word), index + 1 < arguments.count {
                    rest.append(arguments[index + 1])
                    index += 1
                }
            } else {
                paths.append(word)
            }
            index += 1
        }
        return (paths, rest)
    }
}

extension FontAuditCommand.Inspect {
    /// What an `inspect` run was asked, as plain values.
    struct Request: Equatable {
        var paths: [String]
        var filesFrom: String?
        var format: InspectRun.Format
        var output: String?
        var names = false
        var noColor = false
        var quiet = false
    }

    /// The request of a plain `inspect` command line (its arguments after the paths were taken
    /// out by ``splitPaths(_:)``), read without argument-parser; nil for anything else, which then
    /// goes through argument-parser as usual (help, `--chars`, a repeated or unknown option, a
    /// value that is not valid, no path at all).
    ///
    /// argument-parser reads a command by reflection, and each runtime type check it makes scans
    /// every protocol conformance of the binary (tens of thousands, with swift-syntax linked): about
    /// 25 million instructions, more than reading a hundred fonts. A test holds this reading to
    /// argument-parser's own on every form it accepts.
    static func directRequest(options: [String], paths: [String]) -> Request? {
        var request = Request(paths: paths, format: .text)
        var seen = Set<String>()
        var index = 0
        while index < options.count {
            var name = options[index]
            var value: String?
            if let equals = name.firstIndex(of: "="), name.hasPrefix("--") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard seen.insert(name).inserted else { return nil }
            switch name {
            case "--names", "--no-color", "--quiet":
                guard value == nil else { return nil }
                if name == "--names" { request.names = true }
                if name == "--no-color" { request.noColor = true }
                if name == "--quiet" { request.quiet = true }
            case "--format", "--output", "--files-from":
                if value == nil {
                    index += 1
                    guard index < options.count else { return nil }
                    value = options[index]
                }
                guard let value, !value.isEmpty, !value.hasPrefix("-") else { return nil }
                switch name {
                case "--format":
                    guard let format = InspectRun.Format(rawValue: value) else { return nil }
                    request.format = format
                case "--output": request.output = value
                default: request.filesFrom = value
                }
            default:
                return nil
            }
            index += 1
        }
        guard !paths.isEmpty || request.filesFrom != nil else { return nil }
        return request
    }
}

/// The paths of a `--files-from` list: one per line, empty lines skipped.
enum PathList {
    /// The lines of `data` as `String(decoding:as:).split(whereSeparator: \.isNewline)` gives them,
    /// split on the bytes when the list is ASCII (splitting by `Character` is slow for thousands).
    static func lines(of data: Data) -> [String] {
        guard data.allSatisfy({ $0 < 0x80 }) else {
            return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
        }
        // ASCII's line breaks: LF, VT, FF, CR (CR LF is one break, and empty lines are dropped anyway).
        return data.split(whereSeparator: { (0x0A...0x0D).contains($0) }).map { String(decoding: $0, as: UTF8.self) }
    }
}
