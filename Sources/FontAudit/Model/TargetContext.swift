/// The Xcode target an inventory was computed for, and what the project-level rules need of it.
public struct TargetContext: Sendable, Hashable {
    /// The `.xcodeproj`, as shown in findings.
    public var projectPath: String
    /// The target.
    public var target: XcodeTarget
    /// Plists in the project that declare fonts but that no target's build settings name.
    public var unusedManifests: [String]
    /// The XcodeGen spec the project is generated from (`project.yml` beside it), as shown in
    /// findings: target membership is changed there, not in Xcode.
    public var xcodeGenSpec: String?
    /// The build configurations this inventory stands for: those in which the target has the same
    /// Info.plist, settings and phases (`Debug`, `Release`); one when `--configuration` names it.
    public var configurations: [String] = []
    /// Whether `INFOPLIST_FILE` names a file that is not in the checkout (and the target copies
    /// fonts): no Info.plist the audit can read lists them.
    public var infoPlistAbsent = false

    /// Creates a context.
    public init(projectPath: String, target: XcodeTarget, unusedManifests: [String] = []) {
        self.projectPath = projectPath
        self.target = target
        self.unusedManifests = unusedManifests
    }
}
