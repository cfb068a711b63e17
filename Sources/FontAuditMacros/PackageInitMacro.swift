import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@PackageInit`: the memberwise initializer Swift would write, at `package` access.
///
/// Swift writes a struct's memberwise initializer at `internal` access at most, so every model
/// type another target builds (a `Manifest` the readers make, a `FontRequest` the rules read)
/// needed the same initializer written out by hand: one parameter and one `self.x = x` per stored
/// property. The macro writes it: a parameter per stored property in declaration order, with the
/// property's initial value as its default (and `nil` for an optional `var` with none), skipping
/// `let` properties that have a value, `static` ones and computed ones. A property without a type
/// annotation is an error, since the macro cannot name its type. SwiftLint's own macros
/// (`@AutoConfigParser`) take the same kind of boilerplate off its rules.
public struct PackageInitMacro: MemberMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        var parameters: [String] = []
        var assignments: [String] = []
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) })
            else { continue }
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            for binding in variable.bindings {
                guard binding.accessorBlock == nil || isObserversOnly(binding.accessorBlock) else { continue }
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if isLet && binding.initializer != nil { continue }
                guard let type = binding.typeAnnotation?.type.trimmed else {
                    context.diagnose(Diagnostic(node: Syntax(binding), message: Message.noType(name)))
                    continue
                }
                var parameter = "\(name): \(type.is(FunctionTypeSyntax.self) ? "@escaping " : "")\(type)"
                if let value = binding.initializer?.value.trimmed {
                    parameter += " = \(value)"
                } else if !isLet,
                    type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
                {
                    parameter += " = nil"
                }
                parameters.append(parameter)
                assignments.append("self.\(name) = \(name)")
            }
        }
        let body = assignments.map { "    " + $0 }.joined(separator: "\n")
        return ["package init(\(raw: parameters.joined(separator: ", "))) {\n\(raw: body)\n}"]
    }

    /// Whether an accessor block holds only `willSet`/`didSet`: the property is still stored.
    private static func isObserversOnly(_ block: AccessorBlockSyntax?) -> Bool {
        guard case .accessors(let accessors) = block?.accessors else { return false }
        return accessors.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    enum Message: DiagnosticMessage {
        case noType(String)

        var message: String {
            switch self {
            case .noType(let name): "@PackageInit needs the type of `\(name)` written out: add `: Type`"
            }
        }
        var diagnosticID: MessageID { MessageID(domain: "FontAuditMacros", id: "noType") }
        var severity: DiagnosticSeverity { .error }
    }
}
