import UIKit

/// The ScaledFont pattern: a style dictionary maps text styles to a font and a size, and every
/// font goes through UIFontMetrics for its text style.
final class ScaledFont {
    private struct Style: Decodable {
        let fontName: String
        let fontSize: CGFloat
    }

    private let styles: [String: Style]

    init(fontName: String) {
        let url = Bundle.main.url(forResource: fontName, withExtension: "json")!
        styles = (try? JSONDecoder().decode([String: Style].self, from: Data(contentsOf: url))) ?? [:]
    }

    func font(forTextStyle textStyle: UIFont.TextStyle) -> UIFont {
        guard let style = styles[Self.key(of: textStyle)], let font = UIFont(name: style.fontName, size: style.fontSize) else {
            return UIFont.preferredFont(forTextStyle: textStyle)
        }
        return UIFontMetrics(forTextStyle: textStyle).scaledFont(for: font)
    }

    private static func key(of textStyle: UIFont.TextStyle) -> String {
        let keys: [UIFont.TextStyle: String] = [
            .largeTitle: "largeTitle", .title1: "title", .title2: "title2", .title3: "title3", .headline: "headline",
            .body: "body", .callout: "callout", .subheadline: "subheadline", .footnote: "footnote",
            .caption1: "caption", .caption2: "caption2",
        ]
        return keys[textStyle] ?? "body"
    }
}
