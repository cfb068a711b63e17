import SwiftUI

let title = Font.custom("Cantarell-Regular", size: 17, relativeTo: .body)
