import FontAuditInventory
import FontAuditModel
import FontInspectorModel

/// Why a font file the app holds is not registered: the first of these that holds, in this order.
/// font-name-not-registered (a request for one of its faces) and font-not-listed (the file itself)
/// both report from it, each in its own words, so that the two never disagree on why.
enum UnregisteredReason {
    /// SwiftGen's generated file declares it and registers it on the first use of its fonts.
    case registersOnFirstUse(GeneratedFontsFile)
    /// SwiftGen's generated file declares it, but nothing calls its `registerAllCustomFonts()`
    /// and no code uses its generated fonts.
    case generatedNeverRegistered(GeneratedFontsFile)
    /// It is in an asset catalog's data set (named here), compiled into `Assets.car`: no
    /// `UIAppFonts` entry can name it, only code.
    case dataSet(String)
    /// It is in the bundle (named here) of a Swift package, which `UIAppFonts` does not reach.
    case packageBundle(String)
    /// A macOS app's Info.plist lists it in `UIAppFonts`, which macOS ignores.
    case listedOnlyForIOS(Manifest)
    /// The target's font keys cannot be known (an Info.plist the build writes from settings the
    /// audit cannot read): nothing can be said.
    case fontKeysUnknown
    /// It is in a macOS app whose Info.plist has `UIAppFonts` only: its ATS folder is the fix.
    case macOSAppWithUIAppFontsOnly(Manifest)
    /// The target's Info.plist is not in the checkout, and the Tuist or XcodeGen spec (named here)
    /// writes it without this target's font keys.
    case missingFromSpec(TargetContext, spec: String)
    /// The target's Info.plist (named here) is not in the checkout.
    case behindAbsentInfoPlist(TargetContext, plist: String)
    /// Its app's Info.plist cannot be read (plist-unreadable says so).
    case plistUnreadable(Manifest)
    /// The target has no Info.plist file.
    case targetWithoutInfoPlist(TargetContext)
    /// Its app's Info.plist (if any) does not list it in `UIAppFonts`; `listedAs`, an entry that
    /// names it in another letter case.
    case notListed(owner: Manifest?, listedAs: String?)
    /// Its app registers fonts through an ATS folder (`ATSApplicationFontsPath`) it is not in.
    case outsideATSFolder(Manifest)

    /// Why `font`, which nothing registers, is not registered.
    init(of font: FontFile, in inventory: Inventory) {
        if let generated = Self.generatedFile(declaring: font, in: inventory) {
            if !generated.registrations.isEmpty {
                self = .registersOnFirstUse(generated)
                return
            }
            if !generated.synthesized {
                self = .generatedNeverRegistered(generated)
                return
            }
        }
        if font.bundlePath.hasPrefix(AssetDataSet.prefix) {
            self = .dataSet(String(font.bundlePath.dropFirst(AssetDataSet.prefix.count)))
        } else if let bundle = font.bundle {
            self = .packageBundle(bundle)
        } else if let manifest = inventory.appFontsIgnored(listing: font.path) {
            self = .listedOnlyForIOS(manifest)
        } else {
            self = Self.inItsApp(font, in: inventory)
        }
    }

    /// The reasons that depend on the target and on the Info.plist of the app that holds `font`.
    private static func inItsApp(_ font: FontFile, in inventory: Inventory) -> Self {
        let owner = inventory.owner(of: font.path)
        let context = inventory.target
        if context?.infoPlist == .fontKeysUnknown { return .fontKeysUnknown }
        if let owner, inventory.macOSBuild(of: owner) == .only, owner.atsFontsPath == nil, !owner.appFonts.isEmpty {
            return .macOSAppWithUIAppFontsOnly(owner)
        }
        if let context, case .absent(let spec) = context.infoPlist {
            if let spec { return .missingFromSpec(context, spec: spec) }
            if let plist = context.target.infoPlistFile { return .behindAbsentInfoPlist(context, plist: plist) }
        }
        if let owner, !owner.problems.isEmpty, owner.appFonts.isEmpty, owner.atsFontsPath == nil {
            return .plistUnreadable(owner)
        }
        if let context, context.target.infoPlistFile == nil { return .targetWithoutInfoPlist(context) }
        if let owner, !owner.usesAppFonts { return .outsideATSFolder(owner) }
        var listedAs: String?
        for entry in owner?.appFonts ?? [] {
            if case .caseMismatch(let path, _) = entry.resolution, path == font.path { listedAs = entry.value }
        }
        return .notListed(owner: owner, listedAs: listedAs)
    }

    /// The SwiftGen-generated fonts file that declares `font` when it never registers (no call of
    /// `registerAllCustomFonts()` and no generated font used).
    static func missingGeneratedCall(for font: FontFile, in inventory: Inventory) -> GeneratedFontsFile? {
        generatedFile(declaring: font, in: inventory).flatMap { $0.registrations.isEmpty && !$0.synthesized ? $0 : nil }
    }

    /// The SwiftGen-generated fonts file that declares `font`, if any.
    static func generatedFile(declaring font: FontFile, in inventory: Inventory) -> GeneratedFontsFile? {
        inventory.generatedFonts.first { file in
            file.bundle == font.bundle && inventory.inSameApp(font: font, as: file.file)
                && file.fonts.contains {
                    $0.path == font.bundlePath || $0.path == FileName.lastComponent(of: font.bundlePath)
                }
        }
    }
}
