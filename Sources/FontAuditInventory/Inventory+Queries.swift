import FontAuditModel
import FontInspectorModel
import FontInspectorReading

extension Inventory {
    /// Every face of every readable font in `fonts`, in path and index order.
    package func faces(of fonts: [FontFile]) -> [(font: FontFile, face: FontFace)] {
        fonts.filter { $0.report.error == nil }.flatMap { font in font.report.faces.map { (font, $0) } }
    }

    /// The manifest that governs the font at `path`: the one with the longest matching scope; of
    /// manifests with the same scope, one that declares fonts, then the first by path.
    /// Whether a main-bundle font at `font` belongs to the app whose code is at `file`: in a
    /// source tree with several app folders, each folder is its own bundle.
    package func inSameApp(font: FontFile, as file: String) -> Bool {
        // One target's bundle (project mode, an Expo app) is one app, wherever its files live (a
        // workspace package's font beside the app's folder); Tuist's own folder (its helpers, its
        // templates) is every project's of the workspace.
        layout == .project || font.bundle != nil || file.hasPrefix("Tuist/")
            || owner(of: font.path)?.scope == owner(of: file)?.scope
    }

    package func owner(of path: String) -> Manifest? {
        manifests.filter { path.hasPrefix($0.scope) }.min { a, b in
            if a.scope.count != b.scope.count { return a.scope.count > b.scope.count }
            if a.declaresFonts != b.declaresFonts { return a.declaresFonts }
            return ByteOrder.precedes(a.path, b.path)
        }
    }
}

extension Inventory {
    /// The character map of a face, when it was read (``characterMaps``).
    package func characterMap(of font: FontFile, face: FontFace) -> CharacterMap? {
        characterMaps[font.path]?[face.index & 0xFFFF]
    }
}

extension FontRequest {
    /// Whether the request is for macOS: by its API (`NSFont`) or document type (a Cocoa xib),
    /// else by the app its file belongs to.
    package func isMacOS(in inventory: Inventory) -> Bool {
        if let platform { return platform == .macOS }
        return inventory.isMacOSApp(owning: file)
    }
}

extension Inventory {
    /// Whether the audited target is built with an SDK whose text styles are not iOS's: watchOS
    /// and tvOS have Dynamic Type tables of their own (`SDKROOT` `watchos`, `appletvos`), which the
    /// iOS size table does not describe.
    package var usesOtherTextStyleSizes: Bool {
        ["watchos", "appletvos"].contains(target?.target.settings["SDKROOT"] ?? "")
    }

    /// Whether the audited target builds a native macOS app (not Mac Catalyst, which is an iOS app):
    /// `.only` for a macOS target (`SDKROOT = macosx`, or `SUPPORTED_PLATFORMS` of macOS alone) or a
    /// built macOS `.app`; `.alongsideIOS` for one target built for iOS and macOS (`SUPPORTED_PLATFORMS
    /// = iphoneos iphonesimulator macosx`); nil when it does not, or the audit cannot tell. A native
    /// macOS app does not read `UIAppFonts` (docs/RESOLUTION.md).
    package var macOSBuild: MacOSBuild? {
        if layout == .macOSBundle { return .only }
        guard let settings = target?.target.settings else { return nil }
        let platforms = (settings["SUPPORTED_PLATFORMS"] ?? "").split(separator: " ").filter { !$0.contains("$") }
        let others = platforms.contains { !$0.hasPrefix("macosx") }
        if settings["SDKROOT"] == "macosx" { return others ? .alongsideIOS : .only }
        guard platforms.contains("macosx") else { return nil }
        return others ? .alongsideIOS : .only
    }

    /// How the target of `manifest` builds for macOS: the audited target's (``macOSBuild``), else
    /// what the project spec that generates the manifest declares (``Manifest/specPlatform``).
    package func macOSBuild(of manifest: Manifest) -> MacOSBuild? {
        macOSBuild ?? manifest.specPlatform.map { $0.alongsideIOS ? .alongsideIOS : .only }
    }

    /// The Info.plist whose `UIAppFonts` lists the font at `path`, in a macOS app, which does not
    /// read the key (``macOSBuild(of:)``): the font is listed and still never registered.
    package func appFontsIgnored(listing path: String) -> Manifest? {
        manifests.first { manifest in
            macOSBuild(of: manifest) == .only
                && manifest.appFonts.contains { entry in
                    if case .file(let listed) = entry.resolution { return listed == path }
                    return false
                }
        }
    }

    /// Whether the app that `path` belongs to is a macOS app: a target built with the macOS SDK,
    /// an `.app` bundle's `Contents` layout, or an Info.plist with `ATSApplicationFontsPath` and
    /// no `UIAppFonts`.
    package func isMacOSApp(owning path: String) -> Bool {
        switch target?.target.settings["SDKROOT"] {
        case "macosx": return true
        case "iphoneos", "appletvos", "xros", "watchos": return false
        default: break
        }
        if layout == .macOSBundle { return true }
        guard let owner = owner(of: path) else { return false }
        return owner.atsFontsPath != nil && owner.appFonts.isEmpty && owner.appFontsLine == nil
    }
}

/// How a target builds for macOS (``Inventory/macOSBuild``).
package enum MacOSBuild: Sendable, Hashable {
    /// A macOS app only.
    case only
    /// One target built for iOS (or another iOS-family platform) and for macOS.
    case alongsideIOS
}

extension Inventory {
    /// The font a React Native app registers at run time under `alias` (`useFonts`,
    /// `Font.loadAsync`) and its face: expo-font answers the alias as a family of that one face.
    /// Nil when no call registers a file of the checkout under that name.
    /// An alias that is itself the face's PostScript or family name (`useFonts({ 'Inter-Bold': … })`)
    /// is not one: expo-font versions differ on whether the lookup then reaches the face's whole
    /// family, so the face's own names decide, as without the alias. An alias that is its full name
    /// (`'Roboto Bold'`) is: no family lookup answers it before expo-font's alias does.
    package func runtimeFace(alias: String) -> (font: FontFile, face: FontFace)? {
        guard let file = runtimeFonts.first(where: { $0.alias == alias && $0.file != nil })?.file,
            let font = fonts.first(where: { $0.path == file }),
            let face = font.report.faces.first(where: { $0.postscriptName != nil }),
            !font.report.faces.contains(where: { face in
                face.registeredNames.contains(alias) || [face.family, face.typographicFamily].contains(alias)
            })
        else { return nil }
        return (font, face)
    }
}
