import UIKit

final class ProfileViewController: UIViewController {
    private let titleLabel = UILabel()
    private let saveButton = UIButton(type: .system)
    private let statusLabel = UILabel()
    private let filesLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.font = UIFont(name: "GlyphTest-Regular", size: 22)
        titleLabel.text = NSLocalizedString("profile.title", comment: "Title of the profile screen")
        saveButton.titleLabel?.font = UIFont(name: "GlyphTest-Regular", size: 17) ?? .systemFont(ofSize: 17)
        saveButton.setTitle("Zapisz zmianę", for: .normal)
        statusLabel.font = .systemFont(ofSize: 13)
        statusLabel.text = "Gotowe ✓ — zapisano"
        filesLabel.font = UIFont(name: "GlyphTest-Bold", size: 13)
        filesLabel.text = String(localized: "files_left")
    }
}
