import FontAuditModel

extension SystemFontCatalog: Codable {
    private enum CodingKeys: String, CodingKey {
        case platform, extraNames
    }

    /// The catalog as the platform's shipped one and the names added to it (the only way one is
    /// extended, ``adding(_:)``).
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(platform, forKey: .platform)
        try container.encode(extraNames.sorted(), forKey: .extraNames)
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let platform = try container.decode(Platform.self, forKey: .platform)
        self = SystemFontCatalog.shipped(for: platform).adding(try container.decode([String].self, forKey: .extraNames))
    }
}
