import FontInspectorModel
import Foundation

/// `fontaudit inspect FONT --chars "…"`: the characters of a text each face lacks.
package struct CharacterCheck: Sendable {
    /// One face's answer.
    package struct FaceResult: Sendable, Hashable {
        /// The face's index in its file.
        package var index: Int
        /// Its PostScript name, when it has one.
        package var postscriptName: String?
        /// The characters of the text it does not map, in order of first use.
        package var missing: [Unicode.Scalar]
    }

    /// One file's answer: its faces, or why it could not be read.
    package struct FileResult: Sendable, Hashable {
        /// The path as shown.
        package var path: String
        /// Every face read.
        package var faces: [FaceResult]
        /// Why the file could not be read, when it could not.
        package var error: String?
    }

    /// The characters to look for, as the filter keeps them (white space, controls and emoji
    /// are not a text font's job; format specifiers are kept as text here).
    package let characters: [Unicode.Scalar]

    /// Checks `text`'s characters.
    package init(text: String) {
        var seen = Set<Unicode.Scalar>()
        characters = CharacterFilter(formatSpecifiers: false).drawnScalars(in: text).filter { seen.insert($0).inserted }
    }

    /// The answer for every font file under `paths`, sorted by the path shown.
    package func run(paths: [String]) -> [FileResult] {
        let entries = FontFileFinder().find(paths)
            .map { (entry: $0, path: DisplayPath.make(for: $0.url)) }
            .sorted { ByteOrder.precedes($0.path, $1.path) }
        guard let inspector = try? FontFileInspector(nameRecords: false) else {
            return entries.map { FileResult(path: $0.path, faces: [], error: "FreeType could not be initialized") }
        }
        return entries.map { item in
            switch item.entry {
            case .problem(_, let error):
                return FileResult(path: item.path, faces: [], error: error.description)
            case .file(let url):
                let (report, maps) = inspector.inspectWithCharacterMaps(at: url, displayPath: item.path)
                if report.faces.isEmpty, let error = report.error {
                    return FileResult(path: item.path, faces: [], error: error.description)
                }
                let faces = report.faces.map { face in
                    let map = maps[face.index] ?? CharacterMap(codePoints: [])
                    return FaceResult(
                        index: face.index, postscriptName: face.postscriptName,
                        missing: characters.filter { !map.contains($0) })
                }
                return FileResult(path: item.path, faces: faces, error: report.error?.description)
            }
        }
    }

    /// One block per file: each face, and what it lacks.
    package func text(_ results: [FileResult]) -> String {
        var out = ""
        for file in results {
            out += file.path + "\n"
            if let error = file.error, file.faces.isEmpty {
                out += "  error: \(error)\n"
                continue
            }
            let width = file.faces.map { ($0.postscriptName ?? "face \($0.index)").count }.max() ?? 0
            for face in file.faces {
                let name = (face.postscriptName ?? "face \(face.index)").padding(
                    toLength: width, withPad: " ", startingAt: 0)
                if face.missing.isEmpty {
                    out += "  \(name)  has all \(characters.count) characters\n"
                } else {
                    let list = face.missing.map { ScalarText.shown($0) }.joined(separator: " ")
                    out += "  \(name)  lacks \(face.missing.count) of \(characters.count): \(list)\n"
                }
            }
        }
        return out
    }

    /// `{"characters": "…", "files": [{"path", "faces": [{"index", "missing", "postscriptName"}], "error"}]}`.
    package func json(_ results: [FileResult]) -> String {
        func string(_ scalars: [Unicode.Scalar]) -> String { jsonQuoted(String(String.UnicodeScalarView(scalars))) }
        var out = "{\n  \"characters\" : \(string(characters)),\n  \"files\" : ["
        for (fileIndex, file) in results.enumerated() {
            out += (fileIndex == 0 ? "\n" : ",\n") + "    {\n"
            if let error = file.error { out += "      \"error\" : \(jsonQuoted(error)),\n" }
            out += "      \"faces\" : ["
            for (faceIndex, face) in file.faces.enumerated() {
                out += (faceIndex == 0 ? "\n" : ",\n")
                out +=
                    "        { \"index\" : \(face.index), \"missing\" : \(string(face.missing)), \"postscriptName\" : \(face.postscriptName.map(jsonQuoted) ?? "null") }"
            }
            out += file.faces.isEmpty ? "],\n" : "\n      ],\n"
            out += "      \"path\" : \(jsonQuoted(file.path))\n    }"
        }
        out += results.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

}
