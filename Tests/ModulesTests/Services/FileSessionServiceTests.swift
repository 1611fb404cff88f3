import Testing

@testable import Modules
@testable import ModulesTestSupport
@testable import TestSupport

@Suite struct FileSessionServiceTests {
    private let folder = TemporaryDirectory()
    private let clock = WallClockFake()
    private let reporter = ProblemReporterSpy()

    @Test func aSessionThatCannotBeReadJustNowIsReportedInOneLine() async {
        // Given: a session file that cannot be read just now (broken, and every name to move it aside to is taken)
        folder.write("{broken", to: "session.json")
        for attempt in 0..<100 {
            folder.write("", to: "session.json.corrupt-1800000000" + (attempt == 0 ? "" : "-\(attempt)"))
        }
        let sut = FileSessionService(directory: folder.stateDirectory, reporter: reporter, now: clock.now)

        // When
        let session = await sut.currentSession()

        // Then: nobody else shows the failure, so the session's reader reports it
        #expect(session == nil)
        #expect(reporter.messages.count == 1)
        #expect(
            reporter.messages.first?.hasPrefix("could not read \(folder.file("session.json")): not the expected")
                == true
        )
    }
}
