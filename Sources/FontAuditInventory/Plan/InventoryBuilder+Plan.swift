import FontAuditModel
import FontAuditReaders
import FontInspectorModel
import Foundation

/// The projects of an audited path as the plan stage read them (``InventoryBuilder/readProjects(_:root:)``):
/// what ``XcodeProjectDriver`` plans from, and what its build then takes.
struct ProjectsRead: Sendable {
    /// A project the audit could not read, or that is not there (`error` nil), in the order found.
    struct Unread: Sendable {
        var url: URL
        var display: String
        var error: ProjectReadError?
    }

    var unread: [Unread] = []
    /// Each project read, in its first configuration (`--configuration`'s or the default).
    var read: [XcodeProject] = []
    /// Every configuration of each project of ``read``, in its order.
    var configurations: [[XcodeProject]] = []
    /// Where each project of ``read`` is on disk, by its display path.
    var urls: [String: URL] = [:]
    /// The targets to audit of each project of ``read``: its applications and extensions, or
    /// those `--target` names.
    var wanted: [[XcodeTarget]] = []
}

extension InventoryBuilder {
    /// The planned apps of the projects read: one per audited target, with its platforms, its
    /// sources and its registration inputs; a project that cannot be read is an app whose
    /// targets are not known.
    func plannedApps(of projects: ProjectsRead, root: URL) -> [PlannedApp] {
        var apps: [PlannedApp] = []
        for unread in projects.unread {
            let folder = FileName.parent(of: unread.display)
            let file = unread.error == nil ? unread.display : unread.display + "/project.pbxproj"
            var app = PlannedApp(
                name: FileName.lastComponent(of: unread.display),
                kind: unread.error == nil ? .xcodeTarget : .sourceTree, folder: folder, platforms: [])
            app.inputs = [PlanInput("project", file, .notKnown(OpenReason(.unreadFile, file)))]
            apps.append(app)
        }
        for (project, targets) in zip(projects.read, projects.wanted) {
            for target in targets {
                apps.append(plannedApp(target, of: project, root: root))
            }
        }
        return apps
    }

    /// One target's app: its platforms from `SDKROOT` and `SUPPORTED_PLATFORMS`; its compiled
    /// files and linked packages (and, for a React Native app, its JavaScript folders); its
    /// Info.plist, and the files it copies from `node_modules/`, which no checkout holds.
    func plannedApp(_ target: XcodeTarget, of project: XcodeProject, root: URL) -> PlannedApp {
        let directory = project.projectDirectory
        let reactNative = reactNativeApp(for: target, directory: directory, root: root)
        var app = PlannedApp(
            name: target.name, kind: reactNative == nil ? .xcodeTarget : .reactNativeTarget,
            folder: FileName.parent(of: project.path),
            platforms: AppPlatform.of(
                sdkRoot: target.settings["SDKROOT"], supported: target.settings["SUPPORTED_PLATFORMS"])
        )
        // A compiled file the checkout lacks (generated, or not committed): its names are not read.
        let absent = target.sources.filter { !Disk.exists(directory.appendingPathComponent($0).path) }
        let count = "\(target.sources.count) file\(target.sources.count == 1 ? "" : "s") of \(project.path)"
        app.sources.append(
            absent.isEmpty
                ? PlanInput("compiled", count)
                : PlanInput(
                    "compiled", count + " (\(absent.count) not in the checkout)",
                    .partlyKnown(
                        absent.prefix(3).map {
                            OpenReason(
                                .unreadFile, Self.relativeDisplay(directory.appendingPathComponent($0), root: root))
                        })))
        app.sources += Set(target.packageProducts).sorted().map { PlanInput("package product", $0) }
        // An extension runs inside the app that embeds it (`<App>.app/PlugIns/`): its host.
        if target.kind == .appExtension {
            app.inputs += project.targets.filter { $0.kind == .application && $0.dependencies.contains(target.name) }
                .map { PlanInput("embedded in", $0.name) }
        }
        app.inputs.append(plannedInfoPlist(of: target, in: directory, root: root))
        if let reactNative {
            // What a React Native target copies from `node_modules/`: installed before the build
            // where the install may bring its package (``ReactNativeApp/mayInstall(_:)``).
            let copied = (target.resources.map(\.path) + target.copiedOutsideResources).filter {
                FontFileFinder.fontExtensions.contains(FileName.pathExtension(of: $0))
            }
            for file in Set(copied).sorted() where !Disk.exists(directory.appendingPathComponent(file).path) {
                guard let package = Manifest.nodePackage(of: file) else { continue }
                let shown = Self.relativeDisplay(directory.appendingPathComponent(file), root: root)
                app.inputs.append(
                    reactNative.mayInstall(package)
                        ? PlanInput(
                            "copied font", shown, .notKnown(OpenReason(.notInCheckout, "node_modules/\(package)")))
                        : PlanInput("copied font", shown + " (missing: the lockfile does not resolve \(package))"))
            }
        }
        if let reactNative { addJavaScriptPlan(of: reactNative, to: &app, root: root, projectFolder: directory) }
        return app
    }

