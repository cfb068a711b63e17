import SwiftUI

public let priceFont = Font.custom("Roboto-Bold", size: 17, relativeTo: .body)
