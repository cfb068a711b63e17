import SwiftUI

let demo = Font.custom("Roboto-Italic", size: 17, relativeTo: .body)
