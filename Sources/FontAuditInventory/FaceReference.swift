import FontAuditModel
import FontInspectorModel

/// A font and one of its faces: the font's place in the inventory's fonts and the face's place in
/// its report, or (for a value that is not one of those, which no builder makes today) the value.
struct FaceReference: Codable {
    var font: Int
    var file: FontFile?
    var face: Int
    var value: FontFace?
}
