import FontAudit
import FontAuditFixes
import FontAuditReaders
import FontInspectorReading
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Entry points for fuzzing every reader the audit runs on bytes it did not write, through the same
/// code path as files (`Sources/FontAuditFuzz`, `scripts/fuzz`). Each call returns; a crash or a
/// hang in one of them is a bug.
package enum ReaderFuzzing {
    /// The readers, by the name `scripts/fuzz` takes.
    package static let targets = [
        "font", "plist", "pbxproj", "xcconfig", "ib", "swift", "objc", "style",
        "package", "registration", "strings", "fix", "oldstyle", "javascript",
    ]

    /// Feeds `data` to the reader `target`. `scratch` is a folder the pbxproj and xcconfig readers
    /// may write their input to (they read files). Returns false for an unknown target.
    package static func run(_ target: String, _ data: Data, inspector: FontFileInspector, scratch: URL) -> Bool {
        switch target {
        case "font":
            _ = inspector.inspect(data: data, displayPath: "fuzz.ttf")
        case "plist":
            _ = PlistManifestReader().read(data)
        case "pbxproj":
            let project = scratch.appendingPathComponent("F.xcodeproj")
            try? FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
            try? data.write(to: project.appendingPathComponent("project.pbxproj"))
            _ = try? XcodeProjectReader().read(projectAt: project, displayPath: "F.xcodeproj")
        case "xcconfig":
            // The folder must exist, or nothing is written and the reader reads nothing (rounds 1
            // and 2 of this harness ran so: 44 edges).
            try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            let file = scratch.appendingPathComponent("fuzz.xcconfig")
            try? data.write(to: file)
            _ = XcodeProjectReader.XcconfigReader(projectDirectory: scratch, displayDirectory: "").assignments(in: file)
        case "ib":
            _ = InterfaceBuilderScanner().scan(data, path: "fuzz.storyboard")
        case "swift":
            _ = SwiftNameScanner().scan([SourceText(path: "Fuzz.swift", bytes: [UInt8](data))])
        case "objc":
            _ = ObjectiveCNameScanner().scan(String(decoding: data, as: UTF8.self), path: "Fuzz.m")
        case "style":
            _ = StyleDictionaryScanner().scan(data, path: "fuzz.json")
        case "javascript":
            // As a module of an app, with JSX (`.tsx`) and without (`.ts`), read together.
            let bytes = [UInt8](data)
            _ = JavaScriptSourceReader().readTogether([
                SourceText(path: "src/Fuzz.tsx", bytes: bytes), SourceText(path: "src/fuzz.ts", bytes: bytes),
            ])
        case "package":
            _ = PackageManifestReader().read(String(decoding: data, as: UTF8.self), path: "Package.swift")
        case "registration":
            _ = RegistrationScanner().scan(swift: [SourceText(path: "Fonts.swift", bytes: [UInt8](data))])
            _ = ObjectiveCRegistrationScanner.scan(String(decoding: data, as: UTF8.self), path: "Fonts.m")
        case "strings":
            // The same bytes as each kind of strings table.
            let reader = LocalizationReader()
            for display in [
                "en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict", "Localizable.xcstrings",
            ] {
                _ = reader.read(data, display: display)
            }
        case "oldstyle":
            if let mismatch = oldStyleMismatch(data, scratch: scratch) {
                fatalError("old-style preflight: \(mismatch)")
            }
            if let mismatch = oldStyleParserMismatch(data) { fatalError("old-style parser: \(mismatch)") }
        case "fix":
            let font = ProcessInfo.processInfo.environment["FONTAUDIT_FUZZ_FONT"].flatMap(
                FileManager.default.contents(atPath:))
            // The harness calls in on the main thread; the audit is async.
            let outcome = Blocking.run { await fixRoundTrip(data, scratch: scratch, font: font) }
            if let violation = outcome?.violation { fatalError("fix round trip: \(violation)") }
        default:
            return false
        }
        return true
    }

    /// The sample app the `fix` harness audits: a manifest, a storyboard and a Swift file, each
    /// with a mistake fix mode repairs, beside one real font (`FONTAUDIT_FUZZ_FONT`, a TTF path,
    /// for the harness).
    static let fixApp: [String: String] = [
        "App/Info.plist": """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>CFBundleIdentifier</key>
        \t<string>com.example.fuzz</string>
        \t<key>UIAppFonts</key>
        \t<array>
        \t\t<string>Roboto-Regular.ttf</string>
        \t\t<string>Roboto-Regular.ttf</string>
        \t</array>
        </dict>
        </plist>

        """,
        "App/Main.storyboard": """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="a"><objects><label id="l1" text="Hi">
                <fontDescription key="fontDescription" name="Roboto-Regualr" family="Roboto" pointSize="17"/>
            </label></objects></scene></scenes>
            <resources><customFonts key="customFonts"><array key="Roboto"><string>Roboto-Regualr</string></array></customFonts></resources>
        </document>

        """,
        "App/View.swift": """
        import UIKit
        let title = UIFont(name: "Roboto-Regualr", size: 17)
        let body = UIFont(name: "Roboto", size: 17)

        """,
    ]

    /// Writes the sample app with `data` (after a first byte choosing which file it replaces) in
    /// place of one of its files, audits it, plans the fixes and checks ``FixRoundTrip`` on the
    /// fuzzed file. Returns whether fix mode changed that file, and the violation, if any.
    static func fixRoundTrip(_ data: Data, scratch: URL, font: Data?) async -> (changed: Bool, violation: String?) {
        guard let selector = data.first else { return (false, nil) }
        let kind = FixRoundTrip.Kind.allCases[Int(selector) % FixRoundTrip.Kind.allCases.count]
        let fuzzed =
            switch kind {
            case .plist: "App/Info.plist"
            case .storyboard: "App/Main.storyboard"
            case .swift: "App/View.swift"
            }
        let root = scratch.appendingPathComponent("fix-app")
        try? FileManager.default.removeItem(at: root)
        try? FileManager.default.createDirectory(
            at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        for (path, text) in fixApp where path != fuzzed {
            try? Data(text.utf8).write(to: root.appendingPathComponent(path))
        }
        try? Data(data.dropFirst()).write(to: root.appendingPathComponent(fuzzed))
        try? font?.write(to: root.appendingPathComponent("App/Roboto-Regular.ttf"))
        defer { try? FileManager.default.removeItem(at: root) }
        guard let (inventories, result) = try? await Auditor().audit(path: root.path) else { return (false, nil) }
        let plan = Auditor().fixPlan(for: result, inventories: inventories, path: root.path)
        guard let change = plan.changes.first(where: { $0.path == fuzzed }) else { return (false, nil) }
        let actions = change.findings.compactMap { result.findings[$0].action }
        return (
            true,
            FixRoundTrip.violation(
                kind, original: change.original, edited: change.edited,
                written: FixRoundTrip.writtenValues(actions))
        )
    }
}

extension ReaderFuzzing {
    /// Checks ``OldStylePlistPreflight`` against CoreFoundation itself: whenever
    /// PropertyListSerialization prints its complaint, the preflight predicted it, on the same line;
    /// and it never predicts one for a plist CoreFoundation reads (that would refuse a good file).
    /// CoreFoundation parses in a child process (`FontAuditPlistProbe`, beside this executable),
    /// whose standard error comes back through a pipe: no descriptor of this process is touched.
    /// Returns the disagreement, if any; nil too when the probe is not built.
    static func oldStyleMismatch(_ data: Data, scratch: URL) -> String? {
        // Binary plists and text with NUL bytes never reach CoreFoundation's text parsers (SafePlist).
        guard !data.starts(with: Array("bplist".utf8)), SafePlist.hasUTF16ByteOrderMark(data) || !data.contains(0)
        else { return nil }
        let verdict = OldStylePlistPreflight.verdict(SafePlist.utf16(data))
        if verdict == .tooDeep { return nil }
        guard let (parsed, printed) = probe(data) else { return nil }
        let logged = printed.contains("Old-style plist parser")
        let line = printed.range(of: "on line ").flatMap { Int(printed[$0.upperBound...].prefix { $0.isNumber }) }
        switch verdict {
        case .quiet where logged:
            return "CoreFoundation printed \(printed.debugDescription), the preflight predicted nothing"
        case .wouldLog(let predicted) where !logged && parsed:
            return
                "the preflight predicted a complaint on line \(predicted), and CoreFoundation read the plist: it would be refused for nothing"
        case .wouldLog where !logged:
            // CoreFoundation fails on it anyway (bytes it does not convert): refusing it first loses nothing.
            return nil
        case .wouldLog(let predicted) where line != predicted:
            return "the preflight predicted line \(predicted), CoreFoundation printed \(printed.debugDescription)"
        default: return nil
        }
    }
}

extension ReaderFuzzing {
    /// Checks ``OldStylePlistParser`` against Foundation: whatever it reads, the preflight finds
    /// quiet (so Foundation, called here, prints nothing) and Foundation reads the same, strings
    /// compared by their bytes. Returns the disagreement, if any.
    static func oldStyleParserMismatch(_ data: Data) -> String? {
        guard let fast = OldStylePlistParser.parse(data) else { return nil }
        guard OldStylePlistPreflight.verdict(SafePlist.utf16(data)) == .quiet else {
            return "it read what CoreFoundation complains about"
        }
        var format = PropertyListSerialization.PropertyListFormat.xml
        guard let slow = try? PropertyListSerialization.propertyList(from: data, options: [], format: &format) else {
            return "it read what Foundation refuses"
        }
        func same(_ a: Any, _ b: Any) -> Bool {
            if let a = a as? String, let b = b as? String { return a.utf8.elementsEqual(b.utf8) }
            if let a = a as? [Any], let b = b as? [Any] {
                return a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
            }
            if let a = a as? [String: Any], let b = b as? [String: Any] {
                return a.count == b.count && a.allSatisfy { key, value in b[key].map { same(value, $0) } ?? false }
            }
            return false
        }
        return format == .openStep && same(fast, slow) ? nil : "it read \(fast), Foundation \(slow)"
    }

    /// Parses `data` with PropertyListSerialization in `FontAuditPlistProbe`: whether it parsed, and
    /// what CoreFoundation printed. Nil when the probe is not beside this executable.
    static func probe(_ data: Data) -> (parsed: Bool, printed: String)? {
        guard let folder = Bundle.main.executableURL?.deletingLastPathComponent() else { return nil }
        let executable = folder.appendingPathComponent("FontAuditPlistProbe")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else { return nil }
        let process = Process()
        process.executableURL = executable
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        // The input goes in from another thread while the error output is read here, so that
        // neither pipe's buffer can fill and stall the child.
        let writer = Thread {
            try? input.fileHandleForWriting.write(contentsOf: data)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let printed = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus == 0, String(decoding: printed, as: UTF8.self))
    }
}

/// Runs async work to completion from synchronous code: the fuzz harness's callback, on the main
/// thread (never from a task: it would hold a thread of the pool the work needs).
private enum Blocking {
    static func run<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T? {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            box.value = await body()
            done.signal()
        }
        done.wait()
        return box.value
    }

    private final class Box<T>: @unchecked Sendable {
        var value: T?
    }
}
