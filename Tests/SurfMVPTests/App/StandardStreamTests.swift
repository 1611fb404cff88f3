import Glibc
import Testing

@testable import Terminal

/// The built binary with its standard streams as a shell can leave them: closed, full, read by nobody, or
/// non-blocking.
@MainActor @Suite(.serialized) struct StandardStreamTests {
    private let folder = TemporaryDirectory()

    /// The names of the state files holding any of `texts`.
    private func stateFiles(containingAnyOf texts: [String]) -> [String] {
        folder.names().filter { name in
            let contents = folder.contents(of: name) ?? ""
            return texts.contains { contents.contains($0) }
        }
    }

    // MARK: - Closed

    @Test func aClosedStandardOutputSendsTheScreenNowhereNearTheStateFolder() throws {
        // Given
        let sut = try AppProcess(
            arguments: ["--state-dir", folder.path],
            columns: nil,
            streams: [STDOUT_FILENO: .closed]
        )

        // When
        sut.type("2\ndemo@example.com\n:help\n:quit\n")

        // Then
        #expect(sut.waitForExit() == .exited(0))
        #expect(folder.contents(of: "lock") == "")
        #expect(stateFiles(containingAnyOf: ["Your sign-in code is", "Commands, at any prompt", "──"]).isEmpty)
    }

    @Test func aClosedStandardErrorSendsTheTraceNowhereNearTheStateFolder() throws {
        // Given
        let sut = try AppProcess(
            arguments: ["--state-dir", folder.path, "--trace"],
            columns: nil,
            streams: [STDERR_FILENO: .closed]
        )

        // When
        sut.type("2\n:quit\n")

        // Then
        #expect(sut.waitForExit() == .exited(0))
        #expect(sut.output.contains("Phone or e-mail ›"))
        #expect(folder.contents(of: "lock") == "")
        #expect(stateFiles(containingAnyOf: ["trace:"]).isEmpty)
    }

    @Test func aClosedStandardInputEndsTheAppCleanlyWithoutReadingTheLock() throws {
        // Given: a lock file with commands in it
        folder.write("2\ndemo@example.com\n", to: "lock")

        // When
        let sut = try AppProcess(
            arguments: ["--state-dir", folder.path],
            columns: nil,
            streams: [STDIN_FILENO: .closed]
        )

        // Then
        #expect(sut.waitForExit() == .exited(0))
        #expect(sut.output.contains("Page 1 of 3"))
        #expect(!sut.output.contains("Your sign-in code is"))
        #expect(folder.contents(of: "lock") == "2\ndemo@example.com\n")
    }
}
