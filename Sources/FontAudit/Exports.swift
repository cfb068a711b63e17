// The library's API is declared in the layers below the facade (findings in FontAuditModel,
// options in FontAuditInventory, rule descriptions in FontAuditRules, formats in
// FontAuditReporters): a user imports FontAudit alone and sees their public declarations, never
// their `package` ones.
@_exported import FontAuditInventory
@_exported import FontAuditModel
@_exported import FontAuditReporters
@_exported import FontAuditRules
