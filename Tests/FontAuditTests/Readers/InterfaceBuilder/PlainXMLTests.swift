import Foundation
import Testing

@testable import FontAuditModel
@testable import FontAuditReaders

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// ``PlainXML`` gives `XMLParser`'s events (names, every attribute, the lines `XMLParser` reports,
/// text) on every document it reads, and leaves the rest to `XMLParser`; the Interface Builder
/// scanner finds the same on both paths.
@Suite struct PlainXMLTests {
    /// `XMLParser`'s events, in the form both readers give them: text runs joined.
    private final class ParserEvents: NSObject, XMLParserDelegate {
        var events: [String] = []
        var failed = false
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            events.append(
                "start \(name) line \(parser.lineNumber) "
                    + attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.debugDescription)" }.joined(
                        separator: " "))
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text(string) }
        func text(_ string: String) {
            if let last = events.last, last.hasPrefix("text ") {
                events[events.count - 1] += string
            } else {
                events.append("text " + string)
            }
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            events.append("end \(name)")
        }
        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { failed = true }
    }

    private final class PlainEvents: PlainXML.Handler {
        var events: [String] = []
        var starts: [String] = []
        func start(_ tag: PlainXML.Tag) {
            events.append(
                "start \(tag.name) line \(tag.line) "
                    + tag.attributeNames.sorted().map { "\($0)=\(tag[$0]!.debugDescription)" }.joined(separator: " "))
            starts.append("\(tag.start.line):\(tag.start.column)")
        }
        var wantsCharacters: Bool { true }
        func characters(_ string: String) {
            if let last = events.last, last.hasPrefix("text ") {
                events[events.count - 1] += string
            } else {
                events.append("text " + string)
            }
        }
        func end(_ name: String) { events.append("end \(name)") }
    }

    /// Whether PlainXML read `text`; when it did, its events must be XMLParser's.
    @discardableResult
    private func compare(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let data = Data(text.utf8)
        guard SafeXML.isReadable(data) else { return false }
        let plain = PlainEvents()
        guard data.withUnsafeBytes({ PlainXML.read($0, to: plain) }) else { return false }
        let reference = ParserEvents()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = reference
        let parsed = parser.parse()
        #expect(
            parsed && !reference.failed, "PlainXML read a document XMLParser rejects:\n\(text)",
            sourceLocation: sourceLocation)
        #expect(plain.events == reference.events, "\(text)", sourceLocation: sourceLocation)
        return true
    }

    /// Both paths of the scanner find the same requests (with their lines and columns), map, problem and texts.
    private func compareScans(_ data: Data, path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let fast = InterfaceBuilderScanner().scanWithText(data, path: path)
        let reference = InterfaceBuilderScanner().scanWithText(data, path: path, plainXML: false)
        #expect(fast.requests == reference.requests, sourceLocation: sourceLocation)
        #expect(fast.fontMap == reference.fontMap, sourceLocation: sourceLocation)
        #expect(fast.problem == reference.problem, sourceLocation: sourceLocation)
        #expect(fast.texts == reference.texts, sourceLocation: sourceLocation)
    }

    private var fixtureDocuments: [URL] {
        let walker = FileManager.default.enumerator(at: Repo.apps, includingPropertiesForKeys: nil)
        return (walker?.allObjects as? [URL] ?? []).filter { ["storyboard", "xib"].contains($0.pathExtension) }.sorted {
            $0.path < $1.path
        }
    }

    @Test func everyFixtureDocumentIsReadPlainlyAndAsXMLParserReadsIt() throws {
        let documents = fixtureDocuments
        #expect(documents.count >= 5)
        for url in documents {
            let data = try Data(contentsOf: url)
            let parser = XMLParser(data: data)
            let wellFormed = parser.parse()
            // A well-formed one is Interface Builder's own XML (a planted merge conflict is not).
            #expect(compare(String(decoding: data, as: UTF8.self)) == wellFormed, "\(url.lastPathComponent)")
            compareScans(data, path: url.lastPathComponent)
        }
    }

    @Test func linesEntitiesAndWhiteSpaceAreXMLParsers() {
        let documents = [
            // A tag over three lines: XMLParser gives the line of its `>`, after the blanks before it.
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document a=\"1\"\n    b=\"2\"\n  >\n<view id=\"x\"\n/>\n</document>\n",
            "<document>\n<fontDescription key=\"fontDescription\" name=\"Brand-Bold\"\n                 family=\"Brand\" pointSize=\"17\"/>\n</document>",
            // Entities and character references, in values and text; tabs and line feeds in values.
            "<d t=\"a &amp; b &lt;c&gt; &quot;q&quot; &apos;s&apos; &#10;&#x41;&#233;\" u='x\ty\nz' v=\"&#9;\">x &amp; y&#10;z &#x1F600; é</d>",
            // Comments before, inside and after; white space only text.
            "<!-- head -->\n<d>\n  <!-- a - b -->\n  <e/>  \n</d>\n<!-- tail -->\n\n",
            "<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"no\"?><d/>",
            "<?xml version=\"1.0\" standalone=\"yes\"?>\n<d></d >",
            // Columns in Unicode scalars; names with dots, dashes and digits; single quotes; `>` in values.
            "<d>\n  <ä-not-ascii-in-text>ß</ä-not-ascii-in-text></d>",
            "<d x.y-z_1='>' w=\"'\">é<e/>é</d>",
            String(repeating: "<a>", count: 150) + String(repeating: "</a>", count: 150),
        ]
        var read = 0
        for text in documents where compare(text) { read += 1 }
        // All but the one with a name outside ASCII (left to XMLParser).
        #expect(read == documents.count - 1)
    }

    @Test func anythingElseIsLeftToXMLParser() {
        let outside = [
            "\u{FEFF}<d/>", "<!DOCTYPE d><d/>", "<d><![CDATA[x]]></d>", "<d xmlns=\"u\"/>", "<n:d/>", "<d a:b=\"1\"/>",
            "<d>\r\n</d>", "<?xml version=\"1.1\"?><d/>", "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><d/>",
            // Not well-formed: XMLParser reports them, with its own line.
            "<d>", "<d></e>", "<d a=\"1\" a=\"2\"/>", "<d a=\"1\"b=\"2\"/>", "<d a=1/>", "<d a=\"<\"/>",
            "<d>&nbsp;</d>",
            "<d>&#0;</d>", "<d>&#xD800;</d>", "<d>&#+65;</d>", "<d>]]></d>", "<d>\u{1}</d>", "<d><!-- a -- b --></d>",
            "<d/><e/>", "<d/>x", "x<d/>", "", "<d>&amp</d>", "<d>\u{FFFE}</d>", "<d><?pi x?></d>",
            String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300),
        ]
        for text in outside {
            let data = Data(text.utf8)
            let handler = PlainEvents()
            #expect(!data.withUnsafeBytes { PlainXML.read($0, to: handler) }, "\(text.debugDescription)")
            compareScans(data, path: "x.xib")
        }
    }

    /// Generated documents in Interface Builder's shape, whole and with one byte changed: whatever
    /// PlainXML reads, it reads as XMLParser does, and the scanner finds the same either way.
    @Test func generatedAndDamagedDocumentsAgree() {
        var random = SeededGenerator(seed: 0x706C_6169_6E78)
        let values = [
            "Brand-Bold", "a &amp; b", "line&#10;break", "tab\there", "two\nlines", "é ü 日本", "&lt;x&gt;", "'", "",
            "17",
        ]
        let tags = [
            "label", "button", "fontDescription", "font", "string", "fragment", "customFonts", "mutableArray", "state",
            "view",
        ]
        let keys = ["id", "key", "name", "text", "title", "type", "content", "customClass", "pointSize", "metaFont"]
        var read = 0
        var documents = 0
        for _ in 0..<400 {
            var text = random.next() % 2 == 0 ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" : ""
            text += "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n"
            var open: [String] = []
            for _ in 0..<Int(random.next() % 40) {
                switch random.next() % 6 {
                case 0 where !open.isEmpty:
                    text += "</\(open.removeLast())>\n"
                case 1:
                    text += "<!-- \(values[Int(random.next() % 8)].replacingOccurrences(of: "&", with: "and")) -->\n"
                case 2:
                    text +=
                        String(repeating: " ", count: Int(random.next() % 4)) + values[Int(random.next() % 8)] + "\n"
                default:
                    let tag = tags[Int(random.next() % UInt64(tags.count))]
                    var attributes: [String] = []
                    for key in keys where random.next() % 3 == 0 {
                        let quote = random.next() % 5 == 0 ? "'" : "\""
                        let value = values[Int(random.next() % UInt64(values.count))]
                        attributes.append("\(key)=\(quote)\(value == "'" && quote == "'" ? "q" : value)\(quote)")
                    }
                    let separator = random.next() % 4 == 0 ? "\n    " : " "
                    text +=
                        "<\(tag)" + attributes.map { separator + $0 }.joined() + (random.next() % 3 == 0 ? "\n" : "")
                    if random.next() % 2 == 0 {
                        text += "/>\n"
                    } else {
                        text += ">"
                        open.append(tag)
                    }
                }
            }
            for tag in open.reversed() { text += "</\(tag)>\n" }
            text += "</document>\n"
            documents += 1
            if compare(text) { read += 1 }
            compareScans(Data(text.utf8), path: "Generated.storyboard")
            // One byte changed, inserted or removed.
            var bytes = Array(text.utf8)
            let place = Int(random.next() % UInt64(bytes.count))
            switch random.next() % 3 {
            case 0: bytes[place] = Array("<>&\"'/=!-; x\n".utf8)[Int(random.next() % 13)]
            case 1: bytes.insert(Array("<>&\"'/=!-; x\n".utf8)[Int(random.next() % 13)], at: place)
            default: bytes.remove(at: place)
            }
            compare(String(decoding: bytes, as: UTF8.self))
            compareScans(Data(bytes), path: "Damaged.storyboard")
        }
        // The generated documents are well-formed, with names in ASCII: plain XML reads each.
        #expect(read == documents)
    }

    /// Every storyboard and xib under `FONTAUDIT_XML_CORPUS` (a folder of apps; skipped without it).
    @Test func corpusFromTheEnvironment() throws {
        guard let folder = ProcessInfo.processInfo.environment["FONTAUDIT_XML_CORPUS"] else { return }
        let walker = FileManager.default.enumerator(at: URL(fileURLWithPath: folder), includingPropertiesForKeys: nil)
        var read = 0
        var total = 0
        for case let url as URL in walker! where ["storyboard", "xib"].contains(url.pathExtension) {
            guard let data = try? Data(contentsOf: url) else { continue }
            total += 1
            if compare(String(decoding: data, as: UTF8.self)) {
                read += 1
            } else {
                print("left to XMLParser: \(url.path)")
            }
            compareScans(data, path: url.lastPathComponent)
        }
        print("PlainXML read \(read) of \(total) documents")
    }
}
