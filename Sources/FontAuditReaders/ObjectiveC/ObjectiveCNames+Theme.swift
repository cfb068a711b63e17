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

    /// Each property read resolved (one request per value) or open.
    func resolvedPropertyReads(_ lookup: inout Lookup) -> (requests: [FontRequest], dynamic: [DynamicFontName]) {
        var requests: [FontRequest] = []
        var dynamic: [DynamicFontName] = []
        let byProperty = Dictionary(grouping: themeFacts.assignments, by: \.property)
        for read in propertyReads {
            let given = byProperty[read.property] ?? []
            let property = "\(read.className).\(read.property)"
            func open(_ reason: OpenReason) -> DynamicFontName {
                DynamicFontName(
                    file: read.request.file, line: read.request.line, api: read.request.api,
                    written: read.request.name.isEmpty ? property : read.request.name, reason: reason)
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
                dynamic.append(open(undecided))
                continue
            }
            var values: [(value: String, from: PropertyAssignment)] = []
            var stopped: OpenReason?
            for assignment in given {
                guard
                    let value = assignment.literal
                        ?? assignment.word.flatMap({ lookup.definition(of: $0, from: assignment.file)?.value })
                else {
                    // A word no definition the assigning file sees gives, or something else.
                    stopped = assignment.word.map(unresolved) ?? OpenReason(.assignment, property)
                    values = []
                    break
                }
                if !values.contains(where: { $0.value == value }) { values.append((value, assignment)) }
            }
            guard !values.isEmpty, values.count <= Self.maximumPropertyValues else {
                dynamic.append(open(stopped ?? OpenReason(.tooManyValues)))
                continue
            }
            for (value, assignment) in values.sorted(by: { $0.value < $1.value }) {
                var request = read.request
                request.name = value
                request.followed = FollowedName(
                    written: read.request.name,
                    source: ValueSource(label: assignment.label, file: assignment.file, line: assignment.line))
                requests.append(request)
            }
        }
        return (requests, dynamic)
    }
}
