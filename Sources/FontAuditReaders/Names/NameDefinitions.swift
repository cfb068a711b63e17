/// String constants (`let`/`static let` with a constant value) and `String` enum raw values found
/// in the scanned Swift sources. A name bound to two different values is ambiguous and resolves
/// to nothing.
package struct NameDefinitions: Sendable, Codable {
    /// "brandBold" and "Fonts.brandBold" → value (nil when ambiguous).
    private(set) var values: [String: String?] = [:]
    /// "FontName.bold" → raw value.
    private(set) var rawValues: [String: String?] = [:]
    /// Keys of constants that are SwiftGen-generated fonts (`Roboto.bold`).
    private(set) var generatedFonts: Set<String> = []
    /// Unresolved definitions (`let a = b + "x"`), folded once all files are read.
    private(set) var pending: [Definition] = []
    /// The cases of each enum, in order ("Weight" → bold, regular): their names and, for a
    /// `String` enum, raw values.
    private(set) var enumCases: [String: [EnumCase]] = [:]
    /// The `static let`s of a type of their own type with a literal value (`static let
    /// matterMedium: Self = "Matter-Medium"`): the values of a type a string literal makes, which
    /// a parameter of that type takes as an enum's takes its cases.
    private(set) var staticValues: [String: [EnumCase]] = [:]
    /// Computed properties returning names ("Style.fontName" and "fontName" → each returned
    /// expression): `var fontName: String { switch self { case .body: return "X" … } }`.
    private(set) var computed: [String: [Returned]] = [:]
    /// Stored `var`s of type `String` ("Theme.bodyFont"), with the values their declarations give
    /// (its initial value). Each becomes a computed value once every assignment to its name in the
    /// sources is read (``SwiftNameScanner/readAssignments``); until then it is open. Such a value is
    /// read only through `self`, inside the type, a parameter typed as the type, or the type itself
    /// (`Theme.shared.bodyFont`), never by its name through a variable of unknown type.
    private(set) var assignable: [String: [Returned]] = [:]
    /// Where each assignable property is declared ("Theme.swift:4"): two places are two types of
    /// one name (two targets, two nested types), whose assignments the audit cannot tell apart.
    private(set) var assignableSites: [String: Set<String>] = [:]
    /// The key each stored property a storage wrapper keeps is stored under (`"THEfontArabic"` →
    /// "Settings.fontArabic" of `@AppStorage("THEfontArabic") var fontArabic`): a write of that key
    /// (`UserDefaults.standard.set(_:forKey:)`) stores a value of the property.
    private(set) var storageKeys: [String: String] = [:]
    /// The types that declare each protocol (or other type) among those they conform to or
    /// inherit (`enum Brand: String, FontRepresentable`, `extension Brand: FontRepresentable {}`):
    /// a requirement read in the protocol's extension is each conforming type's member.
    private(set) var conformers: [String: Set<String>] = [:]
    /// The protocols the sources declare: only theirs are read through ``conformers``.
    private(set) var protocols: Set<String> = []
    /// The keys ("Keys.name") of `static` and `class` members (constants, computed properties,
    /// functions): a variable's member (`config.name`) is never one of them, so
    /// ``uniqueMemberValue(_:depth:)`` leaves them out.
    private(set) var staticMembers: Set<String> = []
    /// Types an extension makes print their own text in an interpolation (`extension Weight:
    /// CustomStringConvertible`, in any file): their cases are not described by their names.
    private(set) var describedOtherwise: Set<String> = []
    /// Whether the front end keys every definition by its whole path, which names one binding
    /// (JavaScript's module-qualified paths, ``JavaScriptModuleGraph``): a reference is looked up
    /// by that path alone, never by a member's name or a type's (Swift's keys are `Type.member`).
    var qualified = false
    /// The types the sources declare whose names end in `FontFamily` (SwiftGen's generated enum, or
    /// the app's own): no such type is one Tuist synthesizes.
    private(set) var fontFamilyTypes: Set<String> = []
    /// Whether every definition the requests need has been read: then a fonts enum no file
    /// defines (`YoungConFontFamily`) is the one Tuist synthesizes (``NameExpression/evaluate(in:depth:)``),
    /// never before, when its file may still be read.
    var definitionsComplete = false
    /// The words each file sees through the files it includes (``NameExpression/word(_:file:)``):
    /// Objective-C's `#define`s and file-scope constants.
    var scope = NameScope()
    /// Calls of the functions whose `String` parameters name fonts, by the function's name
    /// (``SwiftNameScanner`` fills it once it knows which functions those are).
    var calls: [String: [CallSite]] = [:]

    /// One case of an enum.
    struct EnumCase: Codable, Hashable, Sendable {
        var name: String
        /// The raw value (the name when not written) of a `String` enum's case; nil for another enum.
        var raw: String?
        /// Whether the raw value is written as a literal (`case bold = "Brand-Bold"`).
        var rawWritten: Bool
        /// Whether `"\\(value)"` prints the case's name: the enum is not `CustomStringConvertible`
        /// and the case has no associated values.
        var describedAsName: Bool
        var file: String
        var line: Int
    }

    /// An expression a computed property returns, and where.
    /// A definition not yet folded: the keys it defines and what it says.
    struct Definition: Codable, Hashable, Sendable {
        var keys: [String]
        var expression: NameExpression
    }

    struct Returned: Codable, Hashable, Sendable {
        var expression: NameExpression
        var file: String
        var line: Int
        /// The conditions it is returned under (``NameCondition``): the `switch self` arm or the
        /// `switch`/`if` on a parameter it is written in; empty where it is returned whatever the
        /// case or the arguments.
        var conditions: [NameCondition] = []
        /// The signature of the function that returns it (`fontName(for:)`); nil for a property's.
        /// A call whose labels are another overload's never gives it.
        var function: String? = nil
        /// The positions of that function's parameters that have a default value: a call may
        /// leave out those alone.
        var defaulted: [Int] = []
    }

    /// One call of a function: its arguments' labels (nil when unlabelled) and name expressions.
    struct CallSite: Codable, Hashable, Sendable {
        var labels: [String?]
        var arguments: [NameExpression]
        var file: String
        var line: Int
    }

    mutating func define(_ keys: [String], _ expression: NameExpression) {
        if case .literal(let text) = expression {
            for key in keys { Self.store(text, at: key, in: &values) }
        } else {
            pending.append(Definition(keys: keys, expression: expression))
        }
    }

    mutating func defineRawValue(_ key: String, _ value: String) {
        Self.store(value, at: key, in: &rawValues)
    }

    /// Folds definitions that refer to other constants, a few rounds deep.
    mutating func fold() {
        for _ in 0..<4 where !pending.isEmpty {
            var still: [Definition] = []
            for item in pending {
                if let text = item.expression.resolve(in: self) {
                    for key in item.keys { Self.store(text, at: key, in: &values) }
                } else {
                    still.append(item)
                }
            }
            if still.count == pending.count { break }
            pending = still
        }
    }

    func value(of path: [String]) -> String? {
        let trimmed = path.filter { $0 != "self" && $0 != "Self" }
        let key = trimmed.suffix(2).joined(separator: ".")
        return values[key] ?? nil
    }

    func rawValue(of path: [String]) -> String? {
        rawValues[path.suffix(2).joined(separator: ".")] ?? nil
    }

    mutating func markDescribedOtherwise(_ type: String) {
        describedOtherwise.insert(type)
    }

    mutating func markGeneratedFont(_ key: String) {
        generatedFonts.insert(key)
    }

    /// Whether `path` names a SwiftGen-generated font (`FontFamily.Roboto.bold`).
    func isGeneratedFont(_ path: [String]) -> Bool {
        generatedFonts.contains(path.filter { $0 != "self" && $0 != "Self" }.suffix(2).joined(separator: "."))
    }

    mutating func defineCases(_ type: String, _ cases: [EnumCase]) {
        // An enum declared twice (two modules, or `Font.FontType` and `UIFont.FontType`) with other
        // cases: its values are not one set. Two with the same cases and values are one set (the
        // first one's places are kept).
        guard let existing = enumCases[type] else {
            enumCases[type] = cases
            return
        }
        if existing != cases, !Self.sameValues(existing, cases) { enumCases[type] = [] }
    }

    /// Whether two declarations of an enum have the same cases with the same values, wherever
    /// they are written.
    private static func sameValues(_ first: [EnumCase], _ second: [EnumCase]) -> Bool {
        !first.isEmpty && first.count == second.count
            && zip(first, second).allSatisfy {
                $0.name == $1.name && $0.raw == $1.raw && $0.rawWritten == $1.rawWritten
                    && $0.describedAsName == $1.describedAsName
            }
    }

    mutating func defineAssignable(_ key: String, _ declared: [Returned], at sites: Set<String>) {
        assignable[key, default: []] += declared
        assignableSites[key, default: []].formUnion(sites)
    }

    mutating func declareFontFamilyType(_ name: String) {
        fontFamilyTypes.insert(name)
    }

    mutating func defineStorageKey(_ key: String, of property: String) {
        storageKeys[key] = property
    }

    mutating func defineComputed(_ keys: [String], _ returned: [Returned]) {
        for key in keys { computed[key, default: []] += returned }
    }

    /// The cases of enum `type` (or, for a type a string literal makes, its `static let`s of its
    /// own type); nil when no such type was read, empty when it is ambiguous.
    func cases(of type: String) -> [EnumCase]? {
        enumCases[type] ?? staticValues[type]
    }

    mutating func defineStaticValue(_ type: String, _ value: EnumCase) {
        if !(staticValues[type]?.contains(value) ?? false) { staticValues[type, default: []].append(value) }
    }

    /// Every place these constants name put in `path`: the constants of one file, parsed under a
    /// placeholder path (``SwiftPrefetch``).
    mutating func relocate(to path: String) {
        for key in enumCases.keys {
            enumCases[key] = enumCases[key]?.map {
                var item = $0
                item.file = path
                return item
            }
        }
        for key in staticValues.keys {
            staticValues[key] = staticValues[key]?.map {
                var item = $0
                item.file = path
                return item
            }
        }
        for key in assignableSites.keys {
            assignableSites[key] = Set(
                assignableSites[key]?.map { path + ":" + ($0.split(separator: ":").last.map(String.init) ?? "") } ?? [])
        }
        for key in assignable.keys {
            assignable[key] = assignable[key]?.map {
                var item = $0
                item.file = path
                return item
            }
        }
        for key in computed.keys {
            computed[key] = computed[key]?.map {
                var item = $0
                item.file = path
                return item
            }
        }
    }

    mutating func defineConformance(_ type: String, to inherited: [String]) {
        for name in inherited where name != type { conformers[name, default: []].insert(type) }
    }

    mutating func defineProtocol(_ name: String) {
        protocols.insert(name)
    }

    /// The types that conform to `name`, a protocol the sources declare; nil for any other type.
    func conformingTypes(of name: String) -> [String]? {
        guard protocols.contains(name), let types = conformers[name], !types.isEmpty else { return nil }
        return types.sorted()
    }

    mutating func markStatic(_ key: String) {
        staticMembers.insert(key)
    }

    mutating func markAmbiguous(_ key: String) {
        values[key] = .some(nil)
    }

    private static func store(_ text: String, at key: String, in table: inout [String: String?]) {
        if let existing = table[key] {
            if existing != text { table[key] = .some(nil) }
        } else {
            table[key] = .some(text)
        }
    }
}
