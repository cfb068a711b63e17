import FontAuditModel
import FontInspectorModel
import Foundation

extension InventoryBuilder {
    /// The fonts files Tuist's resource synthesizers would generate, rebuilt from the fonts
    /// themselves (SwiftGen's template: `Family.member` from the face's family and style names),
    /// for the `<Target>FontFamily` enums the code uses but the checkout does not hold. Each
    /// covers the fonts below a folder named after the target (else every font), and registers
    /// them as SwiftGen's does: all of them when `registerAllCustomFonts()` is called, else each
    /// on first use.
    static func synthesizedFontsFiles(_ uses: [SynthesizedFontUse], fonts: [FontFile]) -> [GeneratedFontsFile] {
        let fold = folded
        var files: [GeneratedFontsFile] = []
        for (enumName, enumUses) in Dictionary(grouping: uses, by: \.enumName).sorted(by: { $0.key < $1.key }) {
            let target = String(enumName.dropLast("FontFamily".count))
            let inTarget = fonts.filter {
                $0.report.error == nil && $0.path.split(separator: "/").contains { String($0) == target }
            }
            let candidates = inTarget.isEmpty ? fonts.filter { $0.report.error == nil } : inTarget
            var generated: [GeneratedFont] = []
            var usesByKey: [String: [FileLocation]] = [:]
            for font in candidates {
                for face in font.report.faces {
                    guard let name = face.postscriptName else { continue }
                    let family = face.typographicFamily ?? face.family ?? ""
                    let style = face.typographicSubfamily ?? face.subfamily ?? ""
                    let matching = enumUses.filter { use in
                        use.family.map { fold($0) == fold(family) } == true
                            && use.member.map { fold($0) == fold(style) } == true
                    }
                    let key =
                        matching.first.map { "\($0.family ?? "").\($0.member ?? "")" }
                        ?? "\(Self.swiftGenName(family)).\(Self.swiftGenMember(style))"
                    generated.append(
                        GeneratedFont(
                            name: name, family: family, path: font.bundlePath, file: enumUses[0].file,
                            line: 0, column: 0, key: key))
                    if !matching.isEmpty {
                        usesByKey[key, default: []] += matching.map { FileLocation(file: $0.file, line: $0.line) }
                    }
                }
            }
            guard !generated.isEmpty else { continue }
            let calls = enumUses.filter { $0.family == nil }.map { FileLocation(file: $0.file, line: $0.line) }
            files.append(
                GeneratedFontsFile(
                    file: enumUses[0].file, enumName: enumName, fonts: generated,
                    registerAllCalls: calls, uses: usesByKey, bundle: candidates.first?.bundle, synthesized: true))
        }
        return files
    }

    /// The enum SwiftGen's font template names a family: each word capitalized, the rest dropped
    /// (`Open Sans` → `OpenSans`).
    static func swiftGenName(_ text: String) -> String {
        text.split { !$0.isLetter && !$0.isNumber }.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The member SwiftGen names a style: its name, the first word lowered (`SemiBold` →
    /// `semiBold`, `UIText` → `uiText`).
    static func swiftGenMember(_ text: String) -> String {
        let name = Array(swiftGenName(text))
        var upper = name.prefix { $0.isUppercase }.count
        if upper > 1 && upper < name.count && name[upper].isLowercase { upper -= 1 }
        return String(name.prefix(upper)).lowercased() + String(name.dropFirst(upper))
    }
}

extension InventoryBuilder {
    /// A Tuist project's own template for its fonts accessors
    /// (`Tuist/ResourceSynthesizers/Fonts.stencil`, beside a `Project.swift`'s `Tuist/` folder):
    /// the code it generates, which the checkout does not hold, registers whichever fonts it
    /// does (its `register()` calls), so every font of the app may be registered by it. A
    /// registration of no file the audit can name: no font is called unlisted because of it.
    static func tuistFontTemplate(root: URL) -> FontRegistration? {
        let path = "Tuist/ResourceSynthesizers/Fonts.stencil"
        guard
            Disk.kind(of: root.appendingPathComponent("Project.swift").path) == .file
                || Disk.kind(of: root.appendingPathComponent("Workspace.swift").path) == .file
                || Disk.kind(of: root.appendingPathComponent("Tuist/Config.swift").path) == .file,
            let data = FileData.read(root.appendingPathComponent(path).path)
        else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard let line = lines.firstIndex(where: { $0.contains("CTFontManagerRegister") || $0.contains("register(") })
        else { return nil }
        return FontRegistration(
            kind: .url, call: "the fonts code Tuist generates from its template", file: path, line: line + 1,
            bundleReference: .main, files: nil)
    }
}
