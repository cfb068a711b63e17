import Foundation
import Testing

@testable import FontAuditModel
@testable import FontAuditReaders

/// Every type the check cache stores (issue 32) round-trips through ``BinaryCoder`` whole: the
/// values are ``BinaryCoderFixtures``, every field set to something other than its default.
@Suite struct BinaryCoderModelTests {
    typealias Fixtures = BinaryCoderFixtures

    func roundTrip<T: Codable>(_ value: T) throws -> T {
        try BinaryCoder.decode(T.self, from: BinaryCoder.encode(value))
    }

    func expectRoundTrip<T: Codable & Equatable>(
        _ value: T, exempt: Set<String> = [], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let unset = Set(Fixtures.unsetFields(of: value)).subtracting(exempt)
        #expect(
            unset.isEmpty, "set these fields of the \(T.self) fixture: \(unset.sorted())",
            sourceLocation: sourceLocation)
        #expect(try roundTrip(value) == value, sourceLocation: sourceLocation)
    }

    @Test func modelValuesRoundTrip() throws {
        try expectRoundTrip(Fixtures.requests[0])
        // Every scaling and origin case; the last request holds the nils and extremes.
        #expect(try roundTrip(Fixtures.requests) == Fixtures.requests)
        try expectRoundTrip(Fixtures.dynamic)
        try expectRoundTrip(Fixtures.text)
        try expectRoundTrip(Fixtures.verbatimText)
        try expectRoundTrip(Fixtures.fontMap)
        try expectRoundTrip(Fixtures.library)
        try expectRoundTrip(Fixtures.registration)
        try expectRoundTrip(Fixtures.generated)
        try expectRoundTrip(Fixtures.synthesizedUse)
        try expectRoundTrip(
            Fixtures.styleDictionary,
            exempt: [
                "entries[1].line", "entries[1].column", "entries[1].fontName",
                "entries[1].fontSize", "entries[1].problem",
            ])
        try expectRoundTrip(Fixtures.location)
        try expectRoundTrip(FileLocation(file: "Info.plist", line: nil, column: nil), exempt: ["line", "column"])
        try expectRoundTrip(Fixtures.scaling)
        try expectRoundTrip(Fixtures.expression)
        try expectRoundTrip(FontRegistration.BundleReference.main)
        try expectRoundTrip(RegistrationLibrary.fontBlaster)
    }

    @Test func sourceContributionRoundTrips() throws {
        let contribution = Fixtures.contribution
        #expect(Fixtures.unsetFields(of: contribution, depth: 1).isEmpty)
        let decoded = try roundTrip(contribution)
        #expect(Mirror(reflecting: decoded).children.count == 17, "a field was added: compare it below")
        #expect(decoded.requests == contribution.requests)
        #expect(decoded.dynamic == contribution.dynamic)
        #expect(decoded.styleDictionaries == contribution.styleDictionaries)
        #expect(decoded.fontMaps == contribution.fontMaps)
        #expect(decoded.problems.map { [$0.path, $0.reason] } == contribution.problems.map { [$0.path, $0.reason] })
        #expect(decoded.missing == contribution.missing)
        #expect(decoded.registrations == contribution.registrations)
        #expect(decoded.generatedFonts == contribution.generatedFonts)
        #expect(decoded.synthesizedUses == contribution.synthesizedUses)
        #expect(decoded.texts == contribution.texts)
        #expect(
            decoded.localizationFiles.map { [$0.path, $0.display] }
                == contribution.localizationFiles.map { [$0.path, $0.display] })
        #expect(decoded.requiredJSON == contribution.requiredJSON)
        #expect(decoded.importedSVG == contribution.importedSVG)
        #expect(decoded.runtimeFonts == contribution.runtimeFonts)
        #expect(decoded.runtimeFamiliesOpen == contribution.runtimeFamiliesOpen)
        #expect(decoded.scaling == contribution.scaling)
        #expect(decoded.objectiveCNames == contribution.objectiveCNames)
        let bytes = try BinaryCoder.encode(contribution)
        #expect(try BinaryCoder.encode(decoded).count == bytes.count)
        let json = try JSONEncoder().encode(contribution)
        #expect(bytes.count < json.count / 2, "\(bytes.count) bytes, JSON \(json.count)")
    }

    static func same(_ one: NameDefinitions, _ other: NameDefinitions) -> Bool {
        one.values == other.values && one.rawValues == other.rawValues && one.generatedFonts == other.generatedFonts
            && one.pending.map(\.keys) == other.pending.map(\.keys)
            && one.pending.map(\.expression) == other.pending.map(\.expression)
            && one.enumCases == other.enumCases && one.staticValues == other.staticValues
            && one.computed == other.computed && one.assignable == other.assignable
            && one.assignableSites == other.assignableSites && one.storageKeys == other.storageKeys
            && one.definitionsComplete == other.definitionsComplete && one.fontFamilyTypes == other.fontFamilyTypes
            && one.calls == other.calls && one.describedOtherwise == other.describedOtherwise
            && one.qualified == other.qualified && one.staticMembers == other.staticMembers && one.scope == other.scope
            && one.conformers == other.conformers && one.protocols == other.protocols
    }

    static func same(_ one: [TextUseVisitor.Found], _ other: [TextUseVisitor.Found]) -> Bool {
        one.map(\.use) == other.map(\.use) && one.map(\.fontLine) == other.map(\.fontLine)
            && one.map(\.fontColumn) == other.map(\.fontColumn)
    }

    @Test func swiftParseResultsRoundTrip() throws {
        let constants = Fixtures.constants
        #expect(Fixtures.unsetFields(of: constants, depth: 1).isEmpty)
        #expect(
            constants.values["twice"] == .some(nil) && constants.values["ambiguous"] == .some(nil),
            "ambiguous names are kept as nil")
        #expect(constants.pending.count == 2)
        #expect(Mirror(reflecting: constants).children.count == 19, "a field was added: compare it in `same`")
        #expect(Self.same(try roundTrip(constants), constants))

        #expect(Fixtures.unsetFields(of: Fixtures.found).isEmpty)
        #expect(Self.same([try roundTrip(Fixtures.found)], [Fixtures.found]))

        let result = Fixtures.parseResult
        let entry = SwiftParseCache.Entry(result)
        #expect(Fixtures.unsetFields(of: entry, depth: 1).isEmpty)
        #expect(Mirror(reflecting: entry).children.count == 3)
        let back = try roundTrip(entry).result
        #expect(back.requests.map(\.request) == result.requests.map(\.request))
        #expect(back.requests.map(\.expression) == result.requests.map(\.expression))
        #expect(Self.same(back.constants, result.constants))
        #expect(Self.same(back.texts, result.texts))
        // The constants resolve as they did.
        var folded = back.constants
        #expect(folded.qualified, "the fixture's front end keys whole paths")
        folded.qualified = false
        folded.fold()
        #expect(folded.value(of: ["derived"]) == "Brand-Bold-Italic")
        #expect(folded.rawValue(of: ["FontName", "bold"]) == "Brand-Bold")
    }

    @Test func truncatedModelValuesThrowAtEveryLength() throws {
        let contribution = try BinaryCoder.encode(Fixtures.contribution)
        for length in 0..<contribution.count {
            #expect(throws: DecodingError.self) {
                try BinaryCoder.decode(SourceContribution.self, from: contribution[..<length])
            }
        }
        let entry = try BinaryCoder.encode(SwiftParseCache.Entry(Fixtures.parseResult))
        for length in 0..<entry.count {
            #expect(throws: DecodingError.self) {
                try BinaryCoder.decode(SwiftParseCache.Entry.self, from: entry[..<length])
            }
        }
    }

    @Test func randomBytesOfAModelValueThrow() throws {
        var random = SeededGenerator(seed: 3_200)
        for (type, length) in try [
            (SourceContribution.self as any Decodable.Type, BinaryCoder.encode(Fixtures.contribution).count),
            (FontRequest.self, BinaryCoder.encode(Fixtures.requests[0]).count),
            (SwiftParseCache.Entry.self, BinaryCoder.encode(SwiftParseCache.Entry(Fixtures.parseResult)).count),
        ] {
            for _ in 0..<1_000 {
                let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                #expect(throws: DecodingError.self, "\(type)") { try BinaryCoder.decode(type, from: bytes) }
            }
        }
    }

    /// Bytes of one type read as another: they throw, whatever they decode to on the way.
    @Test func foreignBytesThrow() throws {
        let request = try BinaryCoder.encode(Fixtures.requests[0])
        #expect(throws: DecodingError.self) { try BinaryCoder.decode(TextUse.self, from: request) }
        #expect(throws: DecodingError.self) { try BinaryCoder.decode(SourceContribution.self, from: request) }
        #expect(throws: DecodingError.self) {
            try BinaryCoder.decode(FontRequest.self, from: Array(JSONEncoder().encode(Fixtures.requests[0])))
        }
    }
}
