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

extension ExpoConfigTests {
    /// A config that takes code from a module of its own may add the plugin there: unread. A
    /// package or a JSON file it imports is no such module.
    @Test func aConfigThatImportsItsOwnModuleIsUnread() {
        let local = ExpoConfig.read(
            Array(
                """
                import { withFonts } from './plugins/withFonts';
                import { version } from './package.json';
                export default ({ config }) => withFonts({ ...config, version });
                """.utf8))
        #expect(local.importsLocalModule && !local.usesPlugin && local.isUnread)
        let packaged = ExpoConfig.read(
            Array(
                """
                import { version } from './package.json';
                const x = require('expo/config');
                export default { version, plugins: ['expo-router'] };
                """.utf8))
        #expect(!packaged.importsLocalModule && !packaged.isUnread)
    }
}

/// The specifiers an app's tooling rewrites: tsconfig's `paths` and Babel's `alias`.
@Suite struct JavaScriptPathAliasTests {
    @Test func tsconfigPathsWithCommentsAndTrailingCommas() {
        let aliases = JavaScriptPathAlias.tsconfig(
            Array(
                """
                {
                  // Expo's template
                  "compilerOptions": { "baseUrl": ".", "paths": { "*": ["src/*"], "@/*": ["./src/*",], }, },
                }
                """.utf8), folder: "apps/mobile")
        #expect(
            aliases == [
                JavaScriptPathAlias(prefix: "@", target: "apps/mobile/src"),
                JavaScriptPathAlias(prefix: "", target: "apps/mobile/src"),
            ])
        #expect(JavaScriptPathAlias.resolve("@/theme/fonts", with: aliases) == "apps/mobile/src/theme/fonts")
        #expect(JavaScriptPathAlias.resolve("components/Title", with: aliases) == "apps/mobile/src/components/Title")
        #expect(JavaScriptPathAlias.resolve("./theme", with: aliases) == nil)
    }

    @Test func babelModuleResolverAliases() {
        let aliases = JavaScriptPathAlias.babel(
            Array(
                """
                module.exports = {
                  presets: ['module:@react-native/babel-preset'],
                  plugins: [['module-resolver', { root: ['./src'], alias: { '@assets': './assets', '@app': './app', pkg: 'some-package' } }]],
                };
                """.utf8), folder: "")
        #expect(
            aliases == [
                JavaScriptPathAlias(prefix: "@assets", target: "assets"),
                JavaScriptPathAlias(prefix: "@app", target: "app"),
            ])
        #expect(JavaScriptPathAlias.resolve("@assets/i18n/bg.json", with: aliases) == "assets/i18n/bg.json")
        #expect(JavaScriptPathAlias.resolve("@application/x", with: aliases) == nil)
    }
}
