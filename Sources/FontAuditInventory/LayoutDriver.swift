import FontAuditModel
import FontAuditReaders
import FontInspectorModel
import Foundation

/// How one layout of checkout is audited, in two stages, as Periphery's project drivers and
/// their index plans: ``plan(_:with:)`` turns the path into an ``AppPlan`` (which apps, for which
/// platforms, from which sources and registration inputs, each known or not), and
/// ``build(_:_:with:)`` runs the readers on that plan. ``InventoryBuilder/buildAll(path:)`` asks
/// the drivers in ``InventoryBuilder/drivers`` in order; the first that plans the path builds it.
/// A new kind of app is one more driver.
protocol LayoutDriver: Sendable {
    /// The plan of the audited path, or nil when it is not of this layout.
    func plan(_ search: LayoutSearch, with builder: InventoryBuilder) async throws -> DriverPlan?
    /// The inventories of the plan's apps.
    func build(_ plan: DriverPlan, _ search: LayoutSearch, with builder: InventoryBuilder) async throws
        -> InventoryBuild
}

/// A driver's plan: the ``AppPlan`` the build returns with its inventories (and `fontaudit
/// targets` prints), and what the driver read to make it, which its build takes instead of
/// reading again.
struct DriverPlan: Sendable {
    var plan: AppPlan
    /// The projects read (``XcodeProjectDriver``).
    var projects: ProjectsRead?
    /// The Expo apps (``ExpoDriver``, ``WorkspaceDriver``).
    var expoApps: [ReactNativeApp] = []
    /// The folder's manifests and fonts (``FolderDriver``), when it is a folder.
    var folder: FolderPlan?
}

/// What the drivers know of the audited path once the project search has run.
struct LayoutSearch: Sendable {
    /// The audited path as given, and standardized.
    var path: String
    var root: URL
    /// Whether the layout is the audit's to find (no `--plist` or `--fonts` names it).
    var searches: Bool
    /// The Xcode projects and workspaces the search found below the path (nil when it did not search).
    var projects: [URL]?
    /// The Swift files parsed ahead while the search ran.
    var prefetch: SwiftPrefetch?

    /// The audited folder's name, for an app that has no other.
    var name: String { root.lastPathComponent }
}

/// `--package`: the Swift package in the folder, not the projects beside it.
struct SwiftPackageDriver: LayoutDriver {
    func plan(_ search: LayoutSearch, with builder: InventoryBuilder) async throws -> DriverPlan? {
        guard builder.options.packageOnly, InventoryBuilder.isFolder(search.root) else { return nil }
        var app = PlannedApp(name: search.name, kind: .swiftPackage, folder: "", platforms: [])
        app.inputs = [PlanInput("Package.swift", "Package.swift")]
        return DriverPlan(plan: AppPlan(layout: .swiftPackage, apps: [app]))
    }

    func build(_ plan: DriverPlan, _ search: LayoutSearch, with builder: InventoryBuilder) async throws
        -> InventoryBuild
    {
        // A project in the package's own folder builds the same sources (a framework's); one
        // in a folder below is an app of its own.
        var package = builder.options
        let root = search.root
        package.exclude += (try builder.projects(at: root) ?? []).map {
            FileName.parent(of: InventoryBuilder.display($0, root: root))
        }
        .filter { !$0.isEmpty && !$0.hasPrefix("/") }.map(PathPattern.literal)
        let inventory = try await InventoryBuilder(
            options: package, progress: builder.progress, walks: builder.walks, store: builder.store
        ).build(path: search.path)
        return InventoryBuild(inventories: [inventory])
    }
}

/// Xcode projects and workspaces: one inventory per app target. The plan reads the projects and
/// picks the targets; a React Native app's iOS target takes the app's JavaScript as its sources
/// too (``ReactNativeApp/sources(survey:)``): no Xcode target compiles it, so the app's layout
/// says which files the iOS app runs.
struct XcodeProjectDriver: LayoutDriver {
    func plan(_ search: LayoutSearch, with builder: InventoryBuilder) async throws -> DriverPlan? {
        guard search.searches, let projects = search.projects, !projects.isEmpty else { return nil }
        let read = try builder.readProjects(projects, root: search.root)
        PhaseClock.mark("  projects read")
        return DriverPlan(
            plan: AppPlan(layout: .xcodeProjects, apps: builder.plannedApps(of: read, root: search.root)),
            projects: read)
    }

    func build(_ plan: DriverPlan, _ search: LayoutSearch, with builder: InventoryBuilder) async throws
        -> InventoryBuild
    {
        var built = try await builder.buildProjects(
            plan.projects ?? ProjectsRead(), root: search.root, prefetch: search.prefetch)
        // What a target never runs is not its own, for every reader of the inventories.
        built.inventories = Inventory.withoutUnrunGlobals(built.inventories)
        return built
    }
}

