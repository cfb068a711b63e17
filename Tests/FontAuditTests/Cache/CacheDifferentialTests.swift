import Foundation
import Testing

/// Scripted edit sequences over fixture apps, one scenario per kind of input the audit reads
/// (Swift; Objective-C headers, implementations, imports and the prefix header; storyboards and
/// xibs; Info.plist; style dictionaries; project files and xcconfigs; Package.swift; Tuist and
/// XcodeGen specs; JavaScript and TypeScript modules, package.json, app.json and tsconfig; strings
/// tables and catalogs; font files added, changed and removed): after every step, a cached run of
/// the `fontaudit` binary prints what `--no-cache` prints (``CacheDifferential``).
@Suite struct CacheDifferentialTests {
    typealias Edit = CacheDifferential.Edit
    typealias Step = CacheDifferential.Step
    typealias Scenario = CacheDifferential.Scenario

    static let scenarios: [Scenario] = [
        // Issue 73's first recipe: a header's `#define` edited; the file asking for it is not.
        Scenario(
            name: "a #define edited in a header",
            files: [
                "App/C.h": "#define BRAND @\"Foo-Bold\"\n",
                "App/D.m": "@implementation D\n- (void)f { UIFont *f = [UIFont fontWithName:BRAND size:1]; }\n@end\n",
            ],
            steps: [
                Step(.replace("App/C.h", "Foo-Bold", "Baz-Heavy")),
                Step(.replace("App/C.h", "Baz-Heavy", "Qux-Bold")),
                Step(.delete("App/C.h")),
                Step(.write("App/C.h", "#define BRAND @\"Helvetica\"\n")),
            ]),
        // Issue 73's second recipe: a header imported a second time, then no longer.
        Scenario(
            name: "an Objective-C theme's header imported twice",
            files: [
                "App/Theme.h": """
                #import "BrandTheme.h"
                @interface Theme : NSObject
                @property NSString *appFont;
                + (instancetype)Singleton;
                @end

                """,
                "App/BrandTheme.h": "#define AppFont @\"Brand-Regular\"\n",
                "App/Theme.m": """
                #import "Theme.h"
                @implementation Theme
                + (instancetype)Singleton { static Theme *t; t = [Theme new]; return t; }
                - (instancetype)init { self = [super init]; self.appFont = AppFont; return self; }
                @end

                """,
                "App/Label.m": """
                #import "Theme.h"
                @implementation Label
                - (void)f { UIFont *f = [UIFont fontWithName:[Theme Singleton].appFont size:12]; }
                @end

                """,
            ],
            steps: [
                // The same finding, a line further down.
                Step(.insertLine("App/Theme.m", 2, "#import \"BrandTheme.h\"")),
                Step(.removeLine("App/Theme.m", 2)),
                Step(.replace("App/BrandTheme.h", "Brand-Regular", "Helvetica-Bold")),
                Step(.insertLine("App/Label.m", 4, "- (void)g:(NSString *)k { [self setValue:@\"X\" forKey:k]; }")),
            ]),
        Scenario(
            name: "Objective-C and Swift names followed across files, the prefix header, fonts",
            fixture: "Fixtures/Apps/FollowedNames",
            steps: [
                Step(.replace("App/Sources/Theme.h", "Roboto-Blak", "Roboto-Bold")),
                Step(.replace("App/Sources/App-Prefix.pch", "Roboto-Regular", "Roboto-Regulr")),
                Step(.replace("App/Sources/TextStyle.swift", "Roboto-Heavy", "Roboto-Italic")),
                Step(.replace("App/Sources/Views.swift", "Roboto-Bolt", "Roboto-Bold")),
                Step(.replace("App/Info.plist", "<string>Roboto-Italic.ttf</string>", "")),
                Step(.delete("App/Fonts/Roboto-Bold.ttf")),
                Step(.font("Roboto/Roboto-Bold.ttf", "App/Fonts/Roboto-Bold.ttf")),
                // The same file name, another face.
                Step(.font("Roboto/Roboto-Regular.ttf", "App/Fonts/Roboto-Italic.ttf")),
                Step(
                    .write(
                        "App/Sources/New.m",
                        "#import \"Theme.h\"\nvoid n(void) { [UIFont fontWithName:FONT_TITLE size:3]; }\n")),
            ]),
        Scenario(
            name: "storyboards, xibs, style dictionaries, strings tables and Swift",
            fixture: "Fixtures/Apps/PlantedMistakes",
            steps: [
                Step(.replace("Brand/Base.lproj/Main.storyboard", "name=\"Roboto-Condensed\"", "name=\"Roboto-Bold\"")),
                Step(
                    .replace(
                        "Brand/Resources/TextStyles.plist", "<string>Roboto-Regular</string>",
                        "<string>Roboto-Reglar</string>")),
                Step(.replace("Brand/ja.lproj/Localizable.strings", "続きを読む", "続きを読む ☃ 𝄞")),
                Step(.replace("Brand/Sources/Typography.swift", "\"Roboto-Blod\"", "\"Roboto-Bold\"")),
                Step(.delete("Brand/Base.lproj/Onboarding.xib")),
                Step(
                    .replace("Brand/Info.plist", "<string>Brand-Blod.ttf</string>", "<string>Brand-Bold.ttf</string>")),
            ]),
        Scenario(
            name: "project files and xcconfigs",
            fixture: "Fixtures/Projects/Groups",
            steps: [
                Step(
                    .replace(
                        "Config/App.xcconfig", "$(SRCROOT)/$(APP_FOLDER)/Info.plist", "$(SRCROOT)/OtherApp/Info.plist")),
                Step(
                    .replace(
                        "Config/App.xcconfig", "$(SRCROOT)/OtherApp/Info.plist", "$(SRCROOT)/$(APP_FOLDER)/Info.plist")),
                Step(.replace("Config/Shared.xcconfig", "APP_FOLDER = ${TARGET_NAME}", "APP_FOLDER = Widget")),
                Step(
                    .replace(
                        "Groups.xcodeproj/project.pbxproj", "INFOPLIST_KEY_UIAppFonts = \"Roboto-Italic.ttf\"",
                        "INFOPLIST_KEY_UIAppFonts = \"Roboto-Itali.ttf\"")),
            ]),
        Scenario(
            name: "a local package's manifest",
            fixture: "Fixtures/Projects/Modular",
            steps: [
                Step(.replace("Packages/Brand/Package.swift", "resources: [.process(\"Resources\")]", "resources: []")),
                Step(.replace("Packages/Brand/Package.swift", "resources: []", "resources: [.copy(\"Resources\")]")),
                Step(.replace("App/ModularApp.swift", "\"Roboto-Bold\"", "\"Roboto-Bald\"")),
            ]),
        Scenario(
            name: "a Tuist manifest",
            fixture: "Fixtures/Apps/TuistApp",
            steps: [
                Step(.replace("Project.swift", "\"Roboto-Bold.ttf\",", "\"Roboto-Bolder.ttf\",")),
                Step(.replace("Project.swift", "\"UIAppFonts\"", "\"UIAppFontz\"")),
            ]),
        Scenario(
            name: "an XcodeGen spec",
            fixture: "Fixtures/Apps/XcodeGenApp",
            steps: [
                Step(.replace("project.yml", "Roboto-Oblique.ttf", "Roboto-Italic.ttf")),
                Step(.replace("project.yml", "- Roboto-Bold.ttf", "- Roboto-Bold.otf")),
            ]),
        Scenario(
            name: "React Native modules and package.json",
            fixture: "Fixtures/Projects/ReactNative",
            steps: [
                Step(.replace("src/theme/fonts.ts", "'Roboto_Bold'", "'Roboto-Bold'")),
                Step(.replace("src/theme/fonts.ts", "regular: 'Roboto-Regular'", "regular: 'Roboto-Regula'")),
                Step(.replace("src/theme/index.ts", "export * from './fonts';", "")),
                Step(.replace("src/locales/ja.json", "\"", "\"☃", ), changesReport: false),
                Step(.replace("package.json", "\"react-native\": \"0.74.0\"", "\"react-native-web\": \"0.19.0\"")),
            ]),
        Scenario(
            name: "Expo's useFonts, tsconfig paths and the config",
            fixture: "Fixtures/Projects/ExpoUseFonts",
            steps: [
                Step(.replace("src/fonts.ts", "strong: 'brandBold'", "strong: 'brandBlack'")),
                Step(.replace("tsconfig.json", "\"@/*\": [\"src/*\"]", "\"@/*\": [\"lib/*\"]")),
                Step(.replace("tsconfig.json", "\"@/*\": [\"lib/*\"]", "\"@/*\": [\"src/*\"]")),

                Step(.delete("assets/fonts/Roboto-Bold.ttf")),
            ]),
        // Found by the fuzz harness (seed 5004): the scan's kept value was not keyed on the path
        // aliases, which tsconfig gives, so a run after `paths` went took the aliases' value.
        Scenario(
            name: "tsconfig's paths removed, then put back",
            fixture: "Fixtures/Projects/ExpoUseFonts",
            steps: [
                Step(.replace("tsconfig.json", "\"paths\"", "\"pathz\"")),
                Step(.replace("tsconfig.json", "\"pathz\"", "\"paths\"")),
            ]),
        Scenario(
            name: "Expo's font plugin in app.json",
            fixture: "Fixtures/Projects/ExpoPlugin",
            steps: [
                Step(.replace("app.json", "./assets/Roboto-Italic.ttf", "./assets/fonts/Roboto-Italic.ttf")),
                Step(.replace("app.json", "\"./assets/fonts/Roboto-Medium.ttf\",", "")),
                Step(.font("Roboto/Roboto-Bold.ttf", "assets/fonts/Roboto-Medium.ttf")),
            ]),
        Scenario(
            name: "strings tables, stringsdicts and catalogs",
            fixture: "Fixtures/Apps/Localized",
            steps: [
                Step(.replace("en.lproj/Localizable.strings", "\"Hello\"", "\"Hello ☃ 你好\"")),
                Step(.replace("Localizable.xcstrings", "\"Do zobaczenia\"", "\"Do zobaczenia ŋ ☃\"")),
                Step(.replace("pl.lproj/Main.strings", "\"", "\"𝄞"), changesReport: false),
                Step(.delete("en.lproj/Localizable.strings")),
            ]),
        // What the rules' kept result is keyed on besides the files: the rules that run, their
        // severities, and the baseline `check` hides findings by.
        Scenario(
            name: "the configuration's rules and severities, and the baseline",
            files: [
                "App/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>UIAppFonts</key><array><string>Missing.ttf</string><string>Roboto-Bold.ttf</string></array></dict></plist>

                """,
                "App/V.swift": "import UIKit\nfunc f(_ l: UILabel) { l.font = UIFont(name: \"Foo-Bold\", size: 12) }\n",
                "baseline.json": "{\"version\": 1, \"findings\": []}\n",
            ],
            arguments: ["--baseline", "baseline.json"],
            steps: [
                Step(.font("Roboto/Roboto-Bold.ttf", "App/Roboto-Bold.ttf")),
                Step(.write(".fontaudit.yml", "severity:\n  font-name-unknown: warning\n")),
                Step(.append(".fontaudit.yml", "disabled_rules: [manifest-file-missing]\n")),
                Step(.append(".fontaudit.yml", "opt_in_rules: [font-unused]\n")),
                Step(.replace(".fontaudit.yml", "warning", "error")),
                Step(
                    .write(
                        "baseline.json",
                        "{\"version\": 1, \"findings\": [{\"rule\": \"font-name-unknown\", \"file\": \"App/V.swift\", \"name\": \"Foo-Bold\"}]}\n"
                    )),
                Step(.delete(".fontaudit.yml")),
            ]),
        // A result whose fix plan was made again outside the memo's trace (the rules changed, so
        // did the findings) must not be kept: the plan reads a name's definitions anywhere under
        // the root, excluded folders too, which the memo does not hold (found in review).
        Scenario(
            name: "a fix plan made again after the rules changed, then a definition added elsewhere",
            files: [
                "App/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>UIAppFonts</key><array><string>Roboto-Bold.ttf</string></array></dict></plist>

                """,
                "App/Code.swift": """
                import UIKit
                let f = UIFont(name: Brand.bold, size: 17)
                enum Brand { static let bold = "Roboto Bold" }

                """,
                "Legacy/Old.swift": "enum Old { static let x = \"Nothing\" }\n",
                ".fontaudit.yml": "exclude: [\"Legacy\"]\ndisabled_rules: [font-name-not-postscript]\n",
            ],
            steps: [
                Step(.font("Roboto/Roboto-Bold.ttf", "App/Fonts/Roboto-Bold.ttf")),
                Step(.replace(".fontaudit.yml", "disabled_rules: [font-name-not-postscript]\n", "")),
                // Two definitions of the name now: the fix is no longer made in place.
                Step(.write("Legacy/Old.swift", "enum Old { static let bold = \"Roboto Bold\" }\n")),
            ]),
    ]

    @Test(arguments: scenarios)
    func aCachedRunPrintsWhatAnUncachedRunPrints(_ scenario: Scenario) async throws {
        try await CacheDifferential.run(scenario)
    }
}
