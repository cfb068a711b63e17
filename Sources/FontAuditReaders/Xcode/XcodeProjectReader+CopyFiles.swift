import Foundation

extension XcodeProjectReader {
    /// Where a Copy Files build phase (`PBXCopyFilesBuildPhase`) puts its files: its
    /// `dstSubfolderSpec` names a folder of the product, `dstPath` a path below it (build settings
    /// expanded). The numbers are Xcode's: 0 absolute path, 1 wrapper, 6 executables, 7 resources,
    /// 10 frameworks, 11 shared frameworks, 12 shared support, 13 plug-ins, 15 Java resources,
    /// 16 products directory.
    ///
    /// An iOS (tvOS, watchOS, visionOS) app is flat: the wrapper `X.app/` is its executables and
    /// resources folder, with `Frameworks/`, `PlugIns/`, `SharedFrameworks/` and `SharedSupport/`
    /// below it. A macOS app has `X.app/Contents/` with `MacOS/`, `Resources/`, `Frameworks/`, ...
    enum CopyDestination {
        /// The product's folders relative to its wrapper, by `dstSubfolderSpec`.
        static func wrapperFolder(spec: String, macOS: Bool) -> String? {
            switch spec {
            case "1": return ""
            case "6": return macOS ? "Contents/MacOS" : ""
            case "7": return macOS ? "Contents/Resources" : ""
            case "10": return macOS ? "Contents/Frameworks" : "Frameworks"
            case "11": return macOS ? "Contents/SharedFrameworks" : "SharedFrameworks"
            case "12": return macOS ? "Contents/SharedSupport" : "SharedSupport"
            case "13": return macOS ? "Contents/PlugIns" : "PlugIns"
            case "15": return macOS ? "Contents/Resources/Java" : "Java"
            default: return nil
            }
        }

        /// Folders of an iOS wrapper that hold nested bundles or support files, not the app's resources.
        static let iOSNonResourceFolders: Set<String> = [
            "Frameworks", "SharedFrameworks", "SharedSupport", "PlugIns", "Extensions", "Watch", "AppClips", "Java",
        ]

        /// Stands for `$(BUILT_PRODUCTS_DIR)` (and `$(TARGET_BUILD_DIR)`) while `dstPath` is expanded.
        static let productsMarker = "\u{2}"

        /// Where a phase's files land relative to the app's resources root (`X.app/` on iOS,
        /// `X.app/Contents/Resources/` on macOS): `""` for the root itself, nil when they land
        /// outside it (frameworks, plug-ins, executables of a macOS app, an absolute folder).
        /// - Parameters:
        ///   - spec: The phase's `dstSubfolderSpec`.
        ///   - dstPath: Its `dstPath`, as written.
        ///   - settings: The target's resolved build settings (`SDKROOT`, `PRODUCT_NAME`, ...).
        ///   - wrapperExtension: `app`, `appex`, ... the product's extension.
        static func resourcesPath(spec: String, dstPath: String, settings: [String: String], wrapperExtension: String)
            -> String?
        {
            let macOS = isMacOS(settings)
            let wrapper =
                (settings["PRODUCT_NAME"].flatMap { $0.isEmpty ? nil : $0 } ?? settings["TARGET_NAME"] ?? "App") + "."
                + wrapperExtension
            let contents = macOS ? wrapper + "/Contents" : wrapper
            let resources = macOS ? contents + "/Resources" : wrapper
            var variables = settings
            for (key, value) in [
                "BUILT_PRODUCTS_DIR": productsMarker, "TARGET_BUILD_DIR": productsMarker,
                "CONFIGURATION_BUILD_DIR": productsMarker,
                "WRAPPER_NAME": wrapper, "FULL_PRODUCT_NAME": wrapper, "WRAPPER_EXTENSION": wrapperExtension,
                "CONTENTS_FOLDER_PATH": contents, "UNLOCALIZED_RESOURCES_FOLDER_PATH": resources,
                "EXECUTABLE_FOLDER_PATH": macOS ? contents + "/MacOS" : wrapper,
                "FRAMEWORKS_FOLDER_PATH": contents + "/Frameworks", "PLUGINS_FOLDER_PATH": contents + "/PlugIns",
                "SHARED_SUPPORT_FOLDER_PATH": contents + "/SharedSupport",
                "SHARED_FRAMEWORKS_FOLDER_PATH": contents + "/SharedFrameworks",
            ] { variables[key] = value }
            var expander = Expander(variables: variables)
            let expanded = ProjectPath.normalize(
                expander.expand(dstPath, depth: 0).trimmingCharacters(in: .whitespaces))

            let inWrapper: String
            switch spec {
            case "0", "16":
                // Absolute: only a path into the built products reaches the bundle. Products
                // directory: `dstPath` is relative to it.
                var path = expanded
                if spec == "0" {
                    guard path.hasPrefix(productsMarker) else { return nil }
                    path = String(path.dropFirst(productsMarker.count))
                } else if path.hasPrefix(productsMarker) {
                    path = String(path.dropFirst(productsMarker.count))
                }
                path = ProjectPath.normalize(path)
                if path.hasPrefix("/") { path.removeFirst() }
                if path == wrapper {
                    inWrapper = ""
                } else if path.hasPrefix(wrapper + "/") {
                    inWrapper = String(path.dropFirst(wrapper.count + 1))
                } else {
                    return nil
                }
            default:
                guard let folder = wrapperFolder(spec: spec, macOS: macOS) else { return nil }
                inWrapper = ProjectPath.join(folder, expanded.hasPrefix("/") ? String(expanded.dropFirst()) : expanded)
            }
            guard !inWrapper.hasPrefix("..") else { return nil }
            if macOS {
                if inWrapper == "Contents/Resources" { return "" }
                guard inWrapper.hasPrefix("Contents/Resources/") else { return nil }
                return String(inWrapper.dropFirst("Contents/Resources/".count))
            }
            let first = inWrapper.split(separator: "/").first.map(String.init) ?? ""
            return iOSNonResourceFolders.contains(first) ? nil : inWrapper
        }

        /// Whether the target builds for macOS (`SDKROOT = macosx`), where resources live in `Contents/Resources`.
        static func isMacOS(_ settings: [String: String]) -> Bool {
            settings["SDKROOT"] == "macosx"
        }

        /// The extension of the product's wrapper for a product type.
        static func wrapperExtension(productType: String) -> String {
            let kind = XcodeProjectReader.kind(of: productType)
            switch kind {
            case .appExtension: return "appex"
            case .framework: return "framework"
            case .bundle: return "bundle"
            default: return "app"
            }
        }
    }
}
