import FontAuditModel
import FontInspectorModel
import Foundation

// What the Objective-C files give once every file is read: the theme objects' facts, and the
// names and font macros of headers no build phase lists.
extension SourceScanner {
    /// What every Objective-C file that names one of `properties` declares and assigns for them
    /// (``ObjectiveCNames/ThemeFacts``), and the Swift files and Interface Builder documents
    /// (runtime attributes) that may set them: the theme objects' reads take their values from it.
    func readThemeFacts(
        into result: inout SourceContribution, files: [(path: String, display: String)], properties: Set<String>
    ) {
        var seen = Set<String>()
        let candidates = files.filter { file in
            ["h", "m", "mm", "swift", "storyboard", "xib"].contains(FileName.pathExtension(of: file.path))
                && seen.insert(file.path).inserted
        }
        let needles = (properties.sorted() + ["setValuesForKeysWithDictionary", "setValue:"]).map(
            ByteSearch.Needle.init)
        let found = candidates.concurrentMap { file -> ObjectiveCNames.ThemeFacts? in
            guard let bytes = FileData.readBytes(file.path), needles.contains(where: { ByteSearch.contains(bytes, $0) })
            else { return nil }
            switch FileName.pathExtension(of: file.path) {
            case "swift":
                var facts = ObjectiveCNames.ThemeFacts()
                facts.open = ObjectiveCNameScanner.swiftWrites(bytes, properties: properties)
                return facts
            case "storyboard", "xib":
                // A user-defined runtime attribute sets it when the view loads.
                var facts = ObjectiveCNames.ThemeFacts()
                facts.open = properties.filter { ByteSearch.contains(bytes, ByteSearch.Needle("keyPath=\"\($0)\"")) }
                return facts
            default: break
            }
            return ObjectiveCNameScanner().themeFacts(
                String(decoding: bytes, as: UTF8.self), path: file.display, properties: properties)
        }
        for facts in found.compactMap({ $0 }) { result.objectiveCNames.themeFacts.merge(facts) }
    }

    /// The selectors of the font messages a macro may send.
    private static let fontMessageNeedles = ["fontWithName", "fontDescriptorWithName"].map(ByteSearch.Needle.init)

    /// The names ``definitionHeaders`` not scanned already define, the font macros they define
    /// (``ObjectiveCNames/FontMacro``), and the headers they import. With `fontMacrosOnly` (no
    /// request names a word its file does not define, but a call may be a font macro), only the
    /// headers that send a font message are parsed.
    func readDefinitionHeaders(
        into result: inout SourceContribution, scanned: [(path: String, display: String)], fontMacrosOnly: Bool
    ) {
        let seen = Set(scanned.map(\.path))
        let headers = definitionHeaders.filter { !seen.contains($0.path) }
        let found = headers.concurrentMap { header -> ObjectiveCNames? in
            guard let bytes = FileData.readBytes(header.path) else { return nil }
            if fontMacrosOnly, !Self.fontMessageNeedles.contains(where: { ByteSearch.contains(bytes, $0) }) {
                return nil
            }
            return ObjectiveCNameScanner().scanNames(String(decoding: bytes, as: UTF8.self), path: header.display).names
        }
        for names in found.compactMap({ $0 }) {
            result.objectiveCNames.definitions += names.definitions
            result.objectiveCNames.macros += names.macros
            result.objectiveCNames.imports.merge(names.imports) { mine, _ in mine }
        }
    }
}
