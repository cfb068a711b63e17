import FontAuditModel
import FontAuditReaders
import FontInspectorModel

extension Inventory {
    /// The registered face a text is drawn in, when its font name resolves to one: its PostScript
    /// name, or a family or full name that only one registered face answers to (issue 82: a text
    /// in `Font.custom("Lato", …)` of a one-face family was never checked).
    package func textFont(of use: TextUse) -> (font: FontFile, face: FontFace)? {
        switch textResolutions[use] ?? resolution(of: Self.request(for: use)) {
        case .registered(let font, let face): return (font, face)
        case .notPostScript(let faces, _) where faces.count == 1: return (faces[0].font, faces[0].face)
        default: return nil
        }
    }

    /// The request a text's font stands for, resolved like any other.
    static func request(for use: TextUse) -> FontRequest {
        FontRequest(
            name: use.fontName, file: use.file, line: use.line, column: use.column, api: "text",
            source: use.file.hasSuffix(".swift")
                ? .swift
                : SourceScanner.javaScriptExtensions.contains(FileName.pathExtension(of: use.file))
                    ? .javaScript : .interfaceBuilder)
    }
}
