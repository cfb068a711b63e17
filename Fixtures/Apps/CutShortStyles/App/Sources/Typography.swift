import UIKit

/// Reads Resources/TextStyles.json, which a bad merge cut short inside its second style.
enum Typography {
    static let styles: [String: [String: Any]] = {
        guard let url = Bundle.main.url(forResource: "TextStyles", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: [String: Any]] else { return [:] }
        return json
    }()
}
