import FontInspectorModel

/// How a memo's inputs are kept: sorted paths in blocks that can each be checked by itself.
extension TracedMemo {
    /// Paths to a block: each block can be checked by itself (its first path is whole).
    static let blockSize = 512

    /// The inputs, sorted by path: a count of blocks, then each block's length and its paths, each
    /// path as the length it shares with the one before and the rest, its use and its state.
    static func encodeInputs(_ inputs: [FileTrace.Input]) -> [UInt8] {
        var writer = ByteWriter()
        let blocks = stride(from: 0, to: inputs.count, by: blockSize).map {
            inputs[$0..<min($0 + blockSize, inputs.count)]
        }
        writer.unsigned(UInt64(blocks.count))
        for block in blocks {
            var body = ByteWriter()
            body.unsigned(UInt64(block.count))
            var previous: [UInt8] = []
            for input in block {
                let path = Array(input.path.utf8)
                var shared = 0
                while shared < min(path.count, previous.count), path[shared] == previous[shared] { shared += 1 }
                body.unsigned(UInt64(shared))
                body.unsigned(UInt64(path.count - shared))
                body.bytes += path[shared...]
                body.unsigned(UInt64(input.use.rawValue))
                body.unsigned(UInt64(input.state.count))
                for number in input.state { body.integer(Int(number)) }
                previous = path
            }
            writer.unsigned(UInt64(body.bytes.count))
            writer.bytes += body.bytes
        }
        return writer.bytes
    }

    /// Where each block of ``encodeInputs(_:)`` lies in `bytes`, or nil when they do not fill it.
    static func blocks(of bytes: [UInt8]) -> [Range<Int>]? {
        var reader = ByteReader(bytes[...], from: 0)
        guard let count = reader.count() else { return nil }
        var blocks: [Range<Int>] = []
        for _ in 0..<count {
            guard let length = reader.count() else { return nil }
            blocks.append(reader.offset..<(reader.offset + length))
            reader.offset += length
        }
        return reader.atEnd ? blocks : nil
    }

    /// Decodes one block of ``encodeInputs(_:)``, handing `body` each input's path (bytes), use and
    /// state in order; false when the block does not decode whole.
    static func eachInput(
        in block: ArraySlice<UInt8>, _ body: (_ path: [UInt8], _ use: FileTrace.Use, _ state: [Int64]) -> Void
    ) -> Bool {
        var reader = ByteReader(block, from: 0)
        guard let count = reader.count() else { return false }
        var path: [UInt8] = []
        var state: [Int64] = []
        for _ in 0..<count {
            guard let shared = reader.unsigned().map(Int.init), shared <= path.count, let length = reader.count(),
                reader.offset + length <= block.endIndex
            else { return false }
            path.removeSubrange(shared...)
            path += block[reader.offset..<(reader.offset + length)]
            reader.offset += length
            guard let use = reader.unsigned().flatMap({ UInt8(exactly: $0) }).flatMap(FileTrace.Use.init(rawValue:)),
                let stateCount = reader.count(), stateCount <= 6
            else { return false }
            state.removeAll(keepingCapacity: true)
            for _ in 0..<stateCount {
                guard let number = reader.integer() else { return false }
                state.append(Int64(number))
            }
            guard !path.contains(0) else { return false }
            body(path, use, state)
        }
        return reader.atEnd
    }
}
