import FontInspectorModel
import Foundation

/// A compact, positional binary format for `Codable` values, for what one run keeps on disk for
/// the next (issue 32): several times faster than JSON and a fraction of its size.
///
/// The format has no key names and no type tags: a value is its fields in the order its
/// `encode(to:)` writes them, and decoding reads them back in the same order (synthesized
/// `Codable` encodes and decodes properties in declaration order). So bytes only decode as the
/// type, and the version of the type, that wrote them; a cache keys its files by a version of its
/// own. What is written:
///
/// - integers as LEB128 varints (signed ones zigzagged), `Bool` as one byte (0 or 1), `Double` as
///   its 8 bytes and `Float` as its 4 (little-endian), `String` as a varint length and its UTF-8;
/// - an `Optional` (through `encode`, `encodeIfPresent` or inside a collection) as a presence byte,
///   0 or 1, then the value when 1; so `String??` keeps `.some(nil)`, which JSON cannot;
/// - bytes (`[UInt8]` and `Data`) as a varint count and the bytes themselves;
/// - `Array`, `Set` and `Dictionary` as a varint count and then each element (each key, then its
///   value), written by the coder itself rather than through their own `encode(to:)`, which for
///   `String` or `Int` keys goes through a keyed container whose keys a positional decoder cannot
///   know (so a dictionary must be encoded as a value, `encode(dictionary)`, never by calling its
///   `encode(to:)` with this coder's encoder);
/// - any other unkeyed container as a varint count and its elements;
/// - an enum with associated values (synthesized `Codable`) as its case's name and then the
///   values: `nestedContainer(keyedBy:forKey:)` on a keyed container writes the key's name, and
///   the decoder's `allKeys` is that one name, as the synthesized `init(from:)` of an enum asks.
///   `allKeys` means nothing otherwise, and `contains(_:)` is always true: a positional format has
///   every key the type writes.
///
/// Decoding checks every read against the bytes left and throws a `DecodingError` on truncated,
/// damaged or foreign input, including bytes left over at the end; it never traps. A count is at
/// most the bytes left (which is why encoding refuses a collection element that writes no bytes,
/// an empty struct), and room is made ahead for at most a megabyte of elements (the rest as they
/// come), so that no count makes it allocate more than the input holds; values nest at most
/// ``maximumDepth`` deep.
package enum BinaryCoder {
    /// What `encode(to:)` implementations see in `encoder.userInfo` unless the caller passes
    /// something else: `FontFace` writes its name records only when asked (`includeNameRecords`,
    /// which the JSON report leaves out), and its `init(from:)` reads them always: a positional
    /// format cannot skip a field its decoder reads.
    package static let defaultUserInfo: [CodingUserInfoKey: any Sendable] = [.includeNameRecords: true]

    /// How deep values may nest in decoded input (a value in an array counts two), so that a
    /// recursive type (an indirect enum such as `NameExpression`) cannot exhaust the stack on
    /// hostile bytes.
    package static let maximumDepth = 256

    /// How many elements of `type` to make room for ahead of reading `count` of them: all of
    /// them up to a megabyte. (A count is at most the bytes left, but an element in memory can be
    /// hundreds of times the one byte it may take in the input.)
    static func capacity<Element>(_ count: Int, of type: Element.Type) -> Int {
        min(count, (1 << 20) / max(MemoryLayout<Element>.stride, 1))
    }

    /// `value` as bytes.
    package static func encode<T: Encodable>(_ value: T, userInfo: [CodingUserInfoKey: any Sendable] = defaultUserInfo)
        throws -> [UInt8]
    {
        let writer = Writer(userInfo: userInfo)
        try writer.encode(value)
        writer.finish()
        return writer.bytes
    }

    /// The value of type `type` that ``encode(_:userInfo:)`` wrote as `bytes`, which must be used
    /// up exactly.
    package static func decode<T: Decodable>(
        _ type: T.Type, from bytes: [UInt8],
        userInfo: [CodingUserInfoKey: any Sendable] = defaultUserInfo
    ) throws -> T {
        try bytes.withUnsafeBytes { try decode(type, from: $0, userInfo: userInfo) }
    }

    /// ``decode(_:from:userInfo:)-([UInt8])`` of a slice.
    package static func decode<T: Decodable>(
        _ type: T.Type, from bytes: ArraySlice<UInt8>,
        userInfo: [CodingUserInfoKey: any Sendable] = defaultUserInfo
    ) throws -> T {
        try bytes.withUnsafeBytes { try decode(type, from: $0, userInfo: userInfo) }
    }

    /// ``decode(_:from:userInfo:)-([UInt8])`` of raw memory (a mapped file's part). The bytes are
    /// copied, so the memory need only live for the call.
    package static func decode<T: Decodable>(
        _ type: T.Type, from bytes: UnsafeRawBufferPointer,
        userInfo: [CodingUserInfoKey: any Sendable] = defaultUserInfo
    ) throws -> T {
        let reader = Reader(copying: bytes, userInfo: userInfo)
        let value = try reader.decode(type)
        guard reader.isAtEnd else { throw reader.corrupted("\(reader.remaining) bytes left after the value") }
        return value
    }
}

