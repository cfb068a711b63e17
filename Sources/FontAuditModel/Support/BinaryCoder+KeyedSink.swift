extension BinaryCoder {
    /// A keyed container, written by position: keys are not written, except the key of a nested
    /// container, which is how an enum with associated values names its case.
    struct KeyedSink<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let writer: Writer
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) { writer.byte(0) }
        mutating func encode(_ value: Bool, forKey key: Key) { writer.bool(value) }
        mutating func encode(_ value: String, forKey key: Key) { writer.string(value) }
        mutating func encode(_ value: Double, forKey key: Key) { writer.double(value) }
        mutating func encode(_ value: Float, forKey key: Key) { writer.float(value) }
        mutating func encode(_ value: Int, forKey key: Key) { writer.signed(Int64(value)) }
        mutating func encode(_ value: Int8, forKey key: Key) { writer.signed(Int64(value)) }
        mutating func encode(_ value: Int16, forKey key: Key) { writer.signed(Int64(value)) }
        mutating func encode(_ value: Int32, forKey key: Key) { writer.signed(Int64(value)) }
        mutating func encode(_ value: Int64, forKey key: Key) { writer.signed(value) }
        mutating func encode(_ value: UInt, forKey key: Key) { writer.varint(UInt64(value)) }
        mutating func encode(_ value: UInt8, forKey key: Key) { writer.varint(UInt64(value)) }
        mutating func encode(_ value: UInt16, forKey key: Key) { writer.varint(UInt64(value)) }
        mutating func encode(_ value: UInt32, forKey key: Key) { writer.varint(UInt64(value)) }
        mutating func encode(_ value: UInt64, forKey key: Key) { writer.varint(value) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try writer.encode(value) }

        // Every `encodeIfPresent` writes a presence byte: the protocol's defaults would write
        // nothing for nil, which a positional decoder cannot tell from a value.

        private func present<T>(_ value: T?, _ write: (T) throws -> Void) rethrows {
            guard let value else { return writer.byte(0) }
            writer.byte(1)
            try write(value)
        }

        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) { present(value, writer.bool) }
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) { present(value, writer.string) }
        mutating func encodeIfPresent(_ value: Double?, forKey key: Key) { present(value, writer.double) }
        mutating func encodeIfPresent(_ value: Float?, forKey key: Key) { present(value, writer.float) }
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) { present(value) { writer.signed(Int64($0)) } }
        mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) { present(value) { writer.signed(Int64($0)) } }
        mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) { present(value) { writer.signed(Int64($0)) } }
        mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) { present(value) { writer.signed(Int64($0)) } }
        mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) { present(value, writer.signed) }
        mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) { present(value) { writer.varint(UInt64($0)) } }
        mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) { present(value) { writer.varint(UInt64($0)) } }
        mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) {
            present(value) { writer.varint(UInt64($0)) }
        }
        mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) {
            present(value) { writer.varint(UInt64($0)) }
        }
        mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) { present(value, writer.varint) }
        mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
            try present(value) { try writer.encode($0) }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type,
            forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            writer.string(key.stringValue)
            return KeyedEncodingContainer(KeyedSink<NestedKey>(writer: writer))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            writer.string(key.stringValue)
            return UnkeyedSink(writer: writer, index: writer.openContainer())
        }

        mutating func superEncoder() -> any Encoder { Sink(writer: writer) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { Sink(writer: writer) }
    }
}
