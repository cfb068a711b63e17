/// The tool's version, in one place: `fontaudit --version`, SARIF's `tool.driver.version` and
/// `semanticVersion`, and the packaging scripts read it here.
public enum FontAuditVersion {
    /// The semantic version of this build.
    public static let current = "0.1.0"
}
