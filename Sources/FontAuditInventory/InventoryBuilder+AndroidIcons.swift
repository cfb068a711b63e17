import FontAuditModel
import Foundation

// The icon fonts react-native-vector-icons copies into the APK's `assets/fonts` while Gradle
// builds: facts of the package (``PodFontCatalog``), never in a checkout.
extension InventoryBuilder {
    /// The icon font files the app's APK holds under `assets/fonts` though the checkout does not
    /// (each as `node_modules/<package>/<file>`), and whether more may be there than the audit
    /// can list.
    /// - `apply from: "…/react-native-vector-icons/fonts.gradle"` in `android/app/build.gradle`
    ///   copies `project.ext.vectoricons`' `iconFontNames` (every `*.ttf` by default) from its
    ///   `Fonts` folder (oblador/react-native-vector-icons 10.x `fonts.gradle`); an
    ///   `iconFontsDir` of the app's own, or names the audit cannot read, leave it open.
    /// - the `@react-native-vector-icons/*` packages the app depends on copy their own fonts.
    static func vectorIconFiles(appModule: URL, dependencies: Set<String>) -> (files: [String], open: OpenReason?) {
        var files: [String] = []
        var open: OpenReason?
        for (_, lines) in gradleScripts(of: appModule) {
            let code = lines.joined(separator: "\n")
            guard code.contains("react-native-vector-icons/fonts.gradle") else { continue }
            let package = PodFontCatalog.fonts.filter { $0.package == "react-native-vector-icons" }
            if code.contains("iconFontsDir") {
                open = OpenReason(.unevaluatedList, "the icon fonts react-native-vector-icons' fonts.gradle copies")
                continue
            }
            guard let list = code.range(of: "iconFontNames") else {
                files += package.map { "node_modules/react-native-vector-icons/Fonts/" + $0.file }
                continue
            }
            // `iconFontNames: [ 'MaterialIcons.ttf', "EvilIcons.ttf" ]`: each name, a glob too.
            let rest = code[list.upperBound...]
            guard let start = rest.firstIndex(of: "["), let end = rest[start...].firstIndex(of: "]") else {
                open = OpenReason(.unevaluatedList, "the icon fonts react-native-vector-icons' fonts.gradle copies")
                continue
            }
            let names = rest[rest.index(after: start)..<end].split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: " \n\t'\""))
            }.filter { !$0.isEmpty }
            for pattern in names {
                files += package.filter { fnmatch(pattern, $0.file, 0) == 0 }.map {
                    "node_modules/react-native-vector-icons/Fonts/" + $0.file
                }
            }
        }
        for font in PodFontCatalog.fonts where font.package.hasPrefix("@") && dependencies.contains(font.package) {
            files.append("node_modules/\(font.package)/fonts/\(font.file)")
        }
        return (Array(Set(files)).sorted(), open)
    }
}
