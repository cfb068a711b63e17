import ArgumentParser
import FontAuditInventory
import FontAuditModel
import Foundation

extension FontAuditCommand {
    /// `fontaudit targets PATH`: the targets of a project or workspace, with their Info.plist and fonts.
    struct Targets: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            // Named here: argument-parser otherwise derives it with String(describing:), whose
            // runtime conformance lookups cost more than the rest of starting up.
            commandName: "targets",
            abstract:
                "List the application and extension targets of an Xcode project or workspace, with their Info.plist and font files."
        )

        @Argument(help: "An .xcodeproj, an .xcworkspace, or a folder that holds projects.")
        var path: String

        @OptionGroup var buildConfiguration: BuildConfigurationOptions

        func run() async throws {
            var options = AuditOptions()
            options.configuration = buildConfiguration.name
            let built: InventoryBuild
            do {
                built = try await InventoryBuilder(options: options).buildAll(path: path)
            } catch let error as AuditError {
                throw UsageFailure(message: error.message)
            }
            let inventories = built.inventories
            let targets = inventories.compactMap { inventory in inventory.target.map { (inventory, $0) } }
            // Projects that could not be read: say why, with the line.
            var problems = ""
            for inventory in inventories where inventory.target == nil {
                for problem in inventory.projectProblems {
                    problems += "\(problem.path)\(problem.line.map { ":\($0)" } ?? ""): error: \(problem.message)\n"
                }
            }
            if !problems.isEmpty { FileHandle.standardError.write(Data(problems.utf8)) }
            let unplaced = built.unplacedFonts
            // A source tree `check` audits (a Tuist or XcodeGen app whose project is not committed,
            // read as a folder) is listed as what the audit made of it.
            let apps = inventories.filter {
                $0.target == nil && $0.projectProblems.isEmpty
                    && ($0.app != nil || !$0.openRegistrations.isEmpty || $0.layout == .sourceTree)
            }
            // A plan with inputs the audit could not read (a project it cannot parse) is printed,
            // so that what is not known is said; it fails below when nothing else is listed.
            let unread = !(built.plan?.openInputs.isEmpty ?? true)
            guard !targets.isEmpty || !unplaced.isEmpty || !apps.isEmpty || unread else {
                if !problems.isEmpty { throw ExitCode(1) }
                let fontsFolder = built.plan?.apps.map(\.kind) == [.fontsFolder]
                throw UsageFailure(
                    message: fontsFolder
                        ? "\(path): holds no app (no Xcode project, app Info.plist, project spec or React Native package.json): `fontaudit check \(path)` audits it as a fonts folder; give an .xcodeproj, an .xcworkspace or a folder with one"
                        : "\(path): holds no Xcode project; give an .xcodeproj, an .xcworkspace or a folder with one"
                )
            }
            var out = built.plan.map(Self.planText) ?? ""
            // A target whose configurations differ (another Info.plist) is listed once per group.
            let grouped = Dictionary(grouping: targets.map { $0.1 }, by: \.key)
            for (inventory, context) in targets {
                out += "\(context.projectPath): \(context.target.name) (\(context.target.kind.rawValue))\n"
                if (grouped[context.key]?.count ?? 0) > 1 {
                    out += "  configs     \(context.configurations.joined(separator: ", "))\n"
                }
                let plist =
                    context.target.infoPlistFile.map {
                        $0 + (context.target.generatesInfoPlist ? " (merged with the generated keys)" : "")
                    }
                    ?? (context.target.generatesInfoPlist
                        ? "generated (no INFOPLIST_FILE: it cannot list fonts)" : "none")
                out += "  Info.plist  \(plist)\n"
                let entries = inventory.manifests.first?.appFonts.count ?? 0
                out += "  UIAppFonts  \(entries) entr\(entries == 1 ? "y" : "ies")\n"
                let mainFonts = inventory.fonts.filter { $0.bundle == nil }
                if mainFonts.isEmpty, inventory.absentFonts.isEmpty { out += "  fonts       none\n" }
                var lines = mainFonts.map { "\($0.bundlePath)  ←  \($0.path)" }
                lines += inventory.absentFonts.map { "\($0.bundlePath)  ←  \($0.path) (not in the checkout)" }
                for (index, line) in lines.enumerated() {
                    out += (index == 0 ? "  fonts       " : "              ") + line + "\n"
                }
                if !inventory.packages.isEmpty {
                    let products = Set(context.target.packageProducts)
                    let names = inventory.packages.map { package in
                        let linked = package.products.keys.filter(products.contains).sorted()
                        return linked.isEmpty
                            ? "package \(package.name) (a linked package's product needs it)"
                            : "package \(package.name): product \(linked.joined(separator: ", "))"
                    }
                    out += "  linked      \(names.joined(separator: ", "))\n"
                }
                let packaged = inventory.fonts.filter { $0.bundle != nil }
                for (index, font) in packaged.enumerated() {
                    out +=
                        (index == 0 ? "  packages    " : "              ")
                        + "\(font.bundle ?? "")/\(font.bundlePath)  ←  \(font.path)\n"
                }
                for (index, registration) in inventory.registrations.enumerated() {
                    let what =
                        registration.fonts.isEmpty
                        ? "no font" : registration.fonts.count == 1 ? "1 font" : "\(registration.fonts.count) fonts"
                    out +=
                        (index == 0 ? "  registers   " : "              ")
                        + "\(registration.call) at \(registration.file):\(registration.line): \(what)\n"
                }
                out += Self.notKnown(inventory)
                for (index, file) in inventory.missingSources.enumerated() {
                    out +=
                        (index == 0 ? "  missing     " : "              ")
                        + "\(file) (the target compiles or copies it; not in the checkout)\n"
                }
                out += "\n"
            }
            // Apps that are no Xcode target (an Expo app without ios/, a source tree): what the
            // audit made of them, with what it does not know.
            for inventory in apps {
                let what =
                    inventory.app?.described ?? (inventory.layout == .fontsFolder ? "a fonts folder" : "a source tree")
                out += "\(what)\n"
                var seen = Set<String>()
                let manifests = inventory.manifests.map(\.path).filter { seen.insert($0).inserted }
                out += "  manifests   \(manifests.isEmpty ? "none" : manifests.joined(separator: ", "))\n"
                let fonts = inventory.fonts.map { "\($0.bundlePath)  ←  \($0.path)" }
                if fonts.isEmpty { out += "  fonts       none\n" }
                for (index, line) in fonts.enumerated() {
                    out += (index == 0 ? "  fonts       " : "              ") + line + "\n"
                }
                out += Self.notKnown(inventory)
                out += "\n"
            }
            if !unplaced.isEmpty {
                out +=
                    "Font files no target bundles (not audited: a build step the audit cannot read places them, or nothing does):\n"
                out += unplaced.map { "  \($0)\n" }.joined()
            }
            StandardOutput.write(out)
            // Nothing but projects it could not read: the plan says what is not known, and the run fails.
            if targets.isEmpty, apps.isEmpty, unplaced.isEmpty, !problems.isEmpty { throw ExitCode(1) }
        }

        /// The lines of what the audit does not know of an app's registrations, with why.
        static func notKnown(_ inventory: Inventory) -> String {
            var out = ""
            for (index, fact) in inventory.openRegistrations.map(\.listed).sorted().enumerated() {
                out +=
                    (index == 0 ? "  not known   " : "              ")
                    + "\(fact.file):\(fact.line) \(fact.written.map { "`\($0)`: " } ?? "")\(fact.reason.explanation)\n"
            }
            return out
        }
    }
}
