import Foundation
import Testing
import ZIPFoundation

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules
@testable import FontInspector
@testable import FontInspectorModel
@testable import FontInspectorReading

extension HostileInputTests {
    // MARK: Projects and folders

    @Test func projectFilesThatAreNotProjects() async throws {
        let real = try Data(
            contentsOf: Repo.root.appendingPathComponent("Fixtures/Projects/Groups/Groups.xcodeproj/project.pbxproj"))
        let cases: [(label: String, pbxproj: Data?, problem: ProjectReadError.Problem?)] = [
            ("random bytes", randomBytes(8192, seed: 3), nil),
            ("an empty file", Data(), .empty),
            ("a real project cut in half", real.prefix(real.count / 2), nil),
            (
                "10,000 nested braces",
                Data((String(repeating: "{a = ", count: 10_000) + String(repeating: "}", count: 10_000)).utf8),
                .nestedTooDeep(levels: OldStylePlistPreflight.maximumDepth)
            ),
            ("a dictionary without objects", Data("// !$*UTF8*$!\n{ archiveVersion = 1; }\n".utf8), .noObjects),
            ("objects that are not dictionaries", Data("{ objects = (1, 2); rootObject = X; }".utf8), .noObjects),
            ("no project.pbxproj at all", nil, .incomplete(file: "project.pbxproj", container: ".xcodeproj")),
        ]
        var count = 0
        for item in cases {
            let scratch = try ScratchFolder()
            let project = scratch.url.appendingPathComponent("Broken.xcodeproj")
            try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
            if let pbxproj = item.pbxproj { try pbxproj.write(to: project.appendingPathComponent("project.pbxproj")) }
            try write(
                [
                    "App/Info.plist": Data(RuleExample("", appFonts: ["Roboto-Regular.ttf"]).infoPlist.utf8),
                    "App/Roboto-Regular.ttf": try font("Roboto/Roboto-Regular.ttf"),
                ], in: scratch.url)
            #expect("\(item.label)") {
                try XcodeProjectReader().read(projectAt: project, displayPath: "Broken.xcodeproj")
            } throws: { error in
                guard let error = error as? ProjectReadError else { return false }
                return item.problem.map { $0 == error.problem } ?? true
            }
            for path in [scratch.url.path, project.path] {
                count += 1
                // In a folder, an .xcodeproj without its pbxproj is a generated project's leftover,
                // not a project: the folder is audited as a source tree (its app is clean).
                if item.pbxproj == nil, path == scratch.url.path {
                    let outcome = try await Auditor().audit(path: path)
                    #expect(
                        outcome.result.findings.isEmpty && outcome.result.summary.files == 1,
                        "\(outcome.result.findings.map(\.message))")
                    continue
                }
                guard
                    let (_, findings) = await auditMustAnswer(
                        path, "\(item.label) at \((path as NSString).lastPathComponent)")
                else { continue }
                #expect(
                    findings.contains {
                        $0.rule == "project-unreadable" && $0.file == "Broken.xcodeproj/project.pbxproj"
                    },
                    "\(item.label): \(findings.map { "\($0.rule) \($0.file ?? "")" })")
            }
        }
        print("HostileInput project files: \(count) cases")
    }

    @Test func twentyThousandEmptyFontsEachAFinding() async throws {
        let scratch = try ScratchFolder()
        let folder = scratch.url.appendingPathComponent("Fonts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<20_000 {
            let fd = open(
                folder.appendingPathComponent("Empty\(index).ttf").path, O_CREAT | O_WRONLY | O_CLOEXEC, 0o644)
            #expect(fd >= 0)
            close(fd)
        }
        let (inventory, result) = try await Auditor().auditOne(path: folder.path)
        #expect(inventory.fonts.count == 20_000)
        let unreadable = result.findings.filter { $0.rule == "font-unreadable" }
        #expect(unreadable.count == 20_000)
        #expect(unreadable.allSatisfy { $0.stated("error") == ["cannotBeRead", "empty file (0 bytes)"] })
        print(
            "HostileInput 20,000 empty .ttf files: 1 of 1 cases finished, \(unreadable.count) font-unreadable findings")
    }

    @Test func symbolicLinkLoopsFinish() async throws {
        let scratch = try ScratchFolder()
        try write(
            [
                "App/Info.plist": Data(RuleExample("", appFonts: ["Roboto-Regular.ttf"]).infoPlist.utf8),
                "App/Fonts/Roboto-Regular.ttf": try font("Roboto/Roboto-Regular.ttf"),
            ], in: scratch.url)
        let fonts = scratch.url.appendingPathComponent("App/Fonts")
        try FileManager.default.createSymbolicLink(
            atPath: fonts.appendingPathComponent("up").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(
            atPath: fonts.appendingPathComponent("self").path, withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(
            atPath: fonts.appendingPathComponent("a.ttf").path, withDestinationPath: "b.ttf")
        try FileManager.default.createSymbolicLink(
            atPath: fonts.appendingPathComponent("b.ttf").path, withDestinationPath: "a.ttf")
        guard let (_, findings) = await auditMustAnswer(scratch.url.path, "symbolic link loops") else { return }
        #expect(
            findings.contains { $0.rule == "font-unreadable" && $0.file == "App/Fonts/a.ttf" },
            "\(findings.map(\.message))")
        print("HostileInput symbolic link loops: 1 of 1 cases finished (4 links)")
    }
}
