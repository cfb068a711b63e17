import Foundation
import Testing

@testable import FontAuditModel

/// ``BinaryCoder``'s format: what round-trips (the shapes synthesized `Codable` and the standard
/// library write), the bytes of the primitives, and bad input, which throws and never traps.
@Suite struct BinaryCoderTests {
    indirect enum Shape: Codable, Hashable {
        case none
        case circle(radius: Double)
        case labelled(String, Int?)
        case group([Shape], name: String?)
    }

    /// A tuple as the cache keeps it, wrapped in a struct.
    struct Pair: Codable, Hashable {
        var path: String
        var reason: String
    }

    struct Sample: Codable, Hashable {
        var optionalValues: [String: String?]
        var lists: [String: [Int]]
        var byNumber: [Int: String]
        var names: Set<String>
        var absent: String??
        var presentNil: String??
        var present: String??
        var shapes: [Shape]
        var empty: [Pair]
        var emptyMap: [String: Int]
        var pairs: [Pair]
        var nested: [[String?]]
        var pair: Pair?
        var noPair: Pair?
        var extremes: [Int]
        var unsigned: UInt64
        var small: Int8
        var medium: Int32
        var short: UInt16
        var float: Float
        var doubles: [Double]
        var text: String
        var flags: [Bool]
    }

    static let sample = Sample(
        optionalValues: ["a": "x", "b": nil, "": ""], lists: ["one": [1], "none": [], "many": [-1, 0, 300, Int.max]],
        byNumber: [-5: "minus five", 0: "", 1 << 40: "big"], names: ["Brand-Bold", "Brand-Light", "字体"],
        absent: .none, presentNil: .some(nil), present: .some("here"),
        shapes: [
            .none, .circle(radius: 2.5), .labelled("x", nil), .labelled("", 7),
            .group([.none, .group([], name: nil)], name: "g"),
        ],
        empty: [], emptyMap: [:], pairs: [Pair(path: "A.xib", reason: "not XML"), Pair(path: "", reason: "é")],
        nested: [[], ["a", nil, ""], [nil]], pair: Pair(path: "p", reason: "r"), noPair: nil,
        extremes: [Int.min, Int.min + 1, -1, 0, 1, 63, 64, -64, -65, Int.max], unsigned: .max, small: .min,
        medium: -70_000,
        short: .max, float: -1.5,
        doubles: [0, -0.0, .infinity, -.infinity, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 1e-300],
        text: String(repeating: "Brand-Bold 🙂 ", count: 100), flags: [true, false])

    @Test func everyShapeRoundTrips() throws {
        let bytes = try BinaryCoder.encode(Self.sample)
        let decoded = try BinaryCoder.decode(Sample.self, from: bytes)
        #expect(decoded == Self.sample)
        #expect(decoded.presentNil == .some(nil), "a present nil stays present")
        #expect(decoded.doubles[1].sign == .minus, "-0.0 keeps its sign")
        #expect(try BinaryCoder.decode(Sample.self, from: bytes[...]) == Self.sample)
        #expect(try bytes.withUnsafeBytes { try BinaryCoder.decode(Sample.self, from: $0) } == Self.sample)
    }

    /// Writers learn from one another how each type is written (directly or through its own
    /// `encode(to:)`): writers made after the first, on any thread, write the same bytes, and what
    /// they write reads back.
    @Test func writersThatLearnedTheTypesWriteTheSameBytes() throws {
        let first = try BinaryCoder.encode(Self.sample)
        let again = Array(repeating: Self.sample, count: 16).concurrentMap { try? BinaryCoder.encode($0) }
        #expect(again.allSatisfy { $0 == first })
        #expect(try BinaryCoder.decode(Sample.self, from: again[15] ?? []) == Self.sample)
        // A type first met inside another is written as when met alone.
        #expect(try BinaryCoder.encode([Self.sample.pairs]) == [1] + BinaryCoder.encode(Self.sample.pairs))
    }

