import FontInspectorModel

/// The `name` table records of each face of an sfnt file (a font or a collection), read from its
/// bytes without FreeType: for a question about names alone, where reading whole faces would
/// cost many times more.
public enum FaceNames {
    /// For each face of the sfnt in `bytes`, in face order, its name records of the IDs in `ids`
    /// (every platform's, decoded as ``FontFace/nameRecords`` decodes them); empty for anything
    /// that is not a well-formed sfnt (WOFF, Type 1, a truncated file).
    public static func records(in bytes: [UInt8], ids: Set<Int>) -> [[NameRecord]] {
        bytes.withUnsafeBytes { buffer in
            let sniffer = ContainerSniffer(bytes: buffer)
            guard case .sfnt(let collection) = sniffer.kind(),
                let offsets = try? sniffer.faceOffsets(collection: collection)
            else { return [] }
            return offsets.map { offset in
                guard let directory = try? sniffer.tables(atOffset: offset) else { return [] }
                return NameTable(directory: directory).decoded(every: ids)
            }
        }
    }
}
