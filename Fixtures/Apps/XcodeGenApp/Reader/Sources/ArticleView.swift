import SwiftUI

struct ArticleView: View {
    var body: some View {
        VStack {
            Text("Headline").font(.custom("Roboto-Bold", size: 28, relativeTo: .title))
            Text("Body").font(.custom("Roboto-Regular", size: 17))
            // font-name-not-registered: Roboto-Italic.ttf is listed with a wrong name
            Text("Aside").font(.custom("Roboto-Italic", size: 15))
        }
    }
}
