/// Which font files an inventory's app registers, by each means, as sets of paths. The inventory
/// stores them (``Inventory/registration``) and computes them again only when the manifests, the
/// fonts, the `<customFonts>` maps or the registrations change, which only the builder can do:
/// every rule and reporter reads the same sets.
package struct RegistrationFacts: Sendable, Equatable {
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
                if case .file(let path) = entry.resolution { self.manifest.insert(path) }
            }
            self.manifest.formUnion(manifest.atsFontsPath?.fonts ?? [])
        }
        for map in inventory.interfaceBuilderFontMaps {
            let scope =
                inventory.manifests.filter { map.path.hasPrefix($0.scope) }.map(\.scope).max { $0.count < $1.count }
                ?? ""
            for font in inventory.fonts where font.path.hasPrefix(scope) {
                let fileName = font.path.split(separator: "/").last.map(String.init) ?? font.path
                if map.files[font.bundlePath] != nil || map.files[fileName] != nil {
                    interfaceBuilder.insert(font.path)
                }
            }
        }
        code = Set(inventory.registrations.flatMap(\.fonts))
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
