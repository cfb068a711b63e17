import Testing

@testable import FontAuditReaders

/// The expo-font config plugin's `fonts`, read from `app.json` and `app.config.ts` as written.
@Suite struct ExpoConfigTests {
    @Test func appJSONListsThePluginsIOSFontsNotAndroids() {
        let config = ExpoConfig.read(
            Array(
                """
                {
                  "expo": {
                    "plugins": [
                      "expo-router",
                      ["expo-font", {
                        "fonts": ["./assets/fonts/Inter-Regular.ttf", "./assets/fonts/Inter-Bold.ttf"],
                        "ios": { "fonts": ["./assets/fonts/Mono.otf"] },
                        "android": { "fonts": [{ "fontFamily": "Cantarell",
                          "fontDefinitions": [{ "path": "./assets/fonts/Cantarell.otf", "weight": 400 }] }] }
                      }]
                    ]
                  }
                }
                """.utf8))
        #expect(config.pluginLine == 5)
        #expect(
            config.fonts.map(\.value) == [
                "./assets/fonts/Inter-Regular.ttf", "./assets/fonts/Inter-Bold.ttf", "./assets/fonts/Mono.otf",
            ])
        #expect(config.fonts.map(\.line) == [6, 6, 7])
        #expect(!config.isOpen)
    }

    /// A TypeScript config with a list built from a variable: what it registers is not known.
    @Test func aListTheAuditCannotReadIsOpen() {
        let config = ExpoConfig.read(
            Array(
                """
                const fonts = ['./a.ttf'];
                export default ({ config }) => ({
                  ...config,
                  plugins: [['expo-font', { fonts: [...fonts, './b.ttf'] }], 'expo-splash-screen'],
                });
                """.utf8))
        #expect(config.usesPlugin)
        #expect(config.fonts.map(\.value) == ["./b.ttf"])
        #expect(config.isOpen)
        #expect(!ExpoConfig.read(Array("{ \"expo\": { \"plugins\": [\"expo-router\"] } }".utf8)).usesPlugin)
    }
}
