import UIKit

let title = UIFont(name: "Roboto-Regular", size: 17)
