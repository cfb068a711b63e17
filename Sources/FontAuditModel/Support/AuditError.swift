/// A problem that stops an audit before it starts: there is nothing to audit, or an option names
/// what is not there. Each case carries the facts; ``message`` says them, naming the path, and
/// what to give instead.
public enum AuditError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The audited path does not exist. `projects`: whether a project or workspace would do.
    case noSuchPath(String, projects: Bool)
    /// The audited path is a file that is no app, archive or project.
    case isAFile(String)
    /// An option's folder (`--fonts`, `--sources`) does not exist.
    case noSuchFolder(option: String, path: String)
    /// An option's file (`--plist`) does not exist.
    case noSuchFile(option: String, path: String)
    /// A workspace cannot be read, and why.
    case unreadableWorkspace(path: String, reason: String)
    /// `--configuration` names a configuration the project lacks; it has `available`.
    case noSuchConfiguration(String, project: String, available: [String], defaultConfiguration: String?)
    /// `--target` names a target that is no application or extension.
    case notAnAppTarget(String, kind: String)
    /// `--target` names no target of the audited projects.
    case noSuchTarget([String])
    /// An `.ipa` that cannot be opened as a zip archive, and the archive reader's reason.
    case notAZipArchive(String, reason: String)
    /// An `.ipa` without a `Payload/<name>.app` folder.
    case noAppInArchive(String)
    /// An `.ipa` whose app cannot be extracted, and why.
    case damagedArchive(String, reason: String)

    /// What is wrong, naming the path, and what to do.
    public var message: String {
        switch self {
        case .noSuchPath(let path, true):
            "\(path): no such file or folder; give a built .app, an .ipa, an .xcodeproj or .xcworkspace, or a source or fonts folder"
        case .noSuchPath(let path, false):
            "\(path): no such file or folder; give a built .app, an .ipa, or a source or fonts folder"
        case .isAFile(let path):
            "\(path) is a file; give a built .app, an .ipa, or a source or fonts folder (use `fontaudit inspect` for one font)"
        case .noSuchFolder(let option, let path):
            "\(option) \(path): no such folder"
        case .noSuchFile(let option, let path):
            "\(option) \(path): no such file"
        case .unreadableWorkspace(let path, let reason):
            "\(path): \(reason)"
        case .noSuchConfiguration(let wanted, let project, let available, let defaultConfiguration):
            "--configuration \(wanted): \(project) has no such build configuration; it has \(quotedList(available)) (without --configuration, each project's default\(defaultConfiguration.map { ", `\($0)` here," } ?? "") is read)"
        case .notAnAppTarget(let name, let kind):
            "--target \(name): a \(kind) target; fonts register from application and extension targets, which `fontaudit targets PATH` lists"
        case .noSuchTarget(let names):
            "--target \(names.joined(separator: ", ")): no such target; `fontaudit targets PATH` lists them"
        case .notAZipArchive(let name, let reason):
            "\(name): cannot be opened as a zip archive (\(reason)); an .ipa is the zip Xcode exports"
        case .noAppInArchive(let name):
            "\(name): holds no Payload/<name>.app folder, so it is not an app archive"
        case .damagedArchive(let name, let reason):
            "\(name): cannot be extracted (\(reason)); the archive is damaged"
        }
    }

    /// The message.
    public var description: String { message }
}
