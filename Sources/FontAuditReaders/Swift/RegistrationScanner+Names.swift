import FontAuditModel

/// A registration whose file a bundle lookup names by an expression
/// (`url(forResource: font.rawValue, withExtension: "ttf")`), kept as written until every file's
/// constants are known (``RegistrationScanner/resolve(_:in:)``). One whose files are known as it is
/// written (a library's, a call with no lookup) has only ``registration``.
struct PendingRegistration: Codable, Hashable {
    /// The registration, its files not yet known.
    var registration: FontRegistration
    /// The file's name; nil for a lookup of every file with an extension.
    var name: NameExpression?
    /// The name's argument as written (`font.rawValue`), which a finding about a value quotes.
    var written: String?
    /// The extension, when the lookup writes one.
    var fileExtension: NameExpression?
    /// The function the lookup is written in (`registerFont(bundle:fontName:fontExtension:)`), whose
    /// call sites give its parameters.
    var function: String?
    /// The position of the function's parameter that gives the bundle, if one does.
    var bundleParameter: Int?

    /// The name and extension expressions.
    var lookedUp: [NameExpression] {
        [name, fileExtension].compactMap { $0 }
    }

    /// What the evaluator needs to read for them: the name and extension expressions, and the
    /// calls of a function whose enum-typed parameter they read, so that each call's case is known
    /// (a registration of every case would claim a file missing that no call asks for).
    var expressions: [NameExpression] {
        lookedUp
            + lookedUp.flatMap(\.caseParameterFunctions).sorted().map {
                .parameter(function: $0, label: "_", index: 0, fallback: [])
            }
    }
}

extension RegistrationScanner {
    /// The registrations `pending` makes, their files evaluated with the constants, enums and call
    /// sites of every file (``NameExpression/evaluate(in:depth:)``), the same evaluator requests use.
    ///
    /// A lookup inside a helper whose file name or extension is a parameter
    /// (`registerFont(bundle: .module, fontName: "Matter-Medium", fontExtension: "otf")`) is read at
    /// each of the helper's calls, with that call's arguments together (never one call's name with
    /// another's extension), and sits at the call. When no call is known, or one gives a value the
    /// audit cannot know, the helper's own registration stays too, dynamic: every font of its bundle
    /// counts as registered, never a guess.
    static func resolve(_ pending: [PendingRegistration], in constants: NameDefinitions) -> [FontRegistration] {
        pending.flatMap { resolve($0, in: constants) }
    }

    private static func resolve(_ item: PendingRegistration, in constants: NameDefinitions) -> [FontRegistration] {
        guard !item.lookedUp.isEmpty else { return [item.registration] }
        guard let function = item.function,
            item.lookedUp.contains(where: {
                $0.parameterFunctions.contains(function) || $0.caseParameterFunctions.contains(function)
            })
        else {
            return [
                registration(
                    item.registration, name: item.name, written: item.written, fileExtension: item.fileExtension,
                    in: constants)
            ]
        }
        let base = NameDefinitions.signature(function).base
        var resolved: [FontRegistration] = []
        var open = false
        for (site, argument) in constants.boundCalls(of: function) {
            var registration = item.registration
            registration.call = "\(base)(…)"
            registration.file = site.file
            registration.line = site.line
            if let index = item.bundleParameter {
                registration.bundleReference = argument(index).map(LookupFinder.bundle) ?? .own
            }
            let made = self.registration(
                registration, name: item.name?.binding(function, to: argument), written: item.written,
                fileExtension: item.fileExtension?.binding(function, to: argument), in: constants)
            if made.isDynamic { open = true } else { resolved.append(made) }
        }
        if resolved.isEmpty || open {
            resolved.append(
                registration(
                    item.registration, name: item.name, written: item.written, fileExtension: item.fileExtension,
                    in: constants))
        }
        return resolved
    }

    /// `registration` with the files that `name` and `fileExtension` evaluate to; dynamic when
    /// either is open (with the extension alone, when only the name is).
    private static func registration(
        _ registration: FontRegistration, name: NameExpression?, written: String?,
        fileExtension: NameExpression?, in constants: NameDefinitions
    ) -> FontRegistration {
        var result = registration
        let extensions = fileExtension.map {
            $0.evaluate(in: constants).candidates?.map { LookupFinder.withoutLeadingDot($0.text) }
        }
        let names = name.map { $0.evaluate(in: constants).candidates }
        func files(_ names: [NameCandidate], _ extensions: [String]) -> [String] {
            names.flatMap { name in
                extensions.map { ext in
                    // `withExtension: nil` (or a name that holds its extension) is written as no extension at all.
                    let file = ext.isEmpty ? name.text : name.text + "." + ext
                    if let source = name.source, let written {
                        result.followed[file] = FollowedName(written: written, source: source)
                    }
                    return file
                }
            }
        }
        switch (names, extensions) {
        case (let names??, let extensions?):
            guard let extensions else { break }
            // Several extensions the name and extension are not known to pair (`otf ? "otf" : "ttf"`,
            // a loop over name and extension pairs): each name with whichever extension it has.
            result.files = files(names, extensions.count > 1 ? [""] : extensions)
        case (let names??, nil):
            result.files = files(names, [""])
        case (nil, let extensions??) where extensions.count == 1,
            (.some(nil), let extensions??) where extensions.count == 1:
            // `withExtension: nil` with a name the audit cannot know: any file of the bundle.
            result.fileExtension = extensions[0].isEmpty ? nil : extensions[0]
        default:
            break
        }
        // `urls(forResourcesWithExtension: "ttf")` registers every file of one extension, as
        // written; a name the audit cannot know, with its extension, stays dynamic.
        result.isDynamic = result.files == nil && !(name == nil && result.fileExtension != nil)
        return result
    }
}
