import FontAuditModel
import Foundation
import SwiftParser
import SwiftSyntax

extension RegistrationScanner {
    /// A registration inside a helper whose file name is a parameter
    /// (`registerFont(bundle: .module, fontName: "Matter-Medium", fontExtension: "otf")`) is read at
    /// the helper's call sites: one registration per call whose arguments are literals. The
    /// helper's own registration stays (dynamic) only when no call site could be read.
    static func resolvingWrappers(_ registrations: [FontRegistration], in files: [SwiftNameScanner.File], trees: SwiftTreeCache? = nil) -> [FontRegistration] {
        var result: [FontRegistration] = []
        for registration in registrations {
            guard let wrapper = registration.wrapper else { result.append(registration); continue }
            let needle = ByteSearch.Needle(wrapper.function + "(")
            var resolved: [FontRegistration] = []
            for file in files where file.containsAny([needle]) {
                // What the file's calls of the helper give depends on the file and the helper's
                // registration alone: kept between runs under both.
                resolved += file.kept("wrapper-calls \(registration)") { calls(of: wrapper, registration: registration, in: file, trees: trees) }
            }
            result += resolved.isEmpty ? [registration] : resolved
        }
        return result
    }

    /// The registrations the calls of `wrapper` in `file` make, one per call whose arguments are literals.
    private static func calls(of wrapper: FontRegistration.Wrapper, registration: FontRegistration, in file: SwiftNameScanner.File,
                              trees: SwiftTreeCache?) -> [FontRegistration] {
        var resolved: [FontRegistration] = []
        let tree = (trees?.tree(of: file) ?? SwiftNameScanner.parse(bytes: file.load(), path: file.location)).tree
        let finder = CallFinder(function: wrapper.function)
        finder.walk(tree)
        let converter = SourceLocationConverter(fileName: file.path, tree: tree)
        for call in finder.calls {
            func argument(_ label: String?) -> ExprSyntax? {
                guard let label else { return nil }
                if label.hasPrefix("_"), let index = Int(label.dropFirst()) {
                    let arguments = Array(call.arguments)
                    return index < arguments.count && arguments[index].label == nil ? arguments[index].expression : nil
                }
                return call.arguments.first { $0.label?.text == label }?.expression
            }
            guard let name = argument(wrapper.name).flatMap(LookupFinder.literal) else { continue }
            let ext = argument(wrapper.fileExtension).flatMap(LookupFinder.literal).map(LookupFinder.withoutLeadingDot)
                ?? registration.fileExtension
            var bundle = registration.bundleReference
            if wrapper.bundle != nil { bundle = LookupFinder.bundle(argument(wrapper.bundle)) }
            let fileName = ext.map { $0.isEmpty ? name : name + "." + $0 } ?? name
            resolved.append(FontRegistration(
                kind: registration.kind, call: "\(wrapper.function)(…)", file: file.path,
                line: call.startLocation(converter: converter).line, bundleReference: bundle,
                files: [fileName], subdirectory: registration.subdirectory))
        }
        return resolved
    }

    /// Uses of generated font enums that no scanned file defines: `<Target>FontFamily.Family.member`
    /// (Tuist), and any `Enum.registerAllCustomFonts()` with its `Enum.Family.member` uses (SwiftGen
    /// run by a build plugin, as `FontAssets`).
    static func synthesizedUses(in files: [SwiftNameScanner.File], except defined: Set<String>) -> [SynthesizedFontUse] {
        let callPattern = "\\b([A-Z][A-Za-z0-9_]*)\\.registerAllCustomFonts\\("
        let usePattern = "\\b([A-Z][A-Za-z0-9_]*)\\.([A-Z][A-Za-z0-9_]*)\\.([a-z_][A-Za-z0-9_]*)"
        let candidates = files.filter { $0.containsAny(RegistrationScanner.accessorWords.map(ByteSearch.Needle.init)) }
        var uses: [SynthesizedFontUse] = []
        var enums = Set<String>()
        // Each file's matches on all cores, each with an expression of its own, then taken in
        // file order.
        @Sendable func matches(_ pattern: String, in file: SwiftNameScanner.File) -> [Match] {
            guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
            return Self.matches(of: expression, in: file.text)
        }
        let callsByFile = candidates.concurrentMap { file in file.kept("register-all-calls") { matches(callPattern, in: file) } }
        for (file, calls) in zip(candidates, callsByFile) {
            for call in calls where !defined.contains(call.groups[0]) {
                enums.insert(call.groups[0])
                uses.append(SynthesizedFontUse(enumName: call.groups[0], family: nil, member: nil, file: file.path, line: call.line))
            }
        }
        let needles = [ByteSearch.Needle("FontFamily.")] + enums.sorted().map { ByteSearch.Needle($0 + ".") }
        let users = files.filter { $0.containsAny(needles) }
        let usesByFile = users.concurrentMap { file in file.kept("accessor-uses") { matches(usePattern, in: file) } }
        for (file, found) in zip(users, usesByFile) {
            for use in found {
                let enumName = use.groups[0]
                guard !defined.contains(enumName), enumName.hasSuffix("FontFamily") || enums.contains(enumName) else { continue }
                uses.append(SynthesizedFontUse(enumName: enumName, family: use.groups[1], member: use.groups[2], file: file.path,
                                               line: use.line))
            }
        }
        return uses
    }

    /// A match of a pattern in a file: its capture groups and its line.
    struct Match: Codable {
        var groups: [String]
        var line: Int
    }

    /// Every match of `pattern` in `text`.
    static func matches(of pattern: NSRegularExpression, in text: String) -> [Match] {
        let ns = text as NSString
        let lines = LineIndex(text)
        return pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { match in
            Match(groups: (1..<match.numberOfRanges).map { ns.substring(with: match.range(at: $0)) },
                  line: lines.line(ofUTF16Offset: match.range.location))
        }
    }

    /// A reference to a generated font: `Family.member`, and its line.
    struct Reference: Codable {
        var key: String
        var line: Int

        init(_ pair: (String, Int)) {
            key = pair.0
            line = pair.1
        }
    }

    /// `Enum.Family.member` references in `text`, as ("Family.member", line).
    static func references(to enumName: String, in text: String) -> [(String, Int)] {
        guard let pattern = try? NSRegularExpression(pattern: "\\b" + NSRegularExpression.escapedPattern(for: enumName)
            + "\\.([A-Za-z_][A-Za-z0-9_]*)\\.([A-Za-z_][A-Za-z0-9_]*)") else { return [] }
        let lines = LineIndex(text)
        let ns = text as NSString
        return pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { match in
            (ns.substring(with: match.range(at: 1)) + "." + ns.substring(with: match.range(at: 2)), lines.line(ofUTF16Offset: match.range.location))
        }
    }
}
