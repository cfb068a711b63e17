import FontAuditModel

/// The theme objects of Objective-C (issue 63): a request whose name is a property of the app's
/// own class, read through that class (`[Theme shared].bodyFont`, `[[Theme shared] bodyFont]`,
/// `Theme.shared.bodyFont`, `self.bodyFont` in `@implementation Theme`), is every value the
/// checkout's Objective-C assigns that property, when it can follow them all.
///
/// The bound: the property must be declared `NSString *` in the class's `@interface` (or a class
/// extension or category), a singleton accessor must be declared as the class's class method
/// returning `instancetype` or the class, and the values are assignments in that class's
/// `@implementation` (`self.bodyFont = …`, `_bodyFont = …`, `[self setBodyFont:…]`) or through
/// its accessor anywhere. Each value is a string, or a `#define` or constant the assigning file
/// sees. Any other assignment of a property of that name (through a variable whose class the
/// audit does not know, key-value coding, a value it cannot know) leaves the reads open, as do
/// more than ``maximumPropertyValues`` values. A font's own name (`fontName`, `familyName`) is
/// never read as a theme property.
extension ObjectiveCNames {
    /// A request whose name is a property read through a class.
    package struct PropertyRead: Sendable, Codable, Hashable {
        package var className: String
        /// The class method it is read through (`shared`), or nil for `self`.
        package var accessor: String?
        package var property: String
        /// The request, its ``FontRequest/name`` the argument as written.
        package var request: FontRequest
    }

    /// A value the code gives a property. `className` is the class it is given through, or nil
    /// when that is not known (a variable's property), which leaves every read of the name open.
    package struct PropertyAssignment: Sendable, Codable, Hashable {
        package var className: String?
        /// The class method it is given through (`shared`), or nil for `self` or an unknown receiver.
        package var accessor: String?
        package var property: String
        /// The string assigned (or the `#define` of its file that gives one).
        package var literal: String? = nil
        /// The one word assigned, which another file may define.
        package var word: String? = nil
        /// How the code writes it, for messages: `bodyFont = BrandBodyFont`.
        package var label: String
        package var file: String
        package var line: Int
    }

    /// What the Objective-C files that name a read property declare and assign.
    package struct ThemeFacts: Sendable, Codable, Hashable {
        /// "Theme.bodyFont": the `NSString *` properties classes declare.
        package var properties: Set<String> = []
        /// "Theme.shared": class methods that return an instance of their class.
        package var accessors: Set<String> = []
        package var assignments: [PropertyAssignment] = []
        /// Properties set in a way the audit does not follow (a getter of their own, `self->_x`,
        /// `@synthesize x = y`, key-value coding with a key it cannot read, Swift), by name; `*`
        /// for every property.
        package var open: Set<String> = []
        /// The files of each class's `@interface X :` and `@implementation X` ("interface Theme"):
        /// two are two classes of one name (two targets), whose properties are not told apart.
        package var classFiles: [String: Set<String>] = [:]

        package init() {}

        mutating func merge(_ other: ThemeFacts) {
            properties.formUnion(other.properties)
            accessors.formUnion(other.accessors)
            assignments += other.assignments
            open.formUnion(other.open)
            classFiles.merge(other.classFiles) { $0.union($1) }
        }
    }

    /// At most this many values of one property are followed; more leave its reads open.
    static let maximumPropertyValues = 8

    /// The properties the reads name: the files that name one are read for ``ThemeFacts``.
    package var readProperties: Set<String> { Set(propertyReads.map(\.property)) }

    /// Each property read lowered (``Lowered``): every value the code gives the property, each from
    /// its assignment, when the declarations and assignments settle which ones count; else open,
    /// with why.
    func loweredPropertyReads() -> [Lowered] {
        let byProperty = Dictionary(grouping: themeFacts.assignments, by: \.property)
        return propertyReads.map { read in
            let given = byProperty[read.property] ?? []
            let property = "\(read.className).\(read.property)"
            let written = read.request.name.isEmpty ? property : read.request.name
            func lowered(_ expression: NameExpression) -> Lowered {
                Lowered(request: read.request, written: read.request.name, openWritten: written, expression: expression)
            }
            // Why the read is open when the declarations and assignments do not settle it: written
            // where the audit cannot follow (a key-value write with a key it cannot tell, a getter of
            // its own, Swift, a runtime attribute), a class declared twice, or written nowhere.
            let undecided: OpenReason =
                if themeFacts.open.contains(read.property) || themeFacts.open.contains("*") {
                    OpenReason(.assignment, property)
                } else if (themeFacts.classFiles["interface \(read.className)"]?.count ?? 0) > 1
                    || (themeFacts.classFiles["implementation \(read.className)"]?.count ?? 0) > 1
                {
                    OpenReason(.ambiguous, read.className)
                } else if given.isEmpty {
                    OpenReason(.unassigned, property)
                } else {
                    OpenReason(.assignment, property)
                }
            guard themeFacts.properties.contains("\(read.className).\(read.property)"),
                !themeFacts.open.contains(read.property), !themeFacts.open.contains("*"),
                (themeFacts.classFiles["interface \(read.className)"]?.count ?? 0) <= 1,
                (themeFacts.classFiles["implementation \(read.className)"]?.count ?? 0) <= 1,
                read.accessor.map({ themeFacts.accessors.contains("\(read.className).\($0)") }) ?? true,
                !given.isEmpty,
                given.allSatisfy({ assignment in
                    assignment.className == read.className
                        && assignment.accessor.map { themeFacts.accessors.contains("\(read.className).\($0)") } ?? true
                })
            else {
                return lowered(.open(undecided))
            }
            // Each assignment's value: a string, a word the assigning file sees, or something else.
            return lowered(
                .oneOf(
                    given.map { assignment in
                        let value: NameExpression =
                            if let literal = assignment.literal {
                                .literal(literal)
                            } else if let word = assignment.word {
                                .word(word, file: assignment.file)
                            } else {
                                .open(OpenReason(.assignment, property))
                            }
                        return .sourced(
                            value, ValueSource(label: assignment.label, file: assignment.file, line: assignment.line))
                    }))
        }
    }
}
