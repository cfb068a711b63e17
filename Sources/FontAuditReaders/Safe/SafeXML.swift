import FontAuditModel
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Foundation's XMLParser on Linux traps (a crash, not an error) on an element name that is not
/// valid UTF-8, found by fuzzing the plist reader (Fixtures/Crashers/plist-crash-…). Every XML the
/// tool reads goes through here: bytes that are not UTF-8 get no parser, and the caller reports
/// the file instead of crashing.
package enum SafeXML {
    /// A parser for `data`, or nil when the bytes are not valid UTF-8 or hold a processing
    /// instruction other than the XML declaration (`<?xml?>` or `<?x-8b?>` crashed XMLParser in
    /// strlen: Fixtures/Crashers/ib-crash-…; plists and storyboards never hold one), or DTD
    /// declarations (see ``hasDeclarations(_:)``).
    package static func parser(for data: Data) -> XMLParser? {
        guard isReadable(data) else { return nil }
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        return parser
    }

    /// Whether ``parser(for:)`` gives a parser for `data`: valid UTF-8, with no processing
    /// instruction but the declaration and no DTD declarations.
    package static func isReadable(_ data: Data) -> Bool {
        isValidUTF8(data) && !hasLaterProcessingInstruction(data) && !hasDeclarations(data)
    }

    /// Whether the bytes hold any processing instruction other than a proper XML declaration
    /// (`<?xml version=…?>`) at the very start: XMLParser on Linux crashes on a PI without data.
    static func hasLaterProcessingInstruction(_ data: Data) -> Bool {
        let bytes = [UInt8](data)
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        var allowedEnd = start
        if bytes[start...].starts(with: Array("<?xml ".utf8)) {
            // The declaration ends at the first "?>"; it must name a version.
            var index = start + 6
            while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "?") && bytes[index + 1] == UInt8(ascii: ">"))
            { index += 1 }
            guard index + 1 < bytes.count, ByteSearch.contains(Array(bytes[start..<index]), Array("version".utf8))
            else { return true }
            allowedEnd = index + 2
        }
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?"),
                index >= allowedEnd || index != start
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// Whether the bytes declare notations, attributes, entities or elements (an internal DTD
    /// subset): XMLParser on Linux crashes in strlen on `<!NOTATION`, `<!ATTLIST` and unparsed
    /// `<!ENTITY` declarations; plists, storyboards and workspaces never have them.
    static func hasDeclarations(_ data: Data) -> Bool {
        let bytes = [UInt8](data)
        return ["<!NOTATION", "<!ATTLIST", "<!ENTITY", "<!ELEMENT"].contains {
            ByteSearch.contains(bytes, Array($0.utf8))
        }
    }

    static func isValidUTF8(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            String(validating: raw.bindMemory(to: UInt8.self), as: UTF8.self) != nil
        }
    }

    /// The message for a file whose bytes are not UTF-8.
    static let notUTF8 =
        "is not well-formed UTF-8 XML (invalid bytes, or a processing instruction after the declaration), so it cannot be read; restore it from version control"
}
