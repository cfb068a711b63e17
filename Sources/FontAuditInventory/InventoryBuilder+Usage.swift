import FontAuditModel
import FontInspectorModel
import FontInspectorReading
import Foundation

/// What `font-unused`'s search read, kept for the builder's other targets, which mostly search
/// the same files for the same names.
struct UsageReads {
    /// The name records' extra names of each font file, by absolute path.
    var recordNames: [String: [Int: [String]]] = [:]
    /// What each file held, by the names searched for and the file's path.
    var files: [Search: (mentions: [String: Int], listing: Int?)] = [:]

    /// One file searched for some names.
    struct Search: Hashable {
        /// The names, sorted.
        var names: [String]
        /// The file's absolute path.
        var path: String
    }
}

extension InventoryBuilder {
    /// Extensions of files outside Xcode's sources that can ask for a registered font by name:
    /// web pages and stylesheets a web view shows, React Native's JavaScript and TypeScript,
    /// Flutter's Dart, Kotlin Multiplatform's Kotlin.
    static let scriptExtensions: Set<String> = ["html", "htm", "css", "js", "jsx", "mjs", "ts", "tsx", "dart", "kt"]

    /// For `font-unused` (``AuditOptions/findsUnusedFonts``): reads each font file's size, and
    /// searches the checkout's sources (every Swift, Objective-C, plist, JSON and strings file
    /// below `base`, with the scripts and pages of ``scriptExtensions``, and `files`, the ones the
    /// target's scan read) for the names of the faces nothing reaches yet
    /// (``Inventory/nameMentions``) and for code that lists fonts (``Inventory/fontListings``).
    /// The whole checkout, not the target's files alone: a framework the target links, or the
    /// JavaScript a build phase bundles, asks for fonts the target's own sources never name, and
    /// a name found where it is not used only keeps a font that may be unused.
    ///
    /// Left out: storyboards and xibs (their font requests are read in full; a `<customFonts>`
    /// map only lists names), SwiftGen's generated files (their accessors count only where code
    /// uses them), and a line that looks a file up (`forResource: "Brand-Bold", withExtension:
    /// "ttf"` registers the file; it asks for no face).
    func markUsageEvidence(_ inventory: inout Inventory, files: [(path: String, display: String)], base: URL) {
        guard options.findsUnusedFonts else { return }
        inventory.usageSearched = true
        for font in inventory.fonts {
            let path = font.path.hasPrefix("/") ? font.path : base.appendingPathComponent(font.path).path
            if let size = Disk.size(of: path) { inventory.fontSizes[font.path] = size }
        }
        var unused = inventory.unusedFaces
        guard !unused.isEmpty else { return }
        // The names of the other platforms' records, which FreeType's fields leave out.
        for font in Set(unused.map(\.font.path)).sorted().compactMap({ path in
            unused.first { $0.font.path == path }?.font
        }) {
            let url =
                font.path.hasPrefix("/") ? URL(fileURLWithPath: font.path) : base.appendingPathComponent(font.path)
            let known = usageReads.withLock { $0.recordNames[url.path] }
            let names =
                known ?? FileData.readBytes(url.path).map { bytes in
                    var names: [Int: [String]] = [:]
                    for (index, records) in FaceNames.records(in: bytes, ids: [1, 4, 6, 16]).enumerated() {
                        let own = font.report.faces.first { $0.index == index }?.requestableNames ?? []
                        let more = records.compactMap(\.value).filter { !$0.isEmpty && !own.contains($0) }
                        if !more.isEmpty { names[index] = Array(Set(more)).sorted() }
                    }
                    return names
                } ?? [:]
            if known == nil { usageReads.withLock { $0.recordNames[url.path] = names } }
            if !names.isEmpty { inventory.recordNames[font.path] = names }
        }
        if !inventory.recordNames.isEmpty { unused = inventory.unusedFaces }
        let names = Set(unused.flatMap { inventory.searchedNames(of: $0.face, in: $0.font) })
        guard !names.isEmpty else { return }
        var all = files
        if Disk.isFolder(base.path), FileName.pathExtension(of: base.path) != "app" {
            let survey = sourceSurvey(of: base)
            let known = Set(files.map(\.display))
            all += (survey.sources + survey.scripts).filter { !known.contains($0) }.map { (base.path + "/" + $0, $0) }
        }
        let generated = Set(inventory.generatedFonts.map(\.file))
        let searched = all.filter { file in
            let ext = FileName.pathExtension(of: file.display)
            return ext != "storyboard" && ext != "xib" && !generated.contains(file.display)
        }
        let wanted = Set(names.map { Array($0.utf8) })
        let longest = wanted.map(\.count).max() ?? 0
        let sortedNames = names.sorted()
        let found = searched.concurrentMap { file -> (mentions: [String: FileLocation], listing: FileLocation?) in
            let key = UsageReads.Search(names: sortedNames, path: file.path)
            let read =
                usageReads.withLock { $0.files[key] }
                ?? {
                    guard let bytes = FileData.readBytes(file.path) else { return ([:], nil) }
                    let listing = Self.listingTokens.compactMap { ByteSearch.offsets(of: $0, in: bytes).first }.min()
                        .map { Self.line(at: $0, in: bytes) }
                    var mentions = Self.wholeStrings(in: bytes, among: wanted, longest: longest)
                    for (name, line) in Self.generatedAccessors(in: bytes, names: names) where mentions[name] == nil {
                        mentions[name] = line
                    }
                    let read = (mentions: mentions, listing: listing)
                    usageReads.withLock { $0.files[key] = read }
                    return read
                }()
            return (
                read.mentions.mapValues { FileLocation(file: file.display, line: $0) },
                read.listing.map { FileLocation(file: file.display, line: $0) }
            )
        }
        inventory.fontListings = found.compactMap(\.listing).sorted()
        for (mentions, _) in found {
            for (name, place) in mentions where inventory.nameMentions[name].map({ place < $0 }) ?? true {
                inventory.nameMentions[name] = place
            }
        }
    }

