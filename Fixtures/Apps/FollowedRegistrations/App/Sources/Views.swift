import UIKit

/// A face put together from a family and a style, each call with its own pair.
func brandFont(family: String, style: String, size: CGFloat) -> UIFont? {
    UIFont(name: "\(family)-\(style)", size: size)
}

final class TitleView: UIView {
    let title = UILabel()
    let body = UILabel()
    let note = UILabel()

    func style() {
        title.font = brandFont(family: "Cantarell", style: "Regular", size: 24)
        body.font = brandFont(family: "Roboto", style: "Bold", size: 15)
        note.font = UIFont(name: "Roboto-Italic", size: 13)
    }
}
