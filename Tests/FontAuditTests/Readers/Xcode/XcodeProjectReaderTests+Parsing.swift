import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

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

extension XcodeProjectReaderTests {
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
