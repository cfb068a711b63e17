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
