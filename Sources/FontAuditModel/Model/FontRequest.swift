/// One place where code, a storyboard or a style dictionary asks for a font by name.
package struct FontRequest: Sendable, Hashable, Codable {
    /// Where the request was found.
    package enum Source: String, Sendable, Hashable, Codable {
        /// A `.swift` file (parsed with swift-syntax).
        case swift
        /// A `.m`, `.mm` or `.h` file.
        case objectiveC = "objective-c"
        /// A `.storyboard` or `.xib` file.
        case interfaceBuilder = "interface-builder"
        /// A JSON or plist style dictionary.
        case styleDictionary = "style-dictionary"
        /// React Native's JavaScript or TypeScript: a style's `fontFamily`, which iOS resolves as a
        /// family first, then as a font name (docs/RESOLUTION.md).
        case javaScript = "javascript"
    }

    /// The name asked for, as the code resolves it (constants and concatenations folded).
    package var name: String
    /// The file, relative to the audited path.
    package var file: String
    /// 1-based line of the name's literal (or of the call when the name comes from a constant).
    package var line: Int
    /// 1-based column of the same.
    package var column: Int
    /// The API used, as a reader recognizes it: `Font.custom`, `UIFont(name:size:)`,
    /// `[UIFont fontWithName:size:]`, `fontDescription`, `style dictionary body`.
    package var api: String
    /// Where the request was found.
    package var source: Source
    /// Bold, italic or a weight asked of the same font in the same expression.
    package var traits: RequestedTraits = RequestedTraits()
    /// The platform the API belongs to (`NSFont` is macOS), when the API tells.
    package var platform: Platform?
    /// Where the name is written as one string literal, for fix mode: at the request itself, or
    /// at the definition of the constant or enum case it names; nil when it is put together
    /// (a concatenation, a folded chain of constants) and so has no one literal to edit.
    package var origin: NameOrigin? = .literal
    /// How the requested font's size follows Dynamic Type, where the reader can tell; nil when
    /// it cannot (a size from a variable, a font passed on to code it does not follow).
    package var scaling: Scaling?
    /// When the name is not written at the request nor in a constant but followed through code (an
    /// enum's cases, a switch, a helper's call sites, a macro in another file): the argument as
    /// written and where this value comes from. A request with several values is one request per
    /// value, at the same place.
    package var followed: FollowedName? = nil
    /// When the request is what a `Font` helper returns (`static func brand(_ size:) -> Font {
    /// .custom("Brand", size: size) }` in `extension Font`): the helper's name, whose uses are
    /// read for the traits applied to them (``helperUses``).
    package var helper: String? = nil
    /// The uses of ``helper`` that apply traits to what it returns (`.font(.brand(20)).italic()`):
    /// each asks them of this request's face, where the use is written.
    package var helperUses: [TraitUse] = []
    /// When the request is written in a file-scope variable's initializer or a global function's
    /// body, and nothing else in the target's sources names that variable or function: its name.
    /// Swift runs such code only where something names it (a global is initialized on first use,
    /// outside `main.swift`), so where another target compiles the same file and names it, this
    /// target never makes the request.
    package var global: String? = nil
    /// Where the name is written when it is another element's family, asked again here with this
    /// element's style (a nested `<Text>` span, a use of the app's text component or of
    /// react-native-paper's `Text`): only the style is judged here; the name is judged where it
    /// is written. Nil for a name asked where it is written.
    package var inheritedFrom: ValueSource? = nil

    /// Whether the name is another element's family (``inheritedFrom``).
    package var inherited: Bool { inheritedFrom != nil }

    package init(
        name: String, file: String, line: Int, column: Int, api: String, source: Source,
        traits: RequestedTraits = RequestedTraits(), platform: Platform? = nil, origin: NameOrigin? = .literal,
        scaling: Scaling? = nil, followed: FollowedName? = nil, helper: String? = nil, helperUses: [TraitUse] = [],
        global: String? = nil
    ) {
        self.name = name
        self.file = file
        self.line = line
        self.column = column
        self.api = api
        self.source = source
        self.traits = traits
        self.platform = platform
        self.origin = origin
        self.scaling = scaling
        self.followed = followed
        self.helper = helper
        self.helperUses = helperUses
        self.global = global
    }
}

