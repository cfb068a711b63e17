import FontInspectorModel
import Foundation
import Testing

@testable import FontAuditInventory

/// ``InventoryBuilder/Displayer`` shows a path below a project's folder as
/// ``InventoryBuilder/display(_:root:)`` does with a URL for each: the same text for every shape
/// of path a project can name.
@Suite struct DisplayerTests {
    static let relatives = [
        "A.swift", "Sources/B.swift", "../C.swift", "./D.swift", "E//F.swift", "/abs/G.swift", "Ünïcode/é.swift",
        "x/../../y.swift", "T/", "Sources/./Deep/../H.m", "../../../../../../Z.swift", "name with spaces/I.xib", "",
    ]

    @Test(arguments: ["/tmp/app", "/tmp/app/App.xcodeproj", "/tmp/app/Work.xcworkspace", "/"])
    func theSameTextAsAURLGives(root: String) {
        let rootURL = URL(fileURLWithPath: root)
        for folder in ["/tmp/app", "/tmp/app/Sub", "/tmp/other", "/", FileManager.default.currentDirectoryPath] {
            let folderURL = URL(fileURLWithPath: folder)
            let displayer = InventoryBuilder.Displayer(folder: folderURL, root: rootURL)
            for relative in Self.relatives {
                #expect(
                    displayer.display(relative)
                        == InventoryBuilder.display(folderURL.appendingPathComponent(relative), root: rootURL),
                    "\(relative) in \(folder), root \(root)")
                let absolute = folder + "/" + relative
                #expect(
                    displayer.display(absolute: absolute)
                        == InventoryBuilder.display(URL(fileURLWithPath: absolute), root: rootURL),
                    "\(absolute), root \(root)")
            }
            #expect(
                displayer.display(absolute: "Relative/J.swift")
                    == InventoryBuilder.display(URL(fileURLWithPath: "Relative/J.swift"), root: rootURL))
        }
    }
}
