import Testing

@testable import Modules
@testable import ModulesTestSupport
@testable import Storage
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

@Suite struct SessionRestorationServiceTests {
    private let folder = TemporaryDirectory()
    private let clock = WallClockFake()
    private let reporter = ProblemReporterSpy()

    @Test func whereTheAppWasQuitIsThereAtTheNextLaunch() async throws {
        // Given
        try signIn()
        try await makeSUT().keep("cards/2")

        // When: a second instance on the same folder is the app after a relaunch
        let link = await makeSUT().keptLink()

        // Then
        #expect(link == "cards/2")
        #expect(reporter.messages.isEmpty)
    }

    @Test func aNewSignInStartsAfresh() async throws {
        // Given: quit on a card, then signed out and in again
        try signIn()
        try await makeSUT().keep("cards/2")
        try makeSessions().clear()
        try signIn()

        // When
        let link = await makeSUT().keptLink()

        // Then
        #expect(link == nil)
    }

    @Test func nobodySignedInKeepsAndFindsNothing() async throws {
        // Given
        let sut = makeSUT()

        // When
        try await sut.keep("news/3")

        // Then
        #expect(await sut.keptLink() == nil)
        #expect(!folder.names().contains("session.json"))
    }

    @Test func quittingWhereTheAppWasLaunchedWritesNothing() async throws {
        // Given: a launch that went back to cards/2
        try signIn()
        try await makeSUT().keep("cards/2")
        let relaunched = makeSUT()
        _ = await relaunched.keptLink()
        let before = inode(of: "session.json")

        // When
        try await relaunched.keep("cards/2")

        // Then: the same file, not one written again over it
        #expect(inode(of: "session.json") == before)
    }

    @Test func anOverlongPlaceIsCutOnRead() async throws {
        // Given
        try signIn()
        try await makeSUT().keep("news/" + String(repeating: "9", count: 500))

        // When
        let link = await makeSUT().keptLink()

        // Then
        #expect(link?.count == Session.maximumPlaceLength)
    }

    // MARK: - Private Methods

    /// The service on the folder's sessions, as the app makes it at a launch.
    private func makeSUT() -> SessionRestorationService {
        SessionRestorationService(sessions: makeSessions())
    }

    /// The sessions on the folder, as a launch reads them.
    private func makeSessions() -> FileSessionService {
        FileSessionService(directory: folder.stateDirectory, reporter: reporter, now: clock.now)
    }

    /// Signs a new account in on the folder.
    private func signIn() throws {
        try makeSessions().save(
            Session(accountID: UUID(), token: String(repeating: "a", count: 64), expiresAt: clock.now() + 60)
        )
    }

    /// The inode of `name` in the folder: a file written again atomically gets another.
    private func inode(of name: String) -> UInt64 {
        var status = stat()
        stat(folder.file(name), &status)
        return UInt64(status.st_ino)
    }
}
