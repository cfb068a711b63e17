import Foundation
import Testing

@testable import FontAuditModel
@testable import FontAuditReaders

/// ``SourceContribution/merge(_:)`` keeps every field: a field added to the contribution and
/// forgotten in `merge` (the old scanner's result merged 8 of its 12) fails here.
@Suite struct SourceContributionTests {
    /// A contribution with something in every field.
    static var full: SourceContribution {
        var one = SourceContribution()
        one.requests = [
            FontRequest(
                name: "Roboto-Bold", file: "A.swift", line: 1, column: 1, api: "UIFont(name:size:)", source: .swift)
        ]
        one.dynamic = [DynamicFontName(file: "A.swift", line: 2, api: "UIFont(name:size:)")]
        one.styleDictionaries = [StyleDictionary(path: "Styles.json", entries: [])]
        one.fontMaps = [InterfaceBuilderFontMap(path: "Main.storyboard", files: ["Roboto-Bold.ttf": ["Roboto-Bold"]])]
        one.problems = [.init(path: "Broken.xib", reason: "not XML")]
        one.missing = ["Gone.swift"]
        one.registrations = [
            FontRegistration(
                kind: .url, call: "CTFontManagerRegisterFontsForURL", file: "A.swift", line: 3,
                bundleReference: .main, files: ["Roboto-Bold.ttf"])
        ]
        one.generatedFonts = [GeneratedFontsFile(file: "Fonts.swift", enumName: "FontFamily", fonts: [])]
        one.synthesizedUses = [SynthesizedFontUse(enumName: "FontFamily", file: "A.swift", line: 4)]
        one.texts = [
            TextUse(
                content: .verbatim, written: "Hello", fontName: "Roboto-Bold", file: "A.swift", line: 5, column: 1,
                element: "Text")
        ]
        one.localizationFiles = [
            .init(path: "/tmp/en.lproj/Localizable.strings", display: "en.lproj/Localizable.strings")
        ]
        one.requiredJSON = ["./locales/fr.json"]
        one.importedSVG = ["src/logo.svg"]
        one.runtimeFonts = [
            RuntimeFont(alias: "brand", file: "assets/Brand.ttf", call: "useFonts", source: "App.tsx", line: 4)
        ]
        one.runtimeFamiliesOpen = true
        one.scaling.classes = ["TitleLabel"]
        one.objectiveCNames.definitions = [
            .init(name: "BRAND_BOLD", value: "Roboto-Bold", label: "#define BRAND_BOLD", file: "Fonts.h", line: 1)
        ]
        one.objectiveCNames.pending = [
            .init(
                request: FontRequest(
                    name: "BRAND_BOLD", file: "A.m", line: 6, column: 34,
                    api: "[UIFont fontWithName:size:]", source: .objectiveC))
        ]
        one.objectiveCNames.imports = ["A.m": ["Fonts.h"]]
        return one
    }

    /// How many things each field holds, by field name.
    static func counts(_ contribution: SourceContribution) -> [String: Int] {
        var counts: [String: Int] = [:]
        for child in Mirror(reflecting: contribution).children {
            guard let label = child.label else { continue }
            if let collection = child.value as? any Collection {
                counts[label] = collection.count
            } else if let flag = child.value as? Bool {
                counts[label] = flag ? 1 : 0
            } else if let scaling = child.value as? ScalingCode {
                counts[label] = scaling.classes.count
            } else if let names = child.value as? ObjectiveCNames {
                // Its imports are by file, merged as a map (not repeated): counted apart.
                counts[label] = names.definitions.count + names.pending.count
                counts[label + ".imports"] = names.imports.count
            } else {
                Issue.record("\(label) is neither a collection nor the scaling code: teach this test to count it")
            }
        }
        return counts
    }

    @Test func everyFieldOfTheFixtureHoldsSomething() {
        let counts = Self.counts(Self.full)
        #expect(counts.count == 18)
        #expect(counts.filter { $0.value == 0 }.keys.sorted() == [], "fill these fields in `full`")
    }

    @Test func mergeKeepsEveryField() {
        var merged = SourceContribution()
        merged.merge(Self.full)
        merged.merge(Self.full)
        let once = Self.counts(Self.full)
        let twice = Self.counts(merged)
        let mergedAsOne: Set = ["scaling", "objectiveCNames.imports", "runtimeFamiliesOpen"]
        for (field, count) in once where !mergedAsOne.contains(field) {
            #expect(twice[field] == 2 * count, "merge drops or mangles `\(field)`")
        }
        #expect(twice["scaling"] == once["scaling"], "scaling code is a set: merged, not repeated")
        #expect(
            twice["objectiveCNames.imports"] == once["objectiveCNames.imports"],
            "imports are by file: merged, not repeated")
        #expect(merged.runtimeFamiliesOpen, "an open registration of either stays open")
    }
}
