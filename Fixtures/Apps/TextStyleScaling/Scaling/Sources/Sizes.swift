import SwiftUI

// Font.custom sizes against the text style they scale like. At the largest accessibility size
// (AX5) a difference of more than 20% from the nearest style's growth is font-relative-to-mismatch;
// a smaller one only the opt-in font-relative-to-mismatch-strict reports.
struct Sizes: View {
    var body: some View {
        VStack {
            Text("Hero").font(.custom("Roboto-Regular", size: 34))                        // 106 pt vs 60: 77% larger
            Text("Section").font(.custom("Roboto-Regular", size: 24))                     // 75 pt vs 61: 22% larger
            Text("Subtitle").font(.custom("Roboto-Regular", size: 21))                    // not far from body
            Text("Body").font(.custom("Roboto-Regular", size: 17))                        // body itself
            Text("Footnote").font(.custom("Roboto-Regular", size: 13))                    // 41 pt vs 44: 8%, strict
            Text("Caption").font(.custom("Roboto-Regular", size: 12))                     // 37 pt vs 40: 6%, strict
            Text("Tiny").font(.custom("Roboto-Regular", size: 11))                        // 34 pt vs 40: 14%, strict
            Text("Stamp").font(.custom("Roboto-Regular", size: 12, relativeTo: .title))   // 25 pt vs 40: 38% smaller
            Text("Label").font(.custom("Roboto-Regular", size: 12, relativeTo: .caption)) // the nearest style
            Text("Badge").font(.custom("Roboto-Regular", fixedSize: 12))                  // never scales
        }
    }
}
