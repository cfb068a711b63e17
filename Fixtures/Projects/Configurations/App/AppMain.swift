import SwiftUI

struct Title: View {
    var body: some View {
        Text("Hello").font(.custom("Roboto-Bold", size: 28, relativeTo: .title))
    }
}
