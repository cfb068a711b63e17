import SwiftUI

let title = Font.custom("Roboto-Regular", size: 28, relativeTo: .title)
