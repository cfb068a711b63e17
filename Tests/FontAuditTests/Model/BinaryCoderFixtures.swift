import Foundation
import Testing

@testable import FontAuditModel
@testable import FontAuditReaders

/// Fully populated values of every type the check cache stores (issue 32): every field set, and
/// set to something other than its default, so that a field the coder drops or reads in the
/// wrong place cannot pass a round trip unseen (``BinaryCoderFixtures/unsetFields(of:)`` checks).
enum BinaryCoderFixtures {
    static let location = FileLocation(file: "App/Views/Title.swift", line: 12, column: 9)

    /// One request per kind of scaling and of name origin.
    static let requests: [FontRequest] = [
        FontRequest(
            name: "Brand-Bold", file: "App/Title.swift", line: 4, column: 21, api: "Font.custom", source: .swift,
            traits: RequestedTraits(bold: true, italic: true, weight: "semibold", weighted: true, writtenWeight: "600"),
            platform: .iOS,
            origin: .constant("brandBold"), scaling: .relative(size: 17.5, textStyle: "headline"),
            followed: FollowedName(
                written: "\"Brand-\\(weight.rawValue)\"",
                source: ValueSource(label: "case bold", file: "App/Weights.swift", line: 7)),
            helper: "brand",
            helperUses: [
                TraitUse(
                    file: "App/Title.swift", line: 9, column: 30,
                    traits: RequestedTraits(bold: true, italic: true, weight: "black", writtenWeight: "900"))
            ], global: "brandTitle"
        ).inheriting(ValueSource(label: "<AppText>", file: "src/AppText.tsx", line: 6)),
        FontRequest(
            name: "Brand-Light", file: "App/Legacy.m", line: 88, column: 3, api: "[UIFont fontWithName:size:]",
            source: .objectiveC, traits: RequestedTraits(italic: true, weight: "light"), platform: .macOS,
            origin: .enumCase("light"), scaling: .unscaled(receiver: "titleLabel")),
        FontRequest(
            name: "Brand-Regular", file: "App/Main.storyboard", line: 301, column: 44, api: "fontDescription",
            source: .interfaceBuilder, traits: RequestedTraits(bold: true), platform: .iOS, origin: .literal,
            scaling: .interfaceBuilder(
                element: "label",
                outlets: [
                    Outlet(owner: "ProfileViewController", property: "nameLabel"),
                    Outlet(owner: nil, property: "bioLabel"),
                ], adjusts: true)),
        FontRequest(
            name: "Brand-Mono", file: "Styles.json", line: 7, column: 5, api: "style dictionary body",
            source: .styleDictionary, traits: RequestedTraits(weight: "heavy", weighted: false), platform: .macOS,
            origin: .constant("mono"), scaling: .fixed),
        FontRequest(
            name: "Ünïcødé-字体-🙂", file: "", line: Int.max, column: Int.min, api: "UIFont(name:size:)", source: .swift,
            traits: RequestedTraits(), platform: nil, origin: nil, scaling: .relative(size: nil, textStyle: nil)),
    ]

    static let dynamic = DynamicFontName(
        file: "App/Dynamic.swift", line: 30, api: "UIFont(name:size:)", prefix: "Brand-", suffix: "Italic",
        written: "\"Brand-\\(weight)Italic\"", reason: OpenReason(.parameter, "brandFont"))

    static let text = TextUse(
        content: .localized(table: "Main", key: "welcome.title", folder: "Base.lproj", writtenAlwaysShown: true),
        written: "Welcome", dynamicParts: 2, fontName: "Brand-Bold", file: "App/Main.storyboard",
        line: 40, column: 17, element: "abc-12-xyz.text")

    static let verbatimText = TextUse(
        content: .verbatim, written: "Hi", dynamicParts: 1, fontName: "Brand-Light", file: "A.swift",
        line: 2, column: 3, element: "Text")

    static let fontMap = InterfaceBuilderFontMap(
        path: "App/Main.storyboard",
        files: ["Brand-Bold.otf": ["Brand-Bold", "Brand-BoldItalic"], "Empty.ttf": []],
        lines: ["Brand-Bold.otf": 12, "Empty.ttf": 14])

    static let library = RegistrationLibrary(
        type: "FontKit", function: "registerAll", bundleLabel: "in", bundle: .own,
        kind: .graphicsFont, patterns: ["Fonts/*.ttf", "**/*.otf"], ignoresCase: true,
        includesNestedBundles: true, summary: "the fonts of Fonts/")

