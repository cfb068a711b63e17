import FontAuditInventory
import FontAuditModel
import FontInspectorModel

/// `uiappfonts-ignored-on-macos`: a macOS app that lists its fonts in `UIAppFonts` only.
package struct UIAppFontsIgnoredOnMacOSRule: Rule {
    package static let description = RuleDescription(
        identifier: "uiappfonts-ignored-on-macos",
        name: "UIAppFonts is ignored on macOS",
        severity: .error,
        summary:
            "A target that builds a macOS app lists fonts in UIAppFonts and has no ATSApplicationFontsPath, which is the key macOS reads.",
        rationale: """
            UIAppFonts is read by iOS, iPadOS, tvOS, visionOS, watchOS and Mac Catalyst apps. A native \
            macOS app (AppKit or SwiftUI, `SDKROOT = macosx`, or one target whose SUPPORTED_PLATFORMS \
            include macosx) does not read it: it registers the fonts of the folder that \
            ATSApplicationFontsPath names, relative to Contents/Resources. An app that lists its fonts \
            only in UIAppFonts builds and runs, and every text that asks for them renders in the system \
            font on the Mac. Add ATSApplicationFontsPath (`.` when the fonts are copied into Resources \
            itself), or register the fonts in code; iOS ignores ATSApplicationFontsPath, so one Info.plist \
            can hold both keys.
            """,
        triggeringExamples: [
            RuleExample(
                "a macOS target whose Info.plist has UIAppFonts only", project: "MacPlatforms/MacPlatforms.xcodeproj",
                target: "Mac", expect: [.init(file: "Mac/Info.plist", line: 7, fix: nil)]),
            RuleExample(
                "one target built for iOS and macOS with UIAppFonts only",
                project: "MacPlatforms/MacPlatforms.xcodeproj",
                target: "Both", expect: [.init(file: "Both/Info.plist", line: 7, fix: nil)]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "a macOS target with ATSApplicationFontsPath too", project: "MacPlatforms/MacPlatforms.xcodeproj",
                target: "MacFixed"),
            RuleExample(
                "an iOS target that also runs as a Mac Catalyst app", project: "MacPlatforms/MacPlatforms.xcodeproj",
                target: "Phone"),
        ]
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        let codeRegistered = inventory.registration.code.union(inventory.registration.interfaceBuilder)
        return inventory.manifests.compactMap { manifest -> Finding? in
            guard let build = inventory.macOSBuild(of: manifest), manifest.atsFontsPath == nil else { return nil }
            // The listed fonts that nothing else registers on the Mac (code, a storyboard's map).
            var listed: [FontFile] = []
            for entry in manifest.appFonts {
                guard case .file(let path) = entry.resolution, !codeRegistered.contains(path),
                    let font = inventory.fonts.first(where: { $0.path == path }), !listed.contains(font)
                else { continue }
                listed.append(font)
            }
            guard !listed.isEmpty else { return nil }
            let folders = Set(listed.map { FileName.parent(of: $0.bundlePath) })
            let folder = folders.count == 1 ? (folders.first.flatMap { $0.isEmpty ? nil : $0 } ?? ".") : "."
            let target = inventory.target?.target
            let why =
                if inventory.macOSBuild == nil, let spec = manifest.specPlatform { spec.setting } else {
                    switch (build, target?.settings["SDKROOT"]) {
                    case (.only, "macosx"?): "SDKROOT = macosx"
                    case (.only, _) where target != nil:
                        "SUPPORTED_PLATFORMS = \(target?.settings["SUPPORTED_PLATFORMS"] ?? "macosx")"
                    case (.only, _): "a macOS .app"
                    case (.alongsideIOS, _):
                        "SUPPORTED_PLATFORMS = \(target?.settings["SUPPORTED_PLATFORMS"] ?? "macosx")"
                    }
                }
            return finding(
                .appFontsIgnoredOnMacOS(
                    plist: manifest.path, count: listed.count, example: listed[0].bundlePath, target: target?.name,
                    why: why, alongsideIOS: build == .alongsideIOS, folder: folder),
                file: manifest.path, line: manifest.appFontsLine, name: "UIAppFonts")
        }
    }
}

extension Finding.Message {
    /// `plist` lists `count` fonts (`example` the first) in UIAppFonts for a target that builds a
    /// macOS app (`why`: the setting that says so), `alongsideIOS` when it builds an iOS app too;
    /// `folder`, the folder inside Contents/Resources that holds them.
    static func appFontsIgnoredOnMacOS(
        plist: String, count: Int, example: String, target: String?, why: String, alongsideIOS: Bool,
        folder: String
    ) -> Self {
        let fonts = count == 1 ? quoted(example) : "\(count) fonts (\(quoted(example)), …)"
        let who = target.map { "target \($0)" } ?? "the app"
        let builds =
            alongsideIOS
            ? "\(who) also builds for macOS (\(why)), and macOS does not read UIAppFonts, so on the Mac"
            : "\(who) builds a macOS app (\(why)), and macOS does not read UIAppFonts, so"
        let them = count == 1 ? "it never registers" : "they never register"
        return Self(
            "appFontsIgnoredOnMacOS",
            facts: [
                "plist": plist, "count": String(count), "example": example, "target": target ?? "",
                "why": why, "alongsideIOS": String(alongsideIOS), "folder": folder,
            ],
            text:
                "\(quoted(plist)) lists \(fonts) in UIAppFonts, but \(builds) \(them) and the text asking for \(count == 1 ? "it" : "them") renders in the system font. Add <key>ATSApplicationFontsPath</key><string>\(folder)</string> to \(quoted(plist)) (the folder inside Contents/Resources that holds the fonts\(alongsideIOS ? "; iOS ignores that key" : "")), or register the fonts in code."
        )
    }
}
