import FontInspector

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
