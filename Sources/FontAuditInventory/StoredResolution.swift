/// A ``NameResolution`` with its fonts and faces named by place, for ``Inventory``'s coding.
enum StoredResolution: Codable {
    case registered(FaceReference)
    case system
    case notPostScript([FaceReference], matchedAs: String)
    case systemName(matchedAs: String, family: String, faces: [String], fix: String?)
    case unregistered(FaceReference)
    case defaultInstanceOnly(FaceReference)
    case unknown(suggestion: String?)

    enum Failure: Error {
        case badReference
    }
}
