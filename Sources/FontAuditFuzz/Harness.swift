import FontAuditFuzzing
import FontInspectorReading
import Foundation

/// One fuzz harness per reader, chosen by FONTAUDIT_FUZZ_TARGET (see ``ReaderFuzzing``): scripts/fuzz
/// builds this with libFuzzer; without it the executable replays the files it is given.
enum Harness {
    nonisolated(unsafe) static let target = ProcessInfo.processInfo.environment["FONTAUDIT_FUZZ_TARGET"] ?? "font"
    nonisolated(unsafe) static let inspector = try! FontFileInspector()
    static let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("fontaudit-fuzz-\(getpid())")

    static func run(_ data: Data) {
        guard ReaderFuzzing.run(target, data, inspector: inspector, scratch: scratch) else {
            FileHandle.standardError.write(
                Data(
                    "unknown FONTAUDIT_FUZZ_TARGET \(target); one of \(ReaderFuzzing.targets.joined(separator: ", "))\n"
                        .utf8))
            exit(2)
        }
    }
}

#if FUZZING
    /// libFuzzer's driver, entered from the executable's main (SwiftPM names an executable's entry
    /// `<Target>_main`, so libFuzzer's own `main` is not linked).
    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOne(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        Harness.run(bytes.map { Data(bytes: $0, count: count) } ?? Data())
        return 0
    }

    @_cdecl("FontAuditFuzz_main")
    public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
        var count = argc
        var arguments = argv
        return runFuzzerDriver(&count, &arguments) { bytes, size in
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
