import Testing

@testable import FontAuditReaders

/// Which packages a lockfile resolves, in each format's way of writing a package's key; a name
/// that is only part of another's, or a scope, is not resolved.
@Suite struct NpmLockfileTests {
    static func resolves(_ text: String) -> [String] {
        let lockfile = NpmLockfile(bytes: Array(text.utf8))
        return ["react-native-vector-icons", "@expo/vector-icons", "icons", "@expo", "vector-icons"].filter(
            lockfile.resolves)
    }

    @Test func yarnOne() {
        let text = """
            # yarn lockfile v1

            "@expo/vector-icons@^14.0.0":
              version "14.0.2"

            react-native-vector-icons@^9.0.0, react-native-vector-icons@^9.2.0:
              version "9.2.0"

            """
        #expect(Self.resolves(text) == ["react-native-vector-icons", "@expo/vector-icons"])
    }

    @Test func yarnBerryNpmAndPnpmAndBun() {
        #expect(
            Self.resolves(#""react-native-vector-icons@npm:^10.0.0":\n  version: 10.0.0\n"#) == [
                "react-native-vector-icons"
            ])
        #expect(
            Self.resolves(#"{ "packages": { "node_modules/@expo/vector-icons": { "version": "14.0.2" } } }"#) == [
                "@expo/vector-icons"
            ])
        #expect(
            Self.resolves("packages:\n  /react-native-vector-icons@10.0.0:\n    resolution: {}\n") == [
                "react-native-vector-icons"
            ])
        #expect(Self.resolves("packages:\n  '@expo/vector-icons@14.0.2':\n") == ["@expo/vector-icons"])
        #expect(Self.resolves("packages:\n  /react-native-vector-icons/6.7.0:\n") == ["react-native-vector-icons"])
        #expect(
            Self.resolves(#""react-native-vector-icons": ["react-native-vector-icons@10.0.0", ""]"#) == [
                "react-native-vector-icons"
            ])
    }

    /// `icons` inside `react-native-vector-icons@`, `vector-icons` inside `@expo/vector-icons`,
    /// and a folder of a package's (`/icons/`) are no packages of their own.
    @Test func aPartOfAnotherNameIsNot() {
        #expect(
            Self.resolves("react-native-vector-icons@^9.0.0:\n  version \"9.2.0\"\n") == ["react-native-vector-icons"])
        #expect(Self.resolves(#""node_modules/some-kit/icons/index.js""#) == [])
    }
}
