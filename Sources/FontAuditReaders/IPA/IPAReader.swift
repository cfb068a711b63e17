import FontAuditModel
import FontInspectorModel
import Foundation
import ZIPFoundation

/// Reads an `.ipa` (a zip holding `Payload/X.app`) with ZIPFoundation: extracts only the app's
/// Info.plist and font files into a private temporary folder, which is removed afterwards.
package struct IPAReader {
    package func withExtractedApp<T>(ipa: URL, _ body: (_ app: URL, _ displayPrefix: String) async -> T) async throws
        -> T
    {
        let archive: Archive
        do {
            archive = try Archive(url: ipa, accessMode: .read)
        } catch {
            throw AuditError.notAZipArchive(ipa.lastPathComponent, reason: "\(error)")
        }
        guard let appPrefix = archive.lazy.map(\.path).compactMap(Self.appPrefix).first else {
            throw AuditError.noAppInArchive(ipa.lastPathComponent)
        }
        let temporary = FileManager.default.temporaryDirectory
            .appendingPathComponent("fontaudit-ipa-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        do {
            for entry in archive where entry.type == .file && wanted(entry.path, appPrefix: appPrefix) {
                let destination = temporary.appendingPathComponent(entry.path)
                try FileManager.default.createDirectory(
                    at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                _ = try archive.extract(entry, to: destination, skipCRC32: false)
            }
            // Make sure the app folder exists even when it holds nothing we extract.
            try FileManager.default.createDirectory(
                at: temporary.appendingPathComponent(appPrefix), withIntermediateDirectories: true)
        } catch {
            throw AuditError.damagedArchive(ipa.lastPathComponent, reason: "\(error)")
        }
        return await body(temporary.appendingPathComponent(appPrefix), appPrefix)
    }

    /// `Payload/X.app/` for any path inside the app folder.
    static func appPrefix(_ path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0] == "Payload", parts[1].hasSuffix(".app") else { return nil }
        return "Payload/\(parts[1])/"
    }

    /// Only files the audit reads, never a path that would leave the temporary folder.
    private func wanted(_ path: String, appPrefix: String) -> Bool {
        guard path.hasPrefix(appPrefix) else { return false }
        let inner = path.dropFirst(appPrefix.count)
        let parts = inner.split(separator: "/")
        guard !parts.contains(".."), !inner.hasPrefix("/") else { return false }
        if inner == "Info.plist" || inner == "Contents/Info.plist" { return true }
        let ext = FileName.pathExtension(of: String(inner))
        return FontFileFinder.fontExtensions.contains(ext)
    }

    /// Every stored property, as the synthesized initializer takes them.
    package init() {
    }
}
