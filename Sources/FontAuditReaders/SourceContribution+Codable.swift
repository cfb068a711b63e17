import FontAuditModel

/// Written by hand for ``SourceContribution/problems`` and ``SourceContribution/localizationFiles``,
/// arrays of tuples (which are not `Codable`): each is written as an array of two-field values
/// (`{path, reason}`, `{path, display}`), and every other field as synthesized code would.
extension SourceContribution {
    private enum CodingKeys: String, CodingKey {
        case requests, dynamic, styleDictionaries, fontMaps, problems, missing, registrations, generatedFonts
        case synthesizedUses, texts, localizationFiles, scaling, objectiveCNames
    }

    /// One of ``problems``.
    private struct Problem: Codable {
        var path: String
        var reason: String
    }

    /// One of ``localizationFiles``.
    private struct LocalizationFile: Codable {
        var path: String
        var display: String
    }

    /// Decodes what ``encode(to:)`` writes.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        requests = try container.decode([FontRequest].self, forKey: .requests)
        dynamic = try container.decode([DynamicFontName].self, forKey: .dynamic)
        styleDictionaries = try container.decode([StyleDictionary].self, forKey: .styleDictionaries)
        fontMaps = try container.decode([InterfaceBuilderFontMap].self, forKey: .fontMaps)
        problems = try container.decode([Problem].self, forKey: .problems).map { ($0.path, $0.reason) }
        missing = try container.decode([String].self, forKey: .missing)
        registrations = try container.decode([FontRegistration].self, forKey: .registrations)
        generatedFonts = try container.decode([GeneratedFontsFile].self, forKey: .generatedFonts)
        synthesizedUses = try container.decode([SynthesizedFontUse].self, forKey: .synthesizedUses)
        texts = try container.decode([TextUse].self, forKey: .texts)
        localizationFiles = try container.decode([LocalizationFile].self, forKey: .localizationFiles).map {
            ($0.path, $0.display)
        }
        scaling = try container.decode(ScalingCode.self, forKey: .scaling)
        objectiveCNames = try container.decode(ObjectiveCNames.self, forKey: .objectiveCNames)
    }

    /// Every field, in declaration order.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(requests, forKey: .requests)
        try container.encode(dynamic, forKey: .dynamic)
        try container.encode(styleDictionaries, forKey: .styleDictionaries)
        try container.encode(fontMaps, forKey: .fontMaps)
        try container.encode(problems.map { Problem(path: $0.path, reason: $0.reason) }, forKey: .problems)
        try container.encode(missing, forKey: .missing)
        try container.encode(registrations, forKey: .registrations)
        try container.encode(generatedFonts, forKey: .generatedFonts)
        try container.encode(synthesizedUses, forKey: .synthesizedUses)
        try container.encode(texts, forKey: .texts)
        try container.encode(
            localizationFiles.map { LocalizationFile(path: $0.path, display: $0.display) }, forKey: .localizationFiles)
        try container.encode(scaling, forKey: .scaling)
        try container.encode(objectiveCNames, forKey: .objectiveCNames)
    }
}
