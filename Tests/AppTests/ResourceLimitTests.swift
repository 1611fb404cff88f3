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

/// The built binary with few file descriptors to spare: at launch, and running out of them while it runs.
@MainActor @Suite(.serialized) struct ResourceLimitTests {
    private let folder = TemporaryDirectory()

    /// The app run by `sh` after `limit`, a `ulimit` command.
    private func app(after limit: String) throws -> AppProcess {
        try AppProcess(
            executable: "/bin/sh",
            arguments: ["-c", "\(limit); exec \"$0\" \"$@\"", AppProcess.binaryPath, "--state-dir", folder.path],
            columns: nil
        )
    }

    /// Sets the soft limit on open files of a running process, with util-linux's `prlimit`.
    private func setOpenFileLimit(of process: AppProcess, to limit: Int) throws -> Bool {
        let prlimit = try AppProcess(
            executable: "/usr/bin/prlimit",
            arguments: ["--pid", "\(process.pid)", "--nofile=\(limit):"],
            columns: nil
        )
        return prlimit.waitForExit() == .exited(0)
    }

    /// Signs in on the test's folder, types `line`, and quits, leaving the folder free; the clock it ran on.
    private func quitSignedIn(on line: String) async -> WallClockFake {
        let app = await AppHarness(folder: folder)
        await app.type("2")
        await app.signInAsDemo()
        await app.type(line)
        await app.quit()
        return app.clock
    }

    @Test func tooFewFileDescriptorsStopTheAppAtLaunchWithOneLine() throws {
        // Given
        let sut = try app(after: "ulimit -n 6")

        // When
        sut.closeInput()

        // Then
        #expect(sut.waitForExit() == .exited(1))
        #expect(sut.output == "surfmvp: only 6 files may be open at once (ulimit -n); surfmvp needs at least 32.\n")
        #expect(folder.names().isEmpty)
    }

    @Test func aLowSoftLimitIsRaisedAndEverythingIsSaved() throws {
        // Given: a soft limit too low to save, under a hard limit that allows enough
        let sut = try app(after: "ulimit -S -n 8")

        // When
        sut.type("2\n:quit\n")

        // Then
        #expect(sut.waitForExit() == .exited(0))
        #expect(!sut.output.contains("Could not"))
        #expect(folder.names().contains("onboarding.json"))
    }

    @Test func aFileSizeLimitFailsASaveInOneLineAndTheAppGoesOn() throws {
        // Given: no file may grow at all, and SIGXFSZ has its default action, which ends a process
        let sut = try app(after: "ulimit -f 0")

        // When
        sut.type("2\n:quit\n")

        // Then
        #expect(sut.waitForExit() == .exited(0))
        #expect(sut.output.contains("onboarding.json: File too large"))
        #expect(sut.output.contains("── Login ─"))
        #expect(!folder.names().contains { $0.contains(".tmp-") })
    }

