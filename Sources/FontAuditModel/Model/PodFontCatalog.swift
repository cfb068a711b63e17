/// The fonts React Native packages ship, which their CocoaPods pods copy into the app's main bundle
/// (the `[CP] Copy Pods Resources` build phase): facts of those packages, which a checkout never
/// holds (`node_modules` is not committed), kept as the system-font lists are.
///
/// Sources (every name read with fontTools 4.68.0 from the files at these commits):
/// - `react-native-vector-icons` 10.3.0, oblador/react-native-vector-icons branch `10.x` at
///   8ce12d0a999a2d259bc0a67f2d8fc8b8ce163240: `RNVectorIcons.podspec` has
///   `s.resources = "Fonts/*.ttf"`; its README tells the app to list each file in `UIAppFonts`.
/// - the split `@react-native-vector-icons/*` packages (13.1.2; octicons 21.1.2; the
///   fontawesome-free ones 1.1.2), oblador/react-native-vector-icons at
///   bec977593ca46eef85b84b95eca84651de41b616: each podspec has `s.resources = 'fonts/*.ttf'`.
///
/// A pod copies; it does not register: the app's `UIAppFonts` must still list the file.
package enum PodFontCatalog {
    /// One font file a package's pod copies.
    package struct Font: Sendable, Hashable {
        /// The npm package whose pod copies it.
        package var package: String
        /// The file name, as `UIAppFonts` lists it.
        package var file: String
        /// The names the font answers to on iOS: the family its JavaScript passes as `fontFamily`,
        /// its PostScript name (ID 6), family (ID 16, else 1) and full name (ID 4).
        package var names: [String]
    }

    package static let fonts: [Font] = [
        Font(package: "react-native-vector-icons", file: "AntDesign.ttf", names: ["anticon"]),
        Font(package: "react-native-vector-icons", file: "Entypo.ttf", names: ["Entypo"]),
        Font(package: "react-native-vector-icons", file: "EvilIcons.ttf", names: ["EvilIcons"]),
        Font(package: "react-native-vector-icons", file: "Feather.ttf", names: ["Feather"]),
        Font(package: "react-native-vector-icons", file: "FontAwesome.ttf", names: ["FontAwesome"]),
        Font(package: "react-native-vector-icons", file: "Fontisto.ttf", names: ["Fontisto", "fontisto"]),
        Font(package: "react-native-vector-icons", file: "Foundation.ttf", names: ["fontcustom"]),
        Font(package: "react-native-vector-icons", file: "Ionicons.ttf", names: ["Ionicons"]),
        Font(
            package: "react-native-vector-icons", file: "MaterialCommunityIcons.ttf",
            names: ["Material Design Icons", "MaterialDesignIcons"]),
        Font(
            package: "react-native-vector-icons", file: "MaterialIcons.ttf",
            names: ["Material Icons", "MaterialIcons-Regular"]),
        Font(package: "react-native-vector-icons", file: "Octicons.ttf", names: ["Octicons"]),
        Font(package: "react-native-vector-icons", file: "SimpleLineIcons.ttf", names: ["simple-line-icons"]),
        Font(package: "react-native-vector-icons", file: "Zocial.ttf", names: ["zocial"]),
        Font(
            package: "react-native-vector-icons", file: "FontAwesome5_Brands.ttf",
            names: ["FontAwesome5Brands-Regular", "Font Awesome 5 Brands", "Font Awesome 5 Brands Regular"]),
        Font(
            package: "react-native-vector-icons", file: "FontAwesome5_Regular.ttf",
            names: ["FontAwesome5Free-Regular", "Font Awesome 5 Free", "Font Awesome 5 Free Regular"]),
        Font(
            package: "react-native-vector-icons", file: "FontAwesome5_Solid.ttf",
            names: ["FontAwesome5Free-Solid", "Font Awesome 5 Free", "Font Awesome 5 Free Solid"]),
        Font(
            package: "react-native-vector-icons", file: "FontAwesome6_Brands.ttf",
            names: ["FontAwesome6Brands-Regular", "Font Awesome 6 Brands", "Font Awesome 6 Brands Regular"]),
        Font(
            package: "react-native-vector-icons", file: "FontAwesome6_Regular.ttf",
            names: ["FontAwesome6Free-Regular", "Font Awesome 6 Free", "Font Awesome 6 Free Regular"]),
        Font(
            package: "react-native-vector-icons", file: "FontAwesome6_Solid.ttf",
            names: ["FontAwesome6Free-Solid", "Font Awesome 6 Free", "Font Awesome 6 Free Solid"]),
        Font(package: "@react-native-vector-icons/ant-design", file: "AntDesign.ttf", names: ["AntDesign"]),
        Font(package: "@react-native-vector-icons/entypo", file: "Entypo.ttf", names: ["Entypo"]),
        Font(package: "@react-native-vector-icons/evil-icons", file: "EvilIcons.ttf", names: ["EvilIcons"]),
        Font(package: "@react-native-vector-icons/feather", file: "Feather.ttf", names: ["Feather"]),
        Font(package: "@react-native-vector-icons/fontawesome", file: "FontAwesome.ttf", names: ["FontAwesome"]),
        Font(
            package: "@react-native-vector-icons/fontawesome5", file: "FontAwesome5_Regular.ttf",
            names: ["FontAwesome5Free-Regular", "Font Awesome 5 Free", "Font Awesome 5 Free Regular"]),
        Font(
            package: "@react-native-vector-icons/fontawesome5", file: "FontAwesome5_Solid.ttf",
            names: ["FontAwesome5Free-Solid", "Font Awesome 5 Free", "Font Awesome 5 Free Solid"]),
        Font(
            package: "@react-native-vector-icons/fontawesome5", file: "FontAwesome5_Brands.ttf",
            names: ["FontAwesome5Brands-Regular", "Font Awesome 5 Brands", "Font Awesome 5 Brands Regular"]),
        Font(
            package: "@react-native-vector-icons/fontawesome6", file: "FontAwesome6_Regular.ttf",
            names: ["FontAwesome6Free-Regular", "Font Awesome 6 Free", "Font Awesome 6 Free Regular"]),
        Font(
            package: "@react-native-vector-icons/fontawesome6", file: "FontAwesome6_Solid.ttf",
            names: ["FontAwesome6Free-Solid", "Font Awesome 6 Free", "Font Awesome 6 Free Solid"]),
        Font(
            package: "@react-native-vector-icons/fontawesome6", file: "FontAwesome6_Brands.ttf",
            names: ["FontAwesome6Brands-Regular", "Font Awesome 6 Brands", "Font Awesome 6 Brands Regular"]),
        Font(
            package: "@react-native-vector-icons/fontawesome-free-brands", file: "fa-brands-400.ttf",
            names: ["FontAwesome7Brands-Regular", "Font Awesome 7 Brands", "Font Awesome 7 Brands Regular"]),
        Font(
            package: "@react-native-vector-icons/fontawesome-free-regular", file: "fa-regular-400.ttf",
            names: ["FontAwesome7Free-Regular", "Font Awesome 7 Free", "Font Awesome 7 Free Regular"]),
        Font(
            package: "@react-native-vector-icons/fontawesome-free-solid", file: "fa-solid-900.ttf",
            names: ["FontAwesome7Free-Solid", "Font Awesome 7 Free", "Font Awesome 7 Free Solid"]),
        Font(package: "@react-native-vector-icons/fontisto", file: "Fontisto.ttf", names: ["fontisto"]),
        Font(package: "@react-native-vector-icons/foundation", file: "Foundation.ttf", names: ["fontcustom"]),
        Font(package: "@react-native-vector-icons/ionicons", file: "Ionicons.ttf", names: ["Ionicons"]),
        Font(package: "@react-native-vector-icons/lucide", file: "Lucide.ttf", names: ["Lucide", "lucide"]),
        Font(
            package: "@react-native-vector-icons/material-design-icons", file: "MaterialDesignIcons.ttf",
            names: ["MaterialDesignIcons", "Material Design Icons"]),
        Font(
            package: "@react-native-vector-icons/material-icons", file: "MaterialIcons.ttf",
            names: ["MaterialIcons-Regular", "Material Icons"]),
        Font(package: "@react-native-vector-icons/octicons", file: "Octicons.ttf", names: ["Octicons"]),
        Font(
            package: "@react-native-vector-icons/simple-line-icons", file: "SimpleLineIcons.ttf",
            names: ["simple-line-icons"]),
        Font(package: "@react-native-vector-icons/zocial", file: "Zocial.ttf", names: ["zocial"]),
    ]

    /// The API of a request an icon set's import makes: its component asks for the set's font by
    /// family.
    package static let iconSetAPI = "react-native-vector-icons"

    /// The family an icon set's module draws with, for the module a file imports
    /// (`react-native-vector-icons/Ionicons`, `…/dist/Ionicons`, `@react-native-vector-icons/ionicons`):
    /// each set's component passes the font's family as its `fontFamily` (`createIconSet(glyphMap,
    /// 'Ionicons', 'Ionicons.ttf')`). Font Awesome 5 and 6 draw each glyph in the face of the
    /// style asked (regular by default, solid or brands where the glyph is only there): any face
    /// of the family may be the one, so the family is asked (`Font Awesome 5 Free`). Nil for any
    /// other module, or a package of several faces.
    package static func iconFamily(imported specifier: String) -> String? {
        let parts = specifier.split(separator: "/").map(String.init)
        switch parts.last {
        case "FontAwesome5" where parts.first == "react-native-vector-icons": return "Font Awesome 5 Free"
        case "FontAwesome6" where parts.first == "react-native-vector-icons": return "Font Awesome 6 Free"
        default: return iconFont(imported: specifier)?.names.first
        }
    }

    /// The one font file of the icon set a file imports (``iconFamily(imported:)``); nil for a
    /// set of several faces (Font Awesome 5 and 6) or any other module.
    package static func iconFont(imported specifier: String) -> Font? {
        let parts = specifier.split(separator: "/").map(String.init)
        if parts.first == "react-native-vector-icons", parts.count >= 2 {
            guard parts.count == 2 || (parts.count == 3 && ["dist", "lib"].contains(parts[1])), let set = parts.last
            else { return nil }
            guard !set.hasPrefix("FontAwesome5"), !set.hasPrefix("FontAwesome6") else { return nil }
            return fonts.first { $0.package == "react-native-vector-icons" && $0.file == set + ".ttf" }
        }
        guard parts.count == 2, parts[0] == "@react-native-vector-icons" else { return nil }
        let package = parts.joined(separator: "/")
        let files = fonts.filter { $0.package == package }
        return files.count == 1 ? files[0] : nil
    }

    /// The fonts the pods of `dependencies` (npm package names) copy, by file name; `disabled`, the
    /// packages whose iOS autolinking the app turns off (no pod).
    package static func copied(by dependencies: Set<String>, disabled: Set<String> = []) -> [String: Font] {
        var found: [String: Font] = [:]
        for font in fonts where dependencies.contains(font.package) && !disabled.contains(font.package) {
            found[font.file] = found[font.file] ?? font
        }
        return found
    }
}
