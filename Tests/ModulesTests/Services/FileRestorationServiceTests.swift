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

@Suite struct FileRestorationServiceTests {
    private let folder = TemporaryDirectory()
    private let clock = WallClockFake()
    private let reporter = ProblemReporterSpy()

    @Test func whereTheAppWasQuitIsThereAtTheNextLaunch() async throws {
        // Given
        let account = UUID()
        try await makeSUT(signedIn: account).keep("cards/2")

        // When: a second instance on the same folder is the app after a relaunch
        let link = await makeSUT(signedIn: account).keptLink()

        // Then
        #expect(link == "cards/2")
        #expect(reporter.messages.isEmpty)
    }

    @Test func quittingWhereTheAppWasLaunchedWritesNothing() async throws {
        // Given: a launch that went back to cards/2
        let account = UUID()
        try await makeSUT(signedIn: account).keep("cards/2")
        let relaunched = makeSUT(signedIn: account)
        _ = await relaunched.keptLink()
        let before = inode(of: "restoration.json")

        // When
        try await relaunched.keep("cards/2")

        // Then: the same file, not one written again over it
        #expect(inode(of: "restoration.json") == before)
    }

    @Test func anotherAccountNeverGoesBackToWhereOneWas() async throws {
        // Given
        try await makeSUT(signedIn: UUID()).keep("profile/edit")

        // When
        let link = await makeSUT(signedIn: UUID()).keptLink()

        // Then
        #expect(link == nil)
    }

    @Test func nobodySignedInKeepsAndFindsNothing() async throws {
        // Given
        let sut = makeSUT(signedIn: nil)

        // When
        try await sut.keep("news/3")

        // Then
        #expect(await sut.keptLink() == nil)
        #expect(!folder.names().contains("restoration.json"))
    }

    @Test func aBrokenFileIsReportedMovedAsideAndGoesBackNowhere() async throws {
        // Given
        let sut = makeSUT(signedIn: UUID())
        folder.write("{broken", to: "restoration.json")

        // When
        let link = await sut.keptLink()

        // Then
        #expect(link == nil)
        #expect(reporter.messages.count == 1)
        #expect(folder.names().contains { $0.hasPrefix("restoration.json.corrupt-") })
    }

    @Test func anOverlongLinkIsCutOnRead() async throws {
        // Given
        let account = UUID()
        try await makeSUT(signedIn: account).keep("news/" + String(repeating: "9", count: 500))

        // When
        let link = await makeSUT(signedIn: account).keptLink()

        // Then
        #expect(link?.count == FileRestorationService.Place.maximumLinkLength)
    }

    // MARK: - Private Methods

    /// The inode of `name` in the folder: a file written again atomically gets another.
    private func inode(of name: String) -> UInt64 {
        var status = stat()
        stat(folder.file(name), &status)
        return UInt64(status.st_ino)
    }

    /// The service on the folder, as the app makes it at a launch, with `account` signed in, or nobody.
    private func makeSUT(signedIn account: UUID?) -> FileRestorationService {
        let sessions = FileSessionService(directory: folder.stateDirectory, reporter: reporter, now: clock.now)
        if let account {
            try? sessions.save(
                Session(account: account, token: String(repeating: "a", count: 64), expiresAt: clock.now() + 60)
            )
        }
        return FileRestorationService(
            directory: folder.stateDirectory,
            sessions: sessions,
            reporter: reporter,
            now: clock.now
        )
    }
}
