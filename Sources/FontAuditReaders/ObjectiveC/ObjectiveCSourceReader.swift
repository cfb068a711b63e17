import FontAuditModel
import Foundation

/// Objective-C and Objective-C++ sources and headers: requests (``ObjectiveCNameScanner``),
/// registrations (``ObjectiveCRegistrationScanner``) and what the code does to fonts' sizes.
package struct ObjectiveCSourceReader: SourceReader {
    /// The registration libraries whose calls register fonts.
    package var libraries: [RegistrationLibrary]

    package var extensions: Set<String> { ["m", "mm", "h", "pch"] }

    package func read(_ file: SourceFile) -> SourceContribution {
        var result = SourceContribution()
        let text = String(decoding: file.data, as: UTF8.self)
        let found = ObjectiveCNameScanner().scanNames(text, path: file.display)
        result.requests = found.requests
        result.dynamic = found.dynamic
        result.objectiveCNames = found.names
        result.registrations = ObjectiveCRegistrationScanner.scan(text, path: file.display, libraries: libraries)
        result.scaling = ScalingCodeScanner.scan(file.bytes, path: file.display)
        return result
    }
}