    /// The types cast to the direct protocols are told without a cast: every conforming type but
    /// an array of anything but bytes (written through its own `encode(to:)`: a cast through the
    /// conditional conformance scans the binary's conformances again), of any element, and no
    /// other (a struct, an enum, a class, a tuple, a type named like one).
    @Test func theDirectTypesAreToldWithoutACast() throws {
        struct Array<Element> { var element: Element }
        let direct: [Any.Type] = [
            [UInt8].self, Set<String>.self, [String: [Int?]].self, Int?.self, Shape??.self, URL.self, Data.self,
        ]
        for type in direct {
            #expect(mayCode(type), "\(type)")
            #expect((type as? any BinaryCoderDirectEncodable.Type) != nil, "\(type) conforms")
        }
        for type in [[Int].self, [[Shape]].self, [Pair].self, [FontRequest].self] as [Any.Type] {
            #expect(!mayCode(type), "\(type)")
        }
        // A request goes through its synthesized `Codable` (issue 73: within 2% of a hand-written coder).
        let other: [Any.Type] = [
            Pair.self, Shape.self, Sample.self, String.self, NSObject.self, (Int, Int).self, Array<Int>.self,
            ContiguousArray<Int>.self, ArraySlice<Int>.self, Substring.self, FontRequest.self,
        ]
        for type in other {
            #expect(!mayCode(type), "\(type)")
            #expect((type as? any BinaryCoderDirectEncodable.Type) == nil, "\(type) does not conform")
        }
        // An array through its own `encode(to:)` writes a count, then its elements as each is
        // written alone; and reads back.
        let shapes: [[Shape]] = [[.none, .circle(radius: 2)], [], [.labelled("a", nil)]]
        #expect(
            try BinaryCoder.encode(shapes[0]) == [2] + BinaryCoder.encode(Shape.none)
                + BinaryCoder.encode(Shape.circle(radius: 2)))
        let bytes = try BinaryCoder.encode(shapes)
        #expect(try bytes == [3] + shapes.flatMap { try BinaryCoder.encode($0) })
        #expect(try BinaryCoder.decode([[Shape]].self, from: bytes) == shapes)
    }

    private func mayCode(_ type: Any.Type) -> Bool {
        func open<T>(_ type: T.Type) -> Bool { BinaryCoder.mayCodeDirectly(type) }
        return _openExistential(type, do: open)
    }

    @Test func primitivesAreVarintsAndLengths() throws {
        #expect(try BinaryCoder.encode(0) == [0])
        #expect(try BinaryCoder.encode(-1) == [1])
        #expect(try BinaryCoder.encode(1) == [2])
        #expect(try BinaryCoder.encode(-64) == [127])
        #expect(try BinaryCoder.encode(300 as UInt) == [0xAC, 0x02])
        #expect(try BinaryCoder.encode(UInt64.max) == [UInt8](repeating: 0xFF, count: 9) + [0x01])
        #expect(try BinaryCoder.encode(true) == [1])
        #expect(try BinaryCoder.encode("é") == [2, 0xC3, 0xA9])
        #expect(try BinaryCoder.encode(1.0) == [0, 0, 0, 0, 0, 0, 0xF0, 0x3F])
        #expect(try BinaryCoder.encode(Int?.none) == [0])
        #expect(try BinaryCoder.encode(Int?.some(1)) == [1, 2])
        #expect(try BinaryCoder.encode([1, 2]) == [2, 2, 4])
        #expect(try BinaryCoder.encode(["k": true]) == [1, 1, 0x6B, 1])
        #expect(try BinaryCoder.encode(Pair(path: "a", reason: "")) == [1, 0x61, 0], "keys are not written")
        #expect(
            try BinaryCoder.encode(Shape.circle(radius: 0)) == [6] + Array("circle".utf8)
                + [UInt8](repeating: 0, count: 8),
            "an enum's case is its name")
    }

    @Test func truncatedInputThrowsAtEveryLength() throws {
        let bytes = try BinaryCoder.encode(Self.sample)
        for length in 0..<bytes.count {
            #expect(throws: DecodingError.self, "\(length) of \(bytes.count) bytes") {
                try BinaryCoder.decode(Sample.self, from: bytes[..<length])
            }
        }
    }

    @Test func randomBytesThrow() throws {
        let length = try BinaryCoder.encode(Self.sample).count
        var random = SeededGenerator(seed: 32)
        for _ in 0..<1_000 {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            #expect(throws: DecodingError.self) { try BinaryCoder.decode(Sample.self, from: bytes) }
        }
    }

    @Test func damagedInputThrows() throws {
        func rejects<T: Decodable>(_ type: T.Type, _ bytes: [UInt8], _ why: Comment) {
            #expect(throws: DecodingError.self, why) { try BinaryCoder.decode(type, from: bytes) }
        }
        rejects(Bool.self, [2], "a Bool is 0 or 1")
        rejects(Int?.self, [2, 0], "a presence byte is 0 or 1")
        rejects(UInt64.self, [UInt8](repeating: 0xFF, count: 10) + [1], "more than 64 bits")
        rejects(UInt64.self, [UInt8](repeating: 0xFF, count: 9) + [2], "the 65th bit")
        rejects(Int8.self, [0x80, 0x02], "out of Int8's range")
        rejects([Int].self, [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F], "a count beyond the bytes left")
        rejects(
            String.self, [0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01], "a length beyond the bytes left")
        rejects(String.self, [2, 0xC3, 0x28], "not UTF-8")
        rejects(String.self, [1, 0x61, 0x62], "a byte left over")
        rejects(Set<Int>.self, [2, 2, 2], "a set element twice")
        rejects([String: Int].self, [2, 1, 0x61, 2, 1, 0x61, 4], "a dictionary key twice")
        rejects(Shape.self, [4] + Array("oval".utf8), "no such case")
        rejects(Shape.self, [], "no bytes")
        rejects(Double.self, [0, 0, 0], "a short Double")
        rejects(Grid.self, [1] + Array("rows".utf8), "a nested container named wrong")
    }

    @Test func nestingIsBounded() throws {
        func nested(_ depth: Int) -> Shape {
            (0..<depth).reduce(Shape.none) { shape, _ in .group([shape], name: nil) }
        }
        // Each level is a value and an array: two levels of the limit.
        let shallow = nested(BinaryCoder.maximumDepth / 2 - 1)
        #expect(try BinaryCoder.decode(Shape.self, from: BinaryCoder.encode(shallow)) == shallow)
        #expect(throws: DecodingError.self) {
            try BinaryCoder.decode(Shape.self, from: BinaryCoder.encode(nested(BinaryCoder.maximumDepth)))
        }
    }

    struct Nothing: Codable, Hashable {}

    @Test func elementsThatWriteNoBytesAreRefused() throws {
        #expect(throws: EncodingError.self) { try BinaryCoder.encode([Nothing()]) }
        #expect(try BinaryCoder.decode(Nothing.self, from: BinaryCoder.encode(Nothing())) == Nothing())
        #expect(
            try BinaryCoder.decode([Nothing?].self, from: BinaryCoder.encode([Nothing?.some(Nothing())])) == [Nothing()]
        )
    }
}
