import SwiftUI

let example = Font.custom("Roboto-Italic", size: 17, relativeTo: .body)
