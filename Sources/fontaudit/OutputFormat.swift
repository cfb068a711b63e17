import ArgumentParser

/// How `inspect` prints its results.
enum InspectFormat: String, CaseIterable, ExpressibleByArgument {
    case text
    case json
}
