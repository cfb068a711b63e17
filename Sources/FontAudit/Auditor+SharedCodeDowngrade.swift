import FontAuditInventory
import FontAuditModel
import FontAuditRules

extension Auditor {
    /// Makes a finding on a name in code that several targets compile, which another target knows, a
    /// warning about shared code (`font-name-not-registered`, then `font-name-unknown`).
    static func downgradeSharedCode(_ findings: inout [Finding], in inventories: [Inventory]) {
        // A name in a file that several targets compile, which one of them knows (its font is
        // there, registered or not), is not unknown: the target without the font compiles shared
        // code that asks for it. Whether that target runs the code is not known here (a keyboard
        // extension may never call the app's helper; a share extension may), so it is said as that,
        // a warning, beside the other target's own finding on the line.
        var known: [NameAtPlace: [String]] = [:]
        var registeredIn: [NameAtPlace: [String]] = [:]
        // An Android finding is shared code only where another app's Android half opens the name
        // (issue 93: an iOS app's registered family is no file on Android).
        var knownOnAndroid: [NameAtPlace: [String]] = [:]
        // Each app by its name (a target's, a workspace app's folder's): never empty.
        let names = appNames(inventories)
        for (inventory, name) in zip(inventories, names) where inventories.count > 1 {
            guard let name else { continue }
            for request in inventory.requests {
                let key = request.nameAtPlace
                switch inventory.resolution(of: request) {
                case .unknown: continue
                case .registered: registeredIn[key, default: []].append(name)
                default: break
                }
                known[key, default: []].append(name)
            }
            if let android = inventory.android, android.open == nil {
                let files = android.filesByName
                for request in android.requests {
                    let style = AndroidFonts.Style(request.traits)
                    if case .unknown = android.lookup(request.name, style: style, files: files) { continue }
                    knownOnAndroid[request.nameAtPlace, default: []].append(name)
                }
            }
        }
        // So is a name another target registers, in a target that bundles the font without
        // registering it: shared code, which that target may never run.
        for index in findings.indices where findings[index].rule == FontNameNotRegisteredRule.description.identifier {
            let finding = findings[index]
            guard finding.messageValue.id == "requestedFontNotListed",
                let owners = registeredIn[finding.nameAtPlace].map({ Set($0).subtracting(finding.targets) }),
                !owners.isEmpty
            else { continue }
            let message = Finding.Message.registeredElsewhereInSharedCode(
                name: finding.name ?? "", targets: finding.targets,
                owners: owners.sorted(), file: finding.fix ?? "")
            findings[index].severity = .warning
            findings[index].messageValue = message
        }
        for index in findings.indices where findings[index].rule == FontNameUnknownRule.description.identifier {
            let finding = findings[index]
            // Known to another configuration of the same target only: the finding stands, naming
            // its configurations.
            let knowing = finding.platform == Platform.android.rawValue ? knownOnAndroid : known
            guard
                let owners = knowing[finding.nameAtPlace].map({ Set($0).subtracting(finding.targets) }),
                !owners.isEmpty
            else { continue }
            let message = Finding.Message.askedInSharedCode(
                name: finding.name ?? "", targets: finding.targets, owners: owners.sorted())
            findings[index].severity = .warning
            findings[index].fix = nil
            findings[index].action = nil
            findings[index].messageValue = message
        }
    }
}

extension Finding.Message {
    /// A `font-name-not-registered` finding in code that `targets` compile and bundle the font
    /// `file` without registering it, which the targets `owners` register.
    static func registeredElsewhereInSharedCode(name: String, targets: [String], owners: [String], file: String) -> Self
    {
        let these = quotedList(targets)
        let those = quotedList(owners)
        return Self(
            "registeredElsewhereInSharedCode",
            facts: [
                "name": name, "targets": targets.joined(separator: ", "), "owners": owners.joined(separator: ", "),
                "file": file,
            ],
            text:
                "\(quoted(name)) is asked for in code that \(these) compile\(targets.count == 1 ? "s" : ""), which bundle\(targets.count == 1 ? "s" : "") its font without registering it, where \(those) register\(owners.count == 1 ? "s" : "") it: where \(these) run\(targets.count == 1 ? "s" : "") this code, the text renders in the system font. Add <string>\(file)</string> to UIAppFonts of \(these), or keep this code out of \(targets.count == 1 ? "that target" : "those targets")."
        )
    }

    /// A `font-name-unknown` finding in code that `targets` compile without the font, which the
    /// targets `owners` bundle.
    static func askedInSharedCode(name: String, targets: [String], owners: [String]) -> Self {
        let these = quotedList(targets)
        let those = quotedList(owners)
        return Self(
            "askedInSharedCode",
            facts: [
                "name": name, "targets": targets.joined(separator: ", "), "owners": owners.joined(separator: ", "),
            ],
            text:
                "\(quoted(name)) is asked for in code that \(these) compile\(targets.count == 1 ? "s" : "") without bundling its font, which \(those) bundle\(owners.count == 1 ? "s" : ""): where \(these) run\(targets.count == 1 ? "s" : "") this code, the text renders in the system font. Add the font to \(these) (its resources and UIAppFonts), or keep this code out of \(targets.count == 1 ? "that target" : "those targets")."
        )
    }
}
