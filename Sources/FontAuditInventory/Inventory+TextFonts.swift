import FontAuditModel
import FontAuditReaders
import FontInspectorModel

extension Inventory {
    /// The registered face a text is drawn in, when its font name resolves to one.
    package func textFont(of use: TextUse) -> (font: FontFile, face: FontFace)? {
        guard case .registered(let font, let face) = textResolutions[use] ?? resolution(of: Self.request(for: use))
        else { return nil }
        return (font, face)
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