extension BinaryCoder {
    /// Whether the writer and the reader cast `type` to ``BinaryCoderDirectEncodable`` and
    /// ``BinaryCoderDirectDecodable``: optionals, sets, dictionaries, `[UInt8]`, `URL`, `Data`.
    /// Told by the type itself or by its name, once per type. (``FontRequest`` was written by hand
    /// until issue 73: its synthesized `Codable` costs 0.5–1.7% more instructions on a cold run that
    /// fills a cache and about 1% on a warm one, within the 5% a hand-written coder must beat.)
    ///
    /// A cast that fails scans every protocol conformance of the binary, about 12,000 of them
    /// (most of them swift-syntax's), once per type: a cold run met 130 types, and those scans
    /// were 3 ms of its encoding. One that succeeds through a conditional conformance (`Array`'s
    /// where its elements were `Codable`) scanned again for the condition: 74 such casts were 27 M
    /// instructions of a cold run. So an array (but of bytes) goes through its own `encode(to:)`
    /// and `init(from:)`, which write and read a count and the elements through an unkeyed
    /// container. A type added to the protocols must be added here, or both sides go on coding it
    /// through `Codable`.
    static func mayCodeDirectly<T>(_ type: T.Type) -> Bool {
        if _isOptional(type) || type == URL.self || type == Data.self
            || type == [UInt8].self
        {
            return true
        }
        let name = _typeName(type, qualified: true)
        return name.hasPrefix("Swift.Set<") || name.hasPrefix("Swift.Dictionary<")
    }
}

/// How the coder writes a type it knows the shape of (``BinaryCoder``: optionals, arrays, sets,
/// dictionaries), instead of through the type's own `encode(to:)`. A conforming type must also be
/// told by ``BinaryCoder/mayCodeDirectly(_:)``.
protocol BinaryCoderDirectEncodable {
    func encodeDirectly(to writer: BinaryCoder.Writer) throws
    /// ``encodeDirectly(to:)`` of the value at `pointer`, which is a `Self`: what the writer calls
    /// through the metatype it found once per type, without casting each value.
    static func encodeDirectly(at pointer: UnsafeRawPointer, to writer: BinaryCoder.Writer) throws
}

extension BinaryCoderDirectEncodable {
    static func encodeDirectly(at pointer: UnsafeRawPointer, to writer: BinaryCoder.Writer) throws {
        try pointer.assumingMemoryBound(to: Self.self).pointee.encodeDirectly(to: writer)
    }
}

/// How the coder reads what ``BinaryCoderDirectEncodable`` wrote.
protocol BinaryCoderDirectDecodable {
    static func decodeDirectly(from reader: BinaryCoder.Reader) throws -> Self
}

extension Optional: BinaryCoderDirectEncodable where Wrapped: Encodable {
    func encodeDirectly(to writer: BinaryCoder.Writer) throws {
        switch self {
        case .none: writer.byte(0)
        case .some(let wrapped):
            writer.byte(1)
            try writer.encode(wrapped)
        }
    }
}

extension Optional: BinaryCoderDirectDecodable where Wrapped: Decodable {
    static func decodeDirectly(from reader: BinaryCoder.Reader) throws -> Self {
        try reader.present() ? .some(try reader.decode(Wrapped.self)) : .none
    }
}

