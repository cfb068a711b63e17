import ArgumentParser
import FontAudit
import FontAuditInventory
import FontAuditModel
import FontAuditReporters
import FontAuditRules
import Foundation

extension FontAuditCommand {
    /// `fontaudit coverage PATH`: how much of each localization every registered face covers.
    struct Coverage: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            // Named here: argument-parser otherwise derives it with String(describing:), whose
            // runtime conformance lookups cost more than the rest of starting up.
            commandName: "coverage",
            abstract: "Show how much of each localization's text every registered font face can draw.",
            discussion: """
                Reads every .strings, .stringsdict and .xcstrings table of the app (and the text storyboards \
                and code show in custom fonts) and, for every face the app registers, the share of each \
                language's characters its cmap maps, with the characters it lacks. An overview for \
                designers, not findings: `fontaudit check` reports the texts that fall back \
                (font-glyph-missing). Exit status: 0, or 2 for a usage error.
                """
        )

        @Argument(help: "A source folder, an .xcodeproj or .xcworkspace, or a built .app.")
        var path: String

        @Option(name: .long, help: ArgumentHelp("Project mode: only this target (repeatable).", valueName: "name"))
        var target: [String] = []

        @OptionGroup var buildConfiguration: BuildConfigurationOptions

        @Option(help: "Output format: text or json.")
        var format: CoverageFormat = .text

        @Option(
            help: ArgumentHelp("A configuration file (default: PATH/.fontaudit.yml when present).", valueName: "file"))
        var config: String?

        enum CoverageFormat: String, ExpressibleByArgument, CaseIterable {
            case text, json
        }

        func run() async throws {
            let configuration: Configuration
            do {
                configuration = try Check.loadConfiguration(
                    path: path, config: config, fallbackConfig: nil, knownRules: Auditor.ruleIdentifiers)
            } catch let error as ConfigurationError {
                throw UsageFailure(message: error.message)
            }
            var options = AuditOptions()
            options.targets = target
            options.configuration = buildConfiguration.name
            options.readsAllText = true
            let inventories: [Inventory]
            do {
                inventories = try await Auditor(configuration: configuration).audit(path: path, options: options)
                    .inventories
            } catch let error as AuditError {
                throw UsageFailure(message: error.message)
            }
            // A target audited once per group of configurations (another Info.plist) names them.
            let groups = Dictionary(
                grouping: inventories.compactMap(\.target), by: \.key)
            let coverages = inventories.map { inventory in
                var coverage = CharacterCoverage(inventory: inventory)
                if let context = inventory.target,
                    (groups[context.key]?.count ?? 0) > 1
                {
                    coverage.target = "\(context.target.name) (\(context.configurations.joined(separator: ", ")))"
                }
                return coverage
            }
            StandardOutput.write(format == .json ? CoverageReporter.json(coverages) : CoverageReporter.text(coverages))
        }
    }
}