    static var registration: FontRegistration {
        var registration = FontRegistration(
            kind: .assetNames, call: "CTFontManagerRegisterFontsWithAssetNames", file: "App/Fonts.swift",
            line: 19, bundleReference: .own, files: ["Brand-Bold.otf", "Fonts/Brand-Light"],
            fileExtension: "otf", subdirectory: "Fonts", isDynamic: true)
        registration.library = library
        registration.followed = [
            "Brand-Bold.otf": FollowedName(
                written: "font.rawValue",
                source: ValueSource(label: "case bold", file: "App/Fonts.swift", line: 3))
        ]
        registration.bundle = "DesignSystem_DesignSystem.bundle"
        registration.fonts = ["Sources/DesignSystem/Fonts/Brand-Bold.otf"]
        registration.missingFiles = ["Brand-Black.otf"]
        registration.gitIgnoredFiles = [
            "Brand-Black.otf": IgnoreLine(file: ".gitignore", line: 3, pattern: "*-Black.otf")
        ]
        return registration
    }

    static let generated = GeneratedFontsFile(
        file: "Generated/Fonts.swift", enumName: "FontFamily",
        fonts: [
            GeneratedFont(
                name: "Roboto-Bold", family: "Roboto", path: "Roboto-Bold.ttf", file: "Generated/Fonts.swift",
                line: 30, column: 44, key: "Roboto.bold")
        ],
        registerAllCalls: [location],
        uses: [
            "Roboto.bold": [location, FileLocation(file: "App/AppDelegate.swift", line: nil, column: nil)],
            "Roboto.light": [],
        ],
        bundle: "Fonts.bundle", synthesized: true)

    static let synthesizedUse = SynthesizedFontUse(
        enumName: "DesignSystemFontFamily", family: "Pretendard", member: "semiBold",
        file: "App/Home.swift", line: 77)

    static let styleDictionary = StyleDictionary(
        path: "Styles.plist",
        entries: [
            StyleDictionary.Entry(
                key: "body", line: 3, column: 5, fontName: "Brand-Regular", fontSize: 17.25,
                problem: "the fontSize is -3"),
            StyleDictionary.Entry(key: "title", line: nil, column: nil, fontName: nil, fontSize: nil, problem: nil),
        ])

    static var scaling: ScalingCode {
        var scaling = ScalingCode()
        scaling.fontProperties = ["TitleView.label", "label"]
        scaling.scalingFiles = ["App/Scaled.swift"]
        scaling.classes = ["TitleView", "BaseView"]
        scaling.superclasses = ["TitleView": "BaseView", "BaseView": "UIView"]
        scaling.fontMethods = ["scale"]
        scaling.outletCalls = ["TitleView.label": ["scale", "sizeToFit"], "label": []]
        return scaling
    }

    static var contribution: SourceContribution {
        var contribution = SourceContribution()
        contribution.requests = requests
        contribution.dynamic = [dynamic]
        contribution.styleDictionaries = [styleDictionary]
        contribution.fontMaps = [fontMap]
        contribution.problems = [.init(path: "Broken.xib", reason: "not XML"), .init(path: "Other.json", reason: "")]
        contribution.missing = ["Gone.swift"]
        contribution.registrations = [registration]
        contribution.generatedFonts = [generated]
        contribution.synthesizedUses = [synthesizedUse]
        contribution.texts = [text, verbatimText]
        contribution.localizationFiles = [
            .init(path: "/tmp/en.lproj/Localizable.strings", display: "en.lproj/Localizable.strings")
        ]
        contribution.requiredJSON = ["@assets/i18n/bg.json"]
        contribution.importedSVG = ["src/assets/logo.svg"]
        contribution.runtimeFonts = [
            RuntimeFont(alias: "brand", file: nil, call: "Font.loadAsync", source: "App.tsx", line: 9)
        ]
        contribution.runtimeFamiliesOpen = true
        contribution.scaling = scaling
        contribution.objectiveCNames.definitions = [
            .init(name: "BRAND_BOLD", value: "Brand-Bold", label: "#define BRAND_BOLD", file: "Fonts.h", line: 3)
        ]
        contribution.objectiveCNames.pending = [.init(request: requests[1])]
        contribution.objectiveCNames.imports = ["Legacy.m": ["Fonts.h", "UIKit.h"]]
        return contribution
    }

    /// Every case, nested.
    static let expression = NameExpression.concatenation([
        .literal("Brand-"), .reference(["Fonts", "weight"]), .member(type: "Fonts", name: "style"),
        .member(type: nil, name: "bare"),
        .rawValue(["FontName", "bold"]), .concatenation([.implicitMember("brandBold"), .unknown, .concatenation([])]),
        .described(.reference(["family"])), .cases(type: "Weight", raw: true),
        .parameter(
            function: "makeLabel(fontName:)", label: "fontName", index: 0, fallback: [.literal("Brand-Regular")]),
        .caseParameter(function: "title(_:)", label: "_", index: 0, type: "CustomFont", raw: false, fallback: []),
        .oneOf([.literal("A"), .literal("B")]),
        .word("BRAND_BOLD", file: "App/Label.m"),
        .sourced(.literal("Brand-Bold"), ValueSource(label: "#define BODY_FONT(size)", file: "App/Fonts.h", line: 2)),
        .open(OpenReason(.assignment, "Theme.bodyFont")),
    ])

