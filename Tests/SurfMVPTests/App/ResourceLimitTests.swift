import Testing

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

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit")))
    func runningOutOfFileDescriptorsOnlyHoldsALinkUntilSomeAreFree() throws {
        // Given: the running app allowed no more descriptors than the standard streams, and a link sent meanwhile
        // (taken at once if an accept already waiting holds its descriptor, else held until there is one)
        let sut = try AppProcess(arguments: ["--state-dir", folder.path], columns: nil)
        #expect(sut.waitFor("Page 1 of 3"))
        #expect(try setOpenFileLimit(of: sut, to: 3))
        let waiting = try #require(LinkClient(path: folder.file("links.sock")))
        waiting.write("news/2\n")

        // When
        #expect(try setOpenFileLimit(of: sut, to: 1024))

        // Then: the link that waited is taken, and the socket keeps accepting
        #expect(waiting.reply(within: .seconds(10)) == "ok")
        let sender = try AppProcess(arguments: ["open", "news/3", "--state-dir", folder.path], columns: nil)
        sender.closeInput()
        #expect(sender.waitForExit() == .exited(0))
        #expect(sut.waitFor("[link] news/3 arrived"))
        sut.type(":quit\n")
        #expect(sut.waitForExit() == .exited(0))
        #expect(sut.output.contains("[link] news/2 arrived"))
    }
}
