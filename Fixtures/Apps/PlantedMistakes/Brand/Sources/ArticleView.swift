import SwiftUI

struct ArticleView: View {
    let headline: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(headline)
                .font(Typography.title)
            Text("By the editors")
                .font(.custom(FontName.bold.rawValue, size: 15))
            Text("Read more")
                .font(.custom(FontName.regular.rawValue, size: 15))
                .fontWeight(.bold)
            // font-variant-missing: no italic Roboto face is registered; font-relative-to-mismatch: 24 pt scales like body
            Text("Updated today")
                .font(.custom(FontName.regular.rawValue, size: 24))
                .italic()
        }
    }
}
