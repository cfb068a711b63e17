import FontAuditModel

extension Inventory {
    /// `inventories` (one per target) without the requests a target never makes: one written in a
    /// global that the target's sources never name (``FontAuditModel/FontRequest/global``), where
    /// another target compiles the same file and names it. Swift initializes a global on first
    /// use and runs a function when it is called, so that code runs in the targets that name it
    /// alone: an extension that compiles the app's `Shared.swift` for one helper does not ask for
    /// the fonts of the constants beside it. A global no target names keeps its requests in every
    /// target (code the app may never run, still read as the rest). Text shown in such a
    /// request's font is kept.
    package static func withoutUnrunGlobals(_ inventories: [Inventory]) -> [Inventory] {
        guard inventories.count > 1,
            inventories.contains(where: { $0.requests.contains { $0.global != nil } })
        else { return inventories }
        // The places whose request some target makes for sure.
        var made = Set<FileLocation>()
        for inventory in inventories {
            for request in inventory.requests where request.global == nil { made.insert(request.location) }
        }
        func runs(_ request: FontRequest) -> Bool { request.global == nil || !made.contains(request.location) }
        return inventories.map { inventory in
            guard !inventory.requests.allSatisfy(runs) else { return inventory }
            var kept = inventory
            kept.requests = inventory.requests.filter(runs)
            return kept
        }
    }

    /// Counts every request as made, whatever global holds it, when the target's Swift code is not
    /// all read (`partly`: a Swift source the configuration excludes, one missing or unreadable):
    /// the source the audit did not read may be the one that names the global.
    mutating func countingEveryGlobal(_ partly: Bool) {
        guard partly, requests.contains(where: { $0.global != nil }) else { return }
        for index in requests.indices { requests[index].global = nil }
    }
}