/// How the platform finds the face a request names: the lookup its front end implies. Rules ask
/// this, never which language a request came from (``FontRequest/lookup``).
package enum NameLookup: Sendable, Hashable {
    /// CoreText's: the PostScript name, then a family or display name (`UIFont(name:size:)`,
    /// `NSFont`, `Font.custom`, Interface Builder's font descriptions, style dictionaries).
    case coreText
    /// React Native's on iOS (`RCTFont`): the family first, taking the style's weight (the
    /// closest the family has, within 100) and italic, then a PostScript or full name; a family
    /// `useFonts` registers under an alias is found by that alias.
    case reactNative
}

extension FontRequest.Source {
    /// The lookup the platform makes for a name this front end gives.
    package var lookup: NameLookup { self == .javaScript ? .reactNative : .coreText }

    /// Whether the request is an entry of a style dictionary: data the app's own code turns into
    /// fonts, so its size scales only where that code scales it.
    package var isStyleEntry: Bool { self == .styleDictionary }
}

extension FontRequest {
    /// How the platform finds the face this request names.
    package var lookup: NameLookup { source.lookup }
}

/// Traits applied to a font helper's result at one place (``FontRequest/helperUses``).
package struct TraitUse: Sendable, Hashable, Codable {
    /// The file, relative to the audited path.
    package var file: String
    /// 1-based line and column of the helper's use.
    package var line: Int
    /// 1-based column.
    package var column: Int
    /// The traits applied there.
    package var traits: RequestedTraits

    package init(file: String, line: Int, column: Int, traits: RequestedTraits) {
        self.file = file
        self.line = line
        self.column = column
        self.traits = traits
    }
}

/// Where a requested name is written as one string literal (``FontRequest/origin``).
package enum NameOrigin: Sendable, Hashable, Codable {
    /// At the request's own line and column: `Font.custom("Brand-Bold", size: 17)`.
    case literal
    /// The initial value of the constant of this name: `static let bold = "Brand-Bold"`.
    case constant(String)
    /// The raw value of the enum case of this name: `case bold = "Brand-Bold"`.
    case enumCase(String)
}

/// Traits asked of a custom font on top of its name. SwiftUI never synthesizes them for custom
/// fonts: the family needs a face that has them.
package struct RequestedTraits: Sendable, Hashable, Codable {
    /// `.bold()` (or `.fontWeight(.bold)`).
    package var bold: Bool
    /// `.italic()`.
    package var italic: Bool
    /// `.weight(.semibold)` / `.fontWeight(.semibold)`: the weight's name (`semibold`).
    package var weight: String?
    /// Whether the expression sets a weight at all: `.bold()`, or `.weight(…)` / `.fontWeight(…)`
    /// with any argument, `.regular` and a weight held in a variable included. On a variable
    /// font asked for by its family name, this is how SwiftUI moves along the `wght` axis.
    package var weighted: Bool
    /// React Native's `fontWeight` as a style writes it (`'normal'`, `'bold'`, `'100'`…`'900'`),
    /// `'normal'` and `'400'` included: RCTFont takes the family's face closest to it even where
    /// `fontFamily` names another face. Nil where no weight is written.
    package var writtenWeight: String? = nil

    /// Creates traits; none by default.
    package init(
        bold: Bool = false, italic: Bool = false, weight: String? = nil, weighted: Bool? = nil,
        writtenWeight: String? = nil
    ) {
        self.bold = bold
        self.italic = italic
        self.weight = weight
        self.weighted = weighted ?? (bold || weight != nil)
        self.writtenWeight = writtenWeight
    }

    /// Whether anything beyond the name is asked.
    package var isEmpty: Bool { !bold && !italic && weight == nil }

    /// SwiftUI's `Font.Weight` names as usWeightClass values.
    package static let weightClasses: [String: Int] = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
        "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
    ]
}

