import FontAuditInventory
import FontAuditModel
import FontAuditReaders

/// `font-name-not-registered`: the PostScript name of a face whose file is bundled but not registered.
package struct FontNameNotRegisteredRule: Rule {
    package static let description = RuleDescription(
        identifier: "font-name-not-registered",
        name: "Font name belongs to an unregistered file",
        severity: .error,
        summary: "A requested name is the PostScript name of a face whose file is in the app but in no manifest (or listed with a wrong path).",
        rationale: """
        The name is right and the file is in the app, but iOS never registers it: the file is missing \
        from UIAppFonts, or listed with a path that does not match (a folder or letter case that \
        differs). The request silently renders the system font. List the file in UIAppFonts with \
        its exact bundle path.
        """,
        triggeringExamples: [
            RuleExample("a bundled file missing from UIAppFonts", appFonts: ["Roboto-Regular.ttf"],
                        files: ["Fonts/Roboto-Regular.ttf": "Roboto/Roboto-Regular.ttf",
                                "Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"],
                        sources: ["Title.swift": "let f = UIFont(name: ↓\"Roboto-Bold\", size: 17)\n"],
                        expect: [.atMarker(fix: "Roboto-Bold.ttf")]),
        ],
        nonTriggeringExamples: [
            RuleExample("the file is listed", appFonts: ["Roboto-Bold.ttf"],
                        files: ["Fonts/Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"],
                        sources: ["Title.swift": "let f = UIFont(name: \"Roboto-Bold\", size: 17)\n"]),
        ],
        fixMode: "The font file is added to the Info.plist's UIAppFonts array (or a new UIAppFonts key), in the file's own indentation and line breaks."
    )

    package init() {}

    package func findings(in inventory: Inventory) -> [Finding] {
        return inventory.requests.compactMap { request -> Finding? in
            let font: FontFile
            switch inventory.resolution(of: request) {
            case .unregistered(let unregistered, _):
                font = unregistered
            case .defaultInstanceOnly(let variable, let face):
                let registration = inventory.registrations(of: variable.path).first { $0.kind == .graphicsFont }
                let at = registration.map { " at \(quoted("\($0.file):\($0.line)"))" } ?? ""
                return finding(
                    "\(quoted(request.name)) (\(request.api)) is a named instance of the variable font \(quoted(variable.path)), which is registered as a CGFont (CTFontManagerRegisterGraphicsFont\(at)): that exposes only its default instance \(quoted(face.postscriptName ?? face.label)), so the text renders in that instance or the system font. Register the file by URL (CTFontManagerRegisterFontsForURL) or list it in UIAppFonts, which register every named instance.",
                    file: request.file, line: request.line, column: request.column, name: request.name)
            default:
                return nil
            }
            if let generated = FontNotListedRule.generatedFile(declaring: font, in: inventory), !generated.registrations.isEmpty {
                let key = generated.fonts.first { $0.name == request.name }.map { "\(generated.enumName).\($0.key)" } ?? generated.enumName
                return finding(
                    "\(quoted(request.name)) (\(request.api)) is a face of \(quoted(font.path)), which \(generated.synthesized ? "Tuist's synthesized `\(generated.enumName)`" : "SwiftGen's \(quoted(generated.file))") registers only on first use of \(quoted(key)) through its API, and this code asks by name, so unless that happened first the text renders in the system font. Write \(key).font(size:) (or Font.custom(\(key), size:)), or call \(generated.enumName).registerAllCustomFonts() at launch.",
                    file: request.file, line: request.line, column: request.column, name: request.name)
            }
            if let generated = FontNotListedRule.missingGeneratedCall(for: font, in: inventory) {
                return finding(
                    "\(quoted(request.name)) (\(request.api)) is a face of \(quoted(font.path)), which SwiftGen's \(quoted(generated.file)) declares, but nothing calls `\(generated.enumName).registerAllCustomFonts()` and no code uses its generated fonts, so it never registers and the text renders in the system font. Call \(generated.enumName).registerAllCustomFonts() at launch.",
                    file: request.file, line: request.line, column: request.column, name: request.name)
            }
            if let bundle = font.bundle {
                return finding(
                    "\(quoted(request.name)) (\(request.api)) is a face of \(quoted(font.path)), in the \(quoted(bundle)) bundle of a Swift package, but nothing registers it (UIAppFonts reaches the main bundle only), so the text renders in the system font. Register it from that bundle at launch with CTFontManagerRegisterFontsForURL(Bundle.module.url(forResource:withExtension:)…) in that package.",
                    file: request.file, line: request.line, column: request.column, name: request.name)
            }
            // A data set is compiled into Assets.car: no UIAppFonts entry can name it, only code.
            if font.bundlePath.hasPrefix(AssetDataSet.prefix) {
                let name = String(font.bundlePath.dropFirst(AssetDataSet.prefix.count))
                return finding(
                    "\(quoted(request.name)) (\(request.api)) is a face of \(quoted(font.path)), in the asset catalog's data set \(quoted(name)), which only code can register, and nothing does, so the text renders in the system font. Register it at launch: CTFontManagerRegisterGraphicsFont(CGFont(CGDataProvider(data: NSDataAsset(name: \"\(name)\")!.data as CFData)!)!, nil).",
                    file: request.file, line: request.line, column: request.column, name: request.name)
            }
            let owner = inventory.owner(of: font.path)
            if inventory.target?.fontKeysUnknown == true { return nil }
            var listedWrongly: String?
            for entry in owner?.appFonts ?? [] {
                if case .caseMismatch(let path, _) = entry.resolution, path == font.path { listedWrongly = entry.value }
            }
            if let context = inventory.target, context.infoPlistAbsent, let spec = context.infoPlistSpec {
                return finding(
                    "\(quoted(request.name)) (\(request.api)) is a face of \(quoted(font.path)), but target \(context.target.name)'s Info.plist, generated by \(quoted(spec)), has no UIAppFonts, and no code registers the font, so it never registers and the text renders in the system font. Add \"UIAppFonts\" with \"\(font.bundlePath)\" to the target's Info.plist keys in \(quoted(spec)).",
                    file: request.file, line: request.line, column: request.column, name: request.name, fix: font.bundlePath)
            }
            if let context = inventory.target, context.infoPlistAbsent, let plist = context.target.infoPlistFile {
                return finding(
                    "\(quoted(request.name)) (\(request.api)) is a face of \(quoted(font.path)), but target \(context.target.name)'s INFOPLIST_FILE names \(quoted(plist)), which is not in the checkout, and no code registers the font, so it never registers and the text renders in the system font. Point INFOPLIST_FILE at the target's Info.plist and add <string>\(font.bundlePath)</string> to its UIAppFonts.",
                    file: request.file, line: request.line, column: request.column, name: request.name, fix: font.bundlePath)
            }
            if let context = inventory.target, context.target.infoPlistFile == nil {
                let why = context.target.generatesInfoPlist ? "generates its Info.plist, which lists no fonts"
                    : "has no Info.plist (INFOPLIST_FILE is not set and GENERATE_INFOPLIST_FILE is not YES)"
                return finding(
                    "\(quoted(request.name)) (\(request.api)) is a face of \(quoted(font.path)), but target \(context.target.name) \(why), so it never registers and the text renders in the system font. Add an Info.plist with <string>\(font.bundlePath)</string> in UIAppFonts and name it in INFOPLIST_FILE.",
                    file: request.file, line: request.line, column: request.column, name: request.name, fix: font.bundlePath)
            }
            let why = listedWrongly.map { "is listed as \(quoted($0)), which matches it only when case is ignored" }
                ?? "is in no UIAppFonts entry"
            var result = finding(
                "\(quoted(request.name)) (\(request.api)) is a face of \(quoted(font.path)), but that file \(why), so it never registers and the text renders in the system font. Add \(owner.map { $0.addition(of: font.bundlePath) } ?? "<string>\(font.bundlePath)</string> to UIAppFonts in the Info.plist").",
                file: request.file, line: request.line, column: request.column, name: request.name, fix: font.bundlePath)
            // An entry that differs only in case is corrected in place (manifest-path-case), not repeated.
            if listedWrongly == nil, let owner { result.action = .addEntry(manifest: owner.path, entry: font.bundlePath) }
            return result
        }
    }
}
