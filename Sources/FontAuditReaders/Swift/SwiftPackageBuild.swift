import FontAuditModel
import FontInspectorModel

/// The compilation condition SwiftPM sets for the targets it builds: `SWIFT_PACKAGE`. Xcode builds
/// a local package's targets with SwiftPM's rules, so in a package target's file a clause under
/// `#if SWIFT_PACKAGE` is the one compiled and its `#else` never is (a generated font accessor
/// picks `Bundle.module` there and `Bundle(for:)` or `Bundle.main` otherwise). A file is a
/// package's when the nearest folder above it that holds a `Package.swift` declares a target
/// whose folder holds it (``SwiftPackage/targetFinder()``). Read from the disk, once per folder,
/// so every reader of the run sees the same answer for a file. Elsewhere (an Xcode target's file,
/// a loose one) both clauses stay possible, as before. See docs/RESOLUTION.md, "SWIFT_PACKAGE".
enum SwiftPackageBuild {
    /// The condition's name.
    static let condition = "SWIFT_PACKAGE"
    private static let conditionBytes = Array(condition.utf8)

    /// Each folder asked about: the package whose manifest is nearest above it (its folder and
    /// target finder), or nil when there is none.
    private static let nearest = Locked([String: Package?]())

    /// A package's folder and the finder of its targets by a path inside it.
    private typealias Package = (folder: String, finder: @Sendable (String) -> SwiftPackage.Target?)

    /// Whether SwiftPM builds the file at `path` (absolute; any other path is never one).
    static func builds(_ path: String) -> Bool {
        guard path.hasPrefix("/"), let package = package(above: FileName.parent(of: path)) else { return false }
        return package.finder(String(path.dropFirst(package.folder.count + 1))) != nil
    }

    private static func package(above folder: String) -> Package? {
        if let known = nearest.withLock({ $0[folder] }) { return known }
        var found: Package?
        if let data = FileData.read(folder + "/Package.swift") {
            // A package whose folder also holds an Xcode project (a library that ships both) may
            // have its sources built by that project's framework too, without the condition: both
            // clauses stay possible there.
            let dual = (Disk.names(in: folder) ?? []).contains { $0.hasSuffix(".xcodeproj") }
            let manifest = PackageManifestReader().read(String(decoding: data, as: UTF8.self), path: "")
            found = dual ? nil : (folder, manifest.targetFinder())
        } else if folder.count > 1 {
            found = package(above: FileName.parent(of: folder))
        }
        nearest.withLock { $0[folder] = .some(found) }
        return found
    }

    /// `bytes` with `SWIFT_PACKAGE` in every `#if` and `#elseif` condition written as `true` when
    /// SwiftPM builds the file at `path`, padded with spaces so that every offset and column
    /// stays where it was; nil when nothing changes (most files: the condition is not written).
    static func resolved(_ bytes: [UInt8], path: String?) -> [UInt8]? {
        guard let path, ByteSearch.contains(bytes, conditionBytes), builds(path) else { return nil }
        var result = bytes
        var changed = false
        var index = 0
        let count = bytes.count
        let width = conditionBytes.count
        var lineStart = true
        var inCondition = false
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                lineStart = true
                inCondition = false
                index += 1
                continue
            }
            if lineStart, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                index += 1
                continue
            }
            if lineStart {
                lineStart = false
                inCondition = Self.startsDirective(bytes, at: index)
            }
            if inCondition, byte == conditionBytes[0], index + width <= count,
                Array(bytes[index..<index + width]) == conditionBytes,
                index == 0 || !Self.isIdentifier(bytes[index - 1]),
                index + width == count || !Self.isIdentifier(bytes[index + width])
            {
                let replacement = Array("true".utf8) + [UInt8](repeating: UInt8(ascii: " "), count: width - 4)
                result.replaceSubrange(index..<index + width, with: replacement)
                changed = true
                index += width
                continue
            }
            index += 1
        }
        return changed ? result : nil
    }

    /// Whether `#if` or `#elseif` starts at `index`.
    private static func startsDirective(_ bytes: [UInt8], at index: Int) -> Bool {
        for word in ["#if", "#elseif"] {
            let needle = Array(word.utf8)
            let end = index + needle.count
            if end < bytes.count, Array(bytes[index..<end]) == needle,
                bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") || bytes[end] == UInt8(ascii: "!")
                    || bytes[end] == UInt8(ascii: "(")
            {
                return true
            }
        }
        return false
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}
