import Foundation

/// A reader of plain XML, the kind Interface Builder writes: an optional `<?xml version="1.0" …?>`
/// declaration, comments, elements with ASCII names, attributes in quotes, text, and the five
/// predefined entities and character references. It gives the events `XMLParser` gives for such a
/// document (start tags with their attributes and the line `XMLParser` reports, text, end tags)
/// at a fraction of the cost (`XMLParser` made a dictionary and strings for every element).
///
/// Anything else (a byte-order mark, a DOCTYPE, CDATA, a processing instruction, a namespace, a
/// carriage return, a name outside ASCII, any error of well-formedness) stops the read with
/// `false`, and the caller reads the document with `XMLParser` instead: what the handler was given
/// is then to be dropped. So an error is always reported as `XMLParser` reports it.
/// `PlainXMLTests` holds the events to `XMLParser`'s on every document of the fixtures and on
/// edge cases.
package struct PlainXML {
    /// Where a start tag's attribute is, in the document's bytes.
    struct Attribute {
        var name: Range<Int>
        var value: Range<Int>
        /// The value holds an entity, a tab or a line feed, which reading it must replace.
        var decoded: Bool
    }

    /// A start tag, read from the document's bytes: valid only during ``Handler/start(_:)``.
    package struct Tag {
        let bytes: UnsafeRawBufferPointer
        let attributes: [Attribute]
        /// Where its `<` is: offset, line, and the offset that line starts at.
        let place: (offset: Int, line: Int, lineStart: Int)
        /// The element's name.
        package let name: String
        /// The line of its closing `>`, as `XMLParser` reports it.
        package let line: Int

        /// The value of attribute `name`, entities replaced and white space normalized, or nil
        /// when the tag has none.
        package subscript(name: String) -> String? {
            var key = name
            return key.withUTF8 { key in
                for attribute in attributes
                where attribute.name.count == key.count
                    && memcmp(bytes.baseAddress! + attribute.name.lowerBound, key.baseAddress!, key.count) == 0
                {
                    let reader = Reader(bytes: bytes)
                    return attribute.decoded
                        ? reader.decoded(attribute.value, normalizing: true) : reader.string(attribute.value)
                }
                return nil
            }
        }

        /// Its attributes' names, as written.
        package var attributeNames: [String] {
            attributes.map { Reader(bytes: bytes).string($0.name) }
        }

        /// The 1-based line and column (in Unicode scalars) of its `<`.
        package var start: (line: Int, column: Int) {
            var column = 1
            for index in place.lineStart..<place.offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
            return (place.line, column)
        }
    }

    /// What a document's events go to.
    package protocol Handler: AnyObject {
        /// A start tag.
        func start(_ tag: Tag)
        /// Whether ``characters(_:)`` is wanted now (text outside the elements a handler reads
        /// is stepped over without making a string of it).
        var wantsCharacters: Bool { get }
        /// Text between tags, entities replaced.
        func characters(_ text: String)
        /// An end tag, or the end of an empty-element tag `<name/>`.
        func end(_ name: String)
    }

    /// `XMLParser` (libxml2) stops a document nested deeper than this; a deeper one is left to it.
    static let maximumDepth = 200

    /// Reads `bytes` (valid UTF-8, checked by the caller), giving its events to `handler`. False
    /// when the document is not plain XML or not well-formed: read it with `XMLParser` then.
    package static func read(_ bytes: UnsafeRawBufferPointer, to handler: some Handler) -> Bool {
        var reader = Reader(bytes: bytes)
        reader.attributes.reserveCapacity(16)
        return reader.document(handler)
    }
}
