import Foundation

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// Paths of the committed fixtures, found from this source file.
enum Repo {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fonts = root.appendingPathComponent("Fixtures/Fonts")
    static let apps = root.appendingPathComponent("Fixtures/Apps")
}

/// A temporary folder removed when released.
final class ScratchFolder {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("fontaudit-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `text` at `path` below the folder, creating its folders.
    func write(_ path: String, _ text: String) throws {
        let destination = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: destination, atomically: true, encoding: .utf8)
    }
}

extension ScratchFolder {
    /// A source-tree app under `App/`: an Info.plist whose UIAppFonts lists `fonts` (paths under
    /// Fixtures/Fonts, each copied to `App/` by its file name).
    static func app(fonts: [String]) throws -> ScratchFolder {
        let folder = try ScratchFolder()
        let names = fonts.map { String($0.split(separator: "/").last ?? "") }
        try folder.write(
            "App/Info.plist",
            plist(
                """
                    <key>UIAppFonts</key>
                    <array>\(names.map { "<string>\($0)</string>" }.joined())</array>
                """))
        for (font, name) in zip(fonts, names) {
            try FileManager.default.copyItem(
                at: Repo.fonts.appendingPathComponent(font), to: folder.url.appendingPathComponent("App/" + name))
        }
        return folder
    }
}

extension ScratchFolder {
    /// An XML plist whose top-level dictionary holds `body` (its lines as written).
    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>

        """
    }
}

extension RuleExample {
    /// Writes the example as a source-tree app under `folder/App` (``RuleExample/appFolder``): an
    /// Info.plist, the sources and font copies.
    func materialize(in folder: URL) throws {
        let fm = FileManager.default
        let app = folder.appendingPathComponent(RuleExample.appFolder)
        try fm.createDirectory(at: app, withIntermediateDirectories: true)
        try infoPlist.write(to: app.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        for (path, text) in sources {
            let destination = app.appendingPathComponent(path)
            try fm.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: destination, atomically: true, encoding: .utf8)
        }
        for (path, source) in files {
            let destination = app.appendingPathComponent(path)
            try fm.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            if source.isEmpty {
                _ = fm.createFile(atPath: destination.path, contents: Data())
            } else {
                try fm.copyItem(at: Repo.fonts.appendingPathComponent(source), to: destination)
            }
        }
    }

    var infoPlist: String {
        if let rawInfoPlist { return rawInfoPlist + "\n" }
        var body = "    <key>CFBundleIdentifier</key>\n    <string>com.example.app</string>\n"
        if let appFonts {
            body += "    <key>UIAppFonts</key>\n    <array>\n"
            for entry in appFonts { body += "        <string>\(entry)</string>\n" }
            body += "    </array>\n"
        }
        if let atsFontsPath {
            body += "    <key>ATSApplicationFontsPath</key>\n    <string>\(atsFontsPath)</string>\n"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(body)</dict>
            </plist>

            """
    }
}

extension Auditor {
    /// The single inventory of a non-project audit, and the result.
    func auditOne(path: String, options: AuditOptions = AuditOptions()) async throws -> (Inventory, AuditResult) {
        let outcome = try await audit(path: path, options: options)
        return (outcome.inventories[0], outcome.result)
    }
}

/// A deterministic random number generator (SplitMix64), so a failing random input can be found again.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Finding {
    /// Which message the finding's rule made (its factory's name), then the facts named `keys` it
    /// states (nil for one it does not): `[id, fact, …]`, to compare with what a test expects
    /// rather than parts of the text.
    func stated(_ keys: String...) -> [String?] {
        [messageValue.id] + keys.map { messageValue.facts[$0] }
    }
}
