import SwiftUI
import WidgetKit

struct WidgetView: View {
    var body: some View {
        Text("Widget").font(.custom("Roboto-Regular", size: 13, relativeTo: .footnote))
    }
}
