import XCTest
@testable import Brand

final class TypographyTests: XCTestCase {
    func testBodyFontName() {
        // Comparisons against expected names are not font requests.
        XCTAssertEqual(Typography.legacyBody?.fontName, "Roboto-Regular")
        XCTAssertNotEqual(Typography.caption, "Roboto-Thin")
    }
}
