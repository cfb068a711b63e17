import FontAuditInventory
import FontAuditModel
import FontAuditReaders

/// `font-name-not-registered`: the PostScript name of a face whose file is bundled but not registered.
package struct FontNameNotRegisteredRule: Rule {
    package static let description = RuleDescription(
        identifier: "font-name-not-registered",
        name: "Font name belongs to an unregistered file",
        severity: .error,
        summary:
            "A requested name is the PostScript name of a face whose file is in the app but in no manifest (or listed with a wrong path), or in the checkout but in no target.",
        rationale: """
            The name is right and the file is in the app, but iOS never registers it: the file is missing \
            from UIAppFonts, or listed with a path that does not match (a folder or letter case that \
            differs). The request silently renders the system font. List the file in UIAppFonts with \
            its exact bundle path. When the file is in the checkout but no target copies it into its \
            bundle, the finding names the file: add it to the target, then list it.
            """,
        triggeringExamples: [
            RuleExample(
                "a bundled file missing from UIAppFonts", appFonts: ["Roboto-Regular.ttf"],
                files: [
                    "Fonts/Roboto-Regular.ttf": "Roboto/Roboto-Regular.ttf",
                    "Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf",
                ],
                sources: ["Title.swift": "let f = UIFont(name: ↓\"Roboto-Bold\", size: 17)\n"],
                expect: [.atMarker(fix: "Roboto-Bold.ttf")]),
            RuleExample(
                "faces of files no target copies: one its synchronized folder excludes, one outside the project",
                project: "NoTarget/NoTarget.xcodeproj",
                expect: [
                    .init(file: "App/NoTargetApp.swift", line: 10, fix: nil),
                    .init(file: "App/NoTargetApp.swift", line: 12, fix: nil),
                ]),
        ],
        nonTriggeringExamples: [
            .withRobotoBold(
                "the file is listed",
                sources: ["Title.swift": "let f = UIFont(name: \"Roboto-Bold\", size: 17)\n"])
        ],
        fixMode:
            "The font file is added to the Info.plist's UIAppFonts array (or a new UIAppFonts key), in the file's own indentation and line breaks."
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        return inventory.requests.compactMap { request -> Finding? in
            let font: FontFile
            switch inventory.resolution(of: request) {
            case .unregistered(let unregistered, _):
                font = unregistered
            case .unknown:
                // The right name of a font no target bundles: the file is the fix, not the name.
                guard let path = inventory.unplacedFile(withFace: request.name) else { return nil }
                return finding(
                    .requestedFontInNoTarget(
                        name: request.name, api: request.api, path: path, target: inventory.target?.target.name,
                        spec: inventory.target?.xcodeGenSpec),
                    at: request, name: request.name)
            case .defaultInstanceOnly(let variable, let face):
                let registration = inventory.registrations(of: variable.path).first { $0.kind == .graphicsFont }
                return finding(
                    .onlyDefaultInstanceRegistered(
                        name: request.name, api: request.api, path: variable.path,
                        registeredAt: registration.map { "\($0.file):\($0.line)" },
                        instance: face.postscriptName ?? face.label),
                    at: request, name: request.name)
            default:
                return nil
            }
            if let generated = FontNotListedRule.generatedFile(declaring: font, in: inventory),
                !generated.registrations.isEmpty
            {
                let key =
                    generated.fonts.first { $0.name == request.name }.map { "\(generated.enumName).\($0.key)" }
                    ?? generated.enumName
                return finding(
                    .requestedBeforeFirstUse(
                        name: request.name, api: request.api, path: font.path, generatedFile: generated.file,
                        enumName: generated.enumName, synthesized: generated.synthesized, key: key),
                    at: request, name: request.name)
            }
            if let generated = FontNotListedRule.missingGeneratedCall(for: font, in: inventory) {
                return finding(
                    .requestedGeneratedFontNeverRegistered(
                        name: request.name, api: request.api, path: font.path,
                        generatedFile: generated.file, enumName: generated.enumName),
                    at: request, name: request.name)
            }
            if let bundle = font.bundle {
                return finding(
                    .requestedPackageFontNeverRegistered(
                        name: request.name, api: request.api, path: font.path, bundle: bundle),
                    at: request, name: request.name)
            }
            // A data set is compiled into Assets.car: no UIAppFonts entry can name it, only code.
            if font.bundlePath.hasPrefix(AssetDataSet.prefix) {
                return finding(
                    .requestedDataSetFontNeverRegistered(
                        name: request.name, api: request.api, path: font.path,
                        dataSet: String(font.bundlePath.dropFirst(AssetDataSet.prefix.count))),
                    at: request, name: request.name)
            }
            // Listed, in a macOS app: the Info.plist's own finding (uiappfonts-ignored-on-macos) says what to write.
            if let manifest = inventory.appFontsIgnored(listing: font.path) {
                return finding(
                    .requestedFontListedOnlyForIOS(
                        name: request.name, api: request.api, path: font.path, plist: manifest.path, listed: true),
                    at: request, name: request.name)
            }
            let owner = inventory.owner(of: font.path)
            if inventory.target?.fontKeysUnknown == true { return nil }
            // Unlisted, in a macOS app whose plist has UIAppFonts only: its ATS folder is the fix,
            // never another UIAppFonts entry.
            if let owner, inventory.macOSBuild(of: owner) == .only, owner.atsFontsPath == nil, !owner.appFonts.isEmpty {
                return finding(
                    .requestedFontListedOnlyForIOS(
                        name: request.name, api: request.api, path: font.path, plist: owner.path, listed: false),
                    at: request, name: request.name)
            }
            var listedWrongly: String?
            for entry in owner?.appFonts ?? [] {
                if case .caseMismatch(let path, _) = entry.resolution, path == font.path { listedWrongly = entry.value }
            }
            if let context = inventory.target, context.infoPlistAbsent, let spec = context.infoPlistSpec {
                return finding(
                    .requestedFontMissingFromSpec(
                        name: request.name, api: request.api, path: font.path, target: context.target.name,
                        spec: spec, bundlePath: font.bundlePath),
                    at: request, name: request.name, fix: font.bundlePath)
            }
            if let context = inventory.target, context.infoPlistAbsent, let plist = context.target.infoPlistFile {
                return finding(
                    .requestedFontBehindAbsentInfoPlist(
                        name: request.name, api: request.api, path: font.path, target: context.target.name,
                        plist: plist, bundlePath: font.bundlePath),
                    at: request, name: request.name, fix: font.bundlePath)
            }
            if let context = inventory.target, context.target.infoPlistFile == nil {
                return finding(
                    .requestedFontInTargetWithoutInfoPlist(
                        name: request.name, api: request.api, path: font.path, target: context.target.name,
                        generatesInfoPlist: context.target.generatesInfoPlist, bundlePath: font.bundlePath),
                    at: request, name: request.name, fix: font.bundlePath)
            }
            var result = finding(
                .requestedFontNotListed(
                    name: request.name, api: request.api, path: font.path, listedAs: listedWrongly,
                    addition: owner?.addition(of: font.bundlePath), bundlePath: font.bundlePath),
                at: request, name: request.name, fix: font.bundlePath)
            // An entry that differs only in case is corrected in place (manifest-path-case), not repeated.
            if listedWrongly == nil, let owner {
                result.action = .addEntry(manifest: owner.path, entry: font.bundlePath)
            }
            return result
        }
    }
}

