/// What ``InventoryBuilder/buildAll(path:)`` makes of a path: an inventory per audited Xcode
/// target (or the one inventory of a folder, a bundle or a package), and what belongs to the run
/// rather than to any one of them.
package struct InventoryBuild: Sendable {
    /// One inventory per audited target, in the order audited.
    package var inventories: [Inventory]
    /// Font files of the checkout (relative to the audited folder, sorted) that no target the audit
    /// knows will bundle: no Resources or Copy Files phase, folder reference, package target or
    /// app folder places them. Not audited; counted in the summary and listed by `targets`.
    package var unplacedFonts: [String] = []
    /// What the path was planned as (``AppPlan``): its apps, their platforms, sources and
    /// registration inputs, and what of them is not known. Nil only for an empty build.
    package var plan: AppPlan?
}
