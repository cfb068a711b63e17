import CFreeType
import FontInspectorModel

/// Owns one `FT_Library`.
///
/// FreeType objects are not thread-safe: a library and every face opened from it must stay on one
/// task or thread. The type is therefore explicitly not `Sendable`; concurrent inspection creates one
/// library per task.
final class FreeTypeLibrary {
    let handle: FT_Library

    init() throws(FreeTypeError) {
        var library: FT_Library?
        try check(FT_Init_FreeType(&library))
        guard let library else { throw FreeTypeError(code: 0x21) }
        handle = library
    }

    deinit {
        FT_Done_FreeType(handle)
    }
}

@available(*, unavailable)
extension FreeTypeLibrary: Sendable {}