    /// The target's Info.plist: its file; or, when the checkout lacks it, the XcodeGen or Tuist
    /// spec that generates it (not known where the spec's font list is not evaluated); or a file
    /// the build cannot find. A target with no INFOPLIST_FILE lists no fonts.
    func plannedInfoPlist(of target: XcodeTarget, in directory: URL, root: URL) -> PlanInput {
        guard let file = target.infoPlistFile else {
            return PlanInput("Info.plist", target.generatesInfoPlist ? "generated (no font keys)" : "none")
        }
        let shown = Self.relativeDisplay(directory.appendingPathComponent(file), root: root)
        guard !Disk.exists(directory.appendingPathComponent(file).path) else { return PlanInput("Info.plist", shown) }
        guard let spec = Self.generatingSpec(in: directory, root: root) else {
            return PlanInput("Info.plist", shown + " (not in the checkout: the build cannot find it)")
        }
        let own = spec.targets.first { $0.name == target.name }
        let open = own?.openList != nil || (own == nil && spec.targets.contains { $0.name.isEmpty })
        return PlanInput(
            "Info.plist", "\(shown), generated by \(spec.path)",
            open ? .notKnown(OpenReason(.unevaluatedList, "UIAppFonts")) : .known)
    }

    /// A React Native or Expo app's JavaScript: its own folder and the workspace packages it
    /// depends on as sources; its Podfile (pods copy icon fonts), its Android project, and for
    /// Expo its config's `expo-font` plugin list as inputs.
    func addJavaScriptPlan(of reactNative: ReactNativeApp, to app: inout PlannedApp, root: URL, projectFolder: URL?) {
        let javaScript = javaScriptPlanInputs(of: reactNative, root: root)
        app.sources += javaScript.sources
        app.inputs += javaScript.entries
        if Disk.isFolder(reactNative.folder.appendingPathComponent("android").path) || reactNative.usesExpo,
            !app.platforms.contains(.android)
        {
            app.platforms.append(.android)
        }
        if let projectFolder, Disk.exists(projectFolder.appendingPathComponent("Podfile").path) {
            app.inputs.append(
                PlanInput("Podfile", Self.relativeDisplay(projectFolder.appendingPathComponent("Podfile"), root: root)))
        }
        guard reactNative.usesExpo else { return }
        let shown = shownFolder(of: reactNative, root: root)
        for name in Self.expoConfigNames {
            guard let config = Self.readExpoConfig(named: name, in: reactNative.folder) else { continue }
            let path = appDisplay(name, of: reactNative, shown: shown, root: root)
            app.inputs.append(
                PlanInput(
                    "Expo config", path,
                    config.isUnread ? .partlyKnown([OpenReason(.expression, "\(name)'s exported config")]) : .known))
        }
    }

    /// An Expo app without `ios/`: prebuild makes its iOS app from its config.
    func plannedExpoApp(_ reactNative: ReactNativeApp, root: URL) -> PlannedApp {
        let shown = shownFolder(of: reactNative, root: root)
        var app = PlannedApp(
            name: reactNative.folder.lastPathComponent, kind: .expoApp, folder: shown, platforms: [.iOS])
        addJavaScriptPlan(of: reactNative, to: &app, root: root, projectFolder: nil)
        return app
    }

    /// A React Native app with `android/` and no `ios/` (not Expo): its Android half only.
    func plannedAndroidApp(_ reactNative: ReactNativeApp, root: URL) -> PlannedApp {
        let shown = shownFolder(of: reactNative, root: root)
        var app = PlannedApp(
            name: reactNative.folder.lastPathComponent, kind: .reactNativeAndroid, folder: shown, platforms: [])
        addJavaScriptPlan(of: reactNative, to: &app, root: root, projectFolder: nil)
        return app
    }
}
