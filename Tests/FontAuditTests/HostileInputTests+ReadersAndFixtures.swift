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
    // MARK: Readers on random bytes

    @Test func readersTakeRandomBytes() throws {
        var generator = SeededGenerator(seed: 0x7_0007)
        let scratch = try ScratchFolder()
        let prefixes = [
            "", "<?xml version=\"1.0\"?>", "<plist version=\"1.0\"><dict><key>UIAppFonts</key><array>", "bplist00",
            "{", "// !$*UTF8*$!\n{ objects = {", "<document>", "UIFont(name: ", "[UIFont fontWithName:@\"",
        ]
        var cases = 0
        for index in 0..<200 {
            let prefix = Array(prefixes[index % prefixes.count].utf8)
            let bytes = Data(
                prefix
                    + (0..<Int.random(in: 1...2048, using: &generator)).map { _ in
                        // Mostly printable, so the text readers get past their first byte.
                        Bool.random(using: &generator)
                            ? UInt8.random(in: 0x20...0x7E, using: &generator)
                            : UInt8.random(in: 0...255, using: &generator)
                    })
            let text = String(decoding: bytes, as: UTF8.self)
            // Case 6 (`<document>` and random bytes) trapped in XMLParser before 8032e62.
            _ = PlistManifestReader().read(bytes)
            let interfaceBuilder = InterfaceBuilderScanner().scan(bytes, path: "r.storyboard")
            #expect(
                interfaceBuilder.problem != nil || !interfaceBuilder.requests.isEmpty || interfaceBuilder.fontMap != nil
            )
            _ = StyleDictionaryScanner().scan(bytes, path: "r.plist")
            _ = ObjectiveCNameScanner().scan(text, path: "r.m")
            _ = SwiftNameScanner().scan([
                SourceText(path: "r.swift", bytes: [UInt8](bytes)),
                SourceText(path: "t.swift", text: "UIFont(name: " + text),
            ])
            if index % 4 == 0 {
                let project = scratch.url.appendingPathComponent("R\(index).xcodeproj")
                try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
                try bytes.write(to: project.appendingPathComponent("project.pbxproj"))
                _ = try? XcodeProjectReader().read(projectAt: project, displayPath: "R.xcodeproj")
            }
            cases += 1
        }
        print("HostileInput readers on random bytes: \(cases) cases × 6 readers")
    }

    // MARK: Crashers

    // A DTD declaring a notation, an attribute list or an unparsed entity crashed XMLParser on Linux
    // (SIGSEGV in strlen in _NSXMLParserNotationDecl / AttributeDecl / UnparsedEntityDecl); SafeXML
    // now refuses internal DTD declarations, which plists, storyboards and workspaces never have.
    @Test func documentTypeDeclarationsDoNotCrash() async throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist [<!NOTATION n SYSTEM "y">]>
            <plist version="1.0"><dict><key>UIAppFonts</key><array><string>Roboto-Regular.ttf</string></array></dict></plist>
            """
        let storyboard =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE document [<!ATTLIST document type CDATA #IMPLIED>]>\n<document/>\n"
        let workspace =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE Workspace [<!ENTITY x SYSTEM \"x\" NDATA n>]>\n<Workspace version = \"1.0\"></Workspace>\n"
        let cases: [(label: String, path: String, text: String, audited: String)] = [
            ("an Info.plist declaring a notation", "App/Info.plist", plist, ""),
            ("a storyboard declaring an attribute list", "App/Main.storyboard", storyboard, ""),
            (
                "a workspace declaring an unparsed entity", "W.xcworkspace/contents.xcworkspacedata", workspace,
                "W.xcworkspace"
            ),
        ]
        for item in cases {
            let scratch = try ScratchFolder()
            var files = [
                "App/Info.plist": Data(RuleExample("", appFonts: ["Roboto-Regular.ttf"]).infoPlist.utf8),
                "App/Roboto-Regular.ttf": try font("Roboto/Roboto-Regular.ttf"),
            ]
            files[item.path] = Data(item.text.utf8)
            try write(files, in: scratch.url)
            _ = await auditMustAnswer(scratch.url.appendingPathComponent(item.audited).path, item.label)
        }
    }

    // MARK: Nothing audited is written

    @Test func auditingTheFixturesChangesNothingAndLeavesNoTemporaries() async throws {
        let fixtures = Repo.root.appendingPathComponent("Fixtures")
        let temporary = FileManager.default.temporaryDirectory.path
        let temporariesBefore = Set(
            try FileManager.default.contentsOfDirectory(atPath: temporary).filter { $0.hasPrefix("fontaudit-") })
        let before = try FixtureSnapshot(of: fixtures)
        #expect(before.files.count > 50)

        var targets: [URL] = []
        for group in ["Apps", "Projects"] {
            let folder = fixtures.appendingPathComponent(group)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
                let url = folder.appendingPathComponent(name)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue
                else { continue }
                targets.append(url)
                // The bundles, projects and workspaces inside, audited at their own paths too.
                for inner in FileManager.default.enumerator(atPath: url.path)?.compactMap({ $0 as? String }) ?? []
                where ["app", "xcodeproj", "xcworkspace"].contains((inner as NSString).pathExtension) {
                    targets.append(url.appendingPathComponent(inner))
                }
            }
        }
        // An .ipa of a fixture app, which is extracted into a temporary folder.
        let scratch = try ScratchFolder()
        let ipa = scratch.url.appendingPathComponent("Demo.ipa")
        let archive = try Archive(url: ipa, accessMode: .create)
        let demo = fixtures.appendingPathComponent("Apps/Built/Demo.app")
        for file in FileManager.default.enumerator(atPath: demo.path)!.compactMap({ $0 as? String }).sorted() {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: demo.appendingPathComponent(file).path, isDirectory: &isFolder)
            if !isFolder.boolValue {
                try archive.addEntry(with: "Payload/Demo.app/" + file, fileURL: demo.appendingPathComponent(file))
            }
        }
        targets.append(ipa)

        for target in targets {
            do {
                _ = try await Auditor().audit(path: target.path)
            } catch let error as AuditError {
                #expect(error.message.contains(target.lastPathComponent), "\(error.message)")
            }
        }
        let inspector = try FontFileInspector()
        var fonts = 0
        for file in before.files.keys.sorted()
        where FontFileFinder.fontExtensions.contains((file as NSString).pathExtension.lowercased()) {
            _ = inspector.inspectFile(at: fixtures.appendingPathComponent(file))
            fonts += 1
        }
        _ = await FontFileInspector.inspectFiles(
            before.files.keys.sorted().map { (fixtures.appendingPathComponent($0), $0) })

        let after = try FixtureSnapshot(of: fixtures)
        #expect(after.files.keys.sorted() == before.files.keys.sorted(), "no file was added or removed under Fixtures/")
        for (path, fingerprint) in before.files where after.files[path] != fingerprint {
            Issue.record("\(path) changed: \(fingerprint) → \(after.files[path].map { "\($0)" } ?? "gone")")
        }

        // What the audit makes in the temporary folder (an .ipa's app, fontaudit-ipa-…) must be gone.
        // Only its own prefix is looked at: other tests, and other runs on the machine (a CI clone's
        // plugin test, a fuzzing run), make fontaudit-… folders of their own at any moment. A
        // folder that another audit is still using vanishes a moment later, so look twice.
        func leftovers() throws -> Set<String> {
            Set(
                try FileManager.default.contentsOfDirectory(atPath: temporary).filter { $0.hasPrefix("fontaudit-ipa-") }
            )
            .subtracting(temporariesBefore)
        }
        var left = try leftovers()
        if !left.isEmpty {
            try await Task.sleep(for: .seconds(2))
            left = left.intersection(try leftovers())
        }
        #expect(left.isEmpty, "temporary folders left behind: \(left.sorted())")
        print(
            "HostileInput fixtures unchanged: \(targets.count + fonts) cases (\(targets.count) audits, \(fonts) fonts inspected), \(before.files.count) files hashed"
        )
    }
}

/// Every file under a folder (symbolic links not followed) with its size, mode and FNV-1a 64 hash.
private struct FixtureSnapshot {
    struct Fingerprint: Equatable, CustomStringConvertible {
        var size: Int
        var mode: UInt32
        var hash: UInt64
        var description: String { "\(size) bytes, mode \(String(mode, radix: 8)), FNV-1a \(String(hash, radix: 16))" }
    }

    var files: [String: Fingerprint] = [:]

    init(of folder: URL) throws {
        let base = folder.path
        for relative in FileManager.default.enumerator(atPath: base)?.compactMap({ $0 as? String }) ?? [] {
            let path = base + "/" + relative
            var info = stat()
            guard lstat(path, &info) == 0 else { throw CocoaError(.fileReadUnknown) }
            if (info.st_mode & S_IFMT) == S_IFDIR { continue }
            let bytes: Data
            if (info.st_mode & S_IFMT) == S_IFLNK {
                bytes = Data(try FileManager.default.destinationOfSymbolicLink(atPath: path).utf8)
            } else {
                bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            }
            files[relative] = Fingerprint(size: bytes.count, mode: UInt32(info.st_mode), hash: Self.fnv1a64(bytes))
        }
    }

    static func fnv1a64(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { raw in
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in raw {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01B3
            }
            return hash
        }
    }
}