/// How a requested font's size follows Dynamic Type (``FontRequest/scaling``).
package enum Scaling: Sendable, Hashable, Codable {
    /// SwiftUI's `Font.custom(_:size:relativeTo:)`: scales like `textStyle` (`body` when nil, the
    /// API's default), from `size` points when the size is a literal.
    case relative(size: Double?, textStyle: String?)
    /// `Font.custom(_:fixedSize:)`: never scales, by the author's choice.
    case fixed
    /// A `UIFont(name:size:)` assigned, in the same scope, to the `font` of `receiver` (a label,
    /// a button's title label, a text field or view: `titleLabel`, `sendButton.titleLabel?`) as it
    /// is, without `UIFontMetrics.scaledFont(for:)` or any other call.
    case unscaled(receiver: String)
    /// A storyboard or xib element's font: the element's tag (`label`), the outlets connected to
    /// it, and whether it sets `adjustsFontForContentSizeCategory`.
    case interfaceBuilder(element: String, outlets: [Outlet], adjusts: Bool)
}

/// An outlet connected to a storyboard or xib element: the property, and the custom class of the
/// object that holds the connection (a scene's view controller, a cell, the File's Owner), if any.
package struct Outlet: Sendable, Hashable, Codable {
    /// The class that has the property, when the document names it.
    package var owner: String?
    /// The property's name.
    package var property: String

    /// Creates an outlet.
    package init(owner: String?, property: String) {
        self.owner = owner
        self.property = property
    }
}

/// A platform, where the API or the app's layout decides it.
package enum Platform: String, Sendable, Hashable, Codable {
    /// iOS, iPadOS, tvOS, visionOS (UIKit).
    case iOS = "ios"
    /// macOS (AppKit).
    case macOS = "macos"
    /// Android: the other half of a React Native or Expo app, whose `fontFamily` React Native's
    /// `ReactFontManager` looks up by file name (``AndroidFonts``).
    case android = "android"

    /// `Platform.OS`'s name for it in JavaScript.
    package var javaScriptName: String { rawValue }
}

/// A request whose name is not plainly constant in the scanned sources: counted, never guessed.
package struct DynamicFontName: Sendable, Hashable, Codable {
    /// The file, relative to the audited path.
    package var file: String
    /// 1-based line of the call.
    package var line: Int
    /// The API used.
    package var api: String
    /// What the name is known to start with (`"Brand-"` of `"Brand-\(weight)"` or
    /// `Fonts.family + "-" + weight`), empty when nothing is.
    package var prefix: String = ""
    /// What the name is known to end with (`"-Bold"` of `"\(family)-Bold"`), empty when nothing is.
    package var suffix: String = ""
    /// The argument as the code writes it, when the reader kept it.
    package var written: String?
    /// Why its value is not known (``OpenReason``).
    package var reason = OpenReason(.expression)

    package init(
        file: String, line: Int, api: String, prefix: String = "", suffix: String = "", written: String? = nil,
        reason: OpenReason = OpenReason(.expression)
    ) {
        self.file = file
        self.line = line
        self.api = api
        self.prefix = prefix
        self.suffix = suffix
        self.written = written
        self.reason = reason
    }

    /// What `check --open-names` lists of it.
    package var listed: OpenName {
        OpenName(file: file, line: line, api: api, written: written, prefix: prefix, suffix: suffix, reason: reason)
    }

    /// Whether a name could be this request's at run time: it has the known prefix and suffix
    /// (without their overlapping). A request with neither could be any name.
    package func mayBe(_ name: String) -> Bool {
        name.count >= prefix.count + suffix.count && name.hasPrefix(prefix) && name.hasSuffix(suffix)
    }

    /// Whether anything of the name is known.
    package var hasKnownPart: Bool { !prefix.isEmpty || !suffix.isEmpty }
}

extension FontRequest {
    /// The prefix of a name that stands for R.swift's font accessor of that name
    /// (`R.font.sourceSansProRegular`) until the inventory matches it to a face: R.swift names
    /// the accessor after a font's PostScript name.
    package static let rswiftPrefix = "R.font."
    /// The prefix of a name that stands for an accessor of a fonts enum Tuist synthesizes and the
    /// checkout does not hold (`YoungConFontFamily.Jersey10.regular`), until the inventory matches
    /// it to the face the enum is generated from (``GeneratedFontsFile/synthesized``).
    package static let synthesizedPrefix = "tuist-synthesized:"
}
