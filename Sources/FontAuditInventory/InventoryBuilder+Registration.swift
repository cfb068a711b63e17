import FontAuditModel
import FontAuditReaders
import Foundation

extension InventoryBuilder {
    /// `requests` with each one made through R.swift's accessor (`R.font.sourceSansProRegular`,
    /// ``RequestVisitor/rswiftPrefix``) given the PostScript name of the face it is named after
    /// (compared with case and all but letters and digits dropped); one that matches no face of
    /// `fonts` is left out, as its font is not one the audit can see.
    static func matchingGeneratedAccessors(_ requests: [FontRequest], fonts: [FontFile]) -> [FontRequest] {
        guard requests.contains(where: { $0.name.hasPrefix(FontRequest.rswiftPrefix) }) else { return requests }
        var byKey: [String: String] = [:]
        for font in fonts {
            for face in font.report.faces {
                guard let name = face.postscriptName, !name.contains(" ") else { continue }
                if byKey[identifierKey(name.utf8)] == nil { byKey[identifierKey(name.utf8)] = name }
            }
        }
        return requests.compactMap { request in
            guard request.name.hasPrefix(FontRequest.rswiftPrefix) else { return request }
            guard let name = byKey[identifierKey(request.name.dropFirst(FontRequest.rswiftPrefix.count).utf8)] else {
                return nil
            }
            var matched = request
            matched.name = name
            matched.origin = nil  // generated code, never edited
            return matched
        }
    }

    /// `requests` with each one made through a fonts enum Tuist synthesizes
    /// (``FontRequest/synthesizedPrefix``) given the PostScript name of the face its accessor is
    /// generated from; one no synthesized enum has is left out: Tuist generates no such accessor.
    static func matchingSynthesizedAccessors(_ requests: [FontRequest], generated: [GeneratedFontsFile])
        -> [FontRequest]
    {
        let prefix = FontRequest.synthesizedPrefix
        guard requests.contains(where: { $0.name.hasPrefix(prefix) }) else { return requests }
        var byKey: [String: String] = [:]
        for file in generated where file.synthesized {
            for font in file.fonts where byKey["\(file.enumName).\(font.key)"] == nil {
                byKey["\(file.enumName).\(font.key)"] = font.name
            }
        }
        return requests.compactMap { request in
            guard request.name.hasPrefix(prefix) else { return request }
            guard let name = byKey[String(request.name.dropFirst(prefix.count))] else { return nil }
            var matched = request
            matched.name = name
            matched.origin = nil  // generated code, never edited
            return matched
        }
    }

    /// Puts what the source scan found into the inventory: names, style dictionaries, storyboard
    /// font maps, sources that could not be read or are missing, and the run-time registrations,
    /// each resolved to its bundle (a package target's resource bundle for code in that target,
    /// else the main bundle) and to the fonts it registers.
    func apply(_ found: SourceContribution, to inventory: inout Inventory, packages: [SwiftPackage], exactLayout: Bool)
    {
        // After what the builder found open itself (a manifest's list it cannot evaluate).
        inventory.dynamicNames += found.dynamic
        inventory.styleDictionaries = found.styleDictionaries
        inventory.interfaceBuilderFontMaps = found.fontMaps
        inventory.scalingCode = found.scaling
        for problem in found.problems { inventory.unreadableSources[problem.path] = problem.reason }
        inventory.missingSources = Array(Set(found.missing)).sorted()
        inventory.countingEveryGlobal(
            found.missing.contains { $0.hasSuffix(".swift") } || found.problems.contains { $0.path.hasSuffix(".swift") }
        )
        inventory.packages = packages

        func ownBundle(of file: String) -> String? {
            for package in packages {
                let prefix = package.path.isEmpty ? "" : package.path + "/"
                guard file.hasPrefix(prefix), let target = package.target(holding: String(file.dropFirst(prefix.count)))
                else { continue }
                return package.bundleName(of: target)
            }
            return nil
        }
        inventory.generatedFonts =
            found.generatedFonts.map { file in
                var file = file
                file.bundle = ownBundle(of: file.file)
                return file
            } + Self.synthesizedFontsFiles(found.synthesizedUses, fonts: inventory.fonts)
        inventory.requests = Self.matchingSynthesizedAccessors(
            Self.matchingGeneratedAccessors(found.requests, fonts: inventory.fonts), generated: inventory.generatedFonts
        )
        let code = found.registrations.map { registration -> FontRegistration in
            var registration = registration
            registration.bundle = registration.bundleReference == .main ? nil : ownBundle(of: registration.file)
            return registration
        }
        inventory.registrations = (code + inventory.generatedFonts.flatMap(\.registrations)).map { registration in
            var registration = registration
            let covered = inventory.fonts.filter {
                registration.covers($0, exactLayout: exactLayout)
                    && inventory.inSameApp(font: $0, as: registration.file)
            }
            registration.fonts = covered.map(\.path)
            if registration.kind != .swiftGenLazy, registration.kind != .swiftGenAll, let files = registration.files {
                registration.missingFiles = files.filter { file in
                    !covered.contains {
                        var one = registration
                        one.files = [file]
                        return one.covers($0, exactLayout: exactLayout)
                    }
                }
            }
            return registration
        }
        inventory.textUses = found.texts.sorted {
            ($0.file, $0.line, $0.column, $0.element) < ($1.file, $1.line, $1.column, $1.element)
        }
        inventory.resolveRequests()
    }
}
