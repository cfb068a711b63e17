import SwiftUI

let title = Font.custom("Roboto-Regular", size: 17, relativeTo: .body)
let heading = Font.custom("Roboto-Bold", size: 28, relativeTo: .title)
