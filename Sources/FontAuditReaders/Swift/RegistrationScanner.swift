import FontAuditModel
import Foundation
import SwiftParser
import SwiftSyntax

/// Finds the code that registers fonts at run time, read without running it:
/// `CTFontManagerRegisterFontsForURL`, `CTFontManagerRegisterFontURLs`,
/// `CTFontManagerRegisterGraphicsFont` and `CTFontManagerRegisterFontsWithAssetNames` calls with the
/// bundle URL lookups (`url(forResource:withExtension:subdirectory:)`,
/// `urls(forResourcesWithExtension:subdirectory:)`, `path(forResource:ofType:)`) in the same
/// function, and SwiftGen's generated fonts files (`FontConvertible(name:family:path:)`), with
/// where `registerAllCustomFonts()` is called and where a generated font is used.
package struct RegistrationScanner {
    /// Words one of which a Swift file must hold to be parsed for registrations (and the names of
    /// ``libraries``' functions).
    static let tokens = [
        "CTFontManagerRegister", "FontConvertible", "registerAllCustomFonts", "MDFFontDiskLoader", "registerFont(from:",
    ]
    /// Words of a use of a font accessor some generator writes (SwiftGen's, Tuist's).
    static let accessorWords = ["FontFamily.", "registerAllCustomFonts("]
    /// The registration libraries whose calls count (``RegistrationLibrary``).
    var libraries = RegistrationLibrary.builtIn

    /// The run's kept syntax trees (``SwiftTreeCache``), if shared.
    var trees: SwiftTreeCache?

    package init(libraries: [RegistrationLibrary] = RegistrationLibrary.builtIn, trees: SwiftTreeCache? = nil) {
        self.libraries = libraries
        self.trees = trees
    }
    // NSDataAsset lookups count only beside a registration call, so they need no token of their own.

    /// What the scan found.
    package struct Result {
        /// The registrations, once ``resolve(_:in:)`` has evaluated their files.
        var registrations: [FontRegistration] = []
        /// The registrations as the files make them, in order, whose files may be name
        /// expressions, for ``RegistrationScanner/resolve(_:in:)`` once every file's constants are known.
        var pending: [PendingRegistration] = []
        var generated: [GeneratedFontsFile] = []
        /// Uses of a font accessor whose generated file is not in the checkout (Tuist synthesizes
        /// `<Target>FontFamily` into a git-ignored `Derived/` folder).
        var synthesizedUses: [SynthesizedFontUse] = []
    }

    /// Scans Swift files (display path and text), the files of every registration known: its
    /// names evaluated with the definitions and calls of `files` (``resolve(_:in:)``).
    package func scan(swift files: [SourceText]) -> Result {
        var result = scanLeavingNames(swift: files)
        let constants = SwiftNameScanner(trees: trees).scanWithTexts(files, also: result.pending.flatMap(\.expressions))
            .constants
        result.registrations = Self.resolve(result.pending, in: constants)
        result.pending = []
        return result
    }

    /// Scans Swift files, leaving the registrations whose files are name expressions in
    /// ``Result/pending``: the reader evaluates them with the definitions its request scan reads.
    func scanLeavingNames(swift files: [SourceText]) -> Result {
        var result = Result()
        let words = WordQuery(Self.tokens)
        // A library's call names its type too (`Fonts.load(…)`): a file must hold both words, so a
        // helper with a common name (`load`) does not make every file a candidate for parsing.
        let calls = libraries.map { library in
            (
                function: WordQuery([library.function]),
                type: library.type.map { WordQuery([String($0.split(separator: ".").last ?? "")]) }
            )
        }
        let candidates = files.filter { file in
            file.containsAny(words)
                || calls.contains { call in
                    file.containsAny(call.function) && call.type.map { file.containsAny($0) } != false
                }
        }
        var registerAllCalls: [FileLocation] = []
        for file in candidates {
            let found = file.kept(.registrations) { walk(file) }
            if !found.generated.isEmpty {
                result.generated.append(
                    GeneratedFontsFile(
                        file: file.path, enumName: found.enumName ?? "FontFamily",
                        fonts: found.generated))
            } else {
                result.pending += found.registrations
            }
            registerAllCalls += found.registerAllCalls
        }
        PhaseClock.mark("        registration calls")
        result.synthesizedUses = Self.synthesizedUses(in: files, except: Set(result.generated.map(\.enumName)))
        PhaseClock.mark("        synthesized uses")
        guard !result.generated.isEmpty else { return result }
        // Where the app uses a generated font: `FontFamily.Roboto.bold` outside the generated file.
        let generatedFiles = Set(result.generated.map(\.file))
        for index in result.generated.indices {
            let enumName = result.generated[index].enumName
            let keys = Set(result.generated[index].fonts.map(\.key))
            var uses: [String: [FileLocation]] = [:]
            let word = WordQuery([enumName + "."])
            // Each file's references on all cores, then taken in file order.
            let referring = files.filter { !generatedFiles.contains($0.path) && $0.containsAny(word) }
            let pattern = Self.referencePattern(enumName)
            let found = referring.concurrentMap { file in
                file.kept(.references(enumName)) {
                    Self.references(to: enumName, inBytes: file.load(), pattern: pattern).map(Reference.init)
                }
            }
            for (file, references) in zip(referring, found) {
                for reference in references where keys.contains(reference.key) {
                    uses[reference.key, default: []].append(FileLocation(file: file.path, line: reference.line))
                }
            }
            result.generated[index].uses = uses
            result.generated[index].registerAllCalls = registerAllCalls.filter { !generatedFiles.contains($0.file) }
        }
        return result
    }

    /// What one file registers, kept between runs when the file is unchanged.
    struct FileRegistrations: Codable {
        var registrations: [PendingRegistration]
        var generated: [GeneratedFont]
        var registerAllCalls: [FileLocation]
        var enumName: String?
    }

    /// Parses `file` (or takes its kept tree) and walks it for registrations.
    private func walk(_ file: SourceText) -> FileRegistrations {
        // On a deep stack (``DeepStack``): the few files this scan parses are not measured first.
        DeepStack.run {
            let visitor = RegistrationVisitor(file: file.path, libraries: libraries)
            let tree = (trees?.tree(of: file) ?? SwiftNameScanner.parse(bytes: file.load(), path: file.location)).tree
            visitor.converter = SourceLocationConverter(fileName: file.path, tree: tree)
            visitor.walk(tree)
            return FileRegistrations(
                registrations: visitor.registrations, generated: visitor.generated,
                registerAllCalls: visitor.registerAllCalls, enumName: visitor.enumName)
        }
    }
}
