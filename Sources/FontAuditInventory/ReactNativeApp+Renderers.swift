import FontAuditModel
import Foundation

extension ReactNativeApp {
    /// The renderers that may draw the app's text on iOS (``TextRenderer``), from its
    /// `react-native` version and what turns the new architecture on or off: the Podfile's
    /// `RCT_NEW_ARCH_ENABLED` or `:fabric_enabled`, `Podfile.properties.json` and the Expo
    /// config's `newArchEnabled` (`projectFolder`: the `ios/` folder, when there is one). Every
    /// renderer where neither the version nor a setting says.
    ///
    /// React Native 0.82 and later have no old architecture; 0.76 and later turn the new one on
    /// unless a setting turns it off, as Expo SDK 53 (React Native 0.79) does; earlier versions,
    /// and Expo SDK 52, keep the old one unless a setting turns the new one on.
    func renderers(projectFolder: URL?) -> [TextRenderer] {
        let version = Self.minorVersion(reactNativeVersion)
        let newArchitecture: Bool?
        if let version, version >= 82 {
            newArchitecture = true
        } else if let setting = newArchitectureSetting(projectFolder: projectFolder) {
            newArchitecture = setting
        } else if let version {
            newArchitecture = usesExpo ? version >= 79 : version >= 76
        } else {
            newArchitecture = nil
        }
        switch newArchitecture {
        case false?: return [.paper]
        case true?: return Self.fabric(reactNativeVersion)
        case nil: return TextRenderer.allCases
        }
    }

    /// Which Fabric a React Native version ships (``TextRenderer/fabricHeaviest`` from 0.83 to
    /// 0.86.2; 0.86.3 and later patches of 0.86 and 0.87 may have the fix picked or not): both
    /// where the version does not tell.
    static func fabric(_ written: String?) -> [TextRenderer] {
        guard let minor = minorVersion(written) else { return [.fabric, .fabricHeaviest] }
        switch minor {
        case ..<83: return [.fabric]
        case 83...85: return [.fabricHeaviest]
        case 86 where (patchVersion(written) ?? 99) <= 2: return [.fabricHeaviest]
        case 86, 87: return [.fabric, .fabricHeaviest]
        default: return [.fabric]
        }
    }

    /// The patch version of React Native 0.x.y that `written` asks for (`0.86.2` is 2).
    static func patchVersion(_ written: String?) -> Int? {
        guard let text = written.map(versionText) else { return nil }
        let parts = text.split(separator: ".")
        guard parts.count >= 3 else { return nil }
        return Int(parts[2].prefix { $0.isNumber })
    }

    /// The version a dependency's specifier writes: Yarn's patch protocol names it after `npm:`
    /// (`patch:react-native@npm%3A0.83.4#…`).
    static func versionText(_ written: String) -> String {
        var text = written.trimmingCharacters(in: .whitespaces)
        for marker in ["npm%3A", "npm:"] {
            if let range = text.range(of: marker) { text = String(text[range.upperBound...]) }
        }
        if let hash = text.firstIndex(of: "#") { text = String(text[..<hash]) }
        while let first = text.first, "^~=v".contains(first) { text.removeFirst() }
        return text
    }

    /// The minor version of React Native 0.x that `written` asks for (`^0.72.4` is 72); nil for
    /// a range, a tag or a path the audit does not read.
    static func minorVersion(_ written: String?) -> Int? {
        guard let text = written.map(versionText) else { return nil }
        let parts = text.split(separator: ".")
        guard parts.count >= 2, parts[0] == "0", let minor = Int(parts[1]) else { return nil }
        return minor
    }

    /// What the app's files set the new architecture to, nil where none says.
    func newArchitectureSetting(projectFolder: URL?) -> Bool? {
        if let projectFolder {
            if let podfile = FileData.readBytes(projectFolder.appendingPathComponent("Podfile").path),
                let setting = Self.podfileSetting(String(decoding: podfile, as: UTF8.self))
            {
                return setting
            }
            if let properties = FileData.readBytes(
                projectFolder.appendingPathComponent("Podfile.properties.json").path),
                let setting = Self.keySetting("newArchEnabled", in: String(decoding: properties, as: UTF8.self))
            {
                return setting
            }
        }
        for name in ["app.json", "app.config.js", "app.config.ts"] {
            guard let bytes = FileData.readBytes(folder.appendingPathComponent(name).path) else { continue }
            if let setting = Self.keySetting("newArchEnabled", in: String(decoding: bytes, as: UTF8.self)) {
                return setting
            }
        }
        return nil
    }

    /// `ENV['RCT_NEW_ARCH_ENABLED'] = '1'` (or `'0'`), `:fabric_enabled => true` in a Podfile.
    static func podfileSetting(_ text: String) -> Bool? {
        for line in text.split(separator: "\n") {
            let code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            if code.contains("RCT_NEW_ARCH_ENABLED"), code.contains("="), !code.contains("==") {
                let value = code.split(separator: "=").last?.filter { !"'\" ".contains($0) } ?? ""
                if value == "1" || value == "true" { return true }
                if value == "0" || value == "false" { return false }
            }
            if let range = code.range(of: ":fabric_enabled") {
                let rest = code[range.upperBound...].replacingOccurrences(of: " ", with: "")
                if rest.hasPrefix("=>true") { return true }
                if rest.hasPrefix("=>false") { return false }
            }
        }
        return nil
    }

    /// The literal `true` or `false` (or `"true"`) given to `key` in a JSON or JavaScript config.
    static func keySetting(_ key: String, in text: String) -> Bool? {
        guard let range = text.range(of: key) else { return nil }
        var rest = text[range.upperBound...].drop { $0 == "\"" || $0 == "'" || $0 == " " }
        guard rest.first == ":" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\"" || $0 == "'" }
        if rest.hasPrefix("true") { return true }
        if rest.hasPrefix("false") { return false }
        return nil
    }
}
