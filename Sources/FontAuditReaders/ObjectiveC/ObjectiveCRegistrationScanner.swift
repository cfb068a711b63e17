import FontAuditModel
import Foundation

/// Finds the code that registers fonts at run time in Objective-C.
package enum ObjectiveCRegistrationScanner {

    /// Registrations in Objective-C: a `CTFontManagerRegister…` call, with the literal
    /// `URLForResource:@"X" withExtension:@"Y"` / `pathForResource:@"X" ofType:@"Y"` of the file;
    /// without one, every font of the bundle counts (the name is not a constant). A call of one of
    /// `libraries` (`[Fonts load]`, `LoadFonts()`) registers the files that match its patterns.
    package static func scan(_ text: String, path: String, libraries: [RegistrationLibrary] = []) -> [FontRegistration]
    {
        libraryCalls(text, path: path, libraries: libraries) + urlRegistrations(text, path: path)
    }

    /// The calls of `libraries`' functions: a message to the type (`[Fonts load]`,
    /// `[Fonts loadFromBundle:…]`), or a C function call for a free function. The bundle is the
    /// library's own default.
    private static func libraryCalls(_ text: String, path: String, libraries: [RegistrationLibrary])
        -> [FontRegistration]
    {
        let relevant = libraries.filter { text.containsText($0.function) && text.containsText($0.type ?? $0.function) }
        guard !relevant.isEmpty else { return [] }
        var lexer = ObjectiveCLexer(text)
        lexer.run()
        let tokens = lexer.tokens
        var found: [FontRegistration] = []
        for library in relevant {
            for index in tokens.indices {
                let matches: Bool
                if let type = library.type {
                    // `[Type function]` or `[Type function:…]`; a dotted type is a Swift one, never sent to.
                    matches =
                        index + 2 < tokens.count && tokens[index].kind == .punct(UInt8(ascii: "["))
                        && tokens[index + 1].kind == .word(type) && tokens[index + 2].kind == .word(library.function)
                } else {
                    // A call follows punctuation (`;`, `{`, `=`) or `return`; a declaration follows its type.
                    let previous = index > 0 ? tokens[index - 1].kind : .punct(UInt8(ascii: ";"))
                    let afterPunctuation =
                        if case .punct(let byte) = previous {
                            byte != UInt8(ascii: ".") && byte != UInt8(ascii: "*")
                        } else { false }
                    matches =
                        index + 1 < tokens.count && tokens[index].kind == .word(library.function)
                        && tokens[index + 1].kind == .punct(UInt8(ascii: "("))
                        && (afterPunctuation || previous == .word("return"))
                }
                guard matches else { continue }
                var registration = FontRegistration(
                    kind: library.kind, call: library.call, file: path, line: tokens[index].line,
                    bundleReference: library.bundle, files: nil, isDynamic: false)
                registration.library = library
                found.append(registration)
            }
        }
        return found
    }

    /// A `CTFontManagerRegister…` call, or a library's that registers the URL it is given as
    /// `CTFontManagerRegisterFontsForURL` does: UIFontWDCustomLoader's `+[UIFont registerFontFromURL:]`,
    /// MDFFontDiskLoader's `-initWithFontName:fontURL:`.
    private static func urlRegistrations(_ text: String, path: String) -> [FontRegistration] {
        guard ["CTFontManagerRegister", "registerFontFromURL", "MDFFontDiskLoader"].contains(where: text.containsText)
        else { return [] }
        let lines = LineIndex(text)
        let ns = text as NSString
        let pattern =
            "CTFontManagerRegister(FontsForURL|FontURLs|GraphicsFont|FontsWithAssetNames)\\s*\\(|\\[\\s*UIFont\\s+(registerFontFromURL)\\s*:"
            + "|\\[\\s*\\[\\s*MDFFontDiskLoader\\s+alloc\\s*\\]\\s*(initWithFontName)\\s*:[^\\]]*?fontURL\\s*:"
        guard let call = try? NSRegularExpression(pattern: pattern),
            let lookup = try? NSRegularExpression(
                pattern:
                    "(URLForResource|pathForResource)\\s*:\\s*@\"([^\"]*)\"\\s*(withExtension|ofType)\\s*:\\s*@\"([^\"]*)\""
            )
        else { return [] }
        let calls = call.matches(in: text, range: NSRange(location: 0, length: ns.length))
        guard let first = calls.first else { return [] }
        var files: [String] = []
        for match in lookup.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let name = ns.substring(with: match.range(at: 2))
            // `Bundle` drops one leading dot of an extension (`@".ttf"` finds `X.ttf`).
            let written = ns.substring(with: match.range(at: 4))
            let ext = written.hasPrefix(".") ? String(written.dropFirst()) : written
            files.append(ext.isEmpty ? name : name + "." + ext)
        }
        let main = text.contains("mainBundle")
        let name: String =
            if first.range(at: 1).location != NSNotFound {
                "CTFontManagerRegister" + ns.substring(with: first.range(at: 1))
            } else if first.range(at: 2).location != NSNotFound {
                "+[UIFont registerFontFromURL:]"
            } else {
                "-[MDFFontDiskLoader initWithFontName:fontURL:]"
            }
        let kind: FontRegistration.Kind = name == "CTFontManagerRegisterGraphicsFont" ? .graphicsFont : .url
        return [
            FontRegistration(
                kind: kind, call: name, file: path,
                line: lines.line(ofUTF16Offset: first.range.location), bundleReference: main ? .main : .own,
                files: files.isEmpty ? nil : files)
        ]
    }
}
