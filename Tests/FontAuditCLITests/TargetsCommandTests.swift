import Foundation
import Testing

/// `fontaudit targets` on the project model's fixtures of issue 30.
@Suite struct TargetsCommandTests {
    @Test func listsTheFontFilesNoTargetPlaces() throws {
        let result = try CLI.run(["targets", "Fixtures/Projects/TuistHelpers"])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                plan: a folder, 1 app
                  Shop  source tree in Shop, platforms not stated (judged as iOS)
                    input         manifest: Shop/Info.plist

                a source tree
                  manifests   Shop/Info.plist
                  fonts       Roboto-Regular.ttf  ←  Shop/Resources/Roboto-Regular.ttf
                              Roboto-Bold.ttf  ←  ShopKit/Resources/Fonts/Roboto-Bold.ttf

                Font files no target bundles (not audited: a build step the audit cannot read places them, or nothing does):
                  Docs/Specimen/Cantarell-Regular.otf

                """)
    }

    @Test func namesTheConfigurationsOfATargetWhosePlistDiffers() throws {
        let result = try CLI.run(["targets", "Fixtures/Projects/Configurations"])
        #expect(result.status == 0)
        #expect(
            result.stdout.hasPrefix(
                """
                plan: Xcode projects, 1 app
                  App  Xcode target, iOS
                    sources       compiled: 1 file of Configurations.xcodeproj
                    input         Info.plist: App/Info.plist

                Configurations.xcodeproj: App (application)
                  configs     Debug, Release
                  Info.plist  App/Info.plist
                """))
        #expect(
            result.stdout.contains(
                """
                Configurations.xcodeproj: App (application)
                  configs     AppStore
                  Info.plist  App/Info-AppStore.plist
                """))
    }

    /// A project that cannot be read: its error, and the plan saying what is not known; the run
    /// fails. A folder of fonts alone holds no app: a usage error that says how `check` takes it.
    @Test func aPlanWithWhatIsNotKnownAndTheExitCodes() throws {
        let broken = try CLI.run(["targets", "Fixtures/Projects/Broken"])
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("Broken.xcodeproj/project.pbxproj:37: error:"))
        #expect(
            broken.stdout.hasPrefix(
                """
                plan: Xcode projects, 1 app
                  Broken.xcodeproj  source tree, platforms not stated (judged as iOS)
                    not known     project: Broken.xcodeproj/project.pbxproj: `Broken.xcodeproj/project.pbxproj` is not in the checkout or could not be read
                """))
        // A source tree `check` audits (no project, its apps' Info.plists): listed, not refused.
        let tree = try CLI.run(["targets", "Fixtures/Apps/PlantedMistakes"])
        #expect(tree.status == 0)
        #expect(tree.stdout.hasPrefix("plan: a folder, 3 apps\n"))
        #expect(tree.stdout.contains("a source tree\n  manifests   Brand/Info.plist, BrandMac/Info.plist"))
        let fonts = try CLI.run(["targets", "Fixtures/Fonts"])
        #expect(fonts.status == 2)
        #expect(fonts.stderr.contains("`fontaudit check Fixtures/Fonts` audits it as a fonts folder"))
    }

    /// An extension's plan names the app that embeds it; a package linked through another's
    /// product is listed as such (issue 92).
    @Test func anExtensionNamesItsHostAndAPackageItsLinker() throws {
        let result = try CLI.run(["targets", "Fixtures/Projects/BundleLayout"])
        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                """
                  Widget  Xcode target, iOS
                    sources       compiled: 2 files of BundleLayout.xcodeproj
                    sources       package product: DesignKit
                    input         embedded in: App

                """.dropLast()))
        #expect(
            result.stdout.contains(
                "linked      package Features: product Features, package DesignKit (a linked package's product needs it)"
            ))
    }
}
