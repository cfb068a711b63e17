extension BinaryCoder {
    /// A keyed container, read by position: the key asked for is not checked, except the key of a
    /// nested container, which names an enum's case.
    struct KeyedSource<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let reader: Reader
        var codingPath: [any CodingKey] { [] }

        /// The key of the nested container that comes next: the case of an enum with associated
        /// values, which its synthesized `init(from:)` asks for. Empty anywhere else.
        var allKeys: [Key] {
            reader.peekKey().flatMap(Key.init(stringValue:)).map { [$0] } ?? []
        }

        /// Always true: positionally, every key the type writes is there. Optional values are read
        /// with their presence byte (`decodeIfPresent`), never through this.
        func contains(_ key: Key) -> Bool { true }

        func decodeNil(forKey key: Key) -> Bool { reader.readNilFlag() }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try reader.bool() }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try reader.string() }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try reader.double() }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try reader.float() }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try reader.integer(type) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try reader.integer(type) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try reader.integer(type) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try reader.integer(type) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try reader.integer(type) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try reader.integer(type) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try reader.integer(type) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try reader.integer(type) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try reader.integer(type) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try reader.integer(type) }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try reader.decode(type) }

        // Every `decodeIfPresent` reads the presence byte its `encodeIfPresent` wrote.

        private func present<T>(_ read: () throws -> T) throws -> T? {
            try reader.present() ? try read() : nil
        }

        func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try present(reader.bool) }
        func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try present(reader.string) }
        func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try present(reader.double) }
        func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try present(reader.float) }
        func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
            try present { try reader.integer(type) }
        }
        func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
            try present { try reader.integer(type) }
        }
        func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
            try present { try reader.integer(type) }
        }
        func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
            try present { try reader.integer(type) }
        }
        func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
            try present { try reader.integer(type) }
        }
        func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
            try present { try reader.integer(type) }
        }
        func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
            try present { try reader.integer(type) }
        }
        func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
            try present { try reader.integer(type) }
        }
        func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
            try present { try reader.integer(type) }
        }
        func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
            try present { try reader.integer(type) }
        }
        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            try present { try reader.decode(type) }
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            try reader.expectKey(key.stringValue)
            return KeyedDecodingContainer(KeyedSource<NestedKey>(reader: reader))
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try reader.expectKey(key.stringValue)
            return try UnkeyedSource(reader: reader)
        }

        func superDecoder() -> any Decoder { Source(reader: reader) }
        func superDecoder(forKey key: Key) -> any Decoder { Source(reader: reader) }
    }
}
