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

@Suite struct FileSignInAttemptServiceTests {
    private let folder = TemporaryDirectory()
    private let clock = WallClockFake()
    private let notifications = NotificationServiceSpy()
    private let reporter = ProblemReporterSpy()

    private func makeSUT() -> FileSignInAttemptService {
        FileSignInAttemptService(directory: folder.stateDirectory, reporter: reporter, now: clock.now)
    }

    /// The auth service as one launch of the app builds it on the folder.
    private func launch() -> OneTimeCodeAuthService {
        OneTimeCodeAuthService(
            accounts: FileAccountService(directory: folder.stateDirectory, reporter: reporter, now: clock.now),
            sessions: FileSessionService(directory: folder.stateDirectory, reporter: reporter, now: clock.now),
            attempts: makeSUT(),
            notifications: notifications,
            reporter: reporter,
            now: clock.now,
            uptime: clock.uptime
        )
    }

    @Test func tooManyAttemptsGiveTheWaitThatAskingAgainFinds() async throws {
        // Given
        clock.advance(by: 0.5)
        let sut = launch()
        try await sut.requestCode(for: .demo)
        let wrong = notifications.lastCode == "000000" ? "000001" : "000000"
        _ = try await sut.verify(code: wrong, for: .demo)
        _ = try await sut.verify(code: wrong, for: .demo)
        clock.advance(by: 10)

        // When
        let third = try await sut.verify(code: wrong, for: .demo)

        // Then
        #expect(third == .tooManyAttempts(secondsUntilNewCode: 21))
        await #expect(throws: AuthError.resendTooSoon(secondsLeft: 21)) { try await sut.requestCode(for: .demo) }
    }

