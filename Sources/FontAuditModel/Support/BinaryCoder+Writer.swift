extension BinaryCoder {
    /// The one buffer an encoding writes into, and the primitives of the format.
    final class Writer {
        /// Everything written so far.
        ///
        /// The writer's state is not checked for exclusive access at run time (`@exclusivity(unchecked)`):
        /// one writer is used by one encoding on one thread, and never passed its own state
        /// `inout`; the checks were 13 M instructions of a cold run over the big-app replica.
        @exclusivity(unchecked) private(set) var bytes: [UInt8] = []
        /// The unkeyed containers not yet closed: where each began and how many elements it holds.
        /// Their counts go in front of their elements once the value that opened them is written.
        @exclusivity(unchecked) var openContainers: [(offset: Int, count: Int)] = []
        /// How each type met so far is written: directly (``BinaryCoderDirectEncodable``, the
        /// conformance found once, its witness table at hand), or through its own `encode(to:)`
        /// (nil). Casting every value written to the protocol was two thirds of encoding a cold
        /// run's cache: a failed cast costs a conformance lookup, and a cast of `Array<Element>`
        /// checks `Element: Encodable` again each time. Each writer starts from what every writer
        /// of the process learned (``learnedKinds``, a copy that shares storage) and gives back
        /// what it learned (``finish()``): a run encodes thousands of small values.
        @exclusivity(unchecked) private var kinds: [ObjectIdentifier: DirectKind]
        private var learned = false
        private static let learnedKinds = Locked([ObjectIdentifier: DirectKind]())
        let userInfo: [CodingUserInfoKey: Any]

        /// The direct encoding of a type, or nil for none.
        struct DirectKind: @unchecked Sendable {
            let type: (any BinaryCoderDirectEncodable.Type)?
        }

        init(userInfo: [CodingUserInfoKey: any Sendable]) {
            self.userInfo = userInfo
            kinds = Self.learnedKinds.withLock { $0 }
            bytes.reserveCapacity(256)
        }

        /// Gives the types this writer learned to the writers made after it.
        func finish() {
            guard learned else { return }
            let kinds = kinds
            Self.learnedKinds.withLock { $0.merge(kinds) { old, _ in old } }
        }

        var count: Int { bytes.count }

        func byte(_ value: UInt8) {
            bytes.append(value)
        }

        func varint(_ value: UInt64) {
            Varint.append(value, to: &bytes)
        }

        func signed(_ value: Int64) {
            varint(Varint.zigzag(value))
        }

        func bool(_ value: Bool) {
            bytes.append(value ? 1 : 0)
        }

        func fixed(_ value: UInt64, bytes width: Int) {
            var value = value
            for _ in 0..<width {
                bytes.append(UInt8(truncatingIfNeeded: value))
                value >>= 8
            }
        }

        func double(_ value: Double) { fixed(value.bitPattern, bytes: 8) }

        func float(_ value: Float) { fixed(UInt64(value.bitPattern), bytes: 4) }

        /// Bytes as a varint count and the bytes.
        func run(_ value: some Collection<UInt8>) {
            varint(UInt64(value.count))
            bytes.append(contentsOf: value)
        }

        func string(_ value: String) {
            let utf8 = value.utf8
            varint(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }

        /// Writes any value: the primitives and the types the coder knows the shape of directly,
        /// everything else through its `encode(to:)`.
        func encode<T: Encodable>(_ value: T) throws {
            // Comparing metatypes costs next to nothing; a dynamic cast does not.
            if T.self == String.self { return string(unsafeBitCast(value, to: String.self)) }
            if T.self == Int.self { return signed(Int64(unsafeBitCast(value, to: Int.self))) }
            if T.self == Bool.self { return bool(unsafeBitCast(value, to: Bool.self)) }
            if T.self == Double.self { return double(unsafeBitCast(value, to: Double.self)) }
            if encodeOtherNumber(value) { return }
            let kind: (any BinaryCoderDirectEncodable.Type)?
            if let known = kinds[ObjectIdentifier(T.self)] {
                kind = known.type
            } else {
                kind = BinaryCoder.mayCodeDirectly(T.self) ? T.self as? any BinaryCoderDirectEncodable.Type : nil
                kinds[ObjectIdentifier(T.self)] = DirectKind(type: kind)
                learned = true
            }
            if let kind {
                return try withUnsafePointer(to: value) { try kind.encodeDirectly(at: UnsafeRawPointer($0), to: self) }
            }
            let opened = openContainers.count
            try value.encode(to: Sink(writer: self))
            if openContainers.count > opened { closeContainers(from: opened) }
        }

        /// ``encode(_:)`` of an element of a collection, which must write at least one byte: the
        /// decoder bounds a count by the bytes left.
        func encodeElement<T: Encodable>(_ value: T) throws {
            let before = bytes.count
            try encode(value)
            guard bytes.count > before else {
                throw EncodingError.invalidValue(
                    value,
                    EncodingError.Context(
                        codingPath: [],
                        debugDescription: "a collection's element of type \(T.self) writes no bytes (an empty struct)"))
            }
        }

        private func encodeOtherNumber<T>(_ value: T) -> Bool {
            if T.self == Int64.self {
                signed(unsafeBitCast(value, to: Int64.self))
            } else if T.self == Int32.self {
                signed(Int64(unsafeBitCast(value, to: Int32.self)))
            } else if T.self == Int16.self {
                signed(Int64(unsafeBitCast(value, to: Int16.self)))
            } else if T.self == Int8.self {
                signed(Int64(unsafeBitCast(value, to: Int8.self)))
            } else if T.self == UInt.self {
                varint(UInt64(unsafeBitCast(value, to: UInt.self)))
            } else if T.self == UInt64.self {
                varint(unsafeBitCast(value, to: UInt64.self))
            } else if T.self == UInt32.self {
                varint(UInt64(unsafeBitCast(value, to: UInt32.self)))
            } else if T.self == UInt16.self {
                varint(UInt64(unsafeBitCast(value, to: UInt16.self)))
            } else if T.self == UInt8.self {
                varint(UInt64(unsafeBitCast(value, to: UInt8.self)))
            } else if T.self == Float.self {
                float(unsafeBitCast(value, to: Float.self))
            } else {
                return false
            }
            return true
        }

        /// Opens an unkeyed container at the end of the bytes; its index in ``openContainers``.
        func openContainer() -> Int {
            openContainers.append((bytes.count, 0))
            return openContainers.count - 1
        }

        /// Puts each container's count in front of its elements, the last opened first: a later
        /// one begins at or after an earlier one, so inserting its count moves none of theirs, and
        /// of two that begin at the same byte the earlier holds the later.
        private func closeContainers(from first: Int) {
            var count: [UInt8] = []
            while openContainers.count > first, let container = openContainers.popLast() {
                count.removeAll(keepingCapacity: true)
                Varint.append(UInt64(container.count), to: &count)
                bytes.insert(contentsOf: count, at: container.offset)
            }
        }
    }
}
