import FontAuditModel
import SwiftSyntax

extension RequestVisitor {
    /// The stored `var`s of type `String` of a type (`var bodyFont = "Brand-Regular"` in a theme
    /// class, `static var` too), kept as assignable (``SwiftConstants/assignable``) with the values
    /// the declaration gives: its initial value, what the type's initializers assign, and for a
    /// struct without an initializer of its own the memberwise initializer's argument. What code
    /// anywhere else assigns is read once a request needs it (``SwiftNameScanner/readAssignments``).
    ///
    /// Left out, so open: a type that decodes itself (`Codable`, `Decodable`, `init(from:)`: its
    /// values come from data), a property with an attribute other than `@Published`, `@MainActor`
    /// or `@nonobjc` (a property wrapper such as `@AppStorage` or `@IBInspectable` takes its value
    /// from elsewhere; Objective-C, which this reader does not read, may set an `@objc` one, or
    /// any of an `@objcMembers` type), a computed property, and one without a value or a type.
    func readStoredVars(
        of members: MemberBlockSyntax, type: String, memberwise: Bool, inheritance: InheritanceClauseSyntax?,
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
        // The memberwise initializer's labels: every stored property but a `let` with a value.
        var labels: [String] = []
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: {
                    [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind)
                })
            else { continue }
            for binding in variable.bindings where binding.accessorBlock.map(Self.isObserversOnly) ?? true {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    variable.bindingSpecifier.tokenKind == .keyword(.var) || binding.initializer == nil
                else { continue }
                labels.append(name)
            }
        }
        for variable in candidates where variable.attributes.allSatisfy(Self.keepsItsValue) {
            let isStatic = variable.modifiers.contains {
                [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind)
            }
            for binding in variable.bindings where binding.accessorBlock.map(Self.isObserversOnly) ?? true {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let annotated = binding.typeAnnotation.flatMap { Self.plainTypeName($0.type) }
                let initial = binding.initializer?.value
                // A `String`, by its annotation or its value (a literal, or what a name evaluates to).
                guard
                    annotated == "String"
                        || (annotated == nil && initial.map({ NameExpression($0) != .unknown }) == true)
                else { continue }
                var declared: [SwiftConstants.Returned] = []
                if let initial { declared.append(returned(initial, in: type)) }
                if !isStatic {
                    if memberwise, initializers.isEmpty, let index = labels.firstIndex(of: name) {
                        let signature = "\(type)(\(labels.map { $0 + ":" }.joined()))"
                        let fallback = initial.map { [NameExpression($0).scoped(type: type, around: $0)] } ?? []
                        declared.append(
                            SwiftConstants.Returned(
                                expression: .parameter(
                                    function: signature, label: name, index: index, fallback: fallback),
                                file: file.path, line: lines.start(of: Syntax(binding)).line))
                    }
                    // The initializers' own assignments are read with every other assignment.
                }
                constants.defineAssignable(
                    "\(type).\(name)", declared, at: ["\(file.path):\(lines.start(of: Syntax(binding)).line)"])
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

    /// Attributes that leave a stored property's value to the code that assigns it.
    private static func keepsItsValue(_ attribute: AttributeListSyntax.Element) -> Bool {
        guard let attribute = attribute.as(AttributeSyntax.self) else { return false }
        return ["Published", "MainActor", "nonobjc"].contains(attribute.attributeName.trimmedDescription)
    }
}
