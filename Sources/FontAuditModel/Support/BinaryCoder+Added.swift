extension KeyedDecodingContainer {
    /// A value that a report written by an older version may lack: from JSON, `absent` when the key
    /// is missing; from ``BinaryCoder``, which writes every key in order and reads by position, the
    /// value as its `encode(_:forKey:)` wrote it (a `decodeIfPresent` there would read a presence
    /// byte that was never written).
    package func decode<T: Decodable>(
        _ type: T.Type, forKey key: Key, absent: @autoclosure () -> T, from decoder: any Decoder
    ) throws -> T {
        if decoder is BinaryCoder.Source { return try decode(type, forKey: key) }
        return try decodeIfPresent(type, forKey: key) ?? absent()
    }

    /// Reads past a value ``BinaryCoder`` wrote that the decoder does not keep (JSON skips a key
    /// by itself).
    package func skip<T: Decodable>(_ type: T.Type, forKey key: Key, from decoder: any Decoder) throws {
        if decoder is BinaryCoder.Source { _ = try decode(type, forKey: key) }
    }
}
