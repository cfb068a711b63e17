import FontAuditModel

/// How cached values are encoded: ``BinaryCoder``, whose default user info writes a font
/// report's faces with their name records (without which they do not decode).
package enum CacheCoding {
    package static func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        try BinaryCoder.encode(value)
    }

    package static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        try BinaryCoder.decode(type, from: bytes)
    }
}
