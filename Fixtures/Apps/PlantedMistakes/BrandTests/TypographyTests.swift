import XCTest
@testable import Brand

final class TypographyTests: XCTestCase {
    func testBodyFontName() {
        // Comparisons against expected names are not font requests.
        XCTAssertEqual(Typography.legacyBody?.fontName, "Roboto-Regular")
        XCTAssertNotEqual(Typography.caption, "Roboto-Thin")
        // Test code never runs in the app: this is no font request of the app.
        XCTAssertNil(UIFont(name: "Roboto-Test-Only", size: 12))
    }
}
