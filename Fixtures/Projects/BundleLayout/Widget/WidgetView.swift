import SwiftUI

struct WidgetView: View {
    var body: some View {
        Text("Balance").font(.custom("Roboto-Bold", size: 15))
    }
}
