import Foundation
@testable import FontAudit
@testable import FontInspector

/// One fuzz harness per reader, chosen by FONTAUDIT_FUZZ_TARGET: each feeds the bytes through the
/// same code path the tool uses on files (scripts/fuzz builds this with libFuzzer; without it the
/// executable replays the files it is given, for regression runs).
enum Harness {
    static let targets = ["font", "plist", "pbxproj", "xcconfig", "ib", "swift", "objc", "style"]

    nonisolated(unsafe) static let target = ProcessInfo.processInfo.environment["FONTAUDIT_FUZZ_TARGET"] ?? "font"
    nonisolated(unsafe) static let inspector = try! FontFileInspector()
    nonisolated(unsafe) static let scratch: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fontaudit-fuzz-\(getpid())")
        try? FileManager.default.createDirectory(at: url.appendingPathComponent("F.xcodeproj"), withIntermediateDirectories: true)
        return url
    }()

    static func run(_ data: Data) {
        switch target {
        case "font":
            _ = inspector.inspect(data: data, displayPath: "fuzz.ttf")
        case "plist":
            _ = PlistManifestReader().read(data)
        case "pbxproj":
            let project = scratch.appendingPathComponent("F.xcodeproj")
            try? data.write(to: project.appendingPathComponent("project.pbxproj"))
            _ = try? XcodeProjectReader().read(projectAt: project, displayPath: "F.xcodeproj")
        case "xcconfig":
            let file = scratch.appendingPathComponent("fuzz.xcconfig")
            try? data.write(to: file)
            _ = XcodeProjectReader.XcconfigReader(projectDirectory: scratch, displayDirectory: "").assignments(in: file)
        case "ib":
            _ = InterfaceBuilderScanner().scan(data, path: "fuzz.storyboard")
        case "swift":
            _ = SwiftNameScanner().scan([SwiftNameScanner.File(path: "Fuzz.swift", bytes: [UInt8](data))])
        case "objc":
            _ = ObjectiveCNameScanner().scan(String(decoding: data, as: UTF8.self), path: "Fuzz.m")
        case "style":
            _ = StyleDictionaryScanner().scan(data, path: "fuzz.json")
        default:
            FileHandle.standardError.write(Data("unknown FONTAUDIT_FUZZ_TARGET \(target); one of \(targets.joined(separator: ", "))\n".utf8))
            exit(2)
        }
    }
}

#if FUZZING
/// libFuzzer's driver, entered from the executable's main (SwiftPM names an executable's entry
/// `<Target>_main`, so libFuzzer's own `main` is not linked).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    Harness.run(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}

@_cdecl("FontAuditFuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { bytes, size in
        Harness.run(bytes.map { Data(bytes: $0, count: size) } ?? Data())
        return 0
    }
}
#else
/// Replays inputs (crashers, corpus files) through the harness: `fontaudit-fuzz FILE…`.
@main
enum Replay {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            Harness.run(data)
        }
        try? FileManager.default.removeItem(at: Harness.scratch)
    }
}
#endif
