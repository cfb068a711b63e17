import UIKit

final class KeyboardView: UIView {
    let label = UILabel()
    func style() { label.font = UIFont(name: "Roboto-Regular", size: 17) }
}
