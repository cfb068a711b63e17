import FontAuditModel
import FontInspectorModel
import Foundation

extension InventoryBuilder {
    /// Marks what the checkout lacks on purpose, because git ignores it: fonts the project copies
    /// from an absent file (``Inventory/gitIgnoredAbsentFonts``), and files registration code names
    /// that a package target's resources would hold (``FontRegistration/gitIgnoredFiles``). `base`
    /// is the folder paths are shown relative to.
    static func markGitIgnored(_ inventory: inout Inventory, base: URL) {
        let ignore = GitIgnore()
        for absent in inventory.absentFonts {
            let absolute = absent.path.hasPrefix("/") ? absent.path : base.path + "/" + absent.path
            guard let rule = ignore.rule(ignoring: URL(fileURLWithPath: absolute).standardizedFileURL.path) else {
                continue
            }
            inventory.gitIgnoredAbsentFonts[absent.path] = IgnoreLine(
                file: relativeDisplay(URL(fileURLWithPath: rule.file), root: base), line: rule.line,
                pattern: rule.pattern)
        }
        guard inventory.registrations.contains(where: { !$0.missingFiles.isEmpty && $0.bundle != nil }) else { return }
        // Changed on a copy and stored once: each change of the inventory's registrations
        // computes its registered-path sets again.
        var registrations = inventory.registrations
        defer { inventory.registrations = registrations }
        for index in registrations.indices {
            let registration = registrations[index]
            guard let bundle = registration.bundle, !registration.missingFiles.isEmpty else { continue }
            // The folders SwiftPM copies into that bundle, as shown paths.
            var folders: [(path: String, names: String?)] = []
            for package in inventory.packages {
                for target in package.targets where package.bundleName(of: target) == bundle {
                    let targetFolder = [package.path, target.path].filter { !$0.isEmpty }.joined(separator: "/")
                    folders += target.resources.map {
                        (targetFolder + "/" + $0.path, FileName.lastComponent(of: $0.path))
                    }
                }
            }
            for file in registration.missingFiles {
                let candidates = folders.map { $0.names == file ? $0.path : $0.path + "/" + file }
                for candidate in candidates {
                    let absolute = candidate.hasPrefix("/") ? candidate : base.path + "/" + candidate
                    guard let rule = ignore.rule(ignoring: URL(fileURLWithPath: absolute).standardizedFileURL.path)
                    else { continue }
                    registrations[index].gitIgnoredFiles[file] = IgnoreLine(
                        file: relativeDisplay(URL(fileURLWithPath: rule.file), root: base), line: rule.line,
                        pattern: rule.pattern)
                    break
                }
            }
        }
    }
}
