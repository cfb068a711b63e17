import UIKit

let title = UIFont(name: "Roboto-Regular", size: 24)
let body = UIFont(name: "Cantarell-Regular", size: 17)
// Copied into PlugIns and to /Library/Fonts only: not the app's resources.
let caption = UIFont(name: "Roboto-Italic", size: 11)
