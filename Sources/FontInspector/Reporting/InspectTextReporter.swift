import FontInspectorModel
import Foundation

/// Renders inspection reports as `fontaudit inspect` prints them: aligned, readable blocks, one per
/// file and one sub-block per face (Font Book's "Font Info"), then a summary line.
///
/// ```swift
/// let reporter = InspectTextReporter(style: ANSIStyle(colors: false))
/// print(reporter.render(await FontFileInspector.inspectFiles(files)), terminator: "")
/// ```
public struct InspectTextReporter: Sendable {
    /// How labels and problems are styled.
    public let style: ANSIStyle
    /// Whether each face lists every record of its `name` table.
    public let includeNameRecords: Bool

    private let labelWidth = 18

    /// A reporter writing with `style`, with the name records when `includeNameRecords`.
    public init(style: ANSIStyle, includeNameRecords: Bool = false) {
        self.style = style
        self.includeNameRecords = includeNameRecords
    }

    /// Every report's block, then the summary line.
    public func render(_ reports: [FontFileReport]) -> String {
        var out = ""
        var counts = Counts()
        for report in reports {
            out += block(report)
            counts.add(report)
        }
        return out + summary(counts)
    }

    /// Totals for the summary line, kept while reports stream by.
    public struct Counts: Sendable, Hashable {
        /// Files (and paths that could not be read) reported.
        public var files = 0
        /// Faces read.
        public var faces = 0
        /// Named instances of variable fonts.
        public var instances = 0
        /// Files with an error.
        public var failed = 0

        /// No files yet.
        public init() {}

        /// Counts one more report.
        public mutating func add(_ report: FontFileReport) {
            files += 1
            faces += report.faces.count
            instances += report.faces.reduce(0) { $0 + $1.instances.count }
            if report.error != nil { failed += 1 }
        }
    }

    /// One file's block, followed by a blank line.
    public func block(_ report: FontFileReport) -> String {
        var out = ""
        render(report, into: &out)
        return out + "\n"
    }

    /// The last line: files, faces, named instances, files with errors.
    public func summary(_ counts: Counts) -> String {
        let (faces, instances, failed) = (counts.faces, counts.instances, counts.failed)
        var summary = Self.count(counts.files, "file") + ", " + Self.count(faces, "face")
        if instances > 0 { summary += ", " + Self.count(instances, "named instance") }
        if failed > 0 {
            summary += ", " + style.red("\(failed) with errors")
        }
        return summary + "\n"
    }

    private func render(_ report: FontFileReport, into out: inout String) {
        out += style.bold(report.path) + "\n"
        if let format = report.format {
            var line = format.displayName
            if let ft = report.freetypeFormat { line += " (FreeType: \(ft))" }
            line += ", " + (report.loadableOnIOS ? style.green("loads on iOS") : style.yellow("does not load on iOS"))
            out += row("Format", line, indent: 2)
        }
        if let reason = report.notLoadableReason, report.error == nil {
            out += row("Why not", style.yellow(reason), indent: 2)
        }
        if let error = report.error {
            out += row("Error", style.red(error), indent: 2)
        }
        for face in report.faces {
            render(face, in: report, into: &out)
        }
    }

