import FontAuditModel

/// The values ``RunCache`` keeps that hold tuples (which cannot conform to `Codable`): encoded as
/// pairs, in the order of their fields.
struct Pair<First: Codable, Second: Codable>: Codable {
    var first: First
    var second: Second
}

extension SourceContribution: Codable {
    private enum CodingKeys: String, CodingKey {
        case requests, dynamic, styleDictionaries, fontMaps, problems, missing, registrations, generatedFonts
        case synthesizedUses, texts, localizationFiles, scaling
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init()
        requests = try container.decode([FontRequest].self, forKey: .requests)
        dynamic = try container.decode([DynamicFontName].self, forKey: .dynamic)
        styleDictionaries = try container.decode([StyleDictionary].self, forKey: .styleDictionaries)
        fontMaps = try container.decode([InterfaceBuilderFontMap].self, forKey: .fontMaps)
        problems = try container.decode([Pair<String, String>].self, forKey: .problems).map { ($0.first, $0.second) }
        missing = try container.decode([String].self, forKey: .missing)
        registrations = try container.decode([FontRegistration].self, forKey: .registrations)
        generatedFonts = try container.decode([GeneratedFontsFile].self, forKey: .generatedFonts)
        synthesizedUses = try container.decode([SynthesizedFontUse].self, forKey: .synthesizedUses)
        texts = try container.decode([TextUse].self, forKey: .texts)
        localizationFiles = try container.decode([Pair<String, String>].self, forKey: .localizationFiles).map { ($0.first, $0.second) }
        scaling = try container.decode(ScalingCode.self, forKey: .scaling)
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(requests, forKey: .requests)
        try container.encode(dynamic, forKey: .dynamic)
        try container.encode(styleDictionaries, forKey: .styleDictionaries)
        try container.encode(fontMaps, forKey: .fontMaps)
        try container.encode(problems.map { Pair(first: $0.path, second: $0.reason) }, forKey: .problems)
        try container.encode(missing, forKey: .missing)
        try container.encode(registrations, forKey: .registrations)
        try container.encode(generatedFonts, forKey: .generatedFonts)
        try container.encode(synthesizedUses, forKey: .synthesizedUses)
        try container.encode(texts, forKey: .texts)
        try container.encode(localizationFiles.map { Pair(first: $0.path, second: $0.display) }, forKey: .localizationFiles)
        try container.encode(scaling, forKey: .scaling)
    }
}

extension SwiftParseCache {
    /// ``Result`` in a form ``RunCache`` can keep.
    struct Entry: Codable {
        var requests: [Pair<FontRequest, NameExpression>]
        var constants: SwiftConstants
        var texts: [TextUseVisitor.Found]

        init(_ result: Result) {
            requests = result.requests.map { Pair(first: $0.request, second: $0.expression) }
            constants = result.constants
            texts = result.texts
        }

        var result: Result {
            (requests.map { ($0.first, $0.second) }, constants, texts)
        }
    }
}
