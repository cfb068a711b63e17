import Foundation
import Testing

@testable import FontAuditModel

extension BinaryCoderTests {
    /// Bytes are written as they are: a varint count and the bytes, not a varint each (a byte over
    /// 127 would take two), for `[UInt8]` and `Data` alike, and wherever they are.
    @Test func bytesAreALengthAndTheBytes() throws {
        let bytes: [UInt8] = [0, 1, 127, 128, 255]
        #expect(try BinaryCoder.encode(bytes) == [5, 0, 1, 127, 128, 255])
        #expect(try BinaryCoder.encode(Data(bytes)) == [5, 0, 1, 127, 128, 255])
        #expect(try BinaryCoder.encode([UInt8]()) == [0])
        #expect(try BinaryCoder.decode([UInt8].self, from: [5, 0, 1, 127, 128, 255]) == bytes)
        #expect(try BinaryCoder.decode(Data.self, from: [5, 0, 1, 127, 128, 255]) == Data(bytes))
        struct File: Codable, Equatable {
            var edited: Data?
            var chunks: [[UInt8]]
            var byName: [String: Data]
        }
        let large = Data((0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let file = File(
            edited: large, chunks: [[], [200], Array(large.prefix(300))], byName: ["a": Data(), "b": Data([9])])
        let encoded = try BinaryCoder.encode(file)
        #expect(encoded.count < large.count + 400, "\(encoded.count) bytes for \(large.count) of data")
        #expect(try BinaryCoder.decode(File.self, from: encoded) == file)
        for length in [0, 1, 3, encoded.count / 2, encoded.count - 1] {
            #expect(throws: DecodingError.self, "\(length) of \(encoded.count) bytes") {
                try BinaryCoder.decode(File.self, from: encoded[..<length])
            }
        }
        #expect(throws: DecodingError.self, "a length beyond the bytes left") {
            try BinaryCoder.decode(Data.self, from: [3, 1, 2])
        }
    }

    /// A type that writes its own unkeyed containers, nested in each other and in keyed ones, the
    /// counts of which go in front of elements already written.
    struct Grid: Codable, Equatable {
        var rows: [[Int]]
        var title: String

        enum CodingKeys: String, CodingKey { case rows, title }

        init(rows: [[Int]], title: String) {
            self.rows = rows
            self.title = title
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            var outer = container.nestedUnkeyedContainer(forKey: .rows)
            for row in rows {
                var inner = outer.nestedUnkeyedContainer()
                for value in row { try inner.encode(value) }
            }
            try container.encode(title, forKey: .title)
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            var outer = try container.nestedUnkeyedContainer(forKey: .rows)
            rows = []
            while !outer.isAtEnd {
                var inner = try outer.nestedUnkeyedContainer()
                var row: [Int] = []
                while !inner.isAtEnd { row.append(try inner.decode(Int.self)) }
                rows.append(row)
            }
            title = try container.decode(String.self, forKey: .title)
        }
    }

    @Test func handWrittenUnkeyedContainersRoundTrip() throws {
        let grids = [
            Grid(rows: [[1, 2, 3], [], [Int.max], Array(0..<200)], title: "grid"), Grid(rows: [], title: ""),
        ]
        let bytes = try BinaryCoder.encode(grids)
        #expect(try BinaryCoder.decode([Grid].self, from: bytes) == grids)
        #expect(
            Array(bytes.prefix(8)) == [2, 4] + Array("rows".utf8) + [4, 3], "two grids, `rows`, four rows, three values"
        )
    }
}
