import FontAuditInventory
import FontAuditModel

/// `font-name-not-registered`: the PostScript name of a face whose file is bundled but not registered.
package struct FontNameNotRegisteredRule: Rule {
    package static let description = RuleDescription(
        identifier: "font-name-not-registered",
        name: "Font name belongs to an unregistered file",
        severity: .error,
        summary:
            "A requested name is the PostScript name of a face whose file is in the app but in no manifest (or listed with a wrong path; its family or full name counts there too), or in the checkout but in no target.",
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
        // A name asked again with another element's style is judged where it is written.
        return inventory.requests.filter { !$0.inherited }.compactMap { request -> Finding? in
            let font: FontFile
            switch inventory.resolution(of: request) {
            case .unregistered(let unregistered, _):
                font = unregistered
            case .unknown:
                // The right name of a font no target bundles: the file is the fix, not the name.
                guard let path = inventory.unplacedFile(withFace: request.name) else {
                    // An icon set's font a pod copies into the bundle, which nothing registers.
                    guard let files = Self.podCopiedIconFiles(of: request, in: inventory) else { return nil }
                    return finding(.iconFontNotRegistered(name: request.name, files: files, copied: true), at: request)
                }
                return finding(
                    .requestedFontInNoTarget(
                        name: request.name, api: request.api, path: path, target: inventory.target?.target.name,
                        spec: inventory.target?.xcodeGenSpec, reactNative: request.lookup == .reactNative,
                        expoConfig: inventory.app?.kind == .expoWithoutNativeProject ? inventory.app?.config : nil),
                    at: request)
            case .defaultInstanceOnly(let variable, let face):
                let registration = inventory.registrations(of: variable.path).first { $0.kind == .graphicsFont }
                return finding(
                    .onlyDefaultInstanceRegistered(
                        name: request.name, api: request.api, path: variable.path,
                        registeredAt: registration.map { "\($0.file):\($0.line)" },
                        instance: face.postscriptName ?? face.label),
                    at: request)
            default:
                return nil
            }
            let listedAs: String?
            let owner: Manifest?
            switch UnregisteredReason(of: font, in: inventory) {
            case .registersOnFirstUse(let generated):
                let key =
                    generated.fonts.first { $0.name == request.name }.map { "\(generated.enumName).\($0.key)" }
                    ?? generated.enumName
                return finding(
                    .requestedBeforeFirstUse(
                        name: request.name, api: request.api, path: font.path, generatedFile: generated.file,
                        enumName: generated.enumName, synthesized: generated.synthesized, key: key),
                    at: request)
            case .generatedNeverRegistered(let generated):
                return finding(
                    .requestedGeneratedFontNeverRegistered(
                        name: request.name, api: request.api, path: font.path,
                        generatedFile: generated.file, enumName: generated.enumName),
                    at: request)
            case .packageBundle(let bundle):
                return finding(
                    .requestedPackageFontNeverRegistered(
                        name: request.name, api: request.api, path: font.path, bundle: bundle),
                    at: request)
            case .dataSet(let dataSet):
                return finding(
                    .requestedDataSetFontNeverRegistered(
                        name: request.name, api: request.api, path: font.path, dataSet: dataSet),
                    at: request)
            // The Info.plist's own finding (uiappfonts-ignored-on-macos) says what to write.
            case .listedOnlyForIOS(let manifest):
                return finding(
                    .requestedFontListedOnlyForIOS(
                        name: request.name, api: request.api, path: font.path, plist: manifest.path, listed: true),
                    at: request)
            case .fontKeysUnknown:
                return nil
            // Unlisted: its ATS folder is the fix, never another UIAppFonts entry.
            case .macOSAppWithUIAppFontsOnly(let manifest):
                return finding(
                    .requestedFontListedOnlyForIOS(
                        name: request.name, api: request.api, path: font.path, plist: manifest.path, listed: false),
                    at: request)
            case .missingFromSpec(let context, let spec):
                return finding(
                    .requestedFontMissingFromSpec(
                        name: request.name, api: request.api, path: font.path, target: context.target.name,
                        spec: spec, bundlePath: font.bundlePath),
                    at: request, fix: font.bundlePath)
            case .behindAbsentInfoPlist(let context, let plist):
                return finding(
                    .requestedFontBehindAbsentInfoPlist(
                        name: request.name, api: request.api, path: font.path, target: context.target.name,
                        plist: plist, bundlePath: font.bundlePath),
                    at: request, fix: font.bundlePath)
            case .targetWithoutInfoPlist(let context):
                return finding(
                    .requestedFontInTargetWithoutInfoPlist(
                        name: request.name, api: request.api, path: font.path, target: context.target.name,
                        generatesInfoPlist: context.target.generatesInfoPlist, bundlePath: font.bundlePath),
                    at: request, fix: font.bundlePath)
            // The request still needs the file listed: an unreadable plist and an ATS folder are
            // the other rules' to say.
            case .plistUnreadable(let manifest), .outsideATSFolder(let manifest):
                (owner, listedAs) = (manifest, nil)
            case .notListed(let manifest, let listed):
                (owner, listedAs) = (manifest, listed)
            }
            var result = finding(
                .requestedFontNotListed(
                    name: request.name, api: request.api, path: font.path, listedAs: listedAs,
                    addition: owner?.addition(of: font.bundlePath), bundlePath: font.bundlePath),
                at: request, fix: font.bundlePath)
            // An entry that differs only in case is corrected in place (manifest-path-case), not repeated.
            if listedAs == nil, let owner {
                result.action = .addEntry(manifest: owner.path, entry: font.bundlePath)
            }
            return result
        }
    }
}

