import FontAuditModel

/// Which font files an inventory's app registers, where, and by each means as sets of paths. The
/// inventory stores them (``Inventory/registration``) and computes them again only when the
/// manifests, the fonts, the `<customFonts>` maps or the registrations change, which only the
/// builder can do: every rule, reporter and note reads the same answer.
package struct RegistrationFacts: Sendable, Equatable {
    /// Each way the app registers each font file, by path: its manifests' `UIAppFonts` entries
    /// and `ATSApplicationFontsPath` folders in the manifests' order, then the `<customFonts>`
    /// maps, then the code's registrations, in the order read. The sets below are filled at the
    /// same steps, from the same tests.
    package var places: [String: [RegistrationPlace]] = [:]
    /// Fonts the manifests register: `UIAppFonts` entries that resolve exactly (not in a macOS
    /// app, which does not read the key), and the fonts of `ATSApplicationFontsPath` folders.
    package var manifest: Set<String> = []
    /// Fonts a storyboard's or xib's `<customFonts>` map names, in that file's app (Xcode adds
    /// them to the built Info.plist).
    package var interfaceBuilder: Set<String> = []
    /// Fonts code registers at run time.
    package var code: Set<String> = []
    /// Every registered font; in a fonts folder with no manifest, every font.
    package var all: Set<String> = []
    /// ``all`` without the fonts only a dynamic registration covers (a file name that is not a
    /// constant may name any one of them, not all).
    package var known: Set<String> = []
    /// Fonts registered only as a `CGFont` (`CTFontManagerRegisterGraphicsFont`), which exposes
    /// one face: of a variable font, only the default instance.
    package var defaultInstanceOnly: Set<String> = []

    package init() {}

    /// The facts of `inventory` as it is now.
    package init(of inventory: Inventory) {
        // A macOS app does not read UIAppFonts: only its ATSApplicationFontsPath folder registers.
        for manifest in inventory.manifests {
            let readsAppFonts = inventory.macOSBuild(of: manifest) != .only
            for entry in manifest.appFonts where readsAppFonts {
                if case .file(let path) = entry.resolution {
                    places[path, default: []].append(.appFonts(manifest: manifest.path, line: entry.line))
                    self.manifest.insert(path)
                }
            }
            if let folder = manifest.atsFontsPath {
                for path in folder.fonts {
                    places[path, default: []].append(.atsFolder(manifest: manifest.path, line: folder.line))
                }
                self.manifest.formUnion(folder.fonts)
            }
        }
        for map in inventory.interfaceBuilderFontMaps {
            let scope =
                inventory.manifests.filter { map.path.hasPrefix($0.scope) }.map(\.scope).max { $0.count < $1.count }
                ?? ""
            for font in inventory.fonts where font.path.hasPrefix(scope) {
                let fileName = font.path.split(separator: "/").last.map(String.init) ?? font.path
                if map.files[font.bundlePath] != nil || map.files[fileName] != nil {
                    places[font.path, default: []].append(.customFonts(file: map.path))
                    interfaceBuilder.insert(font.path)
                }
            }
        }
        for registration in inventory.registrations {
            for path in Set(registration.fonts) {
                places[path, default: []].append(.code(registration))
                code.insert(path)
            }
        }
        let declared = manifest.union(interfaceBuilder)
        if inventory.layout == .fontsFolder {
            all = Set(inventory.fonts.map(\.path))
            known = all
        } else {
            all = declared.union(code)
            known = declared.union(inventory.registrations.filter { !$0.isDynamic }.flatMap(\.fonts))
        }
        let byURL = declared.union(inventory.registrations.filter { $0.kind != .graphicsFont }.flatMap(\.fonts))
        defaultInstanceOnly = Set(inventory.registrations.filter { $0.kind == .graphicsFont }.flatMap(\.fonts))
            .subtracting(byURL)
    }
}

/// One way the app registers a font file, and where it says so (``RegistrationFacts/places``).
package enum RegistrationPlace: Sendable, Hashable {
    /// An entry of the `UIAppFonts` of the Info.plist at `manifest` (at `line`, when it has lines).
    case appFonts(manifest: String, line: Int?)
    /// The `ATSApplicationFontsPath` folder of the Info.plist at `manifest`, which registers every
    /// font in it.
    case atsFolder(manifest: String, line: Int?)
    /// The `<customFonts>` map of the storyboard or xib at `file` (Xcode adds its fonts to the
    /// built Info.plist's `UIAppFonts`).
    case customFonts(file: String)
    /// Code, at run time.
    case code(FontRegistration)

    /// Whether an Info.plist says it (`UIAppFonts`, `ATSApplicationFontsPath`).
    package var isManifest: Bool {
        switch self {
        case .appFonts, .atsFolder: true
        case .customFonts, .code: false
        }
    }

    /// The storyboard or xib whose map it is, for a `<customFonts>` place.
    package var customFontsFile: String? {
        if case .customFonts(let file) = self { file } else { nil }
    }

    /// The registration, for a place in code.
    package var code: FontRegistration? {
        if case .code(let registration) = self { registration } else { nil }
    }
}
