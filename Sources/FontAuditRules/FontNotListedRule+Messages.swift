import FontAuditModel
import FontInspectorModel
import Foundation

extension Finding.Message {
    /// A font with the PostScript names `faces` that SwiftGen's `generatedFile` declares, whose
    /// `enumName.registerAllCustomFonts()` nothing calls.
    static func generatedFontNeverRegistered(path: String, generatedFile: String, enumName: String, faces: [String])
        -> Self
    {
        Self(
            "generatedFontNeverRegistered",
            facts: [
                "path": path, "generatedFile": generatedFile, "enumName": enumName,
                "faces": faces.joined(separator: ", "),
            ],
            text:
                "\(quoted(path)) is declared in SwiftGen's generated \(quoted(generatedFile)), but nothing calls `\(enumName).registerAllCustomFonts()` and no code uses its generated fonts, so \(registered(faces)) never registered. Call \(enumName).registerAllCustomFonts() at launch (in the App's init or application(_:didFinishLaunchingWithOptions:))."
        )
    }

    /// A font in the asset catalog's `dataSet`, which no code registers.
    static func dataSetFontNeverRegistered(path: String, dataSet: String, faces: [String]) -> Self {
        Self(
            "dataSetFontNeverRegistered",
            facts: ["path": path, "dataSet": dataSet, "faces": faces.joined(separator: ", ")],
            text:
                "\(quoted(path)) is in the asset catalog's data set \(quoted(dataSet)), which only code can register, and nothing does, so \(registered(faces)) never registered. Register it at launch: CTFontManagerRegisterGraphicsFont(CGFont(CGDataProvider(data: NSDataAsset(name: \"\(dataSet)\")!.data as CFData)!)!, nil)."
        )
    }

    /// A font in the `bundle` of a Swift package (at `bundlePath` in it), which nothing registers.
    static func packageFontNeverRegistered(path: String, bundle: String, bundlePath: String, faces: [String]) -> Self {
        Self(
            "packageFontNeverRegistered",
            facts: ["path": path, "bundle": bundle, "bundlePath": bundlePath, "faces": faces.joined(separator: ", ")],
            text:
                "\(quoted(path)) is in the \(quoted(bundle)) bundle of a Swift package, but nothing registers it: UIAppFonts reaches the main bundle only, so \(registered(faces)) never registered. Register it from that bundle at launch: CTFontManagerRegisterFontsForURL(Bundle.module.url(forResource: \"\((bundlePath as NSString).deletingPathExtension)\", withExtension: \"\(FileName.extensionAsWritten(of: bundlePath))\")! as CFURL, .process, nil) in that package, or remove it from the package's resources."
        )
    }

    /// A font that `target` copies, whose Info.plist the project `spec` generates with no UIAppFonts.
    static func fontMissingFromSpec(path: String, target: String, spec: String, bundlePath: String, faces: [String])
        -> Self
    {
        Self(
            "fontMissingFromSpec",
            facts: [
                "path": path, "target": target, "spec": spec, "bundlePath": bundlePath,
                "faces": faces.joined(separator: ", "),
            ],
            text:
                "\(quoted(path)) is copied into target \(target), whose Info.plist \(quoted(spec)) generates with no UIAppFonts and no code registers the font, so \(registered(faces)) never registered. Add \"UIAppFonts\" with \"\(bundlePath)\" to the target's Info.plist keys in \(quoted(spec))."
        )
    }

    /// A font that `target` copies, whose INFOPLIST_FILE `plist` is not in the checkout.
    static func fontBehindAbsentInfoPlist(
        path: String, target: String, plist: String, bundlePath: String, faces: [String]
    ) -> Self {
        Self(
            "fontBehindAbsentInfoPlist",
            facts: [
                "path": path, "target": target, "plist": plist, "bundlePath": bundlePath,
                "faces": faces.joined(separator: ", "),
            ],
            text:
                "\(quoted(path)) is copied into target \(target), whose INFOPLIST_FILE names \(quoted(plist)), which is not in the checkout: no Info.plist lists the font and no code registers it, so \(registered(faces)) never registered. Point INFOPLIST_FILE at the target's Info.plist and add <string>\(bundlePath)</string> to its UIAppFonts."
        )
    }

    /// A font that `target` copies, which has no Info.plist (or `generatesInfoPlist`).
    static func fontInTargetWithoutInfoPlist(
        path: String, target: String, generatesInfoPlist: Bool, bundlePath: String, faces: [String]
    ) -> Self {
        let why =
            generatesInfoPlist
            ? "which generates its Info.plist and so lists no fonts"
            : "which has no Info.plist (INFOPLIST_FILE is not set and GENERATE_INFOPLIST_FILE is not YES), so nothing lists fonts"
        return Self(
            "fontInTargetWithoutInfoPlist",
            facts: [
                "path": path, "target": target, "generatesInfoPlist": String(generatesInfoPlist),
                "bundlePath": bundlePath, "faces": faces.joined(separator: ", "),
            ],
            text:
                "\(quoted(path)) is copied into target \(target), \(why): \(registered(faces)) never registered. Add an Info.plist with <string>\(bundlePath)</string> in UIAppFonts and name it in INFOPLIST_FILE."
        )
    }

    /// A font in the bundle that no UIAppFonts entry lists; `addition`, what to add to the
    /// Info.plist that governs it.
    static func fontNotListed(path: String, addition: String?, bundlePath: String, faces: [String]) -> Self {
        Self(
            "fontNotListed",
            facts: [
                "path": path, "addition": addition ?? "", "bundlePath": bundlePath,
                "faces": faces.joined(separator: ", "),
            ],
            text:
                "\(quoted(path)) will be in the bundle, but no UIAppFonts entry lists it, so \(registered(faces)) never registered. Add \(addition ?? "<string>\(bundlePath)</string> to UIAppFonts in the Info.plist")."
        )
    }

    /// A font in the bundle outside the ATSApplicationFontsPath `folder`.
    static func fontOutsideATSFolder(path: String, folder: String, faces: [String]) -> Self {
        Self(
            "fontOutsideATSFolder", facts: ["path": path, "folder": folder, "faces": faces.joined(separator: ", ")],
            text:
                "\(quoted(path)) will be in the bundle, but not in the ATSApplicationFontsPath folder \(quoted(folder)), so \(registered(faces)) never registered. Move it into that folder."
        )
    }

    /// "`Roboto-Bold` is", "`A`, `B` are", or "its faces are" for none: what never registered.
    private static func registered(_ faces: [String]) -> String {
        faces.isEmpty
            ? "its faces are" : "\(quotedList(faces)) \(faces.count == 1 ? "is" : "are")"
    }
}
