import FontAuditModel

/// What one JavaScript or TypeScript file gives the name evaluator: its top-level bindings (each
/// object literal's members flattened: `fonts.bold`), what it imports and exports, the `fontFamily`
/// values it writes, and the fonts it registers at run time (`useFonts`, `Font.loadAsync`).
struct JavaScriptModule: Sendable {
    /// A module-level binding: `const fonts = {…}`, `export default {…}` (named `default`).
    struct Binding: Sendable {
        var value: JavaScriptValue
        var line: Int
        /// The type it is declared with, where that is one name (`const fonts: FontsType = {…}`).
        var type: String? = nil
    }

    /// A name bound by an import: the module it comes from as written (`./theme`) and the name
    /// it exports (`default`, `fonts`; `*` for the whole module).
    struct Import: Sendable, Hashable {
        var specifier: String
        var name: String
    }

    /// What the module exports under a name: one of its bindings, or another module's export.
    enum Export: Sendable, Hashable {
        case local(String)
        case reexport(Import)
    }

    /// A `fontFamily` the file writes, and where its value is.
    struct Request: Sendable {
        var value: JavaScriptValue
        /// The value as written, for messages: `fonts.bold`, `'Inter-Bold'`.
        var written: String
        var line: Int
        var column: Int
        /// `fontWeight` and `fontStyle` written as literals in the same object.
        var traits = RequestedTraits()
        /// A spread of a style (`{ ...sharedStyles.textBold, fontStyle: 'italic' }`): a use of the
        /// `fontFamily` the style it names holds, kept only when that style has one.
        var spread: [String]? = nil
        /// A spread of a call's result (`{ ...typography('Body', 100), fontStyle: 'italic' }`):
        /// ``value`` is the call, and the style it gives has the family; the object's own
        /// `fontWeight` and `fontStyle` (``writtenTraits``) win over the style's.
        var spreadsCall = false
        /// A style array's traits asked of another element's family: where the family is open, it
        /// is counted where it is written, not again here.
        var combined = false
        /// Where the family is written when it is another element's (``FontRequest/inheritedFrom``).
        var inheritedFrom: ValueSource? = nil
        /// Which of `fontWeight` and `fontStyle` the object writes itself, whatever their values.
        var writtenTraits: Set<String> = []
        /// The module's top-level function the request is written in (its binding's name), whose
        /// parameters its value may read.
        var inFunction: String? = nil
    }

    /// A call the file makes of a name it imports or a function of its own (`textTheme(variables)`):
    /// what each argument is, and the top-level function it is made in.
    struct Call: Sendable {
        var callee: [String]
        var arguments: [JavaScriptValue]
        var inFunction: String?
        /// Where a spread argument starts (`f(a, ...rest)`): the parameters from there on are open.
        var spreadFrom: Int? = nil
        /// The line the call (an element: its name) is written on.
        var line = 0
        /// An element's props as written (``JSXTag``), read into its one argument only when asked
        /// (``JavaScriptSourceReader/argumentValues(of:)``): an app writes thousands of elements.
        var props: [(name: String, value: [JavaScriptLexer.Token], line: Int, column: Int)]? = nil
    }

    /// Where a top-level function is written: its binding's name, its first and last token.
    struct FunctionSpan: Sendable {
        var name: String
        var start: (line: Int, column: Int)
        var end: (line: Int, column: Int)

        func contains(line: Int, column: Int) -> Bool {
            (line, column) >= start && (line, column) <= end
        }
    }

    /// A styled component the file binds to a name (`const Title = styled(BaseText)`…``): the
    /// family its CSS writes, with its traits, and the component it styles when that is a name.
    struct StyledStyle: Sendable {
        var family: JavaScriptValue?
        var traits: RequestedTraits
        var writtenTraits: Set<String>
        var base: [String]?
        var line: Int
        var column: Int
        /// Whether the CSS may set a family the audit does not read (a mixin, `font:`, `.attrs`).
        var mayWriteFamily = false
    }

    /// The family a text component of the app's own gives its `<Text>` under the style its user
    /// passes (``JavaScriptModuleScanner/readTextComponents(_:into:)``), and the elements that use
    /// another module's component with a style of their own.
    var textComponent: TextComponent? = nil
    var componentUses: [ComponentUse] = []
    /// The `config` of the react-native-paper `configureFonts` calls the file makes.
    var paperFontConfigs: [(value: JavaScriptValue, line: Int)] = []

    /// A text component's family: `style={{ fontFamily: 'Brand', ...style }}` of its `<Text>`.
    struct TextComponent: Sendable {
        var value: JavaScriptValue
        var written: String
        /// The line where the family is written.
        var line: Int
    }

    /// An element of a component the file imports, with the `fontWeight` and `fontStyle` its own
    /// `style` writes (and where), where it writes no `fontFamily`.
    struct ComponentUse: Sendable {
        var name: String
        var traits: RequestedTraits
        var line: Int
        var column: Int
        /// The member of a dotted element (`Title` of `<Card.Title>`) and the style attribute
        /// (`style`, react-native-paper's `titleStyle`).
        var member: String? = nil
        var attribute = "style"
    }

