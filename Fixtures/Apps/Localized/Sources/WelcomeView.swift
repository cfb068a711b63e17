import SwiftUI

struct WelcomeView: View {
    let name: String
    let count: Int

    var body: some View {
        VStack(alignment: .leading) {
            // Its own modifier chain.
            Text("greeting")
                .font(.custom("GlyphTest-Regular", size: 28, relativeTo: .title))
            // The font of the enclosing stack.
            VStack {
                Text("farewell")
                Text(verbatim: "Dziękujemy!")
                Text("items_count \(count)")
                // A dynamic string: nothing to check.
                Text(name)
                // Overridden below the container: a system font, then the bold face that has them.
                Text(verbatim: "Zażółć gęślą jaźń").font(.body)
                Text(verbatim: "Zażółć gęślą jaźń").font(.custom("GlyphTest-Bold", size: 15))
            }
            .font(.custom("GlyphTest-Regular", size: 15))
            Button("Welcome back 👋") {}
                .font(.custom("GlyphTest-Bold", size: 17))
        }
    }
}