    static var constants: NameDefinitions {
        var constants = NameDefinitions()
        constants.qualified = true
        constants.define(["brandBold", "Fonts.brandBold"], .literal("Brand-Bold"))
        constants.define(["twice"], .literal("A"))
        constants.define(["twice"], .literal("B"))
        constants.define(["derived"], .concatenation([.reference(["brandBold"]), .literal("-Italic")]))
        constants.define(["unknowable"], expression)
        constants.defineRawValue("FontName.bold", "Brand-Bold")
        constants.markGeneratedFont("Roboto.bold")
        constants.markDescribedOtherwise("Weight")
        constants.markStatic("Keys.name")
        constants.defineConformance("Brand", to: ["FontRepresentable"])
        constants.defineProtocol("FontRepresentable")
        constants.markAmbiguous("ambiguous")
        constants.defineCases(
            "Weight",
            [
                NameDefinitions.EnumCase(
                    name: "bold", raw: "Bold", rawWritten: true, describedAsName: true, file: "Weights.swift", line: 3),
                NameDefinitions.EnumCase(
                    name: "black", raw: nil, rawWritten: false, describedAsName: false, file: "Weights.swift", line: 4),
            ])
        constants.defineStaticValue(
            "FontName",
            NameDefinitions.EnumCase(
                name: "matterMedium", raw: "Matter-Medium", rawWritten: true,
                describedAsName: false, file: "Fonts.swift", line: 8))
        constants.defineComputed(
            ["TextStyle.fontName"],
            [NameDefinitions.Returned(expression: .literal("Brand-Heavy"), file: "Styles.swift", line: 9)])
        constants.defineAssignable(
            "Theme.bodyFont",
            [NameDefinitions.Returned(expression: .literal("Brand-Regular"), file: "Theme.swift", line: 3)],
            at: ["Theme.swift:3"])
        constants.defineStorageKey("THEbody", of: "Theme.bodyFont")
        constants.definitionsComplete = true
        constants.declareFontFamilyType("AppFontFamily")
        constants.calls["makeLabel"] = [
            NameDefinitions.CallSite(
                labels: ["fontName", nil], arguments: [.literal("Brand-Bold"), .unknown],
                file: "Views.swift", line: 25)
        ]
        constants.scope = NameScope(
            definitions: [
                NameScope.Definition(
                    name: "BRAND_BOLD", value: "Brand-Bold",
                    source: ValueSource(label: "#define BRAND_BOLD", file: "App/Fonts.h", line: 1), shared: true)
            ],
            includes: ["App/Label.m": ["Fonts.h"]], seenByAll: ["App/Prefix.pch"], files: ["App/Macros.h"],
            lookingUp: ["App/Label.m"])
        return constants
    }

    static let found = TextUseVisitor.Found(use: text, fontLine: 41, fontColumn: 30, reference: ["Strings", "title"])

    static var parseResult: SwiftParseCache.Result {
        (
            requests.map { (request: $0, expression: expression) }, constants,
            [found, TextUseVisitor.Found(use: verbatimText, fontLine: 1, fontColumn: 2)]
        )
    }

    /// The fields of `value` left at a default (nil, empty, zero or false), as `field.inner[0].name`
    /// paths; `depth` levels of structs and arrays deep.
    static func unsetFields(of value: Any, at path: String = "", depth: Int = .max) -> [String] {
        let mirror = Mirror(reflecting: value)
        var unset: [String] = []
        for (offset, child) in mirror.children.enumerated() {
            let name =
                mirror.displayStyle == .collection
                ? "\(path)[\(offset)]" : path + (path.isEmpty ? "" : ".") + (child.label ?? "?")
            unset += unsetValue(child.value, at: name, depth: depth)
        }
        return unset
    }

    private static func unsetValue(_ value: Any, at name: String, depth: Int) -> [String] {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first else { return [name] }
            return unsetValue(wrapped.value, at: name, depth: depth)
        }
        switch value {
        case let flag as Bool where !flag: return [name]
        case let number as Int where number == 0: return [name]
        case let number as Double where number == 0: return [name]
        case let text as String: return text.isEmpty ? [name] : []
        case let collection as any Collection where collection.isEmpty: return [name]
        default: break
        }
        guard depth > 1, mirror.displayStyle == .struct || mirror.displayStyle == .collection else { return [] }
        return unsetFields(of: value, at: name, depth: depth - 1)
    }
}

extension FontRequest {
    /// This request with ``FontRequest/inheritedFrom`` set (the initializer does not take it).
    fileprivate func inheriting(_ source: ValueSource) -> FontRequest {
        var request = self
        request.inheritedFrom = source
        return request
    }
}
