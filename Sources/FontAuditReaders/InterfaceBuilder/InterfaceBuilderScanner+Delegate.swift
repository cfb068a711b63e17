import FontAuditModel
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

extension InterfaceBuilderScanner {
    final class Delegate: NSObject, XMLParserDelegate, PlainXML.Handler {
        /// A custom font: its name, the line XMLParser gives, its tag (`fontDescription` or
        /// `font`) and index among all such tags, the API shown, and the element it styles;
        /// where its tag starts, when plain XML gave it.
        struct Font {
            var name: String
            var line: Int
            var tag: String
            var ordinal: Int
            var api: String
            var element: (tag: String, id: String, adjusts: Bool)?
            var start: (line: Int, column: Int)?
        }
        var fonts: [Font] = []
        private var ordinals: [String: Int] = [:]
        /// The platform the document is for: `<document type="….CocoaTouch.…">` is iOS, `….Cocoa.…` macOS.
        var platform: Platform?
        /// The outlets (and outlet collections) connected to each element id.
        var outlets: [String: [Outlet]] = [:]
        var files: [String: [String]] = [:]
        var fileLines: [String: Int] = [:]
        var errorLine: Int?
        /// Text shown in a custom font: its strings key (nil for attributed text), the font, the line.
        struct ElementText {
            var key: String?
            var element: String
            var text: String
            var font: String
            var line: Int
        }
        var texts: [ElementText] = []
        /// An element with an `id`, open: its texts wait for its font.
        private struct Frame {
            var depth: Int
            var id: String
            var tag: String
            var customClass: String?
            var adjusts: Bool
            var font: String?
            var texts: [(property: String, text: String, line: Int)] = []
        }
        private var frames: [Frame] = []
        /// A `<string key="text">` child being read, for the frame at the top.
        private var propertyText: (property: String, text: String, line: Int)?
        /// An attributed-text fragment being read: its content, line, and font once seen.
        private var fragment: (text: String, line: Int, font: String?, depth: Int)?
        private var customFontsDepth: Int?
        private var depth = 0
        private var currentFile: String?
        private var text: String?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            open(name, line: max(1, parser.lineNumber), start: { nil }, attribute: { attributes[$0] })
        }

        func start(_ tag: PlainXML.Tag) {
            open(tag.name, line: tag.line, start: { tag.start }, attribute: { tag[$0] })
        }

        var wantsCharacters: Bool { text != nil || propertyText != nil }

