import UIKit

// LegacyMain.m, which the project also compiles, was never committed.
final class LegacyView: UIView {
    let title = UILabel()
}