    @Test func aPlaceThatCannotBeKeptIsSaidInOneLineAndThePlaceKeptBeforeStays() async throws {
        // Given: quit on Profile, then launched there again where no file may grow
        let clock = await quitSignedIn(on: ":tab profile")
        let sut = try app(after: "ulimit -f 0")

        // When: quit on Cards, which cannot be kept
        sut.type(":tab cards\n:quit\n")

        // Then: said as it is, and the next launch goes on where the place was last kept
        #expect(sut.waitForExit() == .exited(0))
        #expect(
            sut.output.split(separator: "\n").joined(separator: " ").contains(
                "Could not remember where you left off (could not save \(folder.file("session.json")): File too "
                    + "large); the next launch will not start here."
            )
        )
        let relaunched = await AppHarness(folder: folder, clock: clock)
        await relaunched.type()
        #expect(relaunched.lastScreen.hasPrefix("Main › Profile ─"))
    }

    #if os(Linux)
        @Test func theRuntimesThreadsGetAsLargeAStackAsTheAppsOwn() throws {
            // Given: the built binary, as `swift build` links it on Linux (a static musl build included)
            let binary = try #require(FileManager.default.contents(atPath: AppProcess.binaryPath))

            // When
            let stack = ELFStackHeader.size(in: [UInt8](binary))

            // Then: musl gives threads it starts for the runtime this size, not its 128 KiB default
            #expect(stack == DetachedThread.stackSize)
        }
    #endif

    @Test func aFileSizeSignalSentToTheWholeProcessNeitherEndsTheAppNorStopsTheOneLine() throws {
        // Given: no file may grow at all, and SIGXFSZ sent to the process rather than to the writing thread, as
        // Darwin sends the one a write past the limit raises: any thread may take it
        let sut = try app(after: "ulimit -f 0")
        try #require(sut.waitFor("Page 1 of 3"))
        sut.signal(SIGXFSZ)

        // When
        sut.type("2\n:quit\n")

        // Then
        #expect(sut.waitForExit() == .exited(0))
        #expect(sut.output.contains("onboarding.json: File too large"))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit")))
    func typingWhileOutOfFileDescriptorsFailsTheSaveInOneLineAndTheAppGoesOn() throws {
        // Given: the running app allowed no more descriptors than the standard streams, before its first service call
        let sut = try AppProcess(arguments: ["--state-dir", folder.path], columns: nil)
        try #require(sut.waitFor("Page 1 of 3"))
        try #require(try setOpenFileLimit(of: sut, to: 3))

        // When: skipping the introduction saves that it was seen, on the runtime's thread pool
        sut.type("2\n")

        // Then
        #expect(sut.waitFor("Phone or e-mail"))
        #expect(sut.output.contains("Too many open files); it may show again."))
        try #require(try setOpenFileLimit(of: sut, to: 1024))
        sut.type(":quit\n")
        #expect(sut.waitForExit() == .exited(0))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit")))
    func runningOutOfFileDescriptorsOnlyHoldsALinkUntilSomeAreFree() throws {
        // Given: the running app allowed no more descriptors than the standard streams, and a link sent meanwhile
        // (taken at once if an accept already waiting holds its descriptor, else held until there is one); when
        // limited, the limit goes back up
        let run = try LimitedRun(folder: folder, limit: setOpenFileLimit)

        // Then: the link that waited is taken, and the socket keeps accepting
        #expect(run.wasLimited)
        #expect(run.reply == "ok")
        #expect(run.nextSender == .exited(0))
        #expect(run.nextLinkArrived)
        #expect(run.ending == .exited(0))
        #expect(run.output.contains("[link] news/2 arrived"))
    }
}

// MARK: - A Run Out of Descriptors

/// The app, its descriptor limit dropped to 3 while a link is sent to it, then raised again; then another link sent
/// with `surfmvp open`, and `:quit`: what each step gave.
private struct LimitedRun {
    /// Whether the limit went down to 3 and back up.
    let wasLimited: Bool
    /// What the app answered the link sent while the limit was 3, if anything.
    let reply: String?
    /// How `surfmvp open` with the next link ended, once the limit was back up.
    let nextSender: AppProcess.Ending?
    /// Whether the app showed that next link.
    let nextLinkArrived: Bool
    /// How the app ended after `:quit`.
    let ending: AppProcess.Ending
    /// All the app wrote.
    let output: String

    init(folder: TemporaryDirectory, limit: (AppProcess, Int) throws -> Bool) throws {
        let app = try AppProcess(arguments: ["--state-dir", folder.path], columns: nil)
        if app.waitFor("Page 1 of 3"), try limit(app, 3), let client = LinkClient(path: folder.file("links.sock")) {
            client.write("news/2\n")
            wasLimited = try limit(app, 1024)
            reply = client.reply(within: .seconds(10))
            let sender = try AppProcess(arguments: ["open", "news/3", "--state-dir", folder.path], columns: nil)
            sender.closeInput()
            nextSender = sender.waitForExit()
            nextLinkArrived = app.waitFor("[link] news/3 arrived", timeout: .seconds(10))
        } else {
            (wasLimited, reply, nextSender, nextLinkArrived) = (false, nil, nil, false)
        }
        app.type(":quit\n")
        ending = app.waitForExit()
        output = app.output
    }
}

// MARK: - The ELF Stack Header

/// What a Linux executable asks of the stacks of threads it does not size itself: its `PT_GNU_STACK` program header.
private enum ELFStackHeader {
    /// The size the 64-bit little-endian executable `bytes` asks for, or `nil` without such a header.
    static func size(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 64, bytes[0..<4] == [0x7F, 0x45, 0x4C, 0x46], bytes[4] == 2, bytes[5] == 1 else {
            return nil
        }
        let headers = number(in: bytes, at: 0x20, width: 8)
        let headerSize = number(in: bytes, at: 0x36, width: 2)
        let count = number(in: bytes, at: 0x38, width: 2)
        for index in 0..<count {
            let header = headers + index * headerSize
            guard header + 56 <= bytes.count else { return nil }
            if number(in: bytes, at: header, width: 4) == 0x6474_E551 {
                return number(in: bytes, at: header + 40, width: 8)
            }
        }
        return nil
    }

    /// The little-endian unsigned number of `width` bytes at `offset`.
    private static func number(in bytes: [UInt8], at offset: Int, width: Int) -> Int {
        bytes[offset..<offset + width].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
