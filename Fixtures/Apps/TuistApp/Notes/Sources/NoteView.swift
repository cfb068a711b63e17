import UIKit

final class NoteView: UIView {
    let title = UILabel()
    let body = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.font = UIFont(name: "Roboto-Bold", size: 22)
        body.font = UIFont(name: "Roboto-Regular", size: 17)
    }

    required init?(coder: NSCoder) { fatalError() }
}
