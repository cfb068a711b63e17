import FontAuditModel

/// Scan results by file, shared by the scans of one run: a project's targets share most of their
/// files (a framework's, a package's), and each is read once.
package final class ScanCache: Sendable {
    /// Swift files, by the Swift scanner.
    let swift = SwiftParseCache()
    /// Objective-C, Interface Builder and style-dictionary files: what each gave.
    let other = Locked([String: SourceContribution]())
    /// The syntax trees of the Swift files the registration scan parsed, which the request scan
    /// and the other targets' registration scans walk again instead of parsing them again.
    let trees = SwiftTreeCache()

    package init() {}
}
