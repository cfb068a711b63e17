import SwiftUI

// Tuist synthesizes DesignSystemFontFamily (Derived/, not committed) from the fonts in Resources.
public typealias AppFont = DesignSystemFontFamily
public typealias Roboto = DesignSystemFontFamily.Roboto
