import Foundation

/// Runs the built `fontaudit` binary, as a user would, from the repository root.
enum CLI {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The products folder holds the test bundle and the `fontaudit` executable side by side.
    static var binary: URL {
        var folder = Bundle.main.bundleURL
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folder = bundle.bundleURL.deletingLastPathComponent()
        }
        let candidate = folder.appendingPathComponent("fontaudit")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        return Bundle.main.bundleURL.appendingPathComponent("fontaudit")
    }

    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static func run(_ arguments: [String], environment: [String: String] = [:], executable: URL? = nil) throws -> Result
    {
        let process = Process()
        process.executableURL = executable ?? binary
        process.arguments = arguments
        process.currentDirectoryURL = root
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "NO_COLOR")
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes to the end before waiting, so a large output cannot block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}
