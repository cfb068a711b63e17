import FontAuditInventory
import FontAuditModel
import FontInspectorModel

/// `font-name-unknown`: a requested name matches no registered face and no system font.
package struct FontNameUnknownRule: Rule {
    package static let description = RuleDescription(
        identifier: "font-name-unknown",
        name: "Font name matches nothing",
        severity: .error,
        summary:
            "A font name in code, a storyboard or a style dictionary matches no registered face and no system font.",
        rationale: """
            `UIFont(name:size:)` returns nil and `Font.custom` silently renders the system font when the \
            name is not the PostScript name of a registered face or a system font: a typo, a font that \
            was removed, a name from another app. Use the face's PostScript name (`fontaudit inspect` \
            lists them). macOS requests (`NSFont`, Cocoa xibs, apps with `ATSApplicationFontsPath`) are \
            checked against the fonts macOS ships, iOS ones (Mac Catalyst included) against iOS's. \
            Names of Apple's downloadable SF and New York fonts (`SFProText-Regular`, `SFUIDisplay-Bold`) \
            resolve only on a Mac where a developer installed them: on devices the system font API is the \
            only way to them. A font whose Macintosh `name` record gives another PostScript name than its \
            Windows record answers to both here: which one CoreText registers Apple does not document, and one \
            open-source app asks for the Macintosh one of two such fonts. A React Native app's \
            `fontFamily` is judged on Android too (`platform: android`): React Native opens the APK \
            asset `fonts/<fontFamily>.ttf` (or `.otf`), an `addCustomFont` family or an expo-font \
            alias, never a font's own names, and draws Roboto for a name that opens none; the fix is \
            the asset file's name.
            """,
        triggeringExamples: [
            .withRobotoBold(
                "a typo in the name",
                sources: ["Title.swift": "let f = UIFont(name: ↓\"Roboto-Blod\", size: 17)\n"],
                expect: [.atMarker(fix: "Roboto-Bold")]),
            RuleExample(
                "a font file's name, which CoreText never looks up", appFonts: ["Brand-Heavy.ttf"],
                files: ["Fonts/Brand-Heavy.ttf": "Roboto/Roboto-Bold.ttf"],
                sources: ["Title.swift": "let f = UIFont(name: ↓\"Brand-Heavy\", size: 17)\n"],
                expect: [.atMarker(fix: "Roboto-Bold")]),
            RuleExample(
                "SF Pro by name: installed on the developer's Mac only",
                sources: ["Title.swift": "let f = UIFont(name: ↓\"SFProText-Semibold\", size: 17)\n"],
                expect: [.atMarker(fix: nil)]),
            RuleExample(
                "a typo in a macOS system font's name: an error, as on iOS",
                sources: ["Editor.swift": "let f = NSFont(name: ↓\"Menlo-Reglar\", size: 13)\n"],
                expect: [.atMarker(fix: "Menlo-Regular")]),
        ],
        nonTriggeringExamples: [
            .withRobotoBold(
                "the PostScript name of a registered face",
                sources: ["Title.swift": "let f = UIFont(name: \"Roboto-Bold\", size: 17)\n"]),
            RuleExample(
                "an iOS system font", sources: ["Title.swift": "let f = UIFont(name: \"AvenirNext-Bold\", size: 17)\n"]),
            RuleExample(
                "a macOS system font in a macOS app",
                sources: ["Editor.swift": "let f = NSFont(name: \"PTMono-Regular\", size: 13)\n"]),
            RuleExample(
                "the PostScript name a font's Macintosh record gives, where its Windows record gives another",
                appFonts: ["TwoRecordNames.ttf"], files: ["Fonts/TwoRecordNames.ttf": "Edge/TwoRecordNames.ttf"],
                sources: ["Title.swift": "let f = UIFont(name: \"TwoRecords-Mac\", size: 17)\n"]),
        ],
        fixReplacesName: true,
        fixMode:
            nameRewriteReach
            + " Only when one name is suggested."
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        androidFindings(in: inventory) + iOSFindings(in: inventory)
    }

    private func iOSFindings(in inventory: Inventory) -> [Finding] {
        // A name asked again with another element's style is judged where it is written.
        return inventory.requests.filter { !$0.inherited }.compactMap { request -> Finding? in
            guard case .unknown(let suggestion) = inventory.resolution(of: request) else { return nil }
            // The face of a file no target bundles, or an icon set's font a pod copies into the
            // bundle: font-name-not-registered names the file.
            if inventory.unplacedFile(withFace: request.name) != nil
                || FontNameNotRegisteredRule.podCopiedIconFiles(of: request, in: inventory) != nil
            {
                return nil
            }
            if Self.mayNameAFileElsewhere(request, in: inventory) { return nil }
            if request.name.hasPrefix(".") {
                return finding(
                    .privateSystemFontName(name: request.name, api: request.api),
                    at: request)
            }
            let platform = inventory.systemFonts(for: request).platform.displayName
            if let apple = SystemFontCatalog.appleDownloadFamily(of: request.name) {
                return finding(
                    .appleDownloadFont(
                        name: request.name, api: request.api, family: apple.family, systemAPI: apple.api),
                    at: request,
                    notes: [
                        "checked as \(platform); Apple's license for its SF fonts does not allow bundling them in an app"
                    ])
            }
            // A font file's name: the fix is its face's PostScript name, whatever name is nearest.
            let fileName = request.lookup == .reactNative ? nil : Self.fileNameMessage(request, in: inventory)
            let fix = fileName?.facts["postscript"] ?? suggestion
            var result = finding(
                request.lookup == .reactNative
                    ? Self.reactNativeMessage(request, suggestion: suggestion, in: inventory)
                    : fileName
                        ?? .unknownName(
                            name: request.name, api: request.api, platform: platform, suggestion: suggestion),
                at: request,
                fix: fix)
            if let fix {
                let family = inventory.fonts.lazy.flatMap(\.report.faces).first { $0.postscriptName == fix }?.family
                result.action = .replaceName(request: request, new: fix, family: family)
            }
            return result
        }
    }
}

