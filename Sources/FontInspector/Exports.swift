// FontInspector is three targets (docs/ARCHITECTURE.md): the values and folder walking
// (FontInspectorModel), reading fonts through FreeType (FontInspectorReading), and what
// `fontaudit inspect` prints (here). A user imports FontInspector alone and sees their public
// declarations.
@_exported import FontInspectorModel
@_exported import FontInspectorReading
