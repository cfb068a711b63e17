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

private func target(_ name: String, in project: XcodeProject) throws -> XcodeTarget {
    try #require(project.targets.first { $0.name == name })
}

/// Writes `Test.xcodeproj/project.pbxproj` (and any other files) into a scratch folder.
private func writeProject(_ pbxproj: String, files: [String: String] = [:], in folder: ScratchFolder) throws -> URL {
    let project = folder.url.appendingPathComponent("Test.xcodeproj")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    try pbxproj.write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
    for (path, text) in files {
        try text.write(to: folder.url.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }
    return project
}

private func readError(_ pbxproj: String) throws -> ProjectReadError? {
    let folder = try ScratchFolder()
    let url = try writeProject(pbxproj, in: folder)
    do {
        _ = try XcodeProjectReader().read(projectAt: url, displayPath: "Test.xcodeproj")
        return nil
    } catch {
        return error
    }
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

    @Test func danglingIdsAreSkipped() throws {
        let folder = try ScratchFolder()
        let url = try writeProject(
            """
            {
                objects = {
                    P = { isa = PBXProject; mainGroup = G; targets = ( T, GONE, G ); buildConfigurationList = GONE_LIST; };
                    G = { isa = PBXGroup; children = ( F, GONE_FILE, G ); sourceTree = "<group>"; };
                    F = { isa = PBXFileReference; path = "Font.ttf"; sourceTree = "<group>"; };
                    T = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application";
                          buildPhases = ( R, GONE_PHASE ); buildConfigurationList = CL; fileSystemSynchronizedGroups = ( GONE_SYNC ); };
                    R = { isa = PBXResourcesBuildPhase; files = ( BF, GONE_BUILD_FILE, BF_DANGLING ); };
                    BF = { isa = PBXBuildFile; fileRef = F; };
                    BF_DANGLING = { isa = PBXBuildFile; fileRef = NOWHERE; };
                    CL = { isa = XCConfigurationList; buildConfigurations = ( GONE_CONFIG, C ); };
                    C = { isa = XCBuildConfiguration; name = Release; baseConfigurationReference = GONE_XCCONFIG;
                          buildSettings = { INFOPLIST_FILE = "$(SRCROOT)/$(UNKNOWN)Info.plist"; LOOP = "$(LOOP)x"; }; };
                    NOT_A_DICTIONARY = "text";
                };
                rootObject = P;
            }
            """, in: folder)
        let project = try XcodeProjectReader().read(projectAt: url, displayPath: "Test.xcodeproj")
        let app = try target("App", in: project)
        #expect(project.targets.count == 1)
        #expect(app.resources == [ProjectResource(path: "Font.ttf", bundlePath: "Font.ttf")])
        #expect(app.infoPlistFile == "Info.plist")
        #expect(app.settings["LOOP"]?.hasSuffix("x") == true)
        #expect(project.files == ["Font.ttf"])
    }

    @Test func sourceTrees() throws {
        let folder = try ScratchFolder()
        let inside = folder.url.standardizedFileURL.appendingPathComponent("Shared/Inside.ttf").path
        let url = try writeProject(
            """
            {
                objects = {
                    P = { isa = PBXProject; mainGroup = G; targets = ( ); projectDirPath = ""; };
                    G = { isa = PBXGroup; children = ( SUB, ROOT, IN, OUT, BUILT ); sourceTree = "<group>"; };
                    SUB = { isa = PBXGroup; path = "App/../Sub"; sourceTree = "<group>"; children = ( NAMED ); };
                    NAMED = { isa = PBXFileReference; name = "Only Name.ttf"; sourceTree = "<group>"; };
                    ROOT = { isa = PBXFileReference; path = "Root.ttf"; sourceTree = SOURCE_ROOT; };
                    IN = { isa = PBXFileReference; path = "\(inside)"; sourceTree = "<absolute>"; };
                    OUT = { isa = PBXFileReference; path = "/Library/Fonts/Out.ttf"; sourceTree = "<absolute>"; };
                    BUILT = { isa = PBXGroup; sourceTree = BUILT_PRODUCTS_DIR; children = ( PRODUCT ); };
                    PRODUCT = { isa = PBXFileReference; path = "App.app"; sourceTree = "<group>"; };
                };
                rootObject = P;
            }
            """, in: folder)
        let project = try XcodeProjectReader().read(projectAt: url, displayPath: "Test.xcodeproj")
        #expect(project.files == ["Sub/Only Name.ttf", "Root.ttf", "Shared/Inside.ttf", "/Library/Fonts/Out.ttf"])
    }

    @Test(arguments: [
        ("", "empty"), ("  \n\t\n", "empty"), ("( a, b )", "not a dictionary"), ("hello", "not a dictionary"),
        ("{ archiveVersion = 1; }", "no objects"), ("{ objects = { }; rootObject = X; }", "rootObject"),
    ])
    func unusableFilesThrow(text: String, expected: String) throws {
        let error = try #require(try readError(text))
        #expect(error.message.contains(expected))
    }

    @Test func parseErrorLines() throws {
        #expect(try readError("{\n  objects = {\n    A = { isa = X; };\n  }\n  rootObject = A;\n}")?.line == 4)
        #expect(try readError("{\n  a = (\n    b,\n  };\n}")?.line != nil)
        #expect(try readError("{\n  a = b;\n<<<<<<< HEAD\n  c = d;\n=======\n>>>>>>> other\n}")?.line == 3)
        #expect(XcodeProjectReader.OpenStepScanner.errorLine(in: Array("{\n a = \"b;\n}".utf8)) == 2)
        #expect(XcodeProjectReader.OpenStepScanner.errorLine(in: Array("{\n a = b; }\n}".utf8)) == 3)
        #expect(XcodeProjectReader.OpenStepScanner.errorLine(in: Array("{\n a = { /* } */\n".utf8)) == 2)
        let missing = try ScratchFolder()
        #expect(throws: ProjectReadError.self) {
            try XcodeProjectReader().read(
                projectAt: missing.url.appendingPathComponent("None.xcodeproj"), displayPath: "None.xcodeproj")
        }
    }

    @Test func xcconfigIncludeCycleTerminates() throws {
        let folder = try ScratchFolder()
        let url = try writeProject(
            """
            {
                objects = {
                    P = { isa = PBXProject; mainGroup = G; targets = ( T ); };
                    G = { isa = PBXGroup; children = ( X ); sourceTree = "<group>"; };
                    X = { isa = PBXFileReference; path = A.xcconfig; sourceTree = "<group>"; };
                    T = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = CL; };
                    CL = { isa = XCConfigurationList; buildConfigurations = ( C ); };
                    C = { isa = XCBuildConfiguration; name = Release; baseConfigurationReference = X; buildSettings = { }; };
                };
                rootObject = P;
            }
            """,
            files: [
                "A.xcconfig": "#include \"B.xcconfig\"\n#include? \"Missing.xcconfig\"\nFROM_A = a // comment\n",
                "B.xcconfig": "#include \"A.xcconfig\"\n#include \"B.xcconfig\"\nFROM_B = b\nFROM_A = overridden\n",
            ], in: folder)
        let app = try target("App", in: XcodeProjectReader().read(projectAt: url, displayPath: "Test.xcodeproj"))
        #expect(app.settings["FROM_A"] == "a")
        #expect(app.settings["FROM_B"] == "b")
    }

    @Test func expansion() {
        var expander = XcodeProjectReader.Expander(variables: [
            "A": "a", "B": "$(A)b", "NESTED_a": "n", "CYCLE": "$(CYCLE)", "NAME": "My App",
        ])
        #expect(expander.expand("$(B)-${B}-$B-$(NESTED_$(A))-$(MISSING)-$(CYCLE)", depth: 0) == "ab-ab-ab-n--")
        #expect(expander.expand("$(NAME:lower)$(MISSING:default=x)", depth: 0) == "my appx")
        #expect(expander.expand("$(unclosed", depth: 0) == "$(unclosed")
    }

    @Test func productTypes() {
        let kinds = [
            "com.apple.product-type.application": XcodeTarget.Kind.application,
            "com.apple.product-type.application.watchapp2": .application,
            "com.apple.product-type.application.messages": .application,
            "com.apple.product-type.app-extension": .appExtension,
            "com.apple.product-type.extensionkit-extension": .appExtension,
            "com.apple.product-type.watchkit2-extension": .appExtension,
            "com.apple.product-type.framework": .framework,
            "com.apple.product-type.framework.static": .framework,
            "com.apple.product-type.bundle": .bundle,
            "com.apple.product-type.bundle.unit-test": .other,
            "com.apple.product-type.library.static": .other,
        ]
        for (type, kind) in kinds {
            #expect(XcodeProjectReader.kind(of: type) == kind, "\(type)")
        }
    }
}