extension FontNameUnknownRule {
    /// React Native's reading of an unknown `fontFamily`: a font file's name (Android's name for it)
    /// says so, with the face's names iOS knows.
    static func reactNativeMessage(_ request: FontRequest, suggestion: String?, in inventory: Inventory)
        -> Finding.Message
    {
        let files = FontNameNotRegisteredRule.iconSetFiles(of: request)
        if !files.isEmpty { return .iconFontNotRegistered(name: request.name, files: files, copied: false) }
        let file = inventory.fonts.first { font in
            FileName.stem(of: font.path) == request.name && font.report.faces.contains { $0.postscriptName != nil }
        }
        guard let file, let face = file.report.faces.first(where: { $0.postscriptName != nil }),
            let postscript = face.postscriptName
        else { return .reactNativeUnknownName(name: request.name, suggestion: suggestion) }
        return .androidFileName(
            name: request.name, file: file.path, postscript: postscript, family: face.typographicFamily ?? face.family)
    }
}

extension FontNameUnknownRule {
    /// A name that is a font file's (`case medium = "GT Walsheim Md"`, a raw value that also names
    /// the file it registers): says so, with the face's PostScript name; nil for any other name.
    static func fileNameMessage(_ request: FontRequest, in inventory: Inventory) -> Finding.Message? {
        guard
            let file = inventory.fonts.first(where: { font in
                FileName.stem(of: font.path) == request.name && font.report.faces.count == 1
            }), let postscript = file.report.faces.first?.postscriptName
        else { return nil }
        return .fileNameAsFontName(name: request.name, api: request.api, file: file.path, postscript: postscript)
    }
}

extension Finding.Message {
    /// A name that is the name of a font file, which CoreText never looks up.
    static func fileNameAsFontName(name: String, api: String, file: String, postscript: String) -> Self {
        Self(
            "fileNameAsFontName", facts: ["name": name, "api": api, "file": file, "postscript": postscript],
            text:
                "\(quoted(name)) (\(api)) is the name of the font file \(quoted(file)), not a name of its font: CoreText looks a name up among the registered fonts' PostScript names (then their family and full names), never a file's, so the text renders in the system font. Write \(quoted(postscript)) (its PostScript name)."
        )
    }

    /// A `fontFamily` that is a font file's name: Android's name for the font, not iOS's.
    static func androidFileName(name: String, file: String, postscript: String, family: String?) -> Self {
        let family = family.map { " or \(quoted($0)) (its family)" } ?? ""
        return Self(
            "androidFileName", facts: ["name": name, "file": file, "postscript": postscript],
            text:
                "\(quoted(name)) (fontFamily) is the name of the font file \(file): it works on Android, where the file name is the family, but iOS looks a fontFamily up as a family, then as a PostScript or full name, finds none, logs \"Unrecognized font family '\(name)'\" and renders the system font. On iOS write \(quoted(postscript)) (its PostScript name)\(family); where Android needs the file's name, choose with Platform.select."
        )
    }

