import Foundation

/// Storyboards and xibs: the fonts their elements ask for, the text they show, and their
/// `<customFonts>` map (``InterfaceBuilderScanner``).
package struct InterfaceBuilderSourceReader: SourceReader {
    package var extensions: Set<String> { ["storyboard", "xib"] }

    package func read(_ file: SourceFile) -> SourceContribution {
        var result = SourceContribution()
        let (data, display) = (file.data, file.display)
        let found = InterfaceBuilderScanner().scanWithText(data, path: display)
        result.requests = found.requests
        result.texts = found.texts
        if let map = found.fontMap { result.fontMaps.append(map) }
        if let problem = found.problem { result.problems.append(.init(path: display, reason: problem)) }
        return result
    }
}
