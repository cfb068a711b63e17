import UIKit

/// A helper whose parameter names the font: one call site misspells it.
func makeLabel(fontName: String) -> UILabel {
    let label = UILabel()
    label.font = UIFont(name: fontName, size: 17)
    return label
}

/// A default value and a call site, both registered faces (silent).
func makeTitle(_ text: String, fontName: String = "Roboto-Bold") -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = UIFont(name: fontName, size: 24)
    return label
}

/// A name the user chooses, with a registered fallback: open, never guessed (silent).
func userFont() -> UIFont? {
    UIFont(name: UserDefaults.standard.string(forKey: "font") ?? "Roboto-Regular", size: 12)
}

final class Screen {
    let greeting = makeLabel(fontName: "Roboto-Bold")
    let farewell = makeLabel(fontName: "Roboto-Bolt")
    let title = makeTitle("Title")
    let subtitle = makeTitle("Subtitle", fontName: "Roboto-Regular")
}
