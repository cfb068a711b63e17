import Foundation

/// How the tool writes a number for people and for JSON, in one place.
package enum NumberText {
    /// Whole numbers without a fraction ("400"), others in Swift's shortest round-trip form
    /// ("-12.5"); numbers too large for an exact integer keep Swift's form too.
    package static func shortest(_ value: Double) -> String {
        wholeNumber(value).map { String($0) } ?? "\(value)"
    }

    /// `value` as an `Int` when it is a whole number small enough to be exact, else nil.
    static func wholeNumber(_ value: Double) -> Int? {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? Int(value) : nil
    }

    /// Whole numbers without a fraction, others with at most six significant digits ("%g":
    /// "0.333328"), as people read them in `inspect`'s text.
    package static func sixDigits(_ value: Double) -> String {
        wholeNumber(value).map { String($0) } ?? String(format: "%g", value)
    }
}