    var path: String
    var bindings: [String: Binding] = [:]
    /// The text its `<Text>` elements with a style show as written.
    var texts: [JSXText] = []
    /// The styled components the file binds, by name.
    var styledStyles: [String: StyledStyle] = [:]
    var imports: [String: Import] = [:]
    var exports: [String: Export] = [:]
    /// `export * from './x'`: every name of those modules.
    var starExports: [String] = []
    var requests: [Request] = []
    /// The style arrays of the file's JSX (`style={[styles.body, { fontStyle: 'italic' }]}`).
    var styleArrays: [JavaScriptStyleArray] = []
    /// The icon sets the file imports (`import Icon from 'react-native-vector-icons/Ionicons'`,
    /// or `require`d): each module as written, and where.
    var iconImports: [(specifier: String, line: Int, column: Int)] = []
    /// Whether the file calls `loadFont(…)` (`Ionicons.loadFont()`): an icon set's font then
    /// registers while the app runs.
    var loadsIconFont = false
    /// The module's top-level functions, by the name they are bound to.
    var functions: [String: JavaScriptFunction] = [:]
    /// Where the top-level functions are written, and their parameters, a component's too (whose
    /// body is not kept in ``functions``).
    var functionSpans: [FunctionSpan] = []
    var parameterLists: [String: [JavaScriptFunction.Parameter]] = [:]
    /// The calls of the file's imported names and functions.
    var calls: [Call] = []
    /// Those names the file uses as values, not called (`items.map(textTheme)`, a JSX tag).
    var passedFunctions: Set<String> = []
    /// Names bound again inside a function or block of the file (a parameter, a local, a
    /// destructured prop): a use of one may not be the module's binding, so it is not followed.
    var rebound: Set<String> = []
    /// Every string the file writes that names a JSON file (`require('./fr.json')`, an import).
    var jsonSpecifiers: [String] = []
    /// Every string the file writes that names an SVG file beside it (`import Logo from './logo.svg'`).
    var svgSpecifiers: [String] = []
    /// A Tailwind `font-<key>` class the file's JSX gives an element
    /// (``JavaScriptModuleScanner/readFontClasses(into:)``), and where.
    struct FontClass: Sendable, Hashable {
        var key: String
        var line: Int
        var column: Int
    }
    var fontClasses: [FontClass] = []
    /// Whether the file imports Tamagui (``JavaScriptModuleScanner/readTamaguiFonts(into:)``).
    var usesTamagui = false
    /// The font tokens the file's `createTamagui({ fonts: {…} })` defines (`body` of `$body`).
    var tamaguiFontKeys: Set<String> = []
    /// A `createFont({ family, face })` call: its family's value, where it is written, and what its
    /// face map holds (``JavaScriptModuleScanner/readTamaguiFonts(into:)``).
    struct TamaguiFont: Sendable {
        var family: JavaScriptValue
        var written: String
        var line: Int
        /// Whether the call gives a face map (a weight that is its key swaps the family for a face).
        var hasFace: Bool
        /// Whether some face of the map is an italic one.
        var hasItalic: Bool
        /// Whether every name the call gives was read (no spread, every face an object).
        var complete = true
    }
    /// Whether the file's `createTamagui` takes its fonts from a name (`fonts: appFonts`), not an
    /// object literal whose tokens ``tamaguiFontKeys`` lists.
    var tamaguiFontsByName = false
    var tamaguiFonts: [TamaguiFont] = []
    /// The file's elements whose props write a weight or a slant (``JSXTraitTag``), by the name the
    /// file writes them with (an import of Tamagui's, or of a module that re-exports it).
    var traitTags: [JSXTraitTag] = []
    /// A font `useFonts({…})` or `Font.loadAsync` registers while the app runs: the alias, the
    /// value that gives its file (`require('./Inter.ttf')`, a name bound to one), the call.
    struct RuntimeLoad: Sendable {
        var alias: String
        var value: JavaScriptValue
        var call: String
        var line: Int
        /// A computed key's name (`[FAMILIES.bold]: require(…)`): the alias is its value, which the
        /// module graph gives (``alias`` is empty).
        var aliasPath: [String]? = nil
    }

    /// The fonts the file's `useFonts` and `Font.loadAsync` calls register, each by its alias.
    var runtimeLoads: [RuntimeLoad] = []
    /// The maps those calls take by name (`useFonts(customFonts)`), read through the module graph.
    var runtimeMaps: [(path: [String], call: String, line: Int)] = []
    /// Whether a run-time registration names its families in a way the audit does not read (a
    /// variable, a spread of the app's own object).
    var runtimeFamiliesOpen = false

    /// The top-level function written around `line` and `column`.
    func function(at line: Int, column: Int) -> String? {
        functionSpans.first { $0.contains(line: line, column: column) }?.name
    }
}
