import SwiftUI

let title = Font.custom("Roboto-Bold", size: 28, relativeTo: .title)