extension Finding.Message {
    /// A named instance `name` of the variable font at `path`, registered as a CGFont (at
    /// `registeredAt`, `file:line`), which exposes only its default `instance`.
    static func onlyDefaultInstanceRegistered(
        name: String, api: String, path: String, registeredAt: String?, instance: String
    ) -> Self {
        Self(
            "onlyDefaultInstanceRegistered",
            facts: ["name": name, "api": api, "path": path, "registeredAt": registeredAt ?? "", "instance": instance],
            text:
                "\(quoted(name)) (\(api)) is a named instance of the variable font \(quoted(path)), which is registered as a CGFont (CTFontManagerRegisterGraphicsFont\(registeredAt.map { " at \(quoted($0))" } ?? "")): that exposes only its default instance \(quoted(instance)), so the text renders in that instance or the system font. Register the file by URL (CTFontManagerRegisterFontsForURL) or list it in UIAppFonts, which register every named instance."
        )
    }

    /// A face that SwiftGen's `generatedFile` (or Tuist's `synthesized` `enumName`) registers on
    /// first use of `key`, asked for by name.
    static func requestedBeforeFirstUse(
        name: String, api: String, path: String, generatedFile: String, enumName: String, synthesized: Bool, key: String
    ) -> Self {
        Self(
            "requestedBeforeFirstUse",
            facts: [
                "name": name, "api": api, "path": path, "generatedFile": generatedFile, "enumName": enumName,
                "synthesized": String(synthesized), "key": key,
            ],
            text:
                "\(faceOf(name, api, path)), which \(synthesized ? "Tuist's synthesized `\(enumName)`" : "SwiftGen's \(quoted(generatedFile))") registers only on first use of \(quoted(key)) through its API, and this code asks by name, so unless that happened first the text renders in the system font. Write \(key).font(size:) (or Font.custom(\(key), size:)), or call \(enumName).registerAllCustomFonts() at launch."
        )
    }

