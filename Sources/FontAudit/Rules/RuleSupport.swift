import FontInspector

extension Inventory {
    /// Every face of every readable font in `fonts`, in path and index order.
    func faces(of fonts: [FontFile]) -> [(font: FontFile, face: FontFace)] {
        fonts.filter { $0.report.error == nil }.flatMap { font in font.report.faces.map { (font, $0) } }
    }

    /// Whether any manifest uses UIAppFonts (else fonts are expected in the ATS folder).
    var usesAppFontsKey: Bool {
        manifests.contains { $0.appFontsLine != nil || !$0.appFonts.isEmpty } || !manifests.contains { $0.atsFontsPath != nil }
    }
}

extension FontFace {
    /// The PostScript names this face registers: its own and its named instances'.
    var registeredNames: [String] {
        var names = postscriptName.map { [$0] } ?? []
        for instance in instances {
            if let name = instance.postscriptName, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// How to name the face in a message: its PostScript name, else its full name, else its index.
    var label: String {
        postscriptName ?? fullName.map { "\"\($0)\"" } ?? "face \(index)"
    }
}

/// `text` in backticks, for messages.
func quoted(_ text: String) -> String { "`\(text)`" }
