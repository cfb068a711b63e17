import Foundation
import Testing

/// `fontaudit inspect` end to end: text, JSON shape, exit codes, one error per bad file.
@Suite struct InspectCommandTests {
    @Test func textOutputMatchesGolden() throws {
        let result = try CLI.run(["inspect", "Fixtures/Fonts/Roboto/Roboto-Bold.ttf", "Fixtures/Fonts/Inter"])
        #expect(result.status == 0, "\(result.stderr)")
        let golden = CLI.root.appendingPathComponent("Fixtures/Goldens/inspect-text.txt")
        Golden.check(result.stdout, against: golden)
        #expect(!result.stdout.contains("\u{1B}["), "no colors when stdout is not a terminal")
    }

    @Test func textOutputNamesTheFacts() throws {
        let result = try CLI.run(["inspect", "Fixtures/Fonts/Collections/RobotoCondensed.ttc"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Fixtures/Fonts/Collections/RobotoCondensed.ttc\n"))
        #expect(result.stdout.contains("  Face 1  RobotoCondensed-Bold\n"))
        #expect(result.stdout.contains("    Weight            700 (Bold)\n"))
        #expect(result.stdout.hasSuffix("1 file, 2 faces\n"))
    }

    @Test func jsonHasTheContractShape() throws {
        let result = try CLI.run(["inspect", "--format", "json", "Fixtures/Fonts"])
        #expect(result.status == 1, "the Broken fixtures make the run fail")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["files"])
        let files = try #require(document["files"] as? [[String: Any]])
        let paths = files.compactMap { $0["path"] as? String }
        #expect(paths.count == 28)
        #expect(paths == paths.sorted(), "sorted by path")
        #expect(paths.allSatisfy { $0.hasPrefix("Fixtures/Fonts/") }, "relative to the current folder")

        let fileKeys: Set<String> = ["path", "format", "loadableOnIOS", "error", "faces"]
        let faceKeys: Set<String> = [
            "index", "postscriptName", "postscriptNameDerived", "family", "subfamily", "fullName",
            "typographicFamily", "typographicSubfamily", "weightClass", "widthClass", "italic", "bold",
            "oblique", "unitsPerEm", "ascender", "descender", "lineGap", "capHeight", "xHeight",
            "glyphCount", "italicAngle", "isFixedPitch", "axes", "instances",
        ]
        for file in files {
            #expect(fileKeys.isSubset(of: Set(file.keys)), "\(file["path"] ?? "?")")
            for face in file["faces"] as? [[String: Any]] ?? [] {
                #expect(faceKeys.isSubset(of: Set(face.keys)), "\(file["path"] ?? "?")")
                #expect(face["nameRecords"] == nil, "name records only with --names")
            }
        }
        let inter = try #require(files.first { $0["path"] as? String == "Fixtures/Fonts/Inter/Inter-roman.var.ttf" })
        let face = try #require((inter["faces"] as? [[String: Any]])?.first)
        let axis = try #require((face["axes"] as? [[String: Any]])?.first)
        #expect(Set(axis.keys).isSuperset(of: ["tag", "min", "default", "max"]))
        #expect(axis["tag"] as? String == "wght")
        let instance = try #require((face["instances"] as? [[String: Any]])?.first)
        #expect(Set(instance.keys).isSuperset(of: ["name", "postscriptName", "coordinates"]))
        #expect(instance["postscriptName"] as? String == "Inter-Thin")
        #expect((instance["coordinates"] as? [String: Double])?["wght"] == 100)
    }

    @Test func everyBadFileHasItsOwnError() throws {
        let result = try CLI.run([
            "inspect", "--format", "json", "Fixtures/Fonts/Broken", "Fixtures/Fonts/Roboto/Roboto-Regular.ttf",
        ])
        #expect(result.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let files = try #require(document["files"] as? [[String: Any]])
        let errors = Dictionary(uniqueKeysWithValues: files.map { ($0["path"] as! String, $0["error"] as? String) })
        #expect(errors["Fixtures/Fonts/Broken/Empty.ttf"] == "empty file (0 bytes)")
        #expect(errors["Fixtures/Fonts/Broken/NotAFont.otf"]??.hasPrefix("not a font file") == true)
        #expect(errors["Fixtures/Fonts/Broken/Truncated.ttf"]??.hasPrefix("truncated: table ") == true)
        #expect(errors["Fixtures/Fonts/Roboto/Roboto-Regular.ttf"] == .some(nil), "the good file is still read")
    }

    @Test func namesFlagAddsNameRecords() throws {
        let result = try CLI.run(["inspect", "--format", "json", "--names", "Fixtures/Fonts/Edge/MacNamesOnly.ttf"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"nameRecords\""))
        #expect(result.stdout.contains("\"value\" : \"Robôto Mac\""))
        let text = try CLI.run(["inspect", "--names", "Fixtures/Fonts/Edge/MacNamesOnly.ttf"])
        #expect(text.stdout.contains("1/0/0x0000 #1"))
    }

    @Test func exitCodes() throws {
        #expect(try CLI.run(["inspect", "Fixtures/Fonts/Roboto"]).status == 0)
        #expect(try CLI.run(["inspect", "Fixtures/Fonts/Broken/Empty.ttf"]).status == 1)

        let missing = try CLI.run(["inspect", "Fixtures/Fonts/NoSuchFolder"])
        #expect(missing.status == 1)
        #expect(missing.stdout.contains("Fixtures/Fonts/NoSuchFolder"))
        #expect(missing.stdout.contains("No such file or directory"))

        let noPaths = try CLI.run(["inspect"])
        #expect(noPaths.status == 2)
        #expect(noPaths.stderr.contains("Give at least one font file or folder"))

        let badFormat = try CLI.run(["inspect", "--format", "xml", "Fixtures/Fonts"])
        #expect(badFormat.status == 2)
        #expect(badFormat.stderr.contains("xml"))

        let unknownCommand = try CLI.run(["inspekt"])
        #expect(unknownCommand.status == 2)

        let help = try CLI.run(["inspect", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--format"))
    }

    /// Colors appear on a terminal and never with NO_COLOR. `script` gives the child a pseudo-terminal.
    @Test func colorsOnlyOnATerminalWithoutNoColor() throws {
        let script = URL(fileURLWithPath: "/usr/bin/script")
        try #require(
            FileManager.default.isExecutableFile(atPath: script.path), "util-linux `script` is needed for a pty")
        let command = "\(CLI.binary.path) inspect Fixtures/Fonts/Roboto/Roboto-Bold.ttf"
        let colored = try CLI.run(["-qec", command, "/dev/null"], executable: script)
        #expect(colored.stdout.contains("\u{1B}[1m"))
        let plain = try CLI.run(["-qec", command, "/dev/null"], environment: ["NO_COLOR": "1"], executable: script)
        #expect(plain.stdout.contains("Roboto-Bold"))
        #expect(!plain.stdout.contains("\u{1B}["))
    }

    /// A folder the user cannot read is an error entry naming it, and the rest is still read.
    /// Root reads any folder, so as root the binary runs as `nobody` through util-linux setpriv.
    @Test func unreadableFolderIsReportedAndTheRunGoesOn() throws {
        let fm = FileManager.default
        let folder = fm.temporaryDirectory.appendingPathComponent("fontaudit-test-perm-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: folder) }
        try fm.createDirectory(at: folder.appendingPathComponent("locked"), withIntermediateDirectories: true)
        try fm.copyItem(
            at: CLI.root.appendingPathComponent("Fixtures/Fonts/Roboto/Roboto-Bold.ttf"),
            to: folder.appendingPathComponent("Roboto-Bold.ttf"))
        try fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        try fm.setAttributes(
            [.posixPermissions: 0o644], ofItemAtPath: folder.appendingPathComponent("Roboto-Bold.ttf").path)
        try fm.setAttributes([.posixPermissions: 0], ofItemAtPath: folder.appendingPathComponent("locked").path)
        defer {
            try? fm.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent("locked").path)
        }

        let result: CLI.Result
        if getuid() == 0 {
            let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")
            try #require(fm.isExecutableFile(atPath: setpriv.path), "util-linux setpriv is needed to drop root")
            result = try CLI.run(
                [
                    "--reuid=65534", "--regid=65534", "--clear-groups",
                    CLI.binary.path, "inspect", "--format", "json", folder.path,
                ], executable: setpriv)
        } else {
            result = try CLI.run(["inspect", "--format", "json", folder.path])
        }
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("\"path\" : \"\(folder.path)/locked\""))
        #expect(result.stdout.contains("Permission denied"))
        #expect(result.stdout.contains("\"postscriptName\" : \"Roboto-Bold\""))
    }

    /// Paths given on the command line are taken before argument-parser (whose cost grows with the
    /// square of their number): wherever the options stand, and after `--`, they read the same
    /// files in the same order as `--files-from`.
    @Test func positionalPathsReadLikeFilesFrom() throws {
        let fonts = [
            "Fixtures/Fonts/Roboto/Roboto-Bold.ttf", "Fixtures/Fonts/Inter", "Fixtures/Fonts/Roboto/Roboto-Italic.ttf",
        ]
        let list = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontaudit-test-list-\(UUID().uuidString)")
        try fonts.joined(separator: "\n").write(to: list, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: list) }
        let fromList = try CLI.run(["inspect", "--format", "json", "--files-from", list.path])
        #expect(fromList.status == 0, "\(fromList.stderr)")
        for arguments in [
            ["inspect", "--format", "json"] + fonts,
            ["inspect"] + fonts + ["--format", "json"],
            ["inspect", fonts[0], "--format=json", fonts[1], "--no-color", fonts[2]],
            ["inspect", "--format", "json", "--"] + fonts,
        ] {
            let result = try CLI.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.stdout == fromList.stdout, "\(arguments)")
        }
        let none = try CLI.run(["inspect", "--format", "json"])
        #expect(none.status == 2 && none.stderr.contains("Give at least one font file or folder"))
        let missing = try CLI.run(["inspect", "--format"])
        #expect(missing.status == 2, "a value option without its value is still argument-parser's error")
    }

    #if os(Linux)
        /// Progress goes to standard error only when it is a terminal (here a pseudo-terminal from
        /// util-linux's `script`), never with `--quiet`, and never into a pipe.
        @Test func progressOnlyOnATerminalAndNeverWithQuiet() throws {
            let script = URL(fileURLWithPath: "/usr/bin/script")
            try #require(
                FileManager.default.isExecutableFile(atPath: script.path),
                "util-linux's script is needed to give the tool a terminal")
            let command = "\(CLI.binary.path) inspect Fixtures/Fonts > /dev/null"
            let shown = try CLI.run(["-qec", command, "/dev/null"], executable: script)
            #expect(shown.stdout.contains("\r\u{1B}[Kinspected 28 of 28 files"), "\(shown.stdout.debugDescription)")
            let quiet = try CLI.run(
                ["-qec", command.replacingOccurrences(of: "inspect ", with: "inspect --quiet "), "/dev/null"],
                executable: script)
            #expect(!quiet.stdout.contains("inspected"))
            let piped = try CLI.run(["inspect", "Fixtures/Fonts"])
            #expect(!piped.stderr.contains("inspected"), "no progress into a pipe")
        }
    #endif
}
