import Foundation

/// Finds the code that registers fonts at run time in Objective-C.
enum ObjectiveCRegistrationScanner {

    /// Registrations in Objective-C: a `CTFontManagerRegister…` call, with the literal
    /// `URLForResource:@"X" withExtension:@"Y"` / `pathForResource:@"X" ofType:@"Y"` of the file;
    /// without one, every font of the bundle counts (the name is not a constant).
    static func scan(_ text: String, path: String) -> [FontRegistration] {
        guard text.contains("CTFontManagerRegister") else { return [] }
        let lines = LineIndex(text)
        let ns = text as NSString
        guard let call = try? NSRegularExpression(pattern: "CTFontManagerRegister(FontsForURL|FontURLs|GraphicsFont|FontsWithAssetNames)\\s*\\("),
              let lookup = try? NSRegularExpression(pattern: "(URLForResource|pathForResource)\\s*:\\s*@\"([^\"]*)\"\\s*(withExtension|ofType)\\s*:\\s*@\"([^\"]*)\"")
        else { return [] }
        let calls = call.matches(in: text, range: NSRange(location: 0, length: ns.length))
        guard let first = calls.first else { return [] }
        var files: [String] = []
        for match in lookup.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let name = ns.substring(with: match.range(at: 2))
            let ext = ns.substring(with: match.range(at: 4))
            files.append(ext.isEmpty ? name : name + "." + ext)
        }
        let main = text.contains("mainBundle")
        let kind: FontRegistration.Kind = ns.substring(with: first.range(at: 1)) == "GraphicsFont" ? .graphicsFont : .url
        return [FontRegistration(kind: kind, call: "CTFontManagerRegister" + ns.substring(with: first.range(at: 1)), file: path,
                                 line: lines.line(ofUTF16Offset: first.range.location), bundleReference: main ? .main : .own,
                                 files: files.isEmpty ? nil : files)]
    }
}