    /// A face that SwiftGen's `generatedFile` declares, whose `enumName.registerAllCustomFonts()`
    /// nothing calls.
    static func requestedGeneratedFontNeverRegistered(
        name: String, api: String, path: String, generatedFile: String, enumName: String
    ) -> Self {
        Self(
            "requestedGeneratedFontNeverRegistered",
            facts: ["name": name, "api": api, "path": path, "generatedFile": generatedFile, "enumName": enumName],
            text:
                "\(faceOf(name, api, path)), which SwiftGen's \(quoted(generatedFile)) declares, but nothing calls `\(enumName).registerAllCustomFonts()` and no code uses its generated fonts, so it never registers and the text renders in the system font. Call \(enumName).registerAllCustomFonts() at launch."
        )
    }

    /// A face in the `bundle` of a Swift package, which nothing registers.
    static func requestedPackageFontNeverRegistered(name: String, api: String, path: String, bundle: String) -> Self {
        Self(
            "requestedPackageFontNeverRegistered", facts: ["name": name, "api": api, "path": path, "bundle": bundle],
            text:
                "\(faceOf(name, api, path)), in the \(quoted(bundle)) bundle of a Swift package, but nothing registers it (UIAppFonts reaches the main bundle only), so the text renders in the system font. Register it from that bundle at launch with CTFontManagerRegisterFontsForURL(Bundle.module.url(forResource:withExtension:)…) in that package."
        )
    }

    /// A face in the asset catalog's `dataSet`, which no code registers.
    static func requestedDataSetFontNeverRegistered(name: String, api: String, path: String, dataSet: String) -> Self {
        Self(
            "requestedDataSetFontNeverRegistered", facts: ["name": name, "api": api, "path": path, "dataSet": dataSet],
            text:
                "\(faceOf(name, api, path)), in the asset catalog's data set \(quoted(dataSet)), which only code can register, and nothing does, so the text renders in the system font. Register it at launch: CTFontManagerRegisterGraphicsFont(CGFont(CGDataProvider(data: NSDataAsset(name: \"\(dataSet)\")!.data as CFData)!)!, nil)."
        )
    }

    /// A face of a font that `target` copies, whose Info.plist the project `spec` generates with no UIAppFonts.
    static func requestedFontMissingFromSpec(
        name: String, api: String, path: String, target: String, spec: String, bundlePath: String
    ) -> Self {
        Self(
            "requestedFontMissingFromSpec",
            facts: ["name": name, "api": api, "path": path, "target": target, "spec": spec, "bundlePath": bundlePath],
            text:
                "\(faceOf(name, api, path)), but target \(target)'s Info.plist, generated by \(quoted(spec)), has no UIAppFonts, and no code registers the font, so it never registers and the text renders in the system font. Add \"UIAppFonts\" with \"\(bundlePath)\" to the target's Info.plist keys in \(quoted(spec))."
        )
    }

    /// A face of a font that `target` copies, whose INFOPLIST_FILE `plist` is not in the checkout.
    static func requestedFontBehindAbsentInfoPlist(
        name: String, api: String, path: String, target: String, plist: String, bundlePath: String
    ) -> Self {
        Self(
            "requestedFontBehindAbsentInfoPlist",
            facts: [
                "name": name, "api": api, "path": path, "target": target, "plist": plist, "bundlePath": bundlePath,
            ],
            text:
                "\(faceOf(name, api, path)), but target \(target)'s INFOPLIST_FILE names \(quoted(plist)), which is not in the checkout, and no code registers the font, so it never registers and the text renders in the system font. Point INFOPLIST_FILE at the target's Info.plist and add <string>\(bundlePath)</string> to its UIAppFonts."
        )
    }

