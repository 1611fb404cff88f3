import Testing

@testable import ProcessTestSupport
@testable import Terminal
@testable import TestSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `surfmvp open` against the built binary: its answer is true, and a folder it cannot reach is said so.
@MainActor @Suite(.serialized) struct LinkSocketTests {
    private let folder = TemporaryDirectory()

    /// Runs `surfmvp open link` on the test's state folder (or `stateFolder`) and waits for it to end.
    private func open(_ link: String, stateFolder: String? = nil) throws -> AppProcess {
        let sender = try AppProcess(
            arguments: ["open", link, "--state-dir", stateFolder ?? folder.path],
            columns: nil
        )
        sender.closeInput()
        _ = sender.waitForExit()
        return sender
    }

    @Test func aLinkNotDeliveredToAStoppedAppNeverOpensThereLater() throws {
        // Given
        let sut = try AppProcess(arguments: ["--state-dir", folder.path], columns: nil)
        #expect(sut.waitFor("Page 1 of 3"))
        #expect(sut.stop())

        // When
        let unanswered = try open("news/2")
        sut.signal(SIGCONT)
        let answered = try open("news/3")

        // Then
        #expect(unanswered.waitForExit() == .exited(1))
        #expect(unanswered.output.contains("did not answer; the link was not delivered."))
        #expect(answered.waitForExit() == .exited(0))
        #expect(sut.waitFor("[link] news/3 arrived"))
        sut.type(":quit\n")
        #expect(sut.waitForExit() == .exited(0))
        #expect(!sut.output.contains("news/2"))
    }

    @Test func aLinkIsSentInItsShortFormAsItWasChecked() throws {
        // Given
        let sut = try AppProcess(arguments: ["--state-dir", folder.path], columns: nil)
        #expect(sut.waitFor("Page 1 of 3"))

        // When: a link with a line end the check passes over
        let sender = try open(" surfmvp://NEWS/3/\r")

        // Then
        #expect(sender.waitForExit() == .exited(0))
        #expect(sender.output.hasPrefix("Sent news/3 to the surfmvp running on "))
        #expect(sut.waitFor("[link] news/3 arrived"))
        sut.type(":quit\n")
        #expect(sut.waitForExit() == .exited(0))
    }

