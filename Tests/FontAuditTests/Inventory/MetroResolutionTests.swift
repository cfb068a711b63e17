import Foundation
import Testing

@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders

/// How the reach resolves what workspaces write (issue 92, second session): `exports` subpaths,
/// an undeclared package of the workspace (hoisted), a folder the sources leave out imported by
/// its index, and module-resolver aliases that climb out of the app's folder.
@Suite struct MetroResolutionTests {
    @Test func exportsSubpathsAndPatternsAreMapped() throws {
        let manifest = try #require(
            JavaScriptWorkspace.Manifest(
                Data(
                    #"""
                    { "name": "@acme/ui", "exports": {
                        ".": { "import": "./src/index.ts", "types": "./src/index.ts" },
                        "./text": { "import": "./src/text.tsx", "types": "./src/text.tsx" },
                        "./theme/*": { "import": "./src/theme/*.ts" },
                        "./package.json": "./package.json",
                        "./assets/*": "./assets/*/index.js" } }
                    """#.utf8)))
        #expect(manifest.entry == "src/index")
        #expect(manifest.subpaths == ["text": "src/text", "package.json": "package.json"])
        // A pattern whose `*` is not one last component (`./assets/*/index.js`) is left out.
        #expect(manifest.subpathFolders == ["theme": "src/theme"])
    }

    @Test func anUndeclaredWorkspacePackageIsFollowedNotAGap() throws {
        let folder = try ScratchFolder()
        try folder.write(
            "apps/mobile/index.js", "import { hex } from '@acme/web/src/utils/hex'\nimport './.storybook'\n")
        try folder.write("apps/web/src/utils/hex.ts", "import { pad } from './pad'\n")
        try folder.write("apps/web/src/utils/pad.ts", "export const pad = 1\n")
        try folder.write("apps/mobile/.storybook/index.ts", "export default {}\n")
        let files = try MetroReachTests.files(["apps/mobile/index.js"], in: folder)
        // `@acme/web` is the workspace's web app, linked at the top by the package manager: the
        // alias the audit makes for it follows its module without reading it as the app's.
        var setup = MetroReach.Setup(
            entries: ["apps/mobile/index"], aliases: [JavaScriptPathAlias(prefix: "@acme/web", target: "apps/web")],
            platform: .iOS, dependencies: [], roots: ["apps/mobile"])
        setup.scopes = ["@acme"]
        setup.workspaceNames = ["@acme/mobile", "@acme/web"]
        let reach = MetroReach.compute(files, setup: setup)
        #expect(reach.gaps.isEmpty)
        #expect(
            reach.reached == [
                "apps/mobile/.storybook/index.ts", "apps/mobile/index.js", "apps/web/src/utils/hex.ts",
                "apps/web/src/utils/pad.ts",
            ])
        // Without the alias, an undeclared name of the workspace is a gap; an npm package of the
        // same scope that no workspace package is named (`@acme/sdk`, published) is not.
        setup.aliases = []
        #expect(
            MetroReach.compute(files, setup: setup).gaps.map(\.reason) == [
                "'@acme/web' is no dependency the app declares and no path alias the audit reads"
            ])
        try folder.write("apps/mobile/index.js", "import { sdk } from '@acme/sdk'\n")
        #expect(MetroReach.compute(files, setup: setup).gaps.isEmpty)
    }

    @Test func aModuleResolverAliasThatClimbsOutOfTheAppsFolder() {
        let babel = Array(
            "module.exports = { plugins: [['module-resolver', { alias: { '@acme/ui': '../../packages/ui/src' } }]] }"
                .utf8)
        #expect(
            JavaScriptPathAlias.babel(babel, folder: "apps/mobile")
                == [JavaScriptPathAlias(prefix: "@acme/ui", target: "packages/ui/src")])
    }
}

/// The modules the iOS and Android scans share (``JavaScriptModuleCache``).
@Suite struct JavaScriptModuleCacheTests {
    @Test func aModuleNoPlatformChangesIsScannedOnceAndOneThatBranchesPerPlatform() {
        let cache = JavaScriptModuleCache()
        var scans = 0
        let neutral = Array("export const title = { fontFamily: 'Roboto-Bold' }\n".utf8)
        for platform in [Platform.iOS, .android] {
            let module = cache.module(neutral, path: "a.ts", platform: platform) {
                scans += 1
                return JavaScriptSourceReader.scan(neutral, path: "a.ts", platform: platform)
            }
            #expect(module.requests.map(\.written) == ["'Roboto-Bold'"])
        }
        #expect(scans == 1)
        // A module that names a platform takes its branch: each platform's own scan.
        let branching = Array(
            """
            import { Platform } from 'react-native'
            export const t = Platform.select({ ios: { fontFamily: 'A-Bold' }, android: { fontFamily: 'a_bold' } })
            """.utf8)
        var values: [[String]] = []
        for platform in [Platform.iOS, .android] {
            values.append(
                cache.module(branching, path: "b.ts", platform: platform) {
                    scans += 1
                    return JavaScriptSourceReader.scan(branching, path: "b.ts", platform: platform)
                }.requests.map(\.written))
        }
        #expect(scans == 3)
        #expect(values[0] != values[1])
    }
}