    /// A face of a font that `target` copies, which has no Info.plist (or `generatesInfoPlist`).
    static func requestedFontInTargetWithoutInfoPlist(
        name: String, api: String, path: String, target: String, generatesInfoPlist: Bool, bundlePath: String
    ) -> Self {
        let why =
            generatesInfoPlist
            ? "generates its Info.plist, which lists no fonts"
            : "has no Info.plist (INFOPLIST_FILE is not set and GENERATE_INFOPLIST_FILE is not YES)"
        return Self(
            "requestedFontInTargetWithoutInfoPlist",
            facts: [
                "name": name, "api": api, "path": path, "target": target,
                "generatesInfoPlist": String(generatesInfoPlist), "bundlePath": bundlePath,
            ],
            text:
                "\(faceOf(name, api, path)), but target \(target) \(why), so it never registers and the text renders in the system font. Add an Info.plist with <string>\(bundlePath)</string> in UIAppFonts and name it in INFOPLIST_FILE."
        )
    }

    /// A face of a font that `plist`'s UIAppFonts lists, in a macOS app, which does not read that key.
    static func requestedFontListedOnlyForIOS(name: String, api: String, path: String, plist: String, listed: Bool)
        -> Self
    {
        let which =
            listed
            ? "which \(quoted(plist)) lists in UIAppFonts, but this is a macOS app, and macOS does not read UIAppFonts"
            : "in a macOS app, whose \(quoted(plist)) has UIAppFonts (which macOS does not read) and no ATSApplicationFontsPath"
        return Self(
            "requestedFontListedOnlyForIOS", facts: ["name": name, "api": api, "path": path, "plist": plist],
            text:
                "\(faceOf(name, api, path)), \(which), so it never registers and the text renders in the system font. Add ATSApplicationFontsPath to \(quoted(plist)) (its finding there says the folder)."
        )
    }

    /// A face of a font that no UIAppFonts entry lists (`listedAs`, an entry that matches it only
    /// when case is ignored); `addition`, what to add to the Info.plist that governs it.
    static func requestedFontNotListed(
        name: String, api: String, path: String, listedAs: String?, addition: String?, bundlePath: String
    ) -> Self {
        let why =
            listedAs.map { "is listed as \(quoted($0)), which matches it only when case is ignored" }
            ?? "is in no UIAppFonts entry"
        return Self(
            "requestedFontNotListed",
            facts: [
                "name": name, "api": api, "path": path, "listedAs": listedAs ?? "", "addition": addition ?? "",
                "bundlePath": bundlePath,
            ],
            text:
                "\(faceOf(name, api, path)), but that file \(why), so it never registers and the text renders in the system font. Add \(addition ?? "<string>\(bundlePath)</string> to UIAppFonts in the Info.plist")."
        )
    }

    /// "`Roboto-Bold` (UIFont(name:size:)) is a face of `App/Roboto-Bold.ttf`".
    /// A face of the font file `path`, which no target bundles (`target`, the audited target in
    /// project mode; `spec`, the XcodeGen spec that makes its project).
    static func requestedFontInNoTarget(name: String, api: String, path: String, target: String?, spec: String?) -> Self
    {
        let fix: String
        if let target, let spec {
            fix =
                "Add its folder to the `sources` of target \(target) in \(quoted(spec)) (with `buildPhase: resources`), run `xcodegen generate`, and list the file in UIAppFonts."
        } else if let target {
            fix =
                "Add the file to target \(target): tick \(target) under its Target Membership (drag it into the project first if the project does not show it), then list it in UIAppFonts."
        } else {
            fix =
                "Move it into the app's folder (or add it to the target's Copy Bundle Resources phase) and list it in UIAppFonts."
        }
        let nowhere =
            target == nil
            ? "which is outside every app folder (no Info.plist's folder holds it)"
            : "which no target copies into its bundle"
        return Self(
            "requestedFontInNoTarget",
            facts: ["name": name, "api": api, "path": path, "target": target ?? "", "spec": spec ?? ""],
            text:
                "\(faceOf(name, api, path)), \(nowhere), so it never reaches the app and the text renders in the system font. \(fix)"
        )
    }

    private static func faceOf(_ name: String, _ api: String, _ path: String) -> String {
        "\(quoted(name)) (\(api)) is a face of \(quoted(path))"
    }
}
