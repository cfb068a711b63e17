import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel
@testable import FontInspectorModel

/// Issue 82: a member read through a property typed as the app's own class
/// (`@EnvironmentObject var settings: Settings`, `settings.fontArabic`) is every value the app
/// gives that member; a class's `@AppStorage("key")` property is its default and every value the
/// app stores: its assignments, a `Picker` bound to it (its tags), `set(_:forKey:)` and
/// `register(defaults:)` of its key. What stores a value the audit cannot tell leaves it open.
extension ThemePropertyTests {
    static let settings = """
        import SwiftUI
        final class Settings: ObservableObject {
            static let shared = Settings()
            @AppStorage("THEbody") var bodyFont: String = "Roboto-Regular"
            func reset() { if bodyFont.isEmpty { bodyFont = "Roboto-Bold" } }
        }

        """

    static let reader = """
        import SwiftUI
        struct Row: View {
            @EnvironmentObject var settings: Settings
            var body: some View { Text("A").font(.custom(settings.bodyFont, size: 17, relativeTo: .body)) }
        }

        """

    @Test func aStoredSettingIsItsDefaultAndWhatTheAppStores() async throws {
        let found = try await audit([
            "Settings.swift": Self.settings,
            "Row.swift": Self.reader,
            "Picker.swift": """
            import SwiftUI
            struct Choose: View {
                @ObservedObject var settings: Settings
                var body: some View {
                    Picker("Font", selection: $settings.bodyFont.animation(.easeInOut)) {
                        Text("Condensed").tag("Roboto Condensed-Bold")
                    }
                }
            }
            func migrate() { UserDefaults.standard.set("Roboto Bold", forKey: "THEbody") }

            """,
        ])
        #expect(
            found.requests == [
                "Row.swift:4 Roboto Bold", "Row.swift:4 Roboto Condensed-Bold", "Row.swift:4 Roboto-Bold",
                "Row.swift:4 Roboto-Regular",
            ], "\(found.requests)")
        #expect(
            found.findings == [
                "font-name-not-postscript Row.swift:4 Roboto Bold",
                "font-name-unknown Row.swift:4 Roboto Condensed-Bold",
            ], "\(found.findings)")
        #expect(found.open == 0)
    }

    @Test func aStoreTheAuditCannotTellLeavesTheSettingOpen() async throws {
        for store in [
            // Another property stores under the same key.
            "import SwiftUI\nstruct Other: View { @AppStorage(\"THEbody\") var font = \"Roboto-Bold\"; var body: some View { EmptyView() } }",
            // A value the audit does not know, by the key.
            "import Foundation\nfunc apply(_ name: String) { UserDefaults.standard.set(name, forKey: \"THEbody\") }",
            // A picker whose tags are each element of a list.
            """
            import SwiftUI
            struct Choose: View {
                @ObservedObject var settings: Settings
                let names: [String]
                var body: some View { Picker("Font", selection: $settings.bodyFont) { ForEach(names, id: \\.self) { Text($0).tag($0) } } }
            }
            """,
            // Defaults registered from a dictionary the audit does not read.
            "import Foundation\nfunc start(_ values: [String: Any]) { UserDefaults.standard.register(defaults: values) }",
        ] {
            let found = try await audit([
                "Settings.swift": Self.settings, "Row.swift": Self.reader, "Store.swift": store,
            ])
            #expect(found.findings.isEmpty && found.open == 1, "\(store): \(found.findings) \(found.requests)")
        }
        // A variable of the app's type that is a local, not the enclosing type's property: its own.
        let local = """
            import SwiftUI
            struct Row: View {
                @EnvironmentObject var settings: Settings
                var body: some View { let settings = Theme(); return Text("A").font(.custom(settings.bodyFont, size: 17, relativeTo: .body)) }
            }
            final class Theme { var bodyFont: String { "Roboto Bold" } }

            """
        let found = try await audit(["Settings.swift": Self.settings, "Row.swift": local])
        #expect(!found.requests.contains("Row.swift:4 Roboto-Regular"), "\(found.requests)")
    }
}

extension ThemePropertyTests {
    /// A typed property's member is settled only where one final class's stored `var` is all it can
    /// be (the review of issue 82's third session): each of these stays open, none is reported.
    @Test func aTypedMemberTheAuditCannotSettleStaysOpen() async throws {
        let row = """
            import SwiftUI
            struct Row: View {
                @EnvironmentObject var theme: Theme
                var body: some View { Text("A").font(.custom(theme.bodyFont, size: 17, relativeTo: .body)) }
            }

            """
        for declaration in [
            // A nested type of the same short name.
            "final class Theme: ObservableObject { @Published var bodyFont = \"Roboto-Bold\" }\nenum Card { struct Theme { let bodyFont = \"Missing-Font\" } }",
            // A protocol whose extension gives a default.
            "protocol Theme { var bodyFont: String { get } }\nextension Theme { var bodyFont: String { \"Missing-Font\" } }\nstruct Dark: Theme { var bodyFont: String { \"Roboto-Bold\" } }",
            // A class a subclass overrides.
            "class Theme: ObservableObject { var bodyFont: String { \"Missing-Font\" } }\nfinal class Dark: Theme { override var bodyFont: String { \"Roboto-Bold\" } }",
            // A static twin of the instance property.
            "final class Theme: ObservableObject { static let bodyFont = \"Missing-Font\"; @Published var bodyFont = \"Roboto-Bold\" }",
        ] {
            let found = try await audit(["Theme.swift": declaration, "Row.swift": row])
            #expect(found.findings.isEmpty, "\(declaration): \(found.findings) \(found.requests)")
        }
        // A generic parameter named like the app's type.
        let generic = """
            import SwiftUI
            protocol Styling { var bodyFont: String { get } }
            struct Row<Theme: Styling>: View {
                let theme: Theme
                var body: some View { Text("A").font(.custom(theme.bodyFont, size: 17, relativeTo: .body)) }
            }

            """
        let theme = "final class Theme: ObservableObject { @Published var bodyFont = \"Missing-Font\" }"
        let found = try await audit(["Theme.swift": theme, "Row.swift": generic])
        #expect(found.findings.isEmpty, "\(found.findings)")
    }

    /// Only `UserDefaults` is the store `@AppStorage` reads: iCloud's key-value store or a
    /// dictionary writing the same key give the setting no value.
    @Test func aWriteToAnotherStoreIsNoStoredValue() async throws {
        for store in [
            "import Foundation\nfunc push() { NSUbiquitousKeyValueStore.default.set(\"Missing-Font\", forKey: \"THEbody\") }",
            "import Foundation\nfunc pack() { var payload: [String: String] = [:]; payload.updateValue(\"Missing-Font\", forKey: \"THEbody\") }",
        ] {
            let found = try await audit([
                "Settings.swift": Self.settings, "Row.swift": Self.reader, "Store.swift": store,
            ])
            #expect(found.findings.isEmpty && found.open == 0, "\(store): \(found.findings)")
            #expect(found.requests == ["Row.swift:4 Roboto-Bold", "Row.swift:4 Roboto-Regular"], "\(found.requests)")
        }
    }
}
