import Foundation

/// Paths of the committed fixtures, found from this source file so tests run from any folder.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fonts = root.appendingPathComponent("Fixtures/Fonts")
    static let goldens = root.appendingPathComponent("Fixtures/Goldens/inspect.json")

    static func font(_ relative: String) -> URL {
        fonts.appendingPathComponent(relative)
    }
}