/// A URL as its absolute string: Foundation's own `encode(to:)` and `init(from:)` of `URL` write and
/// read its base in ways a positional format cannot follow.
extension URL: BinaryCoderDirectEncodable {
    func encodeDirectly(to writer: BinaryCoder.Writer) throws {
        writer.string(absoluteString)
    }
}

extension URL: BinaryCoderDirectDecodable {
    static func decodeDirectly(from reader: BinaryCoder.Reader) throws -> URL {
        guard let url = URL(string: try reader.string()) else { throw reader.corrupted("a URL that does not parse") }
        return url
    }
}

/// `Data` as its bytes: its own `encode(to:)` writes each byte through an unkeyed container.
extension Data: BinaryCoderDirectEncodable {
    func encodeDirectly(to writer: BinaryCoder.Writer) throws {
        writer.run(self)
    }
}

extension Data: BinaryCoderDirectDecodable {
    static func decodeDirectly(from reader: BinaryCoder.Reader) throws -> Data {
        Data(try reader.run())
    }
}

/// Bytes as they are, not a varint each as their own `encode(to:)` writes them. Any other array
/// goes through its own `encode(to:)` and `init(from:)` (``BinaryCoder/mayCodeDirectly(_:)``).
extension Array: BinaryCoderDirectEncodable where Element == UInt8 {
    func encodeDirectly(to writer: BinaryCoder.Writer) throws {
        writer.run(self)
    }
}

extension Array: BinaryCoderDirectDecodable where Element == UInt8 {
    static func decodeDirectly(from reader: BinaryCoder.Reader) throws -> [UInt8] {
        try reader.run()
    }
}

extension BinaryCoder {
    /// Stops a decoding from another thread: passed in `userInfo` under ``CodingUserInfoKey/cancellation``,
    /// it is asked every 64 elements of an array, and the decoding throws `CancellationError` once
    /// it is cancelled (a memo's value, when the check beside it found a path changed).
    package final class Cancellation: @unchecked Sendable {
        private let lock = NSLock()
        private var cancelled = false

        package init() {}

        package func cancel() {
            lock.withLock { cancelled = true }
        }

        var isCancelled: Bool { lock.withLock { cancelled } }
    }
}

extension CodingUserInfoKey {
    /// A ``BinaryCoder/Cancellation`` that can stop a decoding.
    package static let cancellation = CodingUserInfoKey(rawValue: "fontaudit.cancellation")!
}

extension Set: BinaryCoderDirectEncodable where Element: Encodable {
    func encodeDirectly(to writer: BinaryCoder.Writer) throws {
        writer.varint(UInt64(count))
        for element in self { try writer.encodeElement(element) }
    }
}

extension Set: BinaryCoderDirectDecodable where Element: Decodable {
    static func decodeDirectly(from reader: BinaryCoder.Reader) throws -> Self {
        let count = try reader.elementCount()
        var result = Set(minimumCapacity: BinaryCoder.capacity(count, of: Element.self))
        for _ in 0..<count {
            guard result.insert(try reader.decode(Element.self)).inserted else {
                throw reader.corrupted("a set holds an element twice")
            }
        }
        return result
    }
}

extension Dictionary: BinaryCoderDirectEncodable where Key: Encodable, Value: Encodable {
    func encodeDirectly(to writer: BinaryCoder.Writer) throws {
        writer.varint(UInt64(count))
        for (key, value) in self {
            try writer.encodeElement(key)
            try writer.encode(value)
        }
    }
}

extension Dictionary: BinaryCoderDirectDecodable where Key: Decodable, Value: Decodable {
    static func decodeDirectly(from reader: BinaryCoder.Reader) throws -> Self {
        let count = try reader.elementCount()
        var result = Self(minimumCapacity: BinaryCoder.capacity(count, of: (Key, Value).self))
        for _ in 0..<count {
            let key = try reader.decode(Key.self)
            guard result.updateValue(try reader.decode(Value.self), forKey: key) == nil else {
                throw reader.corrupted("a dictionary holds a key twice")
            }
        }
        return result
    }
}
