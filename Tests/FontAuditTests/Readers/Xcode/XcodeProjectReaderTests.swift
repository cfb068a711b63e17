import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

private let projectFixtures = Repo.root.appendingPathComponent("Fixtures/Projects")

private func readFixture(_ path: String, configuration: String = "Release") throws -> XcodeProject {
    try XcodeProjectReader().read(
        projectAt: projectFixtures.appendingPathComponent(path), displayPath: path, configuration: configuration)
}

func target(_ name: String, in project: XcodeProject) throws -> XcodeTarget {
    try #require(project.targets.first { $0.name == name })
}

@Suite struct XcodeProjectReaderTests {
    @Test func groupsTargetsAndKinds() throws {
        let project = try readFixture("Groups/Groups.xcodeproj")
        #expect(project.targets.map(\.name) == ["App", "OtherApp", "Widget", "Kit"])
        #expect(project.targets.map(\.kind) == [.application, .application, .appExtension, .framework])
        #expect(project.configuration == "Release")
        #expect(project.projectDirectory.lastPathComponent == "Groups")
    }

    @Test func groupsResourcesAndSources() throws {
        let project = try readFixture("Groups/Groups.xcodeproj")
        let app = try target("App", in: project)
        #expect(
            app.resources == [
                ProjectResource(path: "App/Fonts/Roboto-Regular.ttf", bundlePath: "Roboto-Regular.ttf"),
                ProjectResource(path: "App/FontsFolder", bundlePath: "FontsFolder", isFolderReference: true),
                ProjectResource(path: "App/en.lproj/Localizable.strings", bundlePath: "en.lproj/Localizable.strings"),
            ])
        #expect(app.sources == ["App/AppMain.swift"])
        #expect(try target("OtherApp", in: project).resources.map(\.path) == ["App/Fonts/Roboto-Italic.ttf"])
        #expect(try target("Kit", in: project).resources.map(\.bundlePath) == ["Cantarell-Regular.otf"])
        #expect(try target("Widget", in: project).sources == ["Widget/Widget.swift"])
    }

    @Test func infoPlistFromXcconfigIncludeChain() throws {
        let app = try target("App", in: readFixture("Groups/Groups.xcodeproj"))
        // App.xcconfig: INFOPLIST_FILE = $(SRCROOT)/$(APP_FOLDER)/Info.plist; Shared.xcconfig: APP_FOLDER = ${TARGET_NAME}.
        #expect(app.infoPlistFile == "App/Info.plist")
        #expect(app.settingLocations["INFOPLIST_FILE"] == FileLocation(file: "Groups/Config/App.xcconfig", line: 4))
        #expect(app.settings["OTHER_SWIFT_FLAGS"] == "-DSHARED -DAPP")
        #expect(app.settings["SDKROOT"] == "iphoneos")
        #expect(app.settings["PRODUCT_NAME"] == "App")
        #expect(app.settings["PROJECT_NAME"] == "Groups")
        #expect(!app.generatesInfoPlist)
    }

    @Test func configurationSelection() throws {
        let release = try target("Widget", in: readFixture("Groups/Groups.xcodeproj"))
        #expect(release.infoPlistFile == "Widget/Info.plist")
        #expect(
            release.settingLocations["INFOPLIST_FILE"]
                == FileLocation(file: "Groups/Groups.xcodeproj/project.pbxproj", line: 385))
        let debug = try target("Widget", in: readFixture("Groups/Groups.xcodeproj", configuration: "Debug"))
        #expect(debug.infoPlistFile == "Widget/Info-Debug.plist")
        #expect(debug.settingLocations["INFOPLIST_FILE"]?.line == 376)
        // An unknown configuration falls back to each list's first one (Debug here).
        let fallback = try readFixture("Groups/Groups.xcodeproj", configuration: "Beta")
        #expect(fallback.configuration == "Debug")
        #expect(try target("Widget", in: fallback).infoPlistFile == "Widget/Info-Debug.plist")
    }

    @Test func infoPlistKeyLocationIsInTheConfigurationsBlock() throws {
        let release = try target("OtherApp", in: readFixture("Groups/Groups.xcodeproj"))
        #expect(release.generatesInfoPlist)
        #expect(release.infoPlistFile == nil)
        #expect(release.settings["INFOPLIST_KEY_UIAppFonts"] == "Roboto-Italic.ttf")
        #expect(
            release.settingLocations["INFOPLIST_KEY_UIAppFonts"]
                == FileLocation(file: "Groups/Groups.xcodeproj/project.pbxproj", line: 367))
        #expect(release.settingLocations["GENERATE_INFOPLIST_FILE"]?.line == 366)
        let debug = try target("OtherApp", in: readFixture("Groups/Groups.xcodeproj", configuration: "Debug"))
        #expect(debug.settingLocations["INFOPLIST_KEY_UIAppFonts"]?.line == 357)
    }

    @Test func groupsFiles() throws {
        let files = try readFixture("Groups/Groups.xcodeproj").files
        #expect(files.contains("App/Fonts/Roboto-Italic.ttf"))
        #expect(files.contains("OtherApp/Info.plist"))
        #expect(files.contains("App/Info.plist"))
        #expect(files.contains("Config/App.xcconfig"))
        #expect(files.contains("App/en.lproj/Localizable.strings"))
        #expect(!files.contains { $0.hasSuffix(".app") || $0.hasSuffix(".framework") })
    }

    @Test func synchronizedFolderWithException() throws {
        let project = try readFixture("Synced/Synced.xcodeproj")
        let app = try target("App", in: project)
        #expect(
            app.resources == [
                ProjectResource(path: "App/Fonts/Roboto-Regular.ttf", bundlePath: "Roboto-Regular.ttf"),
                ProjectResource(path: "App/en.lproj/Localizable.strings", bundlePath: "en.lproj/Localizable.strings"),
            ])
        #expect(app.sources == ["App/SyncedApp.swift"])
        #expect(app.infoPlistFile == "App/Info.plist")
        #expect(project.files.contains("App/Fonts/Excluded.ttf"))
        #expect(project.files.contains("App/Fonts/Roboto-Regular.ttf"))
    }

    @Test func workspaceProjectsInOrder() throws {
        let workspace = projectFixtures.appendingPathComponent("Workspace/All.xcworkspace")
        let projects = try WorkspaceReader().projects(inWorkspaceAt: workspace)
        let base = projectFixtures.appendingPathComponent("Workspace").standardizedFileURL.path
        #expect(projects.map(\.path) == [base + "/One/One.xcodeproj", base + "/Two/Two.xcodeproj"])
        let names = try projects.map {
            try XcodeProjectReader().read(projectAt: $0, displayPath: $0.lastPathComponent).targets.map(\.name)
        }
        #expect(names == [["One"], ["Two"]])
    }

    @Test func workspaceLocationKinds() throws {
        let folder = try ScratchFolder()
        let workspace = folder.url.appendingPathComponent("W.xcworkspace")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace version = "1.0">
           <Group location = "group:Outer" name = "Outer">
              <Group name = "No location">
                 <FileRef location = "group:A.xcodeproj"></FileRef>
              </Group>
              <FileRef location = "container:B/B.xcodeproj"></FileRef>
              <FileRef location = "group:README.md"></FileRef>
           </Group>
           <FileRef location = "absolute:/opt/C/C.xcodeproj"></FileRef>
           <FileRef location = "self:D.xcodeproj"></FileRef>
           <FileRef location = "group:Outer/A.xcodeproj"></FileRef>
        </Workspace>
        """.write(to: workspace.appendingPathComponent("contents.xcworkspacedata"), atomically: true, encoding: .utf8)
        let base = folder.url.standardizedFileURL.path
        #expect(
            try WorkspaceReader().projects(inWorkspaceAt: workspace).map(\.path) == [
                base + "/Outer/A.xcodeproj", base + "/B/B.xcodeproj", "/opt/C/C.xcodeproj", base + "/D.xcodeproj",
            ])

        try "<Workspace>\n<FileRef location = \"group:A.xcodeproj\">\n</Workspace>"
            .write(to: workspace.appendingPathComponent("contents.xcworkspacedata"), atomically: true, encoding: .utf8)
        #expect { try WorkspaceReader().projects(inWorkspaceAt: workspace) } throws: { error in
            (error as? ProjectReadError)?.problem == .workspaceInvalidXML
        }
        let missing = folder.url.appendingPathComponent("Missing.xcworkspace")
        #expect(throws: ProjectReadError(.incomplete(file: "contents.xcworkspacedata", container: ".xcworkspace"))) {
            try WorkspaceReader().projects(inWorkspaceAt: missing)
        }
    }

    @Test func brokenProjectReportsTheLine() throws {
        let error = #expect(throws: ProjectReadError.self) { try readFixture("Broken/Broken.xcodeproj") }
        #expect(error?.message.hasPrefix("cannot be parsed as a property list") == true)
        #expect(error?.line == 37)
        #expect(error?.message.contains("a ';' is missing at the end of line 37") == true)
    }
}
