@testable import FontAuditInventory
import FontInspectorReading
@testable import FontAuditModel
@testable import FontAuditReporters
@testable import FontAuditRules
import Foundation
import Testing
@testable import FontAudit

/// `font-unused` on the app fixtures: what reaches each face, the sizes and totals the summary and
/// the JSON carry, and the policy for names built at run time.
@Suite struct FontUnusedTests {
    static var optedIn: Configuration {
        var configuration = Configuration()
        configuration.optInRules = ["font-unused"]
        return configuration
    }

    func audit(_ app: String) async throws -> (Inventory, AuditResult) {
        try await Auditor(configuration: Self.optedIn).auditOne(path: Repo.apps.appendingPathComponent(app).path)
    }

    /// Each face of an app fixture, `path#index state`.
    func states(_ inventory: Inventory) -> [String] {
        inventory.faceUsage().map { usage in
            let state = switch usage.state {
            case .used(let place): "used at \(place)"
            case .reachable(let place, .dynamicName(let prefix, let suffix)): "reachable by \"\(prefix)…\(suffix)\" at \(place)"
            case .reachable(let place, .mention(let name)): "reachable by \"\(name)\" at \(place)"
            case .reachable(let place, .listedAtRunTime(let request)): "listed at \(place) for \(request)"
            case .unused: "unused"
            }
            return "\(usage.font.path)#\(usage.face.index) \(usage.face.label) \(state)"
        }
    }

    @Test func cleanApp() async throws {
        let (inventory, result) = try await audit("CleanApp")
        print(states(inventory).joined(separator: "\n"))
        #expect(result.findings.map(\.rule) == ["font-unused"])
    }
}

