import SwiftUI

// SwiftUI: Font.custom scales with Dynamic Type, like .body unless relativeTo: says otherwise.
struct ArticleView: View {
    var body: some View {
        VStack(alignment: .leading) {
            // font-relative-to-mismatch: a 34 pt title that grows like body text
            Text("Inbox").font(.custom("Roboto-Bold", size: 34))
            Text("Today").font(.custom("Roboto-Bold", size: 28, relativeTo: .title))
            Text("A long article body").font(.custom("Roboto-Regular", size: 17))
            // font-relative-to-mismatch-strict (opt-in): relativeTo .body for a 12 pt caption, 7% off at AX5
            Text("2 min read").font(.custom("Roboto-Regular", size: 12, relativeTo: .body))
            Text("Photo: the editors").font(.custom("Roboto-Regular", size: 11, relativeTo: .caption2))
            // A badge that must fit its circle: fixed on purpose, never reported.
            Text("9+").font(.custom("Roboto-Bold", fixedSize: 10))
        }
    }
}
