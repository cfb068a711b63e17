import CFreeType
import FontInspectorModel

/// Throws a ``FreeTypeError`` unless `code` is zero.
@inline(__always)
func check(_ code: FT_Error) throws(FreeTypeError) {
    if code != 0 { throw FreeTypeError(code: Int32(code)) }
}
