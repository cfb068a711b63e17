extension BinaryCoder {
    /// The `Decoder` that types' `init(from:)` read through.
    struct Source: Decoder, SingleValueDecodingContainer {
        let reader: Reader
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { reader.userInfo }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
            KeyedDecodingContainer(KeyedSource<Key>(reader: reader))
        }

        func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try UnkeyedSource(reader: reader)
        }

        func singleValueContainer() -> any SingleValueDecodingContainer { self }

        /// Whether the next byte is the nil flag; it is read only when it is. (Optionals are read
        /// by their presence byte, not through this.)
        func decodeNil() -> Bool { reader.readNilFlag() }
        func decode(_ type: Bool.Type) throws -> Bool { try reader.bool() }
        func decode(_ type: String.Type) throws -> String { try reader.string() }
        func decode(_ type: Double.Type) throws -> Double { try reader.double() }
        func decode(_ type: Float.Type) throws -> Float { try reader.float() }
        func decode(_ type: Int.Type) throws -> Int { try reader.integer(type) }
        func decode(_ type: Int8.Type) throws -> Int8 { try reader.integer(type) }
        func decode(_ type: Int16.Type) throws -> Int16 { try reader.integer(type) }
        func decode(_ type: Int32.Type) throws -> Int32 { try reader.integer(type) }
        func decode(_ type: Int64.Type) throws -> Int64 { try reader.integer(type) }
        func decode(_ type: UInt.Type) throws -> UInt { try reader.integer(type) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try reader.integer(type) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try reader.integer(type) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try reader.integer(type) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try reader.integer(type) }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try reader.decode(type) }
    }

    /// An unkeyed container: a count, then that many elements.
    struct UnkeyedSource: UnkeyedDecodingContainer {
        let reader: Reader
        let count: Int?
        private(set) var currentIndex = 0
        var codingPath: [any CodingKey] { [] }
        var isAtEnd: Bool { currentIndex >= (count ?? 0) }

        init(reader: Reader) throws {
            self.reader = reader
            count = try reader.elementCount()
        }

        /// Counts the element about to be read, if there is one left; every 64 elements, stops if
        /// the decoding was cancelled (an array is read through here).
        private mutating func next() throws {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(
                    Any.self,
                    DecodingError.Context(
                        codingPath: [],
                        debugDescription: "Binary coder: an unkeyed container's \(count ?? 0) elements are read"))
            }
            if currentIndex & 63 == 63, let cancellation = reader.cancellation, cancellation.isCancelled {
                throw CancellationError()
            }
            currentIndex += 1
        }

        mutating func decodeNil() -> Bool {
            guard !isAtEnd, reader.readNilFlag() else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode(_ type: Bool.Type) throws -> Bool {
            try next()
            return try reader.bool()
        }
        mutating func decode(_ type: String.Type) throws -> String {
            try next()
            return try reader.string()
        }
        mutating func decode(_ type: Double.Type) throws -> Double {
            try next()
            return try reader.double()
        }
        mutating func decode(_ type: Float.Type) throws -> Float {
            try next()
            return try reader.float()
        }
        mutating func decode(_ type: Int.Type) throws -> Int {
            try next()
            return try reader.integer(type)
        }
        mutating func decode(_ type: Int8.Type) throws -> Int8 {
            try next()
            return try reader.integer(type)
        }
        mutating func decode(_ type: Int16.Type) throws -> Int16 {
            try next()
            return try reader.integer(type)
        }
        mutating func decode(_ type: Int32.Type) throws -> Int32 {
            try next()
            return try reader.integer(type)
        }
        mutating func decode(_ type: Int64.Type) throws -> Int64 {
            try next()
            return try reader.integer(type)
        }
        mutating func decode(_ type: UInt.Type) throws -> UInt {
            try next()
            return try reader.integer(type)
        }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
            try next()
            return try reader.integer(type)
        }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
            try next()
            return try reader.integer(type)
        }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
            try next()
            return try reader.integer(type)
        }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
            try next()
            return try reader.integer(type)
        }
        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try next()
            return try reader.decode(type)
        }

        // An optional element is a presence byte and the value (the protocol's defaults would ask
        // `decodeNil()`, which a value's first byte can fool).
        private mutating func present<T>(_ read: (Reader) throws -> T) throws -> T? {
            try next()
            return try reader.present() ? try read(reader) : nil
        }

        mutating func decodeIfPresent(_ type: Bool.Type) throws -> Bool? { try present { try $0.bool() } }
        mutating func decodeIfPresent(_ type: String.Type) throws -> String? { try present { try $0.string() } }
        mutating func decodeIfPresent(_ type: Double.Type) throws -> Double? { try present { try $0.double() } }
        mutating func decodeIfPresent(_ type: Float.Type) throws -> Float? { try present { try $0.float() } }
        mutating func decodeIfPresent(_ type: Int.Type) throws -> Int? { try present { try $0.integer(type) } }
        mutating func decodeIfPresent(_ type: Int8.Type) throws -> Int8? { try present { try $0.integer(type) } }
        mutating func decodeIfPresent(_ type: Int16.Type) throws -> Int16? { try present { try $0.integer(type) } }
        mutating func decodeIfPresent(_ type: Int32.Type) throws -> Int32? { try present { try $0.integer(type) } }
        mutating func decodeIfPresent(_ type: Int64.Type) throws -> Int64? { try present { try $0.integer(type) } }
        mutating func decodeIfPresent(_ type: UInt.Type) throws -> UInt? { try present { try $0.integer(type) } }
        mutating func decodeIfPresent(_ type: UInt8.Type) throws -> UInt8? { try present { try $0.integer(type) } }
        mutating func decodeIfPresent(_ type: UInt16.Type) throws -> UInt16? { try present { try $0.integer(type) } }
        mutating func decodeIfPresent(_ type: UInt32.Type) throws -> UInt32? { try present { try $0.integer(type) } }
        mutating func decodeIfPresent(_ type: UInt64.Type) throws -> UInt64? { try present { try $0.integer(type) } }
        mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? { try present { try $0.decode(type) } }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            try next()
            return KeyedDecodingContainer(KeyedSource<NestedKey>(reader: reader))
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try next()
            return try UnkeyedSource(reader: reader)
        }

        mutating func superDecoder() throws -> any Decoder {
            try next()
            return Source(reader: reader)
        }
    }
}

extension BinaryCoder.Reader {
    /// Reads a nil flag (0) if the next byte is one.
    func readNilFlag() -> Bool {
        guard peekByte() == 0 else { return false }
        _ = try? byte()
        return true
    }
}
