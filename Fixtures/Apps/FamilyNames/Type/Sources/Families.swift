import SwiftUI
import UIKit

// Fonts asked for by family name. Fixture Sans is variable (wght), Fixture Optical variable
// (wght, opsz), Fixture Serif static with Bold and Italic faces only, Roboto static with a
// regular upright face.
struct Families: View {
    let weight: Font.Weight
    var body: some View {
        VStack {
            Text("Semibold").font(.custom("Fixture Sans", size: 17).weight(.semibold))  // SwiftUI's way to a weight
            Text("Bold").font(.custom("Fixture Sans", size: 17)).fontWeight(.bold)       // the same, on the view
            Text("Chosen").font(.custom("Fixture Sans", size: 17).weight(weight))        // a weight from a variable
            Text("Optical").font(.custom("Fixture Optical", size: 17).bold())
            Text("Inherited").font(.custom("Fixture Sans", size: 17))                    // a weight a container may set
            Text("Roboto").font(.custom("Roboto", size: 17))                             // fix: Roboto-Regular
            Text("Heavy").font(.custom("Roboto", size: 17).bold())                       // no fix: the trait picks
        }
    }

    static var display: Font { .custom("Fixture Optical", size: 17) }                    // weights are set where it is used
}

enum Fonts {
    static let body = UIFont(name: "Roboto", size: 17)                                   // fix: Roboto-Regular
    static let serif = UIFont(name: "Fixture Serif", size: 17)                           // no fix: no regular upright face
    static let sans = UIFont(name: "Fixture Sans", size: 17)                             // fix: FixtureSans-Regular
    static let optical = UIFont(name: "Fixture Optical", size: 17)                       // no fix: opsz
}
