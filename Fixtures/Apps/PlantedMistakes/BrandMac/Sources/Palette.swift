import AppKit

enum Palette {
    // font-name-unknown: SF Mono is Apple's download, on no Mac unless a developer installs it
    static let label = NSFont(name: "SFMono-Regular", size: 13)
}
