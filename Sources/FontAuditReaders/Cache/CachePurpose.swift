/// What a value the run cache keeps for one file is (``RunCache``): its key in that file's entry.
/// Every kind of value is named here, with what its key holds beyond the kind, so that two readers
/// cannot keep different values under one key and a new kind is one more line here. The keys are
/// the cache file's text: changing one only makes the values kept under the old one unused.
package struct CachePurpose: Hashable, Sendable {
    /// The key: the kind, a space, and what the value depends on beyond the file's bytes.
    package let key: String

    private init(_ kind: String, _ qualifier: String) {
        key = kind + " " + qualifier
    }

    /// A font file's report (FreeType's reading), by its display path.
    package static func fontReport(_ display: String) -> Self { Self("font", display) }
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
    /// The fixes planned for a file, for the fixes asked (`asked`, their hash); a file keeps one,
    /// the family ``fixPlanFamily(_:)`` replaces.
    package static func fixPlan(_ display: String, asked: String) -> Self { Self("fix-plan", display + " " + asked) }
    /// The prefix of the ``fixPlan(_:asked:)`` values of a file.
    package static func fixPlanFamily(_ display: String) -> String { "fix-plan " + display + " " }

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
