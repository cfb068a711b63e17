/// What a React Native app's `react-native.config.js` says, read as JavaScript is (no code runs).
package enum ReactNativeConfig {
    /// The dependencies whose iOS autolinking the file turns off (`dependencies: { 'pkg': {
    /// platforms: { ios: null } } }`): no pod is made for them, so nothing of theirs is copied.
    package static func iOSDisabledDependencies(_ bytes: [UInt8]) -> Set<String> {
        let module = JavaScriptModuleScanner.scan(bytes, path: "react-native.config.js")
        guard case .object(let dependencies) = module.bindings["default"]?.value.member("dependencies") else {
            return []
        }
        var disabled = Set<String>()
        for dependency in dependencies {
            guard let ios = dependency.value.member("platforms")?.member("ios") else { continue }
            if case .none = ios { disabled.insert(dependency.key) }
        }
        return disabled
    }
}
