import SwiftUI

let headline = Font.custom("Roboto-Bold", size: 17, relativeTo: .headline)
let body = Font.custom("Roboto-Regular", size: 17, relativeTo: .body)
