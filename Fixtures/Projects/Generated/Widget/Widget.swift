import SwiftUI

let title = Font.custom("Roboto-Bold", size: 17, relativeTo: .body)
