import Foundation

extension BinaryCoder {
    /// A copy of the bytes being decoded and the index of the next one; every read checks the
    /// bytes left first. Its state is not checked for exclusive access at run time, as the
    /// ``Writer``'s is not: one decoding on one thread uses it.
    final class Reader {
        private let bytes: UnsafeMutableBufferPointer<UInt8>
        private let length: Int
        @exclusivity(unchecked) private(set) var index = 0
        @exclusivity(unchecked) private var depth = 0
        /// The last key ``peekKey()`` read: where it begins and ends.
        private var peeked: (start: Int, end: Int, key: String)?
        /// Whether each type decoded so far is one the coder reads directly: asking the runtime
        /// (a conformance lookup) for every element of a long array costs more than the element.
        @exclusivity(unchecked) private var directTypes: [ObjectIdentifier: (any BinaryCoderDirectDecodable.Type)?] =
            [:]
        let userInfo: [CodingUserInfoKey: Any]
        /// Asked between the elements of long arrays whether to stop (``BinaryCoder/Cancellation``).
        let cancellation: BinaryCoder.Cancellation?

        init(copying source: UnsafeRawBufferPointer, userInfo: [CodingUserInfoKey: any Sendable]) {
            cancellation = userInfo[.cancellation] as? BinaryCoder.Cancellation
            length = source.count
            let raw = UnsafeMutableRawBufferPointer.allocate(byteCount: max(source.count, 1), alignment: 1)
            raw.copyMemory(from: source)
            bytes = raw.bindMemory(to: UInt8.self)
            self.userInfo = userInfo
        }

        deinit { bytes.deallocate() }

        var remaining: Int { length - index }
        var isAtEnd: Bool { index == length }

        /// The error for bytes that are not what the type wrote.
        func corrupted(_ what: String) -> DecodingError {
            .dataCorrupted(
                DecodingError.Context(
                    codingPath: [], debugDescription: "Binary coder: \(what) (at byte \(index) of \(length))"))
        }

        func byte() throws -> UInt8 {
            guard index < length else { throw corrupted("the bytes end inside a value") }
            defer { index += 1 }
            return bytes[index]
        }

        func peekByte() -> UInt8? {
            index < length ? bytes[index] : nil
        }

        func varint() throws -> UInt64 {
            if let value = Varint.read(UnsafeBufferPointer(start: bytes.baseAddress, count: length), at: &index) {
                return value
            }
            throw corrupted(index == length ? "the bytes end inside a value" : "a number longer than 64 bits")
        }

        func signed() throws -> Int64 {
            Varint.unzigzag(try varint())
        }

        func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
            let value = I.isSigned ? I(exactly: try signed()) : I(exactly: try varint())
            guard let value else { throw corrupted("a number out of the range of \(I.self)") }
            return value
        }

        /// A count of elements, each of which takes at least one byte: no more than the bytes left.
        func elementCount() throws -> Int {
            let value = try varint()
            guard value <= UInt64(remaining) else {
                throw corrupted("a count of \(value) with \(remaining) bytes left")
            }
            return Int(value)
        }

        func bool() throws -> Bool { try zeroOrOne("a Bool") }

        /// The presence byte of an optional value.
        func present() throws -> Bool { try zeroOrOne("a presence byte") }

        /// A byte that must be 0 (false) or 1 (true); `what` names it when it is neither.
        private func zeroOrOne(_ what: String) throws -> Bool {
            switch try byte() {
            case 0: return false
            case 1: return true
            default:
                index -= 1
                throw corrupted("\(what) that is neither 0 nor 1")
            }
        }

        func fixed(bytes width: Int) throws -> UInt64 {
            guard width <= remaining else { throw corrupted("the bytes end inside a number") }
            var value: UInt64 = 0
            for offset in 0..<width { value |= UInt64(bytes[index + offset]) << (8 * UInt64(offset)) }
            index += width
            return value
        }

        func double() throws -> Double { Double(bitPattern: try fixed(bytes: 8)) }

