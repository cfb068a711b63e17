import FontAuditModel
import Foundation

/// Swift sources, with swift-syntax. Each file on its own gives only what its code does to fonts'
/// sizes; the rest needs every file at once: registrations (``RegistrationScanner``, SwiftGen's
/// generated fonts files among them), then requests and the text they show
/// (``SwiftNameScanner``), whose names may be constants of another file.
package struct SwiftSourceReader: SourceReader {
    /// The registration libraries whose calls register fonts.
    package var libraries: [RegistrationLibrary]
    /// Results shared with the other scans of the run, if any.
    package var cache: ScanCache?

    package var extensions: Set<String> { ["swift"] }

    /// The words the pass over all files searches every file for, whatever the files hold: those
    /// that make a file a candidate for parsing, for requests or registrations. Found while each
    /// file's bytes are at hand (``SourceScanner``), they are not searched for again.
    static func searchedWords(libraries: [RegistrationLibrary]) -> [String] {
        var words = SwiftNameScanner.requestTokens + RegistrationScanner.tokens + RegistrationScanner.accessorWords
        for library in libraries {
            words.append(library.function)
            if let type = library.type?.split(separator: ".").last { words.append(String(type)) }
        }
        var seen = Set<String>()
        return words.filter { seen.insert($0).inserted }
    }

    /// The words that make a file a candidate for the registration scan's parse (a library's
    /// function alone, where the scan also asks for its type).
    package static func registrationWords(libraries: [RegistrationLibrary]) -> [String] {
        RegistrationScanner.tokens + libraries.map(\.function)
    }

    /// Requests resolve across files, so no file's result is kept on its own.
    package var keepsEachFile: Bool { false }

    package func read(_ file: SourceFile) -> SourceContribution {
        var result = SourceContribution()
        result.scaling = ScalingCodeScanner.scan(file.bytes, path: file.display)
        return result
    }

    package func readTogether(_ files: [SourceText]) -> SourceContribution {
        var result = SourceContribution()
        let registrations = RegistrationScanner(libraries: libraries, trees: cache?.trees).scanLeavingNames(
            swift: files)
        PhaseClock.mark("      Swift registrations")
        result.generatedFonts = registrations.generated
        result.synthesizedUses = registrations.synthesizedUses
        // A registration's file names are evaluated as requests' names are, once the same
        // definitions and calls are read.
        let swift = SwiftNameScanner(cache: cache?.swift, trees: cache?.trees)
            .scanWithTexts(files, also: registrations.pending.flatMap(\.expressions))
        result.registrations = RegistrationScanner.resolve(registrations.pending, in: swift.constants)
        result.requests = swift.requests
        result.dynamic = swift.dynamic
        result.texts = swift.texts
        return result
    }
}
