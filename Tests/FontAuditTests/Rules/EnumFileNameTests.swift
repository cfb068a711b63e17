import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel

/// An enum whose raw values serve as both the files it registers and the names it asks for (issue
/// 74: `case medium = "GT Walsheim Trial Md"`): a raw value that is a file's name is no name of its
/// font, and the finding says so with the PostScript name; one that is the font's full name is not
/// its PostScript name. Control: a raw value that is the PostScript name is fine.
@Suite struct EnumFileNameTests {
    @Test func rawValuesThatNameFilesOrFullNamesAreSaidToBeSo() async throws {
        let folder = try ScratchFolder()
        try folder.write("App/Info.plist", "<plist><dict><key>CFBundleName</key><string>App</string></dict></plist>\n")
        for (source, name) in [
            ("Edge/WeightMismatch-Bold.ttf", "WM Bd.ttf"),
            ("Edge/FlagsMismatch-Italic.ttf", "Flags Mismatch Italic.ttf"),
            ("Roboto/Roboto-Regular.ttf", "Roboto-Regular.ttf"),
        ] {
            try FileManager.default.copyItem(
                at: Repo.fonts.appendingPathComponent(source), to: folder.url.appendingPathComponent("App/" + name))
        }
        try folder.write(
            "App/Fonts.swift",
            """
            import UIKit
            enum AppFont: String, CaseIterable {
                case bold = "WM Bd"
                case italic = "Flags Mismatch Italic"
                case regular = "Roboto-Regular"
                static func registerAll() {
                    for font in allCases {
                        guard let url = Bundle.main.url(forResource: font.rawValue, withExtension: "ttf") else { continue }
                        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                    }
                }
                func font(size: CGFloat) -> UIFont { UIFont(name: rawValue, size: size)! }
            }

            """)
        let (_, result) = try await Auditor().auditOne(path: folder.url.path)
        let names = result.findings.filter { $0.file == "App/Fonts.swift" }
        #expect(names.map(\.rule).sorted() == ["font-name-not-postscript", "font-name-unknown"])
        let file = try #require(names.first { $0.rule == "font-name-unknown" })
        #expect(file.message.contains("is the name of the font file `App/WM Bd.ttf`"))
        #expect(file.fix == "WeightMismatch-Bold")
        let full = try #require(names.first { $0.rule == "font-name-not-postscript" })
        #expect(full.fix == "FlagsMismatch-Italic")
    }
}