extension FontNameNotRegisteredRule {
    /// The files of the react-native-vector-icons set whose font `request` (an icon set's import)
    /// asks for: one, or each face of a family drawn in several (Font Awesome 5 Free); empty for
    /// any other request.
    static func iconSetFiles(of request: FontRequest) -> [String] {
        guard request.api == PodFontCatalog.iconSetAPI else { return [] }
        let package = PodFontCatalog.fonts.first { $0.names.contains(request.name) }?.package
        return PodFontCatalog.fonts.filter { $0.package == package && $0.names.contains(request.name) }.map(\.file)
    }

    /// ``iconSetFiles(of:)`` where a pod copies each into the app's bundle (the app depends on the
    /// package and react-native.config.js does not turn its pod off) and the name cannot be a
    /// file the audit does not read; nil otherwise (the file is then not in the app at all:
    /// `font-name-unknown`).
    static func podCopiedIconFiles(of request: FontRequest, in inventory: Inventory) -> [String]? {
        let files = iconSetFiles(of: request)
        guard !files.isEmpty, let copied = inventory.app?.podCopiedFonts,
            files.allSatisfy(copied.contains), !FontNameUnknownRule.mayNameAFileElsewhere(request, in: inventory)
        else { return nil }
        return files
    }
}

extension Finding.Message {
    /// The font of an icon set of react-native-vector-icons the app imports, in `files`, which
    /// nothing registers in the iOS app; `copied`, whether the app's pods copy them into its
    /// bundle.
    static func iconFontNotRegistered(name: String, files: [String], copied: Bool) -> Self {
        let listed = files.map(quoted).joined(separator: " and ")
        let them = files.count == 1 ? "the file" : "the files"
        let fix =
            copied
            ? "Add \(listed) to UIAppFonts in the app's Info.plist (react-native-vector-icons' pod copies \(them) into the bundle but registers nothing)."
            : "Add \(listed) from node_modules to the app target and to UIAppFonts in the app's Info.plist (no pod copies \(them) into this app: react-native.config.js turns react-native-vector-icons' pod off, or the project installs no pods)."
        return Self(
            "iconFontNotRegistered", facts: ["name": name, "file": files.joined(separator: ", ")],
            text:
                "The icon set imported here draws with the font \(quoted(name)), which no font the iOS app registers provides: every icon of the set renders as a box or `?`. \(fix)"
        )
    }
}