    @Test func anUnknownLinkIsRefusedBeforeAnythingIsStartedOrMade() throws {
        // Given
        let stateFolder = folder.file("state")

        // When
        let sut = try open("settings/2", stateFolder: stateFolder)

        // Then
        #expect(sut.waitForExit() == .exited(64))
        #expect(
            sut.output
                == "surfmvp: cannot open settings/2: unknown link; try news[/<id>], cards[/<id>], profile[/edit] or "
                + "signup\n"
        )
        #expect(!FileManager.default.fileExists(atPath: stateFolder))
    }

    @Test func aStateFolderTooLongForASocketIsSaidInOneLineAndNoSecondAppStarts() throws {
        // Given
        let stateFolder = folder.file(String(repeating: "x", count: 100))
        let length = (stateFolder + "/links.sock").utf8.count

        // When
        let sut = try open("news/2", stateFolder: stateFolder)

        // Then
        #expect(sut.waitForExit() == .exited(1))
        #expect(
            sut.output == "surfmvp: cannot reach a surfmvp running on this state folder: its path is too long for a "
                + "socket (\(length) bytes; the limit is \(LinkEndpoint.maximumPathLength)); use a shorter "
                + "--state-dir.\n"
        )
        #expect(!FileManager.default.fileExists(atPath: stateFolder))
    }

    @Test func anAppOnAStateFolderTooLongForASocketSaysSoAndRunsOn() throws {
        // Given
        let stateFolder = folder.file(String(repeating: "x", count: 100))
        let length = (stateFolder + "/links.sock").utf8.count

        // When: nothing is typed yet at launch, so it waits for a person, who may send it links
        let sut = try AppProcess(arguments: ["--state-dir", stateFolder], columns: nil)
        #expect(sut.waitFor("Page 1 of 3"))
        sut.type(":quit\n")

        // Then: said first, before the first screen
        #expect(sut.waitForExit() == .exited(0))
        #expect(
            sut.output.hasPrefix(
                "surfmvp: `surfmvp open` cannot reach this app: the state folder's path is too long for a socket "
                    + "(\(length) bytes; the limit is \(LinkEndpoint.maximumPathLength)).\n"
            )
        )
    }

    @Test func anAppWhoseInputIsAllThereMakesNoSocketAndSaysNothingOfLinks() throws {
        // Given: a folder too long for a socket, and every line the run reads there from the start
        let stateFolder = folder.file(String(repeating: "x", count: 100))
        folder.write("2\n:quit\n", to: "input")

        // When
        let sut = try AppProcess(
            arguments: ["--state-dir", stateFolder],
            columns: nil,
            streams: [STDIN_FILENO: .file(folder.file("input"))]
        )

        // Then: it never waits, so it takes no links and has nothing to say of them
        #expect(sut.waitForExit() == .exited(0))
        #expect(sut.output.contains("── Login"))
        #expect(!sut.output.contains("surfmvp open"))
        #expect(!FileManager.default.fileExists(atPath: stateFolder + "/links.sock"))
    }

    // MARK: - Another User

    @Test(.enabled(if: geteuid() == 0, "giving a socket another owner takes root"))
    func anAppOfAnotherUserIsSaidToRunAsThatUserAndIsSentNothing() throws {
        // Given: an app of uid 65534 on its own state folder, as root's `surfmvp open` finds it
        let stateFolder = folder.file("state")
        mkdir(stateFolder, 0o700)
        let app = LinkEndpoint(path: stateFolder + "/links.sock")
        var received: [String] = []
        try app.listen { received.append($0) }
        chown(app.path, 65_534, 65_534)
        chown(stateFolder, 65_534, 65_534)

        // When
        let sut = try open("news/2", stateFolder: stateFolder)

        // Then
        #expect(sut.waitForExit() == .exited(1))
        #expect(
            sut.output == "surfmvp: the surfmvp on \(stateFolder) runs as another user (uid 65534) and takes links "
                + "only from that user; the link was not delivered.\n"
        )
        #expect(received + app.close() == [])
    }

    @Test(.enabled(if: geteuid() == 0, "giving a folder another owner takes root"))
    func aStateFolderOfAnotherUserWithNoAppStartsNoneThere() throws {
        // Given
        let stateFolder = folder.file("state")
        mkdir(stateFolder, 0o700)
        chown(stateFolder, 65_534, 65_534)

        // When
        let sut = try open("news/2", stateFolder: stateFolder)

        // Then: one line, not a read-only app of this user's that keeps the link
        #expect(sut.waitForExit() == .exited(1))
        #expect(
            sut.output == "surfmvp: \(stateFolder) belongs to another user (uid 65534); links go only to a surfmvp "
                + "of your own, so the link was not delivered.\n"
        )
        #expect(folder.names() == ["state"])
    }

    @Test(.enabled(if: geteuid() == 0, "giving a folder another owner takes root"))
    func aStateFolderNotMadeYetInAFolderOfAnotherUserStartsNoAppThere() throws {
        // Given: the state folder's parent is another user's home, as with root's HOME after `su` without `-`
        let home = folder.file("home")
        mkdir(home, 0o755)
        chown(home, 65_534, 65_534)
        let stateFolder = home + "/state"

        // When
        let sut = try open("news/2", stateFolder: stateFolder)

        // Then: one line, not a read-only app that keeps the link until a sign-in it cannot save
        #expect(sut.waitForExit() == .exited(1))
        #expect(
            sut.output == "surfmvp: \(stateFolder) is not used: \(home) belongs to another user (uid 65534); no "
                + "surfmvp of yours takes links there, so the link was not delivered.\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: home).isEmpty)
    }

    @Test(.enabled(if: geteuid() == 0, "giving a link another owner takes root"))
    func aStateFolderReachedThroughAnotherUsersLinkIsSentNothingEvenWhenAnAppOfOursListensBehindIt() throws {
        // Given: this user's app on its folder, and a link of another user's that leads there
        let stateFolder = folder.file("state")
        mkdir(stateFolder, 0o700)
        let app = LinkEndpoint(path: stateFolder + "/links.sock")
        var received: [String] = []
        try app.listen { received.append($0) }
        let way = folder.file("way")
        symlink(stateFolder, way)
        lchown(way, 65_534, 65_534)

        // When
        let sut = try open("news/2", stateFolder: way)

        // Then: refused as the app itself would refuse to start there
        #expect(sut.waitForExit() == .exited(1))
        #expect(sut.output.hasPrefix("surfmvp: \(way) is not used: "))
        #expect(sut.output.hasSuffix("; no surfmvp of yours takes links there, so the link was not delivered.\n"))
        #expect(sut.output.contains("uid 65534"))
        #expect(received + app.close() == [])
    }

    @Test func aStateFolderOthersCanWriteWithNoAppStartsNoneThere() throws {
        // Given: nothing listening, and another user may have put anything in place of the socket
        let stateFolder = folder.file("shared")
        mkdir(stateFolder, 0o700)
        chmod(stateFolder, 0o777)
        symlink(folder.file("elsewhere.sock"), stateFolder + "/links.sock")

        // When
        let sut = try open("news/2", stateFolder: stateFolder)

        // Then
        #expect(sut.waitForExit() == .exited(1))
        #expect(
            sut.output == "surfmvp: \(stateFolder) is not used: other users can write it (mode 777); no surfmvp of "
                + "yours takes links there, so the link was not delivered.\n"
        )
    }

    @Test func aStateFolderThatCannotBeMadeStartsNoAppThere() throws {
        // Given: a file where a folder on the way should be
        folder.write("", to: "file")
        let stateFolder = folder.file("file/state")

        // When
        let sut = try open("news/2", stateFolder: stateFolder)

        // Then
        #expect(sut.waitForExit() == .exited(1))
        #expect(
            sut.output == "surfmvp: \(stateFolder) is not used: \(folder.file("file")) is not a folder; no surfmvp of "
                + "yours takes links there, so the link was not delivered.\n"
        )
    }
}
