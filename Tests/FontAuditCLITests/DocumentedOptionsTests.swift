import Foundation
import Testing

/// The manual names every option the commands take: `docs/USAGE.md` against `--help`.
@Suite struct DocumentedOptionsTests {
    @Test(arguments: ["check", "inspect", "targets", "rules"])
    func everyOptionIsInTheManual(_ command: String) throws {
        let help = try CLI.run([command, "--help"])
        #expect(help.status == 0, "\(help.stderr)")
        let manual = try String(contentsOf: CLI.root.appendingPathComponent("docs/USAGE.md"), encoding: .utf8)
        var options = Set<String>()
        for word in help.stdout.split(whereSeparator: \.isWhitespace) where word.hasPrefix("--") && word.count > 2 {
            let option = String(word.prefix { $0 == "-" || $0.isLetter || $0.isNumber })
            if option != "--help", option != "--version" { options.insert(option) }
        }
        #expect(command == "rules" || !options.isEmpty, "no option read from the help")
        let missing = options.filter { !manual.contains("`\($0)") && !manual.contains(" \($0)") }.sorted()
        #expect(
            missing.isEmpty, "docs/USAGE.md does not name \(missing.joined(separator: ", ")) of `fontaudit \(command)`")
    }
}
