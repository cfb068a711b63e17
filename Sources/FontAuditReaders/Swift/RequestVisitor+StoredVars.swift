import SwiftSyntax

extension RequestVisitor {
    /// The stored `var`s of type `String` of a final class or an actor (`var bodyFont =
    /// "Brand-Regular"` in a theme singleton), and the `static var`s of a struct, kept as
    /// assignable (``NameDefinitions/assignable``) with the initial value, unless every initializer
    /// replaces it. What the initializers and any other code assign is read once a request needs
    /// it (``SwiftNameScanner/readAssignments``). A struct's instance `var`s are not: its
    /// instances are copies, each with values of its own.
    ///
    /// A class's `@AppStorage("key")` or `@SceneStorage("key")` property is kept too: its value is
    /// its default or what the app stored under its key, which the app stores by assigning the
    /// property (a `Picker` bound to it included) or by writing the key
    /// (``NameDefinitions/storageKeys``, read with the assignments).
    ///
    /// Left out, so open: a type that decodes itself (`Codable`, `Decodable`, `init(from:)`: its
    /// values come from data), a property with an attribute other than `@Published`, `@MainActor`,
    /// `@nonobjc` or a storage wrapper with a literal key (another property wrapper, or
    /// `@IBInspectable`, takes its value from elsewhere; Objective-C, which this reader does not
    /// read, may set an `@objc` one, or any of an `@objcMembers` type), a computed property, and
    /// one without a value or a type.
    func readStoredVars(
        of members: MemberBlockSyntax, type: String, isValueType: Bool, inheritance: InheritanceClauseSyntax?,
        attributes: AttributeListSyntax
    ) {
        let candidates = members.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.filter {
            $0.bindingSpecifier.tokenKind == .keyword(.var)
        }
        guard !candidates.isEmpty else { return }
        // Only protocols that give no value: a superclass (whose subclasses may override the
        // property, and which Objective-C may reach), `Codable`, a protocol of the app's own (which
        // may be `Codable`) leave it open.
        let plain =
            inheritance?.inheritedTypes.allSatisfy {
                Self.valuelessProtocols.contains($0.type.trimmedDescription)
            } ?? true
        let decodes =
            !plain
            || members.members.contains {
                $0.decl.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters.first?.firstName.text
                    == "from"
            }
        let exposed = attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objcMembers"
        }
        guard !decodes, !exposed else { return }
        let initializers = members.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        for variable in candidates where variable.attributes.allSatisfy(Self.keepsItsValue) {
            let isStatic = variable.modifiers.contains {
                [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind)
            }
            // A struct's instances are copies, each with its own values: only its `static var`s.
            guard isStatic || !isValueType else { continue }
            for binding in variable.bindings where binding.accessorBlock.map(Self.isObserversOnly) ?? true {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let annotated = binding.typeAnnotation.flatMap { Self.plainTypeName($0.type) }
                let initial = binding.initializer?.value
                // A `String`, by its annotation or its value (a literal, or what a name evaluates to).
                guard
                    annotated == "String"
                        || (annotated == nil && initial.map({ NameExpression($0) != .unknown }) == true)
                else { continue }
                var declared: [NameDefinitions.Returned] = []
                // The initial value, unless every initializer replaces it (`init() { bodyFont = … }`,
                // or hands over to one that does): the initializers' assignments are read with the rest.
                let replaced =
                    !isStatic && !initializers.isEmpty
                    && initializers.allSatisfy { initializer in
                        !Self.assignments(to: name, in: initializer).isEmpty
                            || initializer.body?.description.contains("self.init(") == true
                    }
                if let initial, !replaced { declared.append(returned(initial, in: type)) }
                constants.defineAssignable(
                    "\(type).\(name)", declared, at: ["\(file.path):\(lines.start(of: Syntax(binding)).line)"])
                // `@AppStorage`'s key is one `UserDefaults` writes; `@SceneStorage`'s is the scene's own.
                if let key = variable.attributes.lazy.compactMap(Self.storageKey).first,
                    variable.attributes.contains(where: {
                        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "AppStorage"
                    })
                {
                    constants.defineStorageKey(key, of: "\(type).\(name)")
                }
            }
        }
    }

    /// Protocols a theme type may adopt without its properties taking values from elsewhere.
    static let valuelessProtocols: Set<String> = [
        "ObservableObject", "Sendable", "@unchecked Sendable", "Equatable", "Hashable", "Identifiable",
        "CustomStringConvertible", "CustomDebugStringConvertible",
    ]

    /// `willSet`/`didSet` only: a stored property that observes its changes.
    private static func isObserversOnly(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = block.accessors else { return false }
        return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    /// Attributes that leave a stored property's value to the code that assigns it, or (a storage
    /// wrapper with a literal key) to the code that stores under its key.
    private static func keepsItsValue(_ attribute: AttributeListSyntax.Element) -> Bool {
        guard let attribute = attribute.as(AttributeSyntax.self) else { return false }
        return ["Published", "MainActor", "nonobjc"].contains(attribute.attributeName.trimmedDescription)
            || storageKey(.attribute(attribute)) != nil
    }

    /// The key of `@AppStorage("fontArabic")`, `@SceneStorage("font", store: …)`: its first
    /// argument, a literal; nil for any other attribute.
    private static func storageKey(_ attribute: AttributeListSyntax.Element) -> String? {
        guard let attribute = attribute.as(AttributeSyntax.self),
            ["AppStorage", "SceneStorage"].contains(attribute.attributeName.trimmedDescription),
            // With `store:`, another `UserDefaults` than the standard one, whose writes are not read.
            case .argumentList(let arguments) = attribute.arguments, arguments.count == 1, let first = arguments.first,
            first.label == nil,
            case .literal(let key) = NameExpression(first.expression)
        else { return nil }
        return key
    }
}
