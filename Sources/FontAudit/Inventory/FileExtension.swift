/// The extension of a file name or path, lowercased: "Main.Storyboard" → "storyboard", "Makefile"
/// → "". Foundation's `pathExtension` is slow on Linux, and the walk asks for every file.
func fileExtension(_ path: String) -> String {
    let utf8 = path.utf8
    guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return "" }
    if let slash = utf8.lastIndex(of: UInt8(ascii: "/")), slash > dot { return "" }
    let start = utf8.index(after: dot)
    // A leading dot (".gitignore") is a hidden name, not an extension.
    if dot == utf8.startIndex || utf8[utf8.index(before: dot)] == UInt8(ascii: "/") { return "" }
    return String(path[start...]).lowercased()
}
