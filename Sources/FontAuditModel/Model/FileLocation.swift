/// A place in one of the app's files: the file, relative to the audited folder, and the 1-based
/// line and column (in UTF-8 bytes) where they are known. The one type of place the model has:
/// what a request, a registration or a text says of where it stands (its `location`), a build
/// setting's location, a generated accessor's call.
package struct FileLocation: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    /// Relative to the audited folder.
    package var file: String
    /// 1-based, when known (a binary plist has no lines).
    package var line: Int?
    /// 1-based, in UTF-8 bytes, when known.
    package var column: Int?

    package init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line`, or `file` when the line is not known.
    package var description: String {
        line.map { "\(file):\($0)" } ?? file
    }

    package static func < (lhs: FileLocation, rhs: FileLocation) -> Bool {
        (lhs.file, lhs.line ?? 0, lhs.column ?? 0) < (rhs.file, rhs.line ?? 0, rhs.column ?? 0)
    }
}

extension FontRequest {
    /// Where it stands in the app's files; findings about it point there.
    package var location: FileLocation { FileLocation(file: file, line: line, column: column) }
}

extension TextUse {
    /// Where it stands in the app's files; findings about it point there.
    package var location: FileLocation { FileLocation(file: file, line: line, column: column) }
}

extension DynamicFontName {
    /// Where it stands in the app's files; findings about it point there.
    package var location: FileLocation { FileLocation(file: file, line: line) }
}

extension FontRegistration {
    /// Where it stands in the app's files; findings about it point there.
    package var location: FileLocation { FileLocation(file: file, line: line) }
}

extension GeneratedFont {
    /// Where it stands in the app's files; findings about it point there.
    package var location: FileLocation { FileLocation(file: file, line: line, column: column) }
}

extension SynthesizedFontUse {
    /// Where it stands in the app's files; findings about it point there.
    package var location: FileLocation { FileLocation(file: file, line: line) }
}

/// A name asked for at one place: the key that joins a request with the findings made on it,
/// across targets and passes.
package struct NameAtPlace: Sendable, Hashable {
    /// Where it is asked for (a request's ``FontRequest/location``, a finding's
    /// ``Finding/locationKey``).
    package var place: FileLocation
    package var name: String
}

extension FontRequest {
    /// The request's name at its place.
    package var nameAtPlace: NameAtPlace { NameAtPlace(place: location, name: name) }
}

extension Finding {
    /// Where the finding points, as a key: its file, line and column, "" and 0 for what it does
    /// not name. A finding made on a request has the request's ``FontRequest/location``.
    package var locationKey: FileLocation { FileLocation(file: file ?? "", line: line ?? 0, column: column ?? 0) }

    /// The finding's name at its place: a finding made on a request has the request's.
    package var nameAtPlace: NameAtPlace { NameAtPlace(place: locationKey, name: name ?? "") }
}
