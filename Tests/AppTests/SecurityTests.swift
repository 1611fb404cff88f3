import Testing

@testable import Coordinators
@testable import Modules
@testable import ModulesTestSupport
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

/// What must never leak out, and the modes that keep the state folder to its owner.
@MainActor @Suite(.serialized) struct SecurityTests {
    @Test func traceAndErrorsNeverCarryTheCodeOrTheToken() async throws {
        // Given
        let folder = TemporaryDirectory()
        do {
            let login = await AppHarness(folder: folder)
            await login.type("2")
        }
        let app = try AppProcess(arguments: ["--state-dir", folder.path, "--trace"], columns: nil)

        // When
        app.type("demo@example.com\n")
        #expect(app.waitFor("6-digit code ›"))
        let code = try #require(
            app.output.components(after: "Your sign-in code is").last?.drop(while: \.isWhitespace).prefix(6)
        )
        app.type("000000\n\(code)\n")
        app.closeInput()
        #expect(app.waitForExit() == .exited(0))

        // Then
        let traceAndErrors = app.output.split(separator: "\n")
            .filter { $0.hasPrefix("trace:") || $0.hasPrefix("surfmvp:") || $0.hasPrefix("✗") }
            .joined(separator: "\n")
        let token = try #require(
            folder.contents(of: "session.json")?.components(after: "\"token\":\"").last?.prefix(64)
        )
        #expect(token.count == 64)
        #expect(!traceAndErrors.contains(String(token)))
        #expect(traceAndErrors.contains("trace: AuthCoordinator finished"))
        #expect(traceAndErrors.contains("trace: CodePresenter deallocated"))
        #expect(!traceAndErrors.contains(String(code)))
        #expect(traceAndErrors.contains("✗ Wrong code. 2 attempts left."))
    }

    @Test func aPermissiveUmaskStillGetsAnOwnerOnlyFolderAndFiles() async throws {
        // Given
        let parent = TemporaryDirectory()
        let state = parent.file("state")

        // When: the child alone runs under umask 0
        let app = try AppProcess(
            executable: "/bin/sh",
            arguments: ["-c", "umask 0; exec \"$0\" \"$@\"", AppProcess.binaryPath, "--state-dir", state],
            columns: nil
        )
        app.type("2\ndemo@example.com\n")
        app.closeInput()
        #expect(app.waitForExit() == .exited(0))

        // Then
        #expect(parent.mode(of: "state") == 0o700)
        let names = try FileManager.default.contentsOfDirectory(atPath: state)
        #expect(!names.isEmpty)
        for name in names {
            #expect(parent.mode(of: "state/\(name)") == 0o600, "\(name)")
        }
    }

    @Test func aLooseFileIsRepairedAndAPrivateFolderIsLeftAsItIs() async throws {
        // Given
        let folder = TemporaryDirectory()
        do {
            let harness = await AppHarness(folder: folder)
            await harness.type("2")
        }
        chmod(folder.path, 0o755)
        chmod(folder.file("onboarding.json"), 0o644)

        // When
        let app = try AppProcess(arguments: ["--state-dir", folder.path], columns: nil)
        app.closeInput()
        #expect(app.waitForExit() == .exited(0))

        // Then
        #expect(folder.mode(of: folder.path) == 0o755, "only a folder the app made is ever chmodded")
        #expect(folder.mode(of: "onboarding.json") == 0o600)
        #expect(!app.output.lowercased().contains("read-only"))
    }

    @Test func sessionTokensAreLongAndUnguessable() async throws {
        // Given
        var tokens = Set<String>()
        let folder = TemporaryDirectory()
        let notifications = NotificationServiceSpy()
        let reporter = ProblemReporterSpy()
        let sessions = FileSessionService(directory: folder.stateDirectory, reporter: reporter, now: Date.init)
        let sut = OneTimeCodeAuthService(
            accounts: FileAccountService(directory: folder.stateDirectory, reporter: reporter, now: Date.init),
            sessions: sessions,
            attempts: SignInAttemptServiceFake(),
            notifications: notifications,
            reporter: reporter,
            now: Date.init
        )

        // When
        for _ in 0..<20 {
            try await sut.requestCode(for: .demo)
            _ = try await sut.verify(code: try #require(notifications.lastCode), for: .demo)
            tokens.insert(try #require(await sessions.currentSession()).token)
        }

        // Then
        #expect(tokens.count == 20)
        #expect(tokens.allSatisfy { $0.count == 64 && $0.allSatisfy(\.isHexDigit) })
    }

    @Test func aRelaunchRightAfterACodeWasSentHandsOutNoNewCode() throws {
        // Given
        let folder = TemporaryDirectory()
        let first = try AppProcess(arguments: ["--state-dir", folder.path], columns: nil)
        first.type("2\ndemo@example.com\n")
        #expect(first.waitFor("6-digit code ›"))
        first.closeInput()
        #expect(first.waitForExit() == .exited(0))
        #expect(first.output.contains("Your sign-in code is"))

        // When
        let relaunch = try AppProcess(arguments: ["--state-dir", folder.path], columns: nil)
        relaunch.type("demo@example.com\n")
        #expect(relaunch.waitFor("you can ask for a new one in"))
        relaunch.closeInput()

        // Then
        #expect(relaunch.waitForExit() == .exited(0))
        #expect(!relaunch.output.contains("Your sign-in code is"))
        #expect(!relaunch.output.contains("6-digit code ›"))
    }

    @Test func anEscapeSequenceInTheStateFolderPathNeverReachesTheTerminal() throws {
        // Given: a path the app cannot create (its parent is a file), so that every message about it is printed,
        // holding an OSC 52 clipboard write and a fake notification line
        let parent = TemporaryDirectory()
        parent.write("", to: "file")
        let path = parent.file("file") + "/clip\u{1B}]52;c;aGk=\u{07}\n[notification] Your sign-in code is 123456"

        // When
        let app = try AppProcess(arguments: [], environment: ["SURFMVP_STATE_DIR": path], columns: nil)
        app.closeInput()

        // Then
        #expect(app.waitForExit() == .exited(0))
        #expect(app.output.contains("clip [notification] Your sign-in code is 123456"))
        #expect(!app.output.utf8.contains(0x1B))
        #expect(!app.output.utf8.contains(0x07))
        #expect(!app.output.split(separator: "\n").contains { $0.hasPrefix("[notification]") })
    }

    @Test func anUnknownOptionIsShownWithoutItsRightToLeftOverride() throws {
        // Given
        let option = "--state-dir\u{202E}txt.exe"

        // When
        let app = try AppProcess(arguments: [option], columns: nil)

        // Then
        #expect(app.waitForExit() == .exited(64))
        #expect(app.output.contains("unknown option \"--state-dirtxt.exe\""))
        #expect(!app.output.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) })
    }

    @Test func aRestrictiveUmaskStillLeavesEveryFolderTheAppMadeUsable() async throws {
        // Given
        let parent = TemporaryDirectory()

        // When: the child alone runs under umask 0277
        let app = try AppProcess(
            executable: "/bin/sh",
            arguments: [
                "-c", "umask 0277; exec \"$0\" \"$@\"", AppProcess.binaryPath, "--state-dir", parent.file("a/b"),
            ],
            columns: nil
        )
        app.type("2\n")
        app.closeInput()

        // Then
        #expect(app.waitForExit() == .exited(0))
        #expect(parent.mode(of: "a") == 0o700)
        #expect(parent.mode(of: "a/b") == 0o700)
        #expect(!app.output.lowercased().contains("read-only"))
        #expect(parent.contents(of: "a/b/onboarding.json") != nil)
    }

    @Test func aStateFolderPathThatIsNotUTF8IsRefusedNotRenamed() async throws {
        // Given
        let parent = TemporaryDirectory()

        // When: the path ends in the byte 0xFF
        let app = try AppProcess(
            executable: "/bin/sh",
            arguments: [
                "-c", "exec \"$0\" --state-dir \"$1$(printf '\\377')\"", AppProcess.binaryPath, parent.file("s"),
            ],
            columns: nil
        )
        app.closeInput()

        // Then
        #expect(app.waitForExit() == .exited(64))
        #expect(
            app.output
                == "surfmvp: the state folder's path is not valid UTF-8 text; pass --state-dir with another folder\n"
        )
        #expect(parent.names().isEmpty)
    }

    @Test func aStateFolderOpenedToOthersWhileSignedInSavesNothingMoreAndSaysSo() async {
        // Given: signed in, then the state folder opened to everybody (a stray `chmod -R 777`)
        let sut = await AppHarness()
        await sut.type("2")
        await sut.signInAsDemo()
        chmod(sut.folder.path, 0o777)
        let before = sut.folder.snapshot()

        // When: blocking a card saves the account's cards
        await sut.type(":tab cards", "1", "1", "1", "1")

        // Then
        #expect(sut.lastScreen.contains("Read-only, nothing is saved: other users can write the state folder.\n"))
        #expect(sut.console.output.hasSuffix("› ✗ Other users can write the state folder. Nothing was changed.\n› \n"))
        #expect(sut.folder.snapshot() == before)
    }

    @Test(.enabled(if: geteuid() == 0, "changing a folder's owner takes root"))
    func aHomeOfAnotherUserGetsNoFoldersAndTheAppRunsReadOnly() async throws {
        // Given: root with another user's home, as after `su` without `-` or `sudo -E`
        let parent = TemporaryDirectory()
        mkdir(parent.file("home"), 0o755)
        chown(parent.file("home"), 54321, 54321)

        // When
        let app = try AppProcess(arguments: [], environment: ["HOME": parent.file("home")], columns: nil)
        app.type("2\n")
        app.closeInput()

        // Then
        #expect(app.waitForExit() == .exited(0))
        #expect(
            app.output.hasPrefix(
                "surfmvp: \(parent.file("home/.local/state/surfmvp")) is not used: \(parent.file("home")) belongs to "
                    + "another user (uid 54321); this surfmvp is read-only and saves nothing.\n"
            )
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.file("home")).isEmpty)
    }

    @Test(.enabled(if: geteuid() == 0, "giving a link another owner takes root"))
    func aStateFolderBehindAnotherUsersLinkIsRefusedAndWhatItLeadsToLeftAsItIs() async throws {
        // Given: in a folder everybody can write, another user's link `work` to a private folder of yours
        let parent = TemporaryDirectory()
        let yours = TemporaryDirectory()
        mkdir(yours.file("otherapp"), 0o700)
        yours.write("not the app's", to: "otherapp/accounts.json")
        mkdir(parent.file("shared"), 0o700)
        chmod(parent.file("shared"), 0o1777)
        symlink(yours.path, parent.file("shared/work"))
        lchown(parent.file("shared/work"), 54321, 54321)
        let before = yours.snapshot()

        // When
        let app = try AppProcess(arguments: ["--state-dir", parent.file("shared/work/otherapp")], columns: nil)
        app.type("2\ndemo@example.com\n")
        app.closeInput()

        // Then
        #expect(app.waitForExit() == .exited(0))
        #expect(
            app.output.hasPrefix(
                "surfmvp: \(parent.file("shared/work/otherapp")) is not used: \(parent.file("shared/work")) is a "
                    + "symbolic link owned by another user (uid 54321); this surfmvp is read-only and saves nothing.\n"
            )
        )
        #expect(yours.snapshot() == before)
        #expect(yours.mode(of: "otherapp/accounts.json") == 0o644)
    }

    @Test func aRelativeStateFolderInAWorkingFolderOthersCanWriteIsRefused() async throws {
        // Given
        let parent = TemporaryDirectory()
        chmod(parent.path, 0o777)

        // When
        let app = try AppProcess(
            executable: "/bin/sh",
            arguments: ["-c", "cd \"$1\" && exec \"$0\" --state-dir state", AppProcess.binaryPath, parent.path],
            columns: nil
        )
        app.closeInput()

        // Then
        #expect(app.waitForExit() == .exited(0))
        #expect(
            app.output.hasPrefix(
                "surfmvp: state is not used: the working folder can be written by other users (mode 777); this "
                    + "surfmvp is read-only and saves nothing.\n"
            )
        )
        #expect(parent.names().isEmpty)
    }
}
