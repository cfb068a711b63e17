import FontInspectorModel

extension FontFace {
    /// The PostScript names this face registers: its own and its named instances', each as
    /// CoreText names it (``NamedInstance/coreTextPostScriptName``).
    package var registeredNames: [String] {
        var names = postscriptName.map { [$0] } ?? []
        for instance in instances {
            if let name = instance.coreTextPostScriptName, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The PostScript names the face's other `name` records give: a name ID 6 record of another
    /// platform than the one ``FontFace/postscriptName`` is read from (FreeType's order: Windows
    /// first), when it names the face otherwise. CoreText reads one of them, and which one Apple
    /// does not document; a shipping app asks for a Macintosh record's name and its text shows
    /// (docs/RESOLUTION.md), so a request for any of them is taken as reaching the face.
    package var otherRecordPostScriptNames: [String] {
        var names: [String] = []
        for record in nameRecords where record.nameID == 6 {
            guard let name = record.value, !name.isEmpty, name != postscriptName, !names.contains(name) else {
                continue
            }
            names.append(name)
        }
        return names
    }

    /// Whether `name` is one of the face's PostScript names, by any `name` record
    /// (``registeredNames`` or ``otherRecordPostScriptNames``).
    package func hasPostScriptName(_ name: String) -> Bool {
        registeredNames.contains(name) || otherRecordPostScriptNames.contains(name)
    }

    /// How to name the face in a message: its PostScript name, else its full name, else its index.
    package var label: String {
        postscriptName ?? fullName.map { "\"\($0)\"" } ?? "face \(index)"
    }
}

extension NamedInstance {
    /// The PostScript name CoreText gives this instance. The `name` table's, when the font names
    /// the instance (`postScriptNameID`). Otherwise CoreText makes its own, which is not the
    /// `<prefix>-<Subfamily>` of Adobe Technical Note 5902 that FreeType derives (and `inspect`
    /// shows): it joins the same prefix and the subfamily, its spaces made hyphens, with an
    /// underscore. Inter's "Extra Bold Italic" is `Inter_Extra-Bold-Italic`, not
    /// `Inter-ExtraBoldItalic`, as SwiftGen, which asks CoreText, writes it (docs/RESOLUTION.md).
    package var coreTextPostScriptName: String? {
        guard postscriptNameDerived, let derived = postscriptName, let subfamily = name else { return postscriptName }
        let words = subfamily.split(separator: " ").map { word in
            String(
                word.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
        }.filter { !$0.isEmpty }
        let compact = words.joined()
        guard !compact.isEmpty, derived.hasSuffix("-" + compact) else { return derived }
        return derived.dropLast(compact.count + 1) + "_" + words.joined(separator: "-")
    }
}