    private func render(_ face: FontFace, in report: FontFileReport, into out: inout String) {
        let title = "Face \(face.index)"
        out += "  " + style.bold(title) + "  " + (face.postscriptName ?? style.red("(no PostScript name)")) + "\n"
        var psName = face.postscriptName ?? "none: the face has no nameID 6 and FreeType derives none"
        if face.postscriptNameDerived { psName += " (derived: the font has no nameID 6)" }
        out += row("PostScript name", psName)
        out += row("Family", face.family)
        out += row("Style", face.subfamily)
        out += row("Full name", face.fullName)
        if face.typographicFamily != nil || face.typographicSubfamily != nil {
            out += row("Typographic", "\(face.typographicFamily ?? "–") / \(face.typographicSubfamily ?? "–")")
        }
        out += row("Unique ID", face.uniqueID)
        out += row("Version", face.version)
        if let weight = face.weightClass {
            out += row("Weight", "\(weight) (\(Self.weightName(weight)))")
        }
        if let width = face.widthClass {
            out += row("Width", "\(width) (\(Self.widthName(width)))")
        }
        out += row("Traits", Self.traits(of: face))
        var bits: [String] = []
        if let fs = face.fsSelection { bits.append("fsSelection 0x\(Self.hex(fs)) \(Self.fsSelectionNames(fs))") }
        if let mac = face.macStyle { bits.append("macStyle 0x\(Self.hex(mac))") }
        if !bits.isEmpty { out += row("Style bits", bits.joined(separator: ", ")) }
        out += row("Italic angle", NumberText.sixDigits(face.italicAngle) + "°")
        out += row("Fixed pitch", face.isFixedPitch ? "yes" : "no")
        out += row("Units per em", String(face.unitsPerEm))
        out += row(
            "hhea", Self.metrics(["ascender": face.ascender, "descender": face.descender, "line gap": face.lineGap]))
        out += row(
            "OS/2 typo",
            Self.metrics(["ascender": face.typoAscender, "descender": face.typoDescender, "line gap": face.typoLineGap])
        )
        out += row("OS/2 win", Self.metrics(["ascent": face.winAscent, "descent": face.winDescent]))
        out += row(
            "Cap / x height", "\(face.capHeight.map(String.init) ?? "–") / \(face.xHeight.map(String.init) ?? "–")")
        out += row(
            "Underline", Self.metrics(["position": face.underlinePosition, "thickness": face.underlineThickness]))
        if let box = face.boundingBox {
            out += row("Bounding box", "\(box.xMin) \(box.yMin) \(box.xMax) \(box.yMax)")
        }
        out += row("Glyphs", "\(face.glyphCount) (\(face.outlines)\(face.bitmapOnly ? ", bitmap only" : ""))")
        for (index, axis) in face.axes.enumerated() {
            let value =
                "\(axis.tag) \(NumberText.sixDigits(axis.min))…\(NumberText.sixDigits(axis.default))…\(NumberText.sixDigits(axis.max))"
                + (axis.name.map { " (\($0))" } ?? "")
            out += row(index == 0 ? "Axes" : "", value)
        }
        if !face.instances.isEmpty {
            let nameWidth = face.instances.map { ($0.name ?? "").count }.max() ?? 0
            let psWidth =
                face.instances.map { ($0.postscriptName ?? "").count + ($0.postscriptNameDerived ? 1 : 0) }.max() ?? 0
            for (index, instance) in face.instances.enumerated() {
                let name = (instance.name ?? "–").padded(to: nameWidth)
                let ps = ((instance.postscriptName ?? "–") + (instance.postscriptNameDerived ? "*" : ""))
                    .padded(to: psWidth)
                let coords = face.axes.map { "\($0.tag)=\(NumberText.sixDigits(instance.coordinates[$0.tag] ?? 0))" }
                    .joined(separator: " ")
                out += row(index == 0 ? "Instances" : "", "\(name)  \(ps)  \(coords)")
            }
            if face.instances.contains(where: \.postscriptNameDerived) {
                out += row("", style.dim("* PostScript name derived per Adobe TN 5902 (no postScriptNameID)"))
            }
        }
        if includeNameRecords {
            for (index, record) in face.nameRecords.enumerated() {
                let key = "\(record.platformID)/\(record.encodingID)/0x\(Self.hex(record.languageID)) #\(record.nameID)"
                out += row(index == 0 ? "Name records" : "", "\(key.padded(to: 18)) \(record.value ?? "(not decoded)")")
            }
        }
    }

    private func row(_ label: String, _ value: String?, indent: Int = 4) -> String {
        guard let value else { return "" }
        let padded = label.padded(to: labelWidth)
        return String(repeating: " ", count: indent) + style.dim(padded) + value + "\n"
    }

    private static func metrics(_ values: KeyValuePairs<String, Int?>) -> String? {
        let parts = values.compactMap { key, value in value.map { "\(key) \($0)" } }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }

    static func hex(_ value: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    static func fsSelectionNames(_ bits: Int) -> String {
        let names = [(0, "ITALIC"), (5, "BOLD"), (6, "REGULAR"), (7, "USE_TYPO_METRICS"), (8, "WWS"), (9, "OBLIQUE")]
        let set = names.filter { bits & (1 << $0.0) != 0 }.map(\.1)
        return set.isEmpty ? "(none)" : set.joined(separator: " ")
    }

    /// The face's style traits as a list, "bold, italic", or "regular" when it has none.
    public static func traits(of face: FontFace) -> String {
        let traits = [face.bold ? "bold" : nil, face.italic ? "italic" : nil, face.oblique ? "oblique" : nil].compactMap
        { $0 }
        return traits.isEmpty ? "regular" : traits.joined(separator: ", ")
    }

    /// The usWeightClass name of `weight` ("Regular" for 400, "Bold" for 700), by the nearest hundred.
    public static func weightName(_ weight: Int) -> String {
        switch weight {
        case ..<150: "Thin"
        case ..<250: "Extra Light"
        case ..<350: "Light"
        case ..<450: "Regular"
        case ..<550: "Medium"
        case ..<650: "Semibold"
        case ..<750: "Bold"
        case ..<850: "Extra Bold"
        default: "Black"
        }
    }

    static func widthName(_ width: Int) -> String {
        let names = [
            "Ultra-condensed", "Extra-condensed", "Condensed", "Semi-condensed", "Normal",
            "Semi-expanded", "Expanded", "Extra-expanded", "Ultra-expanded",
        ]
        return (1...9).contains(width) ? names[width - 1] : "out of range"
    }
}

extension String {
    func padded(to width: Int) -> String { TextColumn.fit(self, width: width) }
}
