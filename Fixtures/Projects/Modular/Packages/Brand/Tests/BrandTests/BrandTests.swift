import Brand
import UIKit
import XCTest

final class BrandTests: XCTestCase {
    // A test's names are not requests of the app.
    func testNames() {
        XCTAssertNil(UIFont(name: "Roboto-Missing", size: 12))
    }
}