/// An Expo app with no `ios/` project (continuous native generation): prebuild makes the iOS app
/// from the app's config, which is its manifest (``InventoryBuilder/buildExpoApp(_:root:)``).
struct ExpoDriver: LayoutDriver {
    func plan(_ search: LayoutSearch, with builder: InventoryBuilder) async throws -> DriverPlan? {
        guard search.searches, InventoryBuilder.isFolder(search.root), let app = ReactNativeApp.at(search.root),
            app.usesExpo
        else { return nil }
        // The top of a workspace that lists `expo` for its apps (Nx's one package.json) is no app
        // itself when it has no app's shape and a package of it is one: the workspace is read.
        if !app.hasAppShape, let packages = ReactNativeApp.workspacePackageFolders(at: search.root),
            ReactNativeApp.workspaceApps(packages.compactMap(ReactNativeApp.at)).contains(where: \.hasAppShape)
        {
            return nil
        }
        return DriverPlan(
            plan: AppPlan(layout: .expoApp, apps: [builder.plannedExpoApp(app, root: search.root)]), expoApps: [app])
    }

    func build(_ plan: DriverPlan, _ search: LayoutSearch, with builder: InventoryBuilder) async throws
        -> InventoryBuild
    {
        guard let app = plan.expoApps.first else { return InventoryBuild(inventories: []) }
        return await builder.buildExpoApp(app, root: search.root)
    }
}

/// A JavaScript workspace (a monorepo) with no Xcode project: each of its packages that is an
/// Expo app (`apps/mobile`) is built as ``ExpoDriver`` builds one at its own folder, so that the
/// repository's root is audited as the apps it holds, not as a folder of fonts. A bare React
/// Native package without its `ios/` project is no iOS app the audit can read: the plan lists it,
/// not known.
struct WorkspaceDriver: LayoutDriver {
    func plan(_ search: LayoutSearch, with builder: InventoryBuilder) async throws -> DriverPlan? {
        guard search.searches, InventoryBuilder.isFolder(search.root),
            let packages = ReactNativeApp.workspacePackageFolders(at: search.root)
        else { return nil }
        let found = packages.compactMap(ReactNativeApp.at)
        let apps = ReactNativeApp.workspaceApps(found)
        guard !apps.isEmpty else { return nil }
        var planned = apps.map { builder.plannedExpoApp($0, root: search.root) }
        for bare in found where !bare.usesExpo && bare.hasAppShape {
            let shown = builder.shownFolder(of: bare, root: search.root)
            var app = PlannedApp(
                name: bare.folder.lastPathComponent, kind: .reactNativeTarget, folder: shown, platforms: [])
            app.inputs = [
                PlanInput(
                    "package.json", shown + "/package.json",
                    .notKnown(
                        OpenReason(.unreadApp, "a React Native app whose ios/ project the checkout does not hold")))
            ]
            planned.append(app)
        }
        return DriverPlan(plan: AppPlan(layout: .javaScriptWorkspace, apps: planned), expoApps: apps)
    }

    func build(_ plan: DriverPlan, _ search: LayoutSearch, with builder: InventoryBuilder) async throws
        -> InventoryBuild
    {
        var inventories: [Inventory] = []
        for app in plan.expoApps { inventories += await builder.buildExpoApp(app, root: search.root).inventories }
        let placed = Set(inventories.flatMap { $0.fonts.map(\.path) })
        return InventoryBuild(
            inventories: inventories,
            unplacedFonts: builder.unplacedFonts(root: search.root, placed: placed).filter { !builder.isExcluded($0) })
    }
}

/// Everything else: a built `.app` or `.ipa`, a source tree with its Info.plists, a fonts folder.
/// The plan reads the folder's manifests (``InventoryBuilder/planFolder(root:)``); a fonts folder
/// is planned only where there is no app to find. Font files no app folder holds are counted
/// (``InventoryBuild/unplacedFonts``).
struct FolderDriver: LayoutDriver {
    func plan(_ search: LayoutSearch, with builder: InventoryBuilder) async throws -> DriverPlan? {
        let isBundle = !Disk.isFolder(search.root.path) || FileName.pathExtension(of: search.root.path) == "app"
        guard !isBundle else {
            let app = PlannedApp(name: search.name, kind: .builtApp, folder: "", platforms: [])
            return DriverPlan(plan: AppPlan(layout: .folder, apps: [app]))
        }
        let folder = try builder.planFolder(root: search.root)
        return DriverPlan(
            plan: AppPlan(layout: .folder, apps: folder.plannedApps(name: search.name)), folder: folder)
    }

    func build(_ plan: DriverPlan, _ search: LayoutSearch, with builder: InventoryBuilder) async throws
        -> InventoryBuild
    {
        var inventory = try await builder.build(path: search.path, prefetch: search.prefetch, plan: plan.folder)
        var unplaced: [String] = []
        if search.searches, inventory.layout == .sourceTree || inventory.layout == .fontsFolder {
            unplaced = builder.unplacedFonts(root: search.root, placed: Set(inventory.fonts.map(\.path)))
            if inventory.hasUnknownName {
                inventory.unplacedFaces = await builder.unplacedFaces(unplaced, root: search.root)
            }
        }
        return InventoryBuild(inventories: [inventory], unplacedFonts: unplaced)
    }
}
