import FontAuditModel
import FontInspectorModel
import Foundation

/// A React Native app with its `android/` project and no `ios/` one (not Expo, whose prebuild
/// makes both): no iOS app to read, so its audit is its Android half (``AndroidFonts``), the same
/// `fontFamily`s judged as React Native's `ReactFontManager` looks them up.
struct ReactNativeAndroidDriver: LayoutDriver {
    func plan(_ search: LayoutSearch, with builder: InventoryBuilder) async throws -> DriverPlan? {
        guard search.searches, InventoryBuilder.isFolder(search.root), let app = ReactNativeApp.at(search.root),
            !app.usesExpo, Self.isApplication(app.folder.appendingPathComponent("android/app")),
            !Disk.isFolder(app.folder.appendingPathComponent("ios").path)
        else { return nil }
        return DriverPlan(
            plan: AppPlan(layout: .reactNativeAndroid, apps: [builder.plannedAndroidApp(app, root: search.root)]),
            expoApps: [app])
    }

    /// Whether `module` is an Android application module: its Gradle script applies
    /// `com.android.application` (a library's `android/` folder, whose host app brings the fonts,
    /// has none).
    static func isApplication(_ module: URL) -> Bool {
        InventoryBuilder.gradleScripts(of: module).contains { script in
            script.lines.contains { $0.contains("com.android.application") }
        }
    }

    func build(_ plan: DriverPlan, _ search: LayoutSearch, with builder: InventoryBuilder) async throws
        -> InventoryBuild
    {
        guard let app = plan.expoApps.first else { return InventoryBuild(inventories: []) }
        return await builder.buildAndroidApp(app, root: search.root)
    }
}

extension InventoryBuilder {
    /// The inventory of an app ``ReactNativeAndroidDriver`` plans: no iOS manifest, font or
    /// request, and its Android half.
    func buildAndroidApp(_ app: ReactNativeApp, root: URL) async -> InventoryBuild {
        let shown = shownFolder(of: app, root: root)
        var inventory = Inventory(layout: .project, manifests: [], fonts: [], systemFonts: systemFonts)
        inventory.app = AppDescription(kind: .reactNativeAndroid, folder: shown, renderers: [])
        inventory.android = await androidFonts(of: app, root: root)
        let placed = Set(inventory.android?.assetFiles ?? [])
        let unplaced = sourceSurvey(of: app.folder).fonts.map { appDisplay($0, of: app, shown: shown, root: root) }
            .filter { !placed.contains($0) && !isExcluded($0) }.sorted()
        return InventoryBuild(inventories: [inventory], unplacedFonts: unplaced)
    }
}