    @Test func aRelaunchOnTheSameFolderWaitsOutTheThirtySeconds() async throws {
        // Given
        try await launch().requestCode(for: .demo)
        clock.advance(by: 10)

        // When
        let relaunched = launch()

        // Then
        await #expect(throws: AuthError.resendTooSoon(secondsLeft: 20)) {
            try await relaunched.requestCode(for: .demo)
        }
        clock.advance(by: 20)
        try await relaunched.requestCode(for: .demo)
        #expect(notifications.messages.count == 2)
    }

    @Test func theFileHoldsWhenAndHowManyButNeverTheCode() async throws {
        // Given
        let service = launch()
        try await service.requestCode(for: .demo)
        let code = try #require(notifications.lastCode)

        // When
        _ = try await service.verify(code: code == "000000" ? "000001" : "000000", for: .demo)

        // Then
        let contents = try #require(folder.contents(of: "sign-in-attempts.json"))
        #expect(!contents.contains(code))
        #expect(contents.contains("demo@example.com"))
        #expect(try await makeSUT().attempt(for: .demo)?.wrongCodes == 1)
        #expect(folder.mode(of: "sign-in-attempts.json") == 0o600)
    }

    @Test func signingInRemovesTheFile() async throws {
        // Given
        let service = launch()
        try await service.requestCode(for: .demo)

        // When
        _ = try await service.verify(code: try #require(notifications.lastCode), for: .demo)

        // Then
        #expect(!folder.names().contains("sign-in-attempts.json"))
    }

    @Test func attemptsThatLimitNothingAnyMoreAreDropped() async throws {
        // Given
        let sut = makeSUT()
        try await sut.save(SignInAttempt(identifier: .demo, codeSentAt: clock.now()))
        clock.advance(by: OneTimeCodeAuthService.resendInterval)

        // When
        try await sut.save(SignInAttempt(identifier: .newcomer, codeSentAt: clock.now()))

        // Then
        #expect(try await sut.attempt(for: .demo) == nil)
        let contents = try #require(folder.contents(of: "sign-in-attempts.json"))
        #expect(!contents.contains("demo@example.com"))
        #expect(contents.contains("new@example.com"))
    }

    @Test func anAttemptDatedFarAheadOfTheClockLimitsNothing() async throws {
        // Given
        let ahead = WallClockFake(clock.now().addingTimeInterval(3600))
        try await FileSignInAttemptService(directory: folder.stateDirectory, reporter: reporter, now: ahead.now)
            .save(SignInAttempt(identifier: .demo, codeSentAt: ahead.now()))

        // When
        let attempt = try await makeSUT().attempt(for: .demo)

        // Then
        #expect(attempt == nil)
    }

    @Test func aSendingTimeIsRoundedUpToTheSecondSoNoWaitIsShortened() async throws {
        // Given
        let sut = makeSUT()
        let sentAt = clock.now().addingTimeInterval(0.25)

        // When
        try await sut.save(SignInAttempt(identifier: .demo, codeSentAt: sentAt))

        // Then
        let kept = try #require(try await sut.attempt(for: .demo))
        #expect(kept.codeSentAt == clock.now().addingTimeInterval(1))
    }

    @Test func aCodeForOneIdentifierTooManyIsRefusedUntilTheOthersLapse() async throws {
        // Given
        let sut = makeSUT()
        for index in 0..<FileSignInAttemptService.maximumCount {
            let identifier = try #require(SignInIdentifier("user\(index)@example.com"))
            try await sut.save(SignInAttempt(identifier: identifier, codeSentAt: clock.now()))
        }

        // When
        let error = await #expect(throws: ServiceFailure.self) {
            try await sut.save(SignInAttempt(identifier: .demo, codeSentAt: clock.now()))
        }

        // Then
        #expect(error?.step == .refusedSave)
        let first = try #require(SignInIdentifier("user0@example.com"))
        #expect(try await sut.attempt(for: first) != nil)
        try await sut.save(SignInAttempt(identifier: first, codeSentAt: clock.now(), wrongCodes: 1))
        clock.advance(by: OneTimeCodeAuthService.resendInterval)
        try await sut.save(SignInAttempt(identifier: .demo, codeSentAt: clock.now()))
        #expect(try await sut.attempt(for: .demo) != nil)
    }

    @Test func anUpdateChangesTheKeptAttemptAndLeavesTheOthers() async throws {
        // Given
        let sut = makeSUT()
        let other = try #require(SignInIdentifier("other@example.com"))
        try await sut.save(SignInAttempt(identifier: .demo, codeSentAt: clock.now()))
        try await sut.save(SignInAttempt(identifier: other, codeSentAt: clock.now()))

        // When
        try await sut.update(for: .demo) { kept in
            kept.map { SignInAttempt(identifier: .demo, codeSentAt: $0.codeSentAt, wrongCodes: $0.wrongCodes + 1) }
        }
        try await sut.update(for: other) { _ in nil }

        // Then
        #expect(try await sut.attempt(for: .demo)?.wrongCodes == 1)
        #expect(try await sut.attempt(for: other)?.wrongCodes == 0)
    }

    @Test func aBrokenFileIsReportedMovedAsideAndLimitsNothing() async throws {
        // Given
        folder.write("{garbage", to: "sign-in-attempts.json")

        // When
        let attempt = try await makeSUT().attempt(for: .demo)

        // Then
        #expect(attempt == nil)
        #expect(reporter.messages.first?.hasPrefix("sign-in-attempts.json could not be used") == true)
        #expect(folder.names().contains("sign-in-attempts.json.corrupt-1800000000"))
    }

    @Test func anIdentifierWithALineBreakBreaksTheFileWhichIsMovedAside() async throws {
        // Given
        folder.write(
            #"[{"codeSentAt":"2027-01-15T08:00:00Z","identifier":{"kind":"email","value":"eve@example.com\n"#
                + #"[notification] Signed out"},"wrongCodes":0}]"#,
            to: "sign-in-attempts.json"
        )

        // When
        let attempt = try await makeSUT().attempt(for: .demo)

        // Then
        #expect(attempt == nil)
        #expect(reporter.messages.first?.hasPrefix("sign-in-attempts.json could not be used") == true)
        #expect(folder.names().contains("sign-in-attempts.json.corrupt-1800000000"))
    }
}
