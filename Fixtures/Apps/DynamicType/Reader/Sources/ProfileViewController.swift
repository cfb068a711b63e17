import UIKit

final class ProfileViewController: UIViewController {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var bioLabel: UILabel!
    @IBOutlet weak var followButton: UIButton!
    private let statusLabel = UILabel()
    private let handleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        // UIKit without UIFontMetrics: font-not-scaled (opt-in)
        statusLabel.font = UIFont(name: "Roboto-Regular", size: 15)
        // UIKit with UIFontMetrics: scales
        handleLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: UIFont(name: "Roboto-Bold", size: 15)!)
        handleLabel.adjustsFontForContentSizeCategory = true
        // The storyboard's bio label is rescaled here, so its Interface Builder font is not reported.
        bioLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: bioLabel.font)
        bioLabel.adjustsFontForContentSizeCategory = true
        styleFollowButton()
    }

    private func styleFollowButton() {
        // Through a local constant: font-not-scaled (opt-in)
        let font = UIFont(name: "Roboto-Bold", size: 17) ?? .boldSystemFont(ofSize: 17)
        followButton.titleLabel?.font = font
    }
}
