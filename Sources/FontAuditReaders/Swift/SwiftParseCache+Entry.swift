import FontAuditModel

extension SwiftParseCache {
    /// A request found in a file with the expression its name was read from, as ``Result`` holds
    /// it in a tuple.
    package struct PendingRequest: Sendable, Codable {
        /// The request, its name not yet resolved against the other files' constants.
        package var request: FontRequest
        /// What the name argument is.
        package var expression: NameExpression
    }

    /// One file's ``Result`` as a `Codable` value, for keeping it between runs; the cache itself
    /// keeps the tuple.
    package struct Entry: Sendable, Codable {
        /// The requests the file makes.
        package var requests: [PendingRequest]
        /// The constants it defines.
        package var constants: NameDefinitions
        /// The text it shows in a custom font.
        package var texts: [TextUseVisitor.Found]

        /// The entry of a parse result.
        package init(_ result: Result) {
            requests = result.requests.map { PendingRequest(request: $0.request, expression: $0.expression) }
            constants = result.constants
            texts = result.texts
        }

        /// The parse result again, as the cache holds it.
        package var result: Result {
            (requests.map { (request: $0.request, expression: $0.expression) }, constants, texts)
        }
    }
}
