import Foundation
import Testing

/// The options the SwiftPM build-tool plugin and Xcode build phases run `check` with:
/// `--absolute-paths`, `--default-fail-on` and `--fallback-config`, and the Xcode format printing
/// errors as warnings when they do not fail the run (Xcode fails a build on any `error:` line).
@Suite struct BuildLogOptionsTests {
    @Test func absolutePathsAreJoinedToTheAuditedFolder() throws {
        let app = CLI.root.appendingPathComponent("Fixtures/Apps/PlantedMistakes").path
        let result = try CLI.run(["check", "Fixtures/Apps/PlantedMistakes", "--format", "xcode", "--absolute-paths"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 29)
        #expect(lines.contains { $0.hasPrefix(app + "/Brand/Info.plist:12: error: ") }, "\(lines.prefix(3))")
        #expect(lines.allSatisfy { $0.hasPrefix(app + "/") || !$0.contains(".") }, "every located finding is absolute")

        // A project's findings are relative to the folder holding it.
        let project = try CLI.run([
            "check", "Fixtures/Projects/Groups/Groups.xcodeproj", "--format", "xcode", "--absolute-paths",
        ])
        #expect(
            project.stdout.contains(
                CLI.root.appendingPathComponent("Fixtures/Projects/Groups").path
                    + "/App/Info.plist:14: error: UIAppFonts lists `Roboto-Italic.ttf`"))

        let file = try CLI.run(["check", "Fixtures/Apps/PlantedMistakes/Brand/Info.plist", "--absolute-paths"])
        #expect(file.status == 2)
        #expect(file.stderr.contains("--absolute-paths needs PATH to be a folder"))
    }

    @Test func defaultFailOnNeverPrintsErrorsAsWarningsInTheXcodeFormat() throws {
        let lenient = try CLI.run([
            "check", "Fixtures/Apps/PlantedMistakes", "--format", "xcode", "--default-fail-on", "never",
        ])
        #expect(lenient.status == 0)
        #expect(!lenient.stdout.contains(": error: "), "Xcode would fail the build on an error line")
        #expect(lenient.stdout.contains("Brand/Info.plist:12: warning: "))
        // Other formats keep the severity: only Xcode fails on its own.
        let json = try CLI.run([
            "check", "Fixtures/Apps/PlantedMistakes", "--format", "json", "--default-fail-on", "never",
        ])
        #expect(json.status == 0)
        #expect(json.stdout.contains("\"severity\" : \"error\""))
        // --fail-on wins over the default.
        let strict = try CLI.run([
            "check", "Fixtures/Apps/PlantedMistakes", "--format", "xcode", "--default-fail-on", "never", "--fail-on",
            "error",
        ])
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("Brand/Info.plist:12: error: "))
    }

    @Test func fallbackConfigIsReadOnlyWhenPathHasNone() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontaudit-test-fallback-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let app = scratch.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.root.appendingPathComponent("Fixtures/Apps/PlantedMistakes"), to: app)
        let fallback = scratch.appendingPathComponent(".fontaudit.yml")
        let arguments = [
            "check", app.path, "--format", "xcode", "--default-fail-on", "never", "--fallback-config", fallback.path,
        ]

        // No file at the fallback path: ignored, not an error.
        let absent = try CLI.run(arguments)
        #expect(absent.status == 0, "\(absent.stderr)")
        #expect(absent.stderr.isEmpty)

        try "fail_on: error\n".write(to: fallback, atomically: true, encoding: .utf8)
        let read = try CLI.run(arguments)
        #expect(read.status == 1, "fail_on from the fallback configuration")
        #expect(read.stdout.contains(": error: "))

        // PATH's own configuration wins.
        try "fail_on: never\n".write(
            to: app.appendingPathComponent(".fontaudit.yml"), atomically: true, encoding: .utf8)
        #expect(try CLI.run(arguments).status == 0)

        // A broken fallback is a usage error naming the file.
        try FileManager.default.removeItem(at: app.appendingPathComponent(".fontaudit.yml"))
        try "fail_on: sometimes\n".write(to: fallback, atomically: true, encoding: .utf8)
        let broken = try CLI.run(arguments)
        #expect(broken.status == 2)
        #expect(broken.stderr.contains(".fontaudit.yml:1"), "\(broken.stderr)")
    }
}
