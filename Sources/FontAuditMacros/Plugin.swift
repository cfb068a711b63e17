@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The macro plugin the compiler runs: `SwiftCompilerPlugin`'s `@main`, but for the end of the
/// conversation. The compiler and the plugin exchange JSON messages over the standard streams,
/// each after an 8-byte little-endian length; Swift 6.3's compiler ends with an empty message,
/// which swift-syntax 602's own connection reads as broken JSON, printing
/// `Internal Error: DecodingError.dataCorrupted` once per compile job that expanded a macro.
/// swift-syntax 603 reads it as the end, but its parser is about 5% slower on the OSS check's
/// largest app (a release `check`, paired runs), and parsing Swift is most of what `check` does.
/// So the package stays on 602 and this connection ends at an empty message, as 603's does.
@main
enum FontAuditMacrosPlugin {
    static func main() throws {
        let connection = try HostConnection()
        try CompilerPluginMessageListener(connection: connection, provider: Provider()).main()
    }

    /// The macros of this plugin, by the type the declaration's `#externalMacro` names.
    struct Provider: PluginProvider {
        func resolveMacro(moduleName: String, typeName: String) throws -> Macro.Type {
            guard typeName == "PackageInitMacro" else { throw UnknownMacro(name: "\(moduleName).\(typeName)") }
            return PackageInitMacro.self
        }
    }

    struct UnknownMacro: Error, CustomStringConvertible {
        let name: String
        var description: String { "FontAuditMacros has no macro \(name)" }
    }
}

/// The compiler's end of the plugin's standard streams: messages come on standard input, answers
/// go to the standard output the process started with; what the plugin prints goes to standard
/// error instead, and standard input is closed for anything else.
struct HostConnection: MessageConnection {
    let input: CInt
    let output: CInt

    init() throws {
        input = dup(STDIN_FILENO)
        output = dup(STDOUT_FILENO)
        guard input >= 0, output >= 0, close(STDIN_FILENO) == 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
            throw Failure(what: "setting up the standard streams", code: errno)
        }
    }

    func sendMessage<TX: Encodable>(_ message: TX) throws {
        let payload = try JSON.encode(message)
        var header = UInt64(payload.count).littleEndian
        try withUnsafeBytes(of: &header) { try writeAll($0) }
        try payload.withUnsafeBytes { try writeAll($0) }
    }

    /// The next message, or nil at the end: the stream closed, or an empty message.
    func waitForNextMessage<RX: Decodable>(_ type: RX.Type) throws -> RX? {
        var header: UInt64 = 0
        guard try withUnsafeMutableBytes(of: &header, { try readAll($0) }) else { return nil }
        let count = Int(UInt64(littleEndian: header))
        guard count > 0 else { return nil }
        let payload = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 1)
        defer { payload.deallocate() }
        guard try readAll(payload) else { throw Failure(what: "reading a message cut short", code: 0) }
        return try JSON.decode(type, from: UnsafeBufferPointer(payload.bindMemory(to: UInt8.self)))
    }

    private func writeAll(_ buffer: UnsafeRawBufferPointer) throws {
        var done = 0
        while done < buffer.count {
            let written = write(output, buffer.baseAddress! + done, buffer.count - done)
            guard written > 0 else { throw Failure(what: "writing to the compiler", code: errno) }
            done += written
        }
    }

    /// Fills `buffer`; false when the stream ends before the first byte.
    private func readAll(_ buffer: UnsafeMutableRawBufferPointer) throws -> Bool {
        var done = 0
        while done < buffer.count {
            let count = read(input, buffer.baseAddress! + done, buffer.count - done)
            if count == 0, done == 0 { return false }
            guard count > 0 else { throw Failure(what: "reading from the compiler", code: errno) }
            done += count
        }
        return true
    }

    struct Failure: Error, CustomStringConvertible {
        let what: String
        let code: CInt
        var description: String { "FontAuditMacros: \(what) failed (errno \(code))" }
    }
}
