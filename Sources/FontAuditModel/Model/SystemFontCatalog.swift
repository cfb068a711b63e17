/// The PostScript names of the fonts iOS or macOS ships (from `ios-system-fonts.tsv` and
/// `macos-system-fonts.tsv`, compiled in with their source headers by `scripts/embed-system-fonts`),
/// plus names a configuration declares.
package struct SystemFontCatalog: Sendable, Hashable {
    /// One system face and the sources that list it.
    package struct Face: Sendable, Hashable {
        /// The PostScript name.
        package var postscriptName: String
        /// The family it belongs to.
        package var family: String
        /// Which dumps list it (column names of the TSV, such as `ios13_3`).
        package var listedIn: [String]
    }

    /// Every system face by PostScript name.
    package private(set) var faces: [String: Face]
    /// Names the configuration adds (fonts a host app or an SDK registers).
    package private(set) var extraNames: Set<String>
    /// The platform whose fonts these are.
    package let platform: Platform
    /// The PostScript names of each family's faces, sorted.
    package let families: [String: [String]]

    /// The iOS catalog shipped with FontAudit, compiled into the binary (no resource bundle to lose).
    package static let shipped = SystemFontCatalog(tsv: shippedTSV)
    /// The macOS catalog shipped with FontAudit, compiled in the same way, with the iOS list's
    /// faces it lacks: its dumps stop at macOS 11-12, and fonts iOS added since (STIX Two, PingFang
    /// MO) came to macOS too, so a name iOS ships is never called unknown on macOS.
    package static let shippedMacOS = SystemFontCatalog(tsv: shippedMacOSTSV, platform: .macOS).including(shipped)

    /// The shipped catalog of `platform`.
    package static func shipped(for platform: Platform) -> SystemFontCatalog {
        platform == .macOS ? shippedMacOS : shipped
    }

    /// Parses the TSV: `#` comment lines, a header row, then one face per line. Read by its bytes
    /// (the tabs and line feeds are ASCII): split by characters, the two catalogs took 10 ms of a
    /// run's start.
    package init(tsv: String, extraNames: Set<String> = [], platform: Platform = .iOS) {
        var faces: [String: Face] = [:]
        var columns: [String] = []
        var text = tsv
        text.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                defer { start = end + 1 }
                guard end > start, bytes[start] != UInt8(ascii: "#") else { continue }
                var fields: [String] = []
                var fieldStart = start
                for index in start...end where index == end || bytes[index] == 0x09 {
                    fields.append(
                        String(decoding: UnsafeBufferPointer(rebasing: bytes[fieldStart..<index]), as: UTF8.self))
                    fieldStart = index + 1
                }
                if columns.isEmpty {
                    columns = fields
                    continue
                }
                guard fields.count >= 2 else { continue }
                let listed = zip(columns.dropFirst(2), fields.dropFirst(2)).filter { $0.1 == "1" }.map(\.0)
                faces[fields[0]] = Face(postscriptName: fields[0], family: fields[1], listedIn: listed)
            }
        }
        self.init(faces: faces, extraNames: extraNames, platform: platform)
    }

    /// A copy that also has the faces of `other` it lacks, listed as `other`'s platform's
    /// (`ios:dump_2025_10`).
    func including(_ other: SystemFontCatalog) -> SystemFontCatalog {
        var faces = self.faces
        for (name, face) in other.faces where faces[name] == nil {
            var added = face
            added.listedIn = face.listedIn.map { "\(other.platform.rawValue):\($0)" }
            faces[name] = added
        }
        return SystemFontCatalog(faces: faces, extraNames: extraNames.union(other.extraNames), platform: platform)
    }

    private init(faces: [String: Face], extraNames: Set<String>, platform: Platform) {
        self.faces = faces
        self.extraNames = extraNames
        self.platform = platform
        families = Dictionary(grouping: faces.values, by: \.family).mapValues { $0.map(\.postscriptName).sorted() }
    }

    /// A copy that also knows `names`.
    package func adding(_ names: [String]) -> SystemFontCatalog {
        var copy = self
        copy.extraNames.formUnion(names)
        return copy
    }

    /// Whether the platform ships a face with this PostScript name (private `.`-names count as
    /// system), or the configuration declares it present.
    package func isSystemFont(_ postscriptName: String) -> Bool {
        postscriptName.hasPrefix(".") || faces[postscriptName] != nil || extraNames.contains(postscriptName)
    }

    /// Who provides `postscriptName` as a system font, for messages: the iOS or macOS family, "a
    /// private system font" or "the configuration's system_fonts".
    package func provider(of postscriptName: String) -> String? {
        if let face = faces[postscriptName] {
            return "\(platform.displayName) already ships it (family \(face.family))"
        }
        if postscriptName.hasPrefix(".") { return "it is the name of a private \(platform.displayName) system font" }
        if extraNames.contains(postscriptName) {
            return "the configuration's system_fonts declares it present on the system"
        }
        return nil
    }

    /// The face a lookup by the family name `family` finds: its regular face (`Menlo-Regular`,
    /// `Helvetica`, `Palatino-Roman`), or nil when the family has none that is plainly regular.
    package func regularFace(ofFamily family: String) -> String? {
        guard let names = families[family] else { return nil }
        let stem = family.filter { $0 != " " }
        for candidate in [stem, stem + "-Regular", stem + "-Roman", stem + "-Book", stem + "MT", stem + "PSMT"]
        where names.contains(candidate) {
            return candidate
        }
        let regular = names.filter { $0.hasSuffix("-Regular") || $0.hasSuffix("-Roman") }
        return regular.count == 1 ? regular[0] : nil
    }

    /// The face whose full name is `fullName`, as the system composes it from the family and the
    /// style its PostScript name carries: `Times New Roman Bold Italic` is `TimesNewRomanPS-BoldItalicMT`,
    /// `Helvetica Oblique` is `Helvetica-Oblique`. Nil when no face's style matches exactly.
    package func face(fullName: String) -> Face? {
        for (family, names) in families where fullName.hasPrefix(family + " ") {
            let style = fullName.dropFirst(family.count + 1).filter { $0 != " " }.lowercased()
            let matches = names.filter { name in
                guard let dash = name.lastIndex(of: "-") else { return false }
                var suffix = name[name.index(after: dash)...].lowercased()
                for trailer in ["psmt", "mt", "ps"] where suffix.hasSuffix(trailer) && suffix.count > trailer.count {
                    suffix.removeLast(trailer.count)
                    break
                }
                return suffix == style
            }
            if matches.count == 1 { return faces[matches[0]] }
        }
        return nil
    }

    /// For a name only Apple's downloadable SF and New York fonts have (`SFProText-Regular`,
    /// `SFUIDisplay-Bold`, `SFMono-Regular`, `NewYorkMedium-Regular`): the family and the
    /// system-font API that draws it. These fonts are installed on a developer's Mac by Apple's
    /// download and ship on no device.
    package static func appleDownloadFamily(of postscriptName: String) -> (family: String, api: String)? {
        let designs: [(prefixes: [String], family: String, api: String)] = [
            (
                ["SFProRounded", "SFUIRounded", "SFCompactRounded"], "SF Pro Rounded",
                "UIFont.systemFont(ofSize:weight:) with the .rounded design, Font.system(size:weight:design: .rounded)"
            ),
            (
                ["SFMono", "SFUIMono", "SFNSMono"], "SF Mono",
                "UIFont.monospacedSystemFont(ofSize:weight:), NSFont.monospacedSystemFont(ofSize:weight:), Font.system(size:design: .monospaced)"
            ),
            (
                ["NewYork"], "New York",
                "the .serif design: Font.system(size:design: .serif), UIFontDescriptor.withDesign(.serif)"
            ),
            (["SFCompact"], "SF Compact", "UIFont.systemFont(ofSize:weight:) on watchOS, Font.system(size:weight:)"),
            (
                ["SFPro", "SFUI", "SFNS"], "SF Pro",
                "UIFont.systemFont(ofSize:weight:), NSFont.systemFont(ofSize:weight:), Font.system(size:weight:)"
            ),
        ]
        // Family names count too: "SF Pro Text" is "SFProText".
        let name = postscriptName.filter { $0 != " " }
        for design in designs {
            guard let prefix = design.prefixes.first(where: { name.hasPrefix($0) }) else { continue }
            // `SFProText-Bold`, `SFUIDisplay-Light`, `SFMono-Regular`, `NewYorkMedium-Bold`, `SFPro`
            // alone: what follows starts a style, an optical size or nothing; not `SFProximaNova`.
            let rest = name.dropFirst(prefix.count)
            guard rest.first.map({ $0 == "-" || $0.isUppercase }) ?? true else { continue }
            return (design.family, design.api)
        }
        return nil
    }
}

extension Platform {
    /// `iOS` or `macOS`, for messages.
    package var displayName: String { self == .macOS ? "macOS" : "iOS" }
}