        func float() throws -> Float { Float(bitPattern: UInt32(truncatingIfNeeded: try fixed(bytes: 4))) }

        /// Bytes that ``Writer/run(_:)`` wrote.
        func run() throws -> [UInt8] {
            let size = try elementCount()
            defer { index += size }
            return Array(UnsafeBufferPointer(rebasing: bytes[index..<(index + size)]))
        }

        func string() throws -> String {
            let size = try elementCount()
            let utf8 = UnsafeBufferPointer(rebasing: bytes[index..<(index + size)])
            guard let text = String(exactlyUTF8: utf8) else { throw corrupted("a string that is not UTF-8") }
            index += size
            return text
        }

        /// The key name a keyed container's nested container begins with, left unread.
        func peekKey() -> String? {
            if let peeked, peeked.start == index { return peeked.key }
            let start = index
            defer { index = start }
            guard let key = try? string() else { return nil }
            peeked = (start, index, key)
            return key
        }

        /// Reads the key name of a nested container, which must be `name`: once, when
        /// ``peekKey()`` read it just before (the synthesized `init(from:)` of an enum asks
        /// `allKeys` and then opens the case's container).
        func expectKey(_ name: String) throws {
            if let peeked, peeked.start == index {
                guard peeked.key == name else { throw corrupted("a nested container that is not \(name)") }
                index = peeked.end
                return
            }
            let start = index
            guard try string() == name else {
                index = start
                throw corrupted("a nested container that is not \(name)")
            }
        }

        /// Reads any value: the primitives and the types the coder knows the shape of directly,
        /// everything else through its `init(from:)`.
        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            if T.self == String.self { return unsafeBitCast(try string(), to: T.self) }
            if T.self == Int.self { return unsafeBitCast(try integer(Int.self), to: T.self) }
            if T.self == Bool.self { return unsafeBitCast(try bool(), to: T.self) }
            if T.self == Double.self { return unsafeBitCast(try double(), to: T.self) }
            if let number: T = try decodeOtherNumber() { return number }
            guard depth < BinaryCoder.maximumDepth else {
                throw corrupted("values nested more than \(BinaryCoder.maximumDepth) deep")
            }
            depth += 1
            defer { depth -= 1 }
            let direct: (any BinaryCoderDirectDecodable.Type)?
            if let known = directTypes[ObjectIdentifier(T.self)] {
                direct = known
            } else {
                direct = BinaryCoder.mayCodeDirectly(T.self) ? T.self as? any BinaryCoderDirectDecodable.Type : nil
                directTypes[ObjectIdentifier(T.self)] = direct
            }
            if let direct {
                guard let value = try direct.decodeDirectly(from: self) as? T else {
                    throw corrupted("not a \(T.self)")
                }
                return value
            }
            return try T(from: Source(reader: self))
        }

        private func decodeOtherNumber<T>() throws -> T? {
            if T.self == Int64.self { return unsafeBitCast(try integer(Int64.self), to: T.self) }
            if T.self == Int32.self { return unsafeBitCast(try integer(Int32.self), to: T.self) }
            if T.self == Int16.self { return unsafeBitCast(try integer(Int16.self), to: T.self) }
            if T.self == Int8.self { return unsafeBitCast(try integer(Int8.self), to: T.self) }
            if T.self == UInt.self { return unsafeBitCast(try integer(UInt.self), to: T.self) }
            if T.self == UInt64.self { return unsafeBitCast(try integer(UInt64.self), to: T.self) }
            if T.self == UInt32.self { return unsafeBitCast(try integer(UInt32.self), to: T.self) }
            if T.self == UInt16.self { return unsafeBitCast(try integer(UInt16.self), to: T.self) }
            if T.self == UInt8.self { return unsafeBitCast(try integer(UInt8.self), to: T.self) }
            if T.self == Float.self { return unsafeBitCast(try float(), to: T.self) }
            return nil
        }
    }
}
