import FontAuditCache

/// The values the readers keep in the run cache, each a kind of ``CachePurpose``.
extension CachePurpose {
    /// What a source file gave its reader (a ``SourceContribution``), by its display path.
    package static func source(_ display: String) -> Self { Self("source", display) }
    /// A Swift file's parse with its requests, or with its constants only, by display path.
    package static func swiftParse(_ display: String, requests: Bool) -> Self {
        Self(requests ? "swift-requests" : "swift-constants", display)
    }
    /// A strings table's entries: `kind` is `strings` for the whole table, or `strings for`
    /// and the hash of the lookups it was filtered by (``LocalizationReader``); a file keeps one,
    /// the family ``localizationFamily`` replaces.
    package static func localization(kind: String, display: String) -> Self { Self(kind, display) }
    /// The prefix of the ``localization(kind:display:)`` values a strings file keeps one of.
    package static let localizationFamily = "strings "
    /// What walking one Swift file found, by display path (``SourceText/kept(_:_:)``).
    package static func swiftWalk(_ walk: SwiftWalk, of display: String) -> Self {
        Self(walk.name, display)
    }

    /// A walk of one Swift file whose result the cache keeps, with what it looks for.
    package struct SwiftWalk: Sendable {
        fileprivate let name: String

        /// The SwiftGen font files and font registrations it declares or makes.
        package static let registrations = Self(name: "registrations")
        /// Its calls of a `registerAllCustomFonts()`.
        package static let registerAllCalls = Self(name: "register-all-calls")
        /// Its `typealias` declarations of a generated font enum or family (Tuist's).
        package static let fontFamilyAliases = Self(name: "font-family-aliases")
        /// Its references to the generated font enum `enumName`.
        package static func references(_ enumName: String) -> Self { Self(name: "references \(enumName)") }
        /// Its uses of generated font accessors, for the words `needles`.
        package static func accessorUses(_ needles: [String]) -> Self {
            Self(name: "accessor-uses " + needles.joined(separator: " "))
        }
        /// Its calls of the functions `wanted` (sorted), with their arguments.
        package static func calls(_ wanted: [String]) -> Self {
            Self(name: "swift-calls " + wanted.joined(separator: ","))
        }
        /// Its assignments to the properties `wanted` (sorted), with the values assigned.
        package static func assignments(_ wanted: [String]) -> Self {
            Self(name: "swift-assignments " + wanted.joined(separator: ","))
        }
        /// Its uses of the font helpers `wanted` (sorted), with the traits applied, and after
        /// `texts:` the helpers whose texts it draws (`Text("key").font(.brandTitle())`).
        package static func fontHelperUses(_ wanted: [String]) -> Self {
            Self(name: "font-helper-uses " + wanted.joined(separator: ","))
        }
        /// Its localized constants, for the names `wanted` (sorted).
        package static func localizedConstants(_ wanted: [String]) -> Self {
            Self(name: "localized-constants " + wanted.joined(separator: ","))
        }
    }
}