        /// A start tag: `attributes` reads its attributes; `start` gives where its `<` is, when known.
        private func open(
            _ name: String, line: Int, start: () -> (line: Int, column: Int)?, attribute attributes: (String) -> String?
        ) {
            depth += 1
            if let id = attributes("id"), customFontsDepth == nil {
                var frame = Frame(
                    depth: depth, id: id, tag: name, customClass: attributes("customClass"),
                    adjusts: attributes("adjustsFontForContentSizeCategory") == "YES")
                for property in ["text", "title", "placeholder"] {
                    if let text = attributes(property), !text.isEmpty { frame.texts.append((property, text, line)) }
                }
                frames.append(frame)
            }
            let parentFrame = frames.last.map { $0.depth == depth - 1 } ?? false
            let styled = parentFrame ? frames.last.map { (tag: $0.tag, id: $0.id, adjusts: $0.adjusts) } : nil
            switch name {
            case "document":
                let type = attributes("type") ?? ""
                platform = type.contains(".CocoaTouch.") ? .iOS : type.contains(".Cocoa.") ? .macOS : nil
            case "outlet", "outletCollection":
                if let property = attributes("property"), let destination = attributes("destination") {
                    // The outlet has an id of its own: its owner is the element around it.
                    let owner = frames.last { $0.depth < depth }?.customClass
                    outlets[destination, default: []].append(Outlet(owner: owner, property: property))
                }
            case "fontDescription":
                // `.AppleSystemUIFont…`, name and family, is the system font as Interface Builder
                // writes it itself; how a nib decodes it is not documented, and no report has it
                // render wrong (docs/RESOLUTION.md), so it is no request, as for `<font>` tags.
                if let font = attributes("name"), attributes("type") == nil, !font.hasPrefix(".AppleSystemUIFont") {
                    let own = attributes("key") == "fontDescription" || attributes("key") == nil
                    fonts.append(
                        Font(
                            name: font, line: line, tag: name, ordinal: ordinals[name, default: 0],
                            api: "fontDescription", element: own ? styled : nil, start: start()))
                    if parentFrame, own { frames[frames.count - 1].font = font }
                }
                ordinals[name, default: 0] += 1
            case "font":
                if fragment != nil, attributes("key") == "NSFont" { fragment?.font = attributes("name") }
                if let font = attributes("name"), attributes("metaFont") == nil, !font.isEmpty, !font.hasPrefix(".") {
                    fonts.append(
                        Font(
                            name: font, line: line, tag: name, ordinal: ordinals[name, default: 0],
                            api: "<font key=\"\(attributes("key") ?? "font")\">", element: nil, start: start()))
                }
                ordinals[name, default: 0] += 1
            case "state" where parentFrame && attributes("key") == "normal":
                if let title = attributes("title"), !title.isEmpty {
                    frames[frames.count - 1].texts.append(("normalTitle", title, line))
                }
            case "buttonConfiguration" where parentFrame:
                if let title = attributes("title"), !title.isEmpty {
                    frames[frames.count - 1].texts.append(("configuration.title", title, line))
                }
            case "string" where parentFrame && ["text", "title", "placeholder"].contains(attributes("key") ?? ""):
                propertyText = (attributes("key")!, "", line)
            case "fragment":
                fragment = (attributes("content") ?? "", line, nil, depth)
            case "string" where fragment != nil && attributes("key") == "content":
                propertyText = ("content", "", line)
            case "customFonts" where customFontsDepth == nil:
                customFontsDepth = depth
            case _ where (name == "mutableArray" || name == "array") && customFontsDepth == depth - 1:
                currentFile = attributes("key")
                if let file = currentFile {
                    if files[file] == nil { files[file] = [] }
                    fileLines[file] = line
                }
            case "string" where currentFile != nil && customFontsDepth == depth - 2:
                text = ""
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            characters(string)
        }

        func characters(_ string: String) {
            text? += string
            propertyText?.text += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            end(name)
        }

        func end(_ name: String) {
            if name == "string", let property = propertyText {
                if property.property == "content" {
                    fragment?.text = property.text
                } else if !property.text.isEmpty, !frames.isEmpty {
                    frames[frames.count - 1].texts.append(property)
                }
                propertyText = nil
            } else if name == "fragment", let fragment, fragment.depth == depth {
                if let font = fragment.font, !fragment.text.isEmpty, let frame = frames.last {
                    texts.append(
                        ElementText(
                            key: nil, element: "\(frame.id) attributed text", text: fragment.text, font: font,
                            line: fragment.line))
                }
                self.fragment = nil
            } else if let frame = frames.last, frame.depth == depth {
                frames.removeLast()
                if let font = frame.font {
                    for text in frame.texts {
                        texts.append(
                            ElementText(
                                key: "\(frame.id).\(text.property)", element: frame.tag, text: text.text, font: font,
                                line: text.line))
                    }
                }
            }
            if name == "string", let file = currentFile, let value = text {
                let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
                if !trimmed.isEmpty { files[file, default: []].append(trimmed) }
                text = nil
            } else if name == "mutableArray" || name == "array", customFontsDepth == depth - 1 {
                currentFile = nil
            } else if name == "customFonts", customFontsDepth == depth {
                customFontsDepth = nil
            }
            depth -= 1
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            if errorLine == nil { errorLine = max(1, parser.lineNumber) }
        }
    }
}
