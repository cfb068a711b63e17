import Foundation

extension XcodeProjectReader {
    /// Expands `$(VAR)`, `${VAR}` and `$VAR`, nested references such as `$(A_$(B))`, and the
    /// `:lower`, `:upper` and `:default=` operators. Unknown variables are empty; references
    /// deeper than 16 levels (cycles) are empty too, and a budget bounds the total work.
    struct Expander {
        static let maximumDepth = 16
        let variables: [String: String]
        private var budget = 100_000

        init(variables: [String: String]) {
            self.variables = variables
        }

        /// The text with every reference replaced; `depth` counts the references being expanded.
        mutating func expand(_ text: String, depth: Int) -> String {
            guard text.contains("$") else { return text }
            guard depth <= Self.maximumDepth, budget > 0 else { return "" }
            budget -= 1
            let characters = Array(text)
            var result = ""
            var index = 0
            while index < characters.count {
                let character = characters[index]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if character == "$", let open = next, open == "(" || open == "{" {
                    let close: Character = open == "(" ? ")" : "}"
                    var level = 0
                    var end: Int?
                    for position in (index + 1)..<characters.count {
                        if characters[position] == open { level += 1 }
                        if characters[position] == close { level -= 1 }
                        if level == 0 {
                            end = position
                            break
                        }
                    }
                    if let end {
                        let reference = expand(String(characters[(index + 2)..<end]), depth: depth + 1)
                        result += value(of: reference, depth: depth)
                        index = end + 1
                        continue
                    }
                } else if character == "$", let first = next, first.isASCII, first.isLetter || first == "_" {
                    var end = index + 1
                    while end < characters.count, characters[end].isASCII,
                        characters[end].isLetter || characters[end].isNumber || characters[end] == "_"
                    {
                        end += 1
                    }
                    result += value(of: String(characters[(index + 1)..<end]), depth: depth)
                    index = end
                    continue
                }
                result.append(character)
                index += 1
            }
            return result
        }

        /// The expanded value of `NAME` or `NAME:operator:...`.
        private mutating func value(of reference: String, depth: Int) -> String {
            let parts = reference.split(separator: ":", omittingEmptySubsequences: false)
            let name = String(parts.first ?? "")
            var value = expand(variables[name] ?? "", depth: depth + 1)
            for operation in parts.dropFirst() {
                if operation == "lower" { value = value.lowercased() }
                if operation == "upper" { value = value.uppercased() }
                if operation.hasPrefix("default="), value.isEmpty { value = String(operation.dropFirst(8)) }
            }
            return value
        }
    }
}
