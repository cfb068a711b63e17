import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel

/// Tailwind's font classes in React Native (issue 82): the class library hands React Native the
/// family the theme gives `font-<key>`, as it reads it. Uniwind takes a Tailwind 4 `@theme`'s
/// `--font-<key>` whole (a CSS stack stays one string, which RCTFont cannot find); NativeWind takes
/// the first family of `tailwind.config.js`'s `fontFamily`. A family a used class gets is asked for
/// where the theme writes it. Controls: a registered face, a key no class uses, a class only
/// another platform's variant gives, a weight class, and the keys NativeWind's preset may set.
@Suite struct TailwindFontClassTests {
    /// ExpoPlugin (Roboto-Bold and Roboto-Regular registered) with `dependency` added (each), `files`
    /// written in it, and the findings its new files give.
    static func audit(dependency: String..., files: [String: String]) async throws -> [String] {
        let scratch = try ScratchFolder()
        let copy = scratch.url.appendingPathComponent("ExpoPlugin")
        try FileManager.default.copyItem(
            at: Repo.root.appendingPathComponent("Fixtures/Projects/ExpoPlugin"), to: copy)
        let manifest = copy.appendingPathComponent("package.json")
        let package = try String(contentsOf: manifest, encoding: .utf8).replacingOccurrences(
            of: "\"expo\": ", with: dependency.map { "\"\($0)\": \"^4.0.0\",\n    " }.joined() + "\"expo\": ")
        try Data(package.utf8).write(to: manifest)
        for (path, text) in files {
            let url = copy.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let (_, result) = try await Auditor().audit(path: copy.path)
        return result.findings.filter { finding in files.keys.contains { finding.file?.hasSuffix($0) == true } }
            .map {
                "\($0.rule) \(($0.file ?? "-").split(separator: "/").last.map(String.init) ?? "-"):\($0.line ?? 0) \($0.name ?? "")"
            }
    }

    static let classes = """
        import { Text } from 'react-native';
        export const A = () => <Text className="font-roboto text-base">x</Text>;
        export const B = ({ on }) => <Text className={cn('font-stack', on && 'font-bold')}>y</Text>;
        export const C = () => <Text className="android:font-other">z</Text>;
        export const D = () => <Text className="font-sans font-semibold">w</Text>;
        """

    @Test func uniwindAsksForTheThemesWholeValue() async throws {
        let found = try await Self.audit(
            dependency: "uniwind",
            files: [
                "src/Classes.tsx": Self.classes,
                "src/global.css": """
                @import "tailwindcss";
                @theme inline {
                  --font-roboto: "Roboto-Bold";
                  --font-stack: "Roboto-Regular", system-ui,
                    sans-serif;
                  --font-other: "Nope-Regular";
                  --font-unused: "Nope-Bold";
                  --font-weight-bold: 700;
                }
                """,
            ])
        #expect(found == ["font-name-unknown global.css:4 Roboto-Regular, system-ui, sans-serif"], "\(found)")
    }

    @Test func nativeWindAsksForTheFirstFamily() async throws {
        let found = try await Self.audit(
            dependency: "nativewind",
            files: [
                "src/Classes.tsx": Self.classes,
                "tailwind.config.js": """
                module.exports = {
                  presets: [require('nativewind/preset')],
                  theme: {
                    fontFamily: { sans: ['Nope-Sans'] },
                    extend: {
                      fontFamily: {
                        roboto: ['Roboto-Bold', 'sans-serif'],
                        stack: '"Lato Bold", serif',
                        other: 'Nope-Regular',
                      },
                    },
                  },
                };
                """,
            ])
        #expect(found == ["font-name-unknown tailwind.config.js:8 Lato Bold"], "\(found)")
    }

    /// Control: the same classes in an app with no class library ask for nothing.
    @Test func withoutAClassLibraryClassesAskForNothing() async throws {
        let found = try await Self.audit(
            dependency: "clsx",
            files: [
                "src/Classes.tsx": Self.classes, "src/global.css": "@theme {\n  --font-stack: \"Nope\", serif;\n}\n",
            ])
        #expect(found.isEmpty, "\(found)")
    }
}