    /// What code writes to list the registered fonts, let the user pick one, or read a name from
    /// a font file.
    static let listingTokens = [
        "familyNames", "fontNames(forFamilyName", "fontNamesForFamilyName", "availableFonts", "availableFontFamilies",
        "availableMembers", "CTFontManagerCopyAvailable", "CTFontCollectionCreateFromAvailableFonts",
        "CTFontManagerCopyRegisteredFontDescriptors", "CTFontManagerCreateFontDescriptorsFromURL",
        "CTFontManagerCreateFontDescriptorsFromData", "CTFontManagerCreateFontDescriptorFromData", ".postScriptName",
        "CTFontCopyPostScriptName", "CGFontCopyPostScriptName", "CTFontCopyFamilyName", "orderFrontFontPanel",
        "NSFontPanel", "UIFontPickerViewController",
    ].map(ByteSearch.Needle.init)

    /// The strings of `wanted` that `bytes` holds whole (between double or single quotes, or as an
    /// element's text: `<string>Brand-Bold</string>`) on a line that does not look a file up, each
    /// with the first line it is on. One pass over the bytes: each quoted run up to `longest`
    /// bytes on its line is looked up in `wanted`.
    static func wholeStrings(in bytes: [UInt8], among wanted: Set<[UInt8]>, longest: Int) -> [String: Int] {
        var found: [String: Int] = [:]
        guard longest > 0 else { return found }
        var line = 1
        var lineStart = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                lineStart = index + 1
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: ">") {
                let close = byte == UInt8(ascii: ">") ? UInt8(ascii: "<") : byte
                var end = index + 1
                let limit = min(count, index + 2 + longest)
                while end < limit, bytes[end] != close, bytes[end] != 0x0A { end += 1 }
                if end < limit, bytes[end] == close, end > index + 1 {
                    let candidate = Array(bytes[(index + 1)..<end])
                    if wanted.contains(candidate) {
                        let name = String(decoding: candidate, as: UTF8.self)
                        if found[name] == nil {
                            let lineEnd = bytes[end...].firstIndex(of: 0x0A) ?? count
                            if !looksUpAFile(bytes[lineStart..<lineEnd]) { found[name] = line }
                        }
                    }
                }
            }
            index += 1
        }
        return found
    }

    /// R.swift's accessors, `R.font.atlasGroteskLight(size:)`: its identifier is the PostScript
    /// name in camel case, so the two compare equal with case and all but letters and digits
    /// dropped. The names of `names` so used, with the line of their first use.
    static func generatedAccessors(in bytes: [UInt8], names: Set<String>) -> [String: Int] {
        let offsets = ByteSearch.offsets(of: rswiftFont, in: bytes)
        guard !offsets.isEmpty else { return [:] }
        var byKey: [String: [String]] = [:]
        // PostScript names only (no spaces): R.swift names its accessors after them.
        for name in names where !name.contains(" ") { byKey[identifierKey(name.utf8), default: []].append(name) }
        var found: [String: Int] = [:]
        for offset in offsets {
            var end = offset + rswiftFont.bytes.count
            let start = end
            while end < bytes.count,
                bytes[end] == UInt8(ascii: "_") || (bytes[end] < 0x80 && isAlphanumeric(bytes[end]))
            { end += 1 }
            guard end > start, end < bytes.count, bytes[end] == UInt8(ascii: "(") else { continue }
            for name in byKey[identifierKey(bytes[start..<end])] ?? [] where found[name] == nil {
                found[name] = line(at: offset, in: bytes)
            }
        }
        return found
    }

    private static let rswiftFont = ByteSearch.Needle("R.font.")

    /// Letters and digits of `text`, lowercased.
    static func identifierKey(_ text: some Sequence<UInt8>) -> String {
        String(
            decoding: text.filter { $0 < 0x80 && isAlphanumeric($0) }.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 },
            as: UTF8.self)
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// The 1-based line of `offset`.
    static func line(at offset: Int, in bytes: [UInt8]) -> Int {
        bytes[..<offset].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }

    /// Whether a line looks a file up by name (`forResource:`, `pathForResource:`,
    /// `withExtension:`, `ofType:`), as code that registers a font does.
    private static func looksUpAFile(_ line: ArraySlice<UInt8>) -> Bool {
        let text = String(decoding: line, as: UTF8.self)
        return ["orResource", "withExtension", "ofType"].contains { text.contains($0) }
    }
}
