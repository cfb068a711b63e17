import SwiftUI

let title = Font.system(size: 17)
