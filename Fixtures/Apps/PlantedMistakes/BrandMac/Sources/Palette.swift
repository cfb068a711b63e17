import AppKit

enum Palette {
    // font-name-unknown on macOS is a warning: no system font list ships for macOS
    static let label = NSFont(name: "SFMono-Regular", size: 13)
}
