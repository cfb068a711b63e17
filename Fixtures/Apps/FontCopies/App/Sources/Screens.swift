import UIKit

struct Screens {
    let body = UIFont(name: "Roboto-Regular", size: 17)

    func downloaded(_ name: String) {
        FontStore.register(name)
    }
}
