/// Writes a struct's memberwise initializer at `package` access: a parameter per stored property,
/// in declaration order, each property's initial value as its default (`nil` for an optional `var`
/// without one). Swift writes that initializer itself only at `internal` access, and the model's
/// types are built in other targets (readers, the inventory, the rules' tests). The expansion is
/// `FontAuditMacros`' `PackageInitMacro`.
@attached(member, names: named(init))
package macro PackageInit() = #externalMacro(module: "FontAuditMacros", type: "PackageInitMacro")
