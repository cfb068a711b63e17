import FontAuditModel
import FontAuditReaders
import FontInspectorModel
import Foundation

/// How one layout of checkout is audited: which inventories it makes and which sources belong to
/// each app, as Periphery's project drivers do. ``InventoryBuilder/buildAll(path:)`` asks the
/// drivers in ``InventoryBuilder/drivers`` in order; the first that knows the path builds it.
protocol LayoutDriver: Sendable {
    /// The inventories of the audited path, or nil when it is not of this layout.
    func build(_ search: LayoutSearch, with builder: InventoryBuilder) async throws -> InventoryBuild?
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
}

/// `--package`: the Swift package in the folder, not the projects beside it.
struct SwiftPackageDriver: LayoutDriver {
    func build(_ search: LayoutSearch, with builder: InventoryBuilder) async throws -> InventoryBuild? {
        guard builder.options.packageOnly, InventoryBuilder.isFolder(search.root) else { return nil }
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

/// Xcode projects and workspaces: one inventory per app target. A React Native app's iOS target
/// takes the app's JavaScript as its sources too (``ReactNativeApp/sources(survey:)``): no Xcode
/// target compiles it, so the app's layout says which files the iOS app runs.
struct XcodeProjectDriver: LayoutDriver {
    func build(_ search: LayoutSearch, with builder: InventoryBuilder) async throws -> InventoryBuild? {
        guard search.searches, let projects = search.projects, !projects.isEmpty else { return nil }
        var built = try await builder.buildProjects(projects, root: search.root, prefetch: search.prefetch)
        // What a target never runs is not its own, for every reader of the inventories.
        built.inventories = Inventory.withoutUnrunGlobals(built.inventories)
        return built
    }
}

/// An Expo app with no `ios/` project (continuous native generation): prebuild makes the iOS app
/// from the app's config, which is its manifest (``InventoryBuilder/buildExpoApp(_:root:)``).
struct ExpoDriver: LayoutDriver {
    func build(_ search: LayoutSearch, with builder: InventoryBuilder) async throws -> InventoryBuild? {
        guard search.searches, InventoryBuilder.isFolder(search.root), let app = ReactNativeApp.at(search.root),
            app.usesExpo
        else { return nil }
        return await builder.buildExpoApp(app, root: search.root)
    }
}

/// A JavaScript workspace (a monorepo) with no Xcode project: each of its packages that is an
/// Expo app (`apps/mobile`) is built as ``ExpoDriver`` builds one at its own folder, so that the
/// repository's root is audited as the apps it holds, not as a folder of fonts. A bare React
/// Native package without its `ios/` project is no iOS app the audit can read, and is left out.
struct WorkspaceDriver: LayoutDriver {
    func build(_ search: LayoutSearch, with builder: InventoryBuilder) async throws -> InventoryBuild? {
        guard search.searches, InventoryBuilder.isFolder(search.root),
            let packages = ReactNativeApp.workspacePackageFolders(at: search.root)
        else { return nil }
        let apps = packages.compactMap(ReactNativeApp.at).filter(\.usesExpo)
        guard !apps.isEmpty else { return nil }
        var inventories: [Inventory] = []
        for app in apps { inventories += await builder.buildExpoApp(app, root: search.root).inventories }
        let placed = Set(inventories.flatMap { $0.fonts.map(\.path) })
        return InventoryBuild(
            inventories: inventories,
            unplacedFonts: builder.unplacedFonts(root: search.root, placed: placed).filter { !builder.isExcluded($0) })
    }
}

/// Everything else: a built `.app` or `.ipa`, a source tree with its Info.plists, a fonts folder.
/// Font files no app folder holds are counted (``InventoryBuild/unplacedFonts``).
struct FolderDriver: LayoutDriver {
    func build(_ search: LayoutSearch, with builder: InventoryBuilder) async throws -> InventoryBuild? {
        var inventory = try await builder.build(path: search.path, prefetch: search.prefetch)
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
