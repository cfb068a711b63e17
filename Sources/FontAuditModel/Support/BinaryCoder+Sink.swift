extension BinaryCoder {
    /// The `Encoder` that types' `encode(to:)` write through.
    struct Sink: Encoder, SingleValueEncodingContainer {
        let writer: Writer
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { writer.userInfo }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(KeyedSink<Key>(writer: writer))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            UnkeyedSink(writer: writer, index: writer.openContainer())
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { self }

        func encodeNil() { writer.byte(0) }
        func encode(_ value: Bool) { writer.bool(value) }
        func encode(_ value: String) { writer.string(value) }
        func encode(_ value: Double) { writer.double(value) }
        func encode(_ value: Float) { writer.float(value) }
        func encode(_ value: Int) { writer.signed(Int64(value)) }
        func encode(_ value: Int8) { writer.signed(Int64(value)) }
        func encode(_ value: Int16) { writer.signed(Int64(value)) }
        func encode(_ value: Int32) { writer.signed(Int64(value)) }
        func encode(_ value: Int64) { writer.signed(value) }
        func encode(_ value: UInt) { writer.varint(UInt64(value)) }
        func encode(_ value: UInt8) { writer.varint(UInt64(value)) }
        func encode(_ value: UInt16) { writer.varint(UInt64(value)) }
        func encode(_ value: UInt32) { writer.varint(UInt64(value)) }
        func encode(_ value: UInt64) { writer.varint(value) }
        func encode<T: Encodable>(_ value: T) throws { try writer.encode(value) }
    }

    /// An unkeyed container: its elements, counted into ``Writer/openContainers``.
    struct UnkeyedSink: UnkeyedEncodingContainer {
        let writer: Writer
        let index: Int
        var codingPath: [any CodingKey] { [] }
        var count: Int { writer.openContainers[index].count }

        private func counted() { writer.openContainers[index].count += 1 }

        mutating func encodeNil() {
            counted()
            writer.byte(0)
        }
        mutating func encode(_ value: Bool) {
            counted()
            writer.bool(value)
        }
        mutating func encode(_ value: String) {
            counted()
            writer.string(value)
        }
        mutating func encode(_ value: Double) {
            counted()
            writer.double(value)
        }
        mutating func encode(_ value: Float) {
            counted()
            writer.float(value)
        }
        mutating func encode(_ value: Int) {
            counted()
            writer.signed(Int64(value))
        }
        mutating func encode(_ value: Int8) {
            counted()
            writer.signed(Int64(value))
        }
        mutating func encode(_ value: Int16) {
            counted()
            writer.signed(Int64(value))
        }
        mutating func encode(_ value: Int32) {
            counted()
            writer.signed(Int64(value))
        }
        mutating func encode(_ value: Int64) {
            counted()
            writer.signed(value)
        }
        mutating func encode(_ value: UInt) {
            counted()
            writer.varint(UInt64(value))
        }
        mutating func encode(_ value: UInt8) {
            counted()
            writer.varint(UInt64(value))
        }
        mutating func encode(_ value: UInt16) {
            counted()
            writer.varint(UInt64(value))
        }
        mutating func encode(_ value: UInt32) {
            counted()
            writer.varint(UInt64(value))
        }
        mutating func encode(_ value: UInt64) {
            counted()
            writer.varint(value)
        }

        mutating func encode<T: Encodable>(_ value: T) throws {
            counted()
            try writer.encodeElement(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
            NestedKey
        > {
            counted()
            return KeyedEncodingContainer(KeyedSink<NestedKey>(writer: writer))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            counted()
            return UnkeyedSink(writer: writer, index: writer.openContainer())
        }

        mutating func superEncoder() -> any Encoder {
            counted()
            return Sink(writer: writer)
        }
    }
}
