/// Resolutions in order, most as three numbers (a kind, a font's place, a face's place), the rest
/// (a name not found, a family name, a face of a font not among the inventory's) as a
/// ``StoredResolution``: a thousand requests decode in a fraction of the time their enums take.
struct ResolutionTable: Codable {
    /// Three numbers per resolution: ``Kind``, then two numbers whose meaning the kind gives.
    var numbers: [Int]
    var others: [StoredResolution]

    enum Kind: Int {
        /// None; the numbers are 0.
        case none = 0
        /// ``NameResolution/system``.
        case system = 1
        /// ``NameResolution/registered(font:face:)``: the font's place and the face's place.
        case registered = 2
        /// ``NameResolution/unregistered(font:face:)``: as for registered.
        case unregistered = 3
        /// ``NameResolution/defaultInstanceOnly(font:face:)``: as for registered.
        case defaultInstanceOnly = 4
        /// One of ``others``, by its place.
        case other = 5
    }
}