    /// A `fontFamily` no registered face and no system font has as family, PostScript or full name.
    static func reactNativeUnknownName(name: String, suggestion: String?) -> Self {
        let advice =
            suggestion.map { " Did you mean \(quoted($0))?" }
            ?? " Use a family or PostScript name that `fontaudit inspect` lists for the app's fonts."
        return Self(
            "reactNativeUnknownName", facts: ["name": name, "suggestion": suggestion ?? ""],
            text:
                "\(quoted(name)) (fontFamily) is no family, PostScript or full name of a font the iOS app registers, nor of an iOS system font: React Native logs \"Unrecognized font family '\(name)'\" and renders the system font."
                + advice)
    }

    /// A private system font name (`.SFUI-Regular`) asked for through `api`.
    static func privateSystemFontName(name: String, api: String) -> Self {
        Self(
            "privateSystemFontName", facts: ["name": name, "api": api],
            text:
                "\(quoted(name)) (\(api)) is a private system font name: it is no public API, and since iOS 13 a lookup by it returns Times New Roman. Use the system font through its API (UIFont.systemFont(ofSize:), Font.system(size:))."
        )
    }

    /// A face of Apple's downloadable `family` (SF Mono, New York), which only `systemAPI` draws.
    static func appleDownloadFont(name: String, api: String, family: String, systemAPI: String) -> Self {
        Self(
            "appleDownloadFont", facts: ["name": name, "api": api, "family": family, "systemAPI": systemAPI],
            text:
                "\(quoted(name)) (\(api)) is a font of Apple's \(family) download: it is installed on a Mac where a developer ran that installer, and ships on no iPhone, iPad or Mac, so everywhere else the text renders in the default system font. \(family) is reachable only through the system-font APIs: \(systemAPI)."
        )
    }

    /// A name that matches no registered font and no system font of `platform`; `suggestion`, the
    /// PostScript name it most likely means.
    static func unknownName(name: String, api: String, platform: String, suggestion: String?) -> Self {
        let advice =
            suggestion.map { " Did you mean \(quoted($0))?" }
            ?? " Use a PostScript name that `fontaudit inspect` lists for the app's fonts."
        return Self(
            "unknownName", facts: ["name": name, "api": api, "platform": platform, "suggestion": suggestion ?? ""],
            text:
                "\(quoted(name)) (\(api)) matches no PostScript name of a registered font or \(platform == "iOS" ? "an" : "a") \(platform) system font, so the text renders in the system font."
                + advice)
    }
}

extension FontNameUnknownRule {
    /// Whether the name may be a face of a file the audit cannot read: one a SwiftGen-generated
    /// font declares (checked where it is generated), one code registers or UIAppFonts lists that
    /// the checkout lacks. Such a name is not called unknown, nor unregistered.
    static func mayNameAFileElsewhere(_ request: FontRequest, in inventory: Inventory) -> Bool {
        // A name a SwiftGen-generated font declares is checked once, where it is generated
        // (generated-font-stale), not at every use.
        if inventory.generatedFonts.contains(where: { $0.fonts.contains { $0.name == request.name } }) {
            return true
        }
        // A file code registers that this checkout lacks (registered-file-missing) may well be
        // the face asked for: the name cannot be checked, so it is not called unknown.
        if inventory.registrations.contains(where: {
            $0.missingFiles.contains { folded(FileName.stem(of: $0)) == folded(request.name) }
        }) {
            return true
        }
        // So may a file UIAppFonts lists and the project copies, which this checkout lacks (a
        // font made by the build, kept out of git): `manifest-file-missing` says so.
        if inventory.manifests.contains(where: { manifest in
            manifest.appFonts.contains { entry in
                switch entry.resolution {
                case .referenceMissing(let path): return folded(FileName.stem(of: path)) == folded(request.name)
                // Or a package's file the install brings (`node_modules/`).
                case .installedPackage: return folded(FileName.stem(of: entry.value)) == folded(request.name)
                default: return false
                }
            }
        }) {
            return true
        }
        return false
    }
}
