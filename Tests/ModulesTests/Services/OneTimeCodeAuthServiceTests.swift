import Testing

@testable import Modules
@testable import ModulesTestSupport
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

@Suite struct OneTimeCodeAuthServiceTests {
    private let folder = TemporaryDirectory()
    private let clock = WallClockFake()
    private let notifications = NotificationServiceSpy()
    private let reporter = ProblemReporterSpy()
    private let attempts = SignInAttemptServiceFake()

    /// The service as one launch of the app builds it; each call is a new process on the same state.
    private func makeSUT() -> OneTimeCodeAuthService {
        OneTimeCodeAuthService(
            accounts: FileAccountService(directory: folder.stateDirectory, reporter: reporter, now: clock.now),
            sessions: FileSessionService(directory: folder.stateDirectory, reporter: reporter, now: clock.now),
            attempts: attempts,
            notifications: notifications,
            reporter: reporter,
            now: clock.now,
            uptime: clock.uptime
        )
    }

    private func wrongCode() -> String {
        notifications.lastCode == "000000" ? "000001" : "000000"
    }

    @Test func sendsASixDigitCodeAsTheOnlyNumberOfItsNotification() async throws {
        // Given
        let sut = makeSUT()

        // When
        try await sut.requestCode(for: .demo)

        // Then
        let message = try #require(notifications.messages.last)
        #expect(message.hasPrefix("Your sign-in code is "))
        let code = try #require(notifications.lastCode)
        #expect(code.count == 6 && code.allSatisfy(\.isNumber))
    }

    @Test func codesVary() async throws {
        // Given
        var codes = Set<String>()

        // When
        for _ in 0..<20 {
            let sut = makeSUT()
            try await sut.requestCode(for: .demo)
            codes.insert(try #require(notifications.lastCode))
            clock.advance(by: OneTimeCodeAuthService.resendInterval)
        }

        // Then
        #expect(codes.count > 15)
    }

    @Test func rightCodeSignsTheDemoAccountInWithA256BitToken() async throws {
        // Given
        let sut = makeSUT()
        try await sut.requestCode(for: .demo)

        // When
        let result = try await sut.verify(code: try #require(notifications.lastCode), for: .demo)

        // Then
        guard case .signedIn(let account) = result else {
            Issue.record("expected signedIn, got \(result)")
            return
        }
        #expect(account.name == "Demo User")
        #expect(await sut.currentAccount()?.id == account.id)
        let stored = try #require(folder.contents(of: "session.json"))
        #expect(stored.contains(account.id.uuidString))
        let session = try #require(
            await FileSessionService(directory: folder.stateDirectory, reporter: reporter, now: clock.now)
                .currentSession()
        )
        #expect(session.token.count == 64)
        #expect(folder.mode(of: "session.json") == 0o600)
    }

    @Test func aRightCodeWhoseSessionCouldNotBeSavedWorksOnceItCanBe() async throws {
        // Given: a folder that is not empty in the session file's place, so that no session can be renamed there
        let sut = makeSUT()
        try await sut.requestCode(for: .demo)
        let code = try #require(notifications.lastCode)
        mkdir(folder.file("session.json"), 0o700)
        mkdir(folder.file("session.json/in-the-way"), 0o700)
        await #expect(throws: AuthError.self) { try await sut.verify(code: code, for: .demo) }
        rmdir(folder.file("session.json/in-the-way"))
        rmdir(folder.file("session.json"))

        // When
        let result = try await sut.verify(code: code, for: .demo)

        // Then
        guard case .signedIn = result else {
            Issue.record("expected signedIn, got \(result)")
            return
        }
    }

    @Test func aSignUpWhoseSessionCouldNotBeSavedGoesOnWhenAcceptedAgain() async throws {
        // Given: a verified new identifier, and a folder that is not empty in the session file's place
        let sut = makeSUT()
        let identifier = SignInIdentifier.valid("new-person@example.com")
        try await sut.requestCode(for: identifier)
        let code = try #require(notifications.lastCode)
        #expect(try await sut.verify(code: code, for: identifier) == .registrationRequired)
        mkdir(folder.file("session.json"), 0o700)
        mkdir(folder.file("session.json/in-the-way"), 0o700)
        await #expect(throws: AuthError.self) { try await sut.register(name: "New Person", for: identifier) }
        rmdir(folder.file("session.json/in-the-way"))
        rmdir(folder.file("session.json"))

        // When
        let account = try await sut.register(name: "New Person", for: identifier)

        // Then
        #expect(account.identifier == identifier)
        #expect(await sut.currentAccount()?.id == account.id)
    }

    @Test func aSignUpWhoseSessionCouldNotBeSavedSaysTheAccountWasMade() async throws {
        // Given: a verified new identifier, and a folder that is not empty in the session file's place
        let sut = makeSUT()
        let identifier = SignInIdentifier.valid("new-person@example.com")
        try await sut.requestCode(for: identifier)
        let code = try #require(notifications.lastCode)
        #expect(try await sut.verify(code: code, for: identifier) == .registrationRequired)
        mkdir(folder.file("session.json"), 0o700)
        mkdir(folder.file("session.json/in-the-way"), 0o700)

        // When
        let error = await #expect(throws: AuthError.self) {
            try await sut.register(name: "New Person", for: identifier)
        }

        // Then
        guard case .signedUpButNotSignedIn(let failure) = error else {
            Issue.record("expected the account made and the session not saved, got \(String(describing: error))")
            return
        }
        #expect(failure.step == .save)
        #expect(failure.detail.hasPrefix(folder.file("session.json") + ": "))
        #expect(try await sut.hasAccount(for: identifier))
    }

    @Test func threeWrongCodesVoidTheCode() async throws {
        // Given
        let sut = makeSUT()
        try await sut.requestCode(for: .demo)
        let code = try #require(notifications.lastCode)

        // When
        let first = try await sut.verify(code: wrongCode(), for: .demo)
        let second = try await sut.verify(code: wrongCode(), for: .demo)
        let third = try await sut.verify(code: wrongCode(), for: .demo)

        // Then
        #expect(first == .wrongCode(attemptsLeft: 2))
        #expect(second == .wrongCode(attemptsLeft: 1))
        #expect(third == .tooManyAttempts(secondsUntilNewCode: 30))
        await #expect(throws: AuthError.noPendingCode) { try await sut.verify(code: code, for: .demo) }
    }

    @Test func tooManyAttemptsSayHowLongUntilANewCodeCanBeSent() async throws {
        // Given
        let sut = makeSUT()
        try await sut.requestCode(for: .demo)
        _ = try await sut.verify(code: wrongCode(), for: .demo)
        _ = try await sut.verify(code: wrongCode(), for: .demo)
        clock.advance(by: 10.5)

        // When
        let third = try await sut.verify(code: wrongCode(), for: .demo)

        // Then
        #expect(third == .tooManyAttempts(secondsUntilNewCode: 20))
        await #expect(throws: AuthError.resendTooSoon(secondsLeft: 20)) { try await sut.requestCode(for: .demo) }
        clock.advance(by: 19.5)
        try await sut.requestCode(for: .demo)
        #expect(notifications.messages.count == 2)
    }

    @Test func tooManyAttemptsThirtySecondsAfterTheCodeSayANewOneCanBeSentNow() async throws {
        // Given
        let sut = makeSUT()
        try await sut.requestCode(for: .demo)
        _ = try await sut.verify(code: wrongCode(), for: .demo)
        _ = try await sut.verify(code: wrongCode(), for: .demo)
        clock.advance(by: OneTimeCodeAuthService.resendInterval)

        // When
        let third = try await sut.verify(code: wrongCode(), for: .demo)

        // Then
        #expect(third == .tooManyAttempts(secondsUntilNewCode: 0))
        try await sut.requestCode(for: .demo)
        #expect(notifications.messages.count == 2)
    }

    @Test func hasAccountFindsTheDemoAccountAndNoOther() async throws {
        // Given
        let sut = makeSUT()

        // When
        let demo = try await sut.hasAccount(for: .demo)
        let newcomer = try await sut.hasAccount(for: .newcomer)

        // Then
        #expect(demo)
        #expect(!newcomer)
        #expect(notifications.messages.isEmpty)
    }

    @Test func codeExpiresAfterFiveMinutes() async throws {
        // Given
        let sut = makeSUT()
        try await sut.requestCode(for: .demo)
        let code = try #require(notifications.lastCode)

        // When
        clock.advance(by: 5 * 60)

        // Then
        #expect(try await sut.verify(code: code, for: .demo) == .expired)
    }

    @Test func codeWorksJustBeforeItExpires() async throws {
        // Given
        let sut = makeSUT()
        try await sut.requestCode(for: .demo)

        // When
        clock.advance(by: 5 * 60 - 1)

        // Then
        let result = try await sut.verify(code: try #require(notifications.lastCode), for: .demo)
        guard case .signedIn = result else {
            Issue.record("expected a sign-in just before expiry, got \(result)")
            return
        }
    }

    @Test func resendWaitsThirtySeconds() async throws {
        // Given
        let sut = makeSUT()
        try await sut.requestCode(for: .demo)
        let first = try #require(notifications.lastCode)

        // When
        clock.advance(by: 10)
        await #expect(throws: AuthError.resendTooSoon(secondsLeft: 20)) { try await sut.resendCode(for: .demo) }
        clock.advance(by: 20)
        try await sut.resendCode(for: .demo)

        // Then
        #expect(notifications.messages.count == 2)
        let second = try #require(notifications.lastCode)
        if first != second {
            #expect(try await sut.verify(code: first, for: .demo) == .wrongCode(attemptsLeft: 2))
        }
    }

    @Test func askingAgainWithinThirtySecondsKeepsTheSentCode() async throws {
        // Given
        let sut = makeSUT()
        try await sut.requestCode(for: .demo)

        // When
        clock.advance(by: 5)
        try await sut.requestCode(for: .demo)

        // Then
        #expect(notifications.messages.count == 1)
    }

    @Test func newIdentifierRegistersAfterVerifying() async throws {
        // Given
        let sut = makeSUT()
        try await sut.requestCode(for: .newcomer)
        let result = try await sut.verify(code: try #require(notifications.lastCode), for: .newcomer)

        // When
        let account = try await sut.register(name: "Zoë", for: .newcomer)

        // Then
        #expect(result == .registrationRequired)
        #expect(account.name == "Zoë")
        #expect(await sut.currentAccount() == account)
    }

    @Test func registeringWithoutAVerifiedCodeIsRefused() async {
        await #expect(throws: AuthError.notVerified) { try await makeSUT().register(name: "Eve", for: .newcomer) }
    }

    @Test func signOutForgetsTheSession() async throws {
        // Given
        let sut = makeSUT()
        try await sut.requestCode(for: .demo)
        _ = try await sut.verify(code: try #require(notifications.lastCode), for: .demo)

        // When
        try await sut.signOut()

        // Then
        #expect(await sut.currentAccount() == nil)
        #expect(!folder.names().contains("session.json"))
    }

    @Test func expiredSessionCountsAsSignedOut() async throws {
        // Given
        let sut = makeSUT()
        try await sut.requestCode(for: .demo)
        _ = try await sut.verify(code: try #require(notifications.lastCode), for: .demo)

        // When
        clock.advance(by: Session.lifetime)

        // Then
        #expect(await sut.currentAccount() == nil)
    }

    @Test func corruptSessionIsReportedAndMovedAside() async {
        // Given
        folder.write("{garbage", to: "session.json")

        // When
        let account = await makeSUT().currentAccount()

        // Then
        #expect(account == nil)
        #expect(reporter.messages.count == 1)
        #expect(reporter.messages.first?.hasPrefix("session.json could not be used") == true)
        #expect(folder.names().contains("session.json.corrupt-1800000000"))
    }

    // MARK: - A wall clock that is set

    @Test func aWallClockSetBackAnHourDelaysANewCodeOnlyThirtySeconds() async throws {
        // Given: a code sent while the clock ran an hour fast, then the clock corrected
        let sut = makeSUT()
        try await sut.requestCode(for: .demo)
        clock.setWallClock(by: -3_600)

        // When
        clock.advance(by: 10)
        await #expect(throws: AuthError.resendTooSoon(secondsLeft: 20)) { try await sut.resendCode(for: .demo) }
        clock.advance(by: 21)
        try await sut.resendCode(for: .demo)

        // Then
        #expect(notifications.messages.count == 2)
    }

    @Test func aWallClockSetForwardDoesNotExpireAWaitingCode() async throws {
        // Given
        let sut = makeSUT()
        try await sut.requestCode(for: .demo)
        let code = try #require(notifications.lastCode)

        // When
        clock.setWallClock(by: 3_600)
        clock.advance(by: 60)
        let result = try await sut.verify(code: code, for: .demo)

        // Then
        guard case .signedIn = result else {
            Issue.record("expected a sign-in a minute after the code was sent, got \(result)")
            return
        }
    }

    @Test func aCodeStillExpiresFiveMinutesAfterItWasSentWhateverTheWallClockSays() async throws {
        // Given
        let sut = makeSUT()
        try await sut.requestCode(for: .demo)
        let code = try #require(notifications.lastCode)

        // When
        clock.setWallClock(by: -3_600)
        clock.advance(by: OneTimeCodeAuthService.codeLifetime)

        // Then
        #expect(try await sut.verify(code: code, for: .demo) == .expired)
    }

    // MARK: - Limits kept across launches

    @Test func aRelaunchWithinThirtySecondsSendsNoNewCode() async throws {
        // Given
        try await makeSUT().requestCode(for: .demo)
        clock.advance(by: 10)

        // When
        let sut = makeSUT()

        // Then
        await #expect(throws: AuthError.resendTooSoon(secondsLeft: 20)) { try await sut.requestCode(for: .demo) }
        await #expect(throws: AuthError.resendTooSoon(secondsLeft: 20)) { try await sut.resendCode(for: .demo) }
        #expect(notifications.messages.count == 1)
    }

    @Test func aRelaunchGetsNoFreshAttemptsOnTheCodeItCannotKnow() async throws {
        // Given
        let first = makeSUT()
        try await first.requestCode(for: .demo)
        let code = try #require(notifications.lastCode)
        _ = try await first.verify(code: wrongCode(), for: .demo)
        _ = try await first.verify(code: wrongCode(), for: .demo)

        // When
        let sut = makeSUT()

        // Then
        #expect(attempts.storedAttempts[.demo]?.wrongCodes == 2)
        await #expect(throws: AuthError.noPendingCode) { try await sut.verify(code: code, for: .demo) }
        await #expect(throws: AuthError.resendTooSoon(secondsLeft: 30)) { try await sut.requestCode(for: .demo) }
    }

    @Test func aRelaunchKeepsTheLockOutOfThreeWrongCodesUntilANewCodeIsDue() async throws {
        // Given
        let first = makeSUT()
        try await first.requestCode(for: .demo)
        for _ in 0..<3 {
            _ = try await first.verify(code: wrongCode(), for: .demo)
        }
        clock.advance(by: 10)

        // When
        let sut = makeSUT()

        // Then
        #expect(attempts.storedAttempts[.demo]?.wrongCodes == 3)
        await #expect(throws: AuthError.resendTooSoon(secondsLeft: 20)) { try await sut.requestCode(for: .demo) }
        clock.advance(by: 19)
        await #expect(throws: AuthError.resendTooSoon(secondsLeft: 1)) { try await sut.resendCode(for: .demo) }
        #expect(notifications.messages.count == 1)
    }

    @Test func aRelaunchAfterThirtySecondsSendsANewCodeWithThreeAttempts() async throws {
        // Given
        let first = makeSUT()
        try await first.requestCode(for: .demo)
        for _ in 0..<3 {
            _ = try await first.verify(code: wrongCode(), for: .demo)
        }
        clock.advance(by: 30)
        let sut = makeSUT()

        // When
        try await sut.requestCode(for: .demo)

        // Then
        #expect(notifications.messages.count == 2)
        let code = try #require(notifications.lastCode)
        #expect(try await sut.verify(code: wrongCode(), for: .demo) == .wrongCode(attemptsLeft: 2))
        let result = try await sut.verify(code: code, for: .demo)
        guard case .signedIn = result else {
            Issue.record("expected the new code to sign in, got \(result)")
            return
        }
    }

    @Test func signingInForgetsTheAttempt() async throws {
        // Given
        let sut = makeSUT()
        try await sut.requestCode(for: .demo)
        _ = try await sut.verify(code: wrongCode(), for: .demo)

        // When
        _ = try await sut.verify(code: try #require(notifications.lastCode), for: .demo)

        // Then
        #expect(attempts.storedAttempts.isEmpty)
        try await makeSUT().requestCode(for: .demo)
        #expect(notifications.messages.count == 2)
    }

    @Test func sendingACodeReadsTheRecordOfAttemptsOnce() async throws {
        // Given
        let sut = makeSUT()

        // When
        try await sut.requestCode(for: .demo)

        // Then: the wait is decided on the same reading that records the sending
        #expect(attempts.reads == 1)
        #expect(attempts.storedAttempts[.demo] != nil)
    }

    @Test func askingTooSoonReadsTheRecordOnceAndKeepsItAsItWas() async throws {
        // Given
        try await makeSUT().requestCode(for: .demo)
        let recorded = attempts.storedAttempts
        clock.advance(by: 10)
        let sut = makeSUT()
        let readsBefore = attempts.reads

        // When
        await #expect(throws: AuthError.resendTooSoon(secondsLeft: 20)) { try await sut.resendCode(for: .demo) }

        // Then
        #expect(attempts.reads == readsBefore + 1)
        #expect(attempts.storedAttempts == recorded)
    }

    @Test func aCodeRecordedByAnotherLaunchWhileSendingIsWaitedForAndNoneIsSent() async throws {
        // Given: another launch records a sending between this one's reading and its save
        attempts.savedMeanwhile = SignInAttempt(identifier: .demo, codeSentAt: clock.now())
        let sut = makeSUT()

        // When / Then: the code decided on the first reading is taken back, and the wait is said
        await #expect(throws: AuthError.resendTooSoon(secondsLeft: 30)) { try await sut.requestCode(for: .demo) }
        #expect(notifications.messages.isEmpty)
        await #expect(throws: AuthError.noPendingCode) { _ = try await sut.verify(code: "000000", for: .demo) }
    }

    @Test func aCodeWhoseSendingCannotBeRecordedIsNotSent() async throws {
        // Given
        let failure = ServiceFailure(step: .save, detail: "/s/sign-in-attempts.json: disk full")
        attempts.fail(with: failure)
        let sut = makeSUT()

        // When
        await #expect(throws: AuthError.unavailable(failure)) { try await sut.requestCode(for: .demo) }

        // Then
        #expect(notifications.messages.isEmpty)
        attempts.fail(with: nil)
        try await sut.requestCode(for: .demo)
        #expect(notifications.messages.count == 1)
    }

    @Test func aTypedCodeThatCannotBeCountedIsNotChecked() async throws {
        // Given
        let sut = makeSUT()
        try await sut.requestCode(for: .demo)
        let code = try #require(notifications.lastCode)
        let failure = ServiceFailure(step: .save, detail: "/s/sign-in-attempts.json: disk full")
        attempts.fail(with: failure)

        // When
        await #expect(throws: AuthError.unavailable(failure)) { try await sut.verify(code: code, for: .demo) }

        // Then
        attempts.fail(with: nil)
        #expect(try await sut.verify(code: wrongCode(), for: .demo) == .wrongCode(attemptsLeft: 2))
        #expect(attempts.storedAttempts[.demo]?.wrongCodes == 1)
    }

    @Test func accountsThatCannotBeReadAreNotTakenForANewAccount() async throws {
        // Given
        let failure = ServiceFailure(step: .read, detail: "/s/accounts.json: Permission denied")
        let sut = OneTimeCodeAuthService(
            accounts: AccountServiceStub(failing: failure),
            sessions: FileSessionService(directory: folder.stateDirectory, reporter: reporter, now: clock.now),
            attempts: attempts,
            notifications: notifications,
            reporter: reporter,
            now: clock.now,
            uptime: clock.uptime
        )
        try await sut.requestCode(for: .demo)
        let code = try #require(notifications.lastCode)

        // When
        await #expect(throws: AuthError.unavailable(failure)) { _ = try await sut.verify(code: code, for: .demo) }

        // Then
        await #expect(throws: AuthError.unavailable(failure)) { _ = try await sut.hasAccount(for: .demo) }
    }

    @Test func accountsThatCannotBeReadForTheSignedInPersonAreReportedOnce() async throws {
        // Given: a saved session, and accounts that cannot be read just now
        let failure = ServiceFailure(step: .read, detail: "/s/accounts.json: Too many open files")
        let sessions = FileSessionService(directory: folder.stateDirectory, reporter: reporter, now: clock.now)
        try sessions.save(
            Session(accountID: UUID(), token: String(repeating: "c", count: 64), expiresAt: clock.now() + 60)
        )
        let sut = OneTimeCodeAuthService(
            accounts: AccountServiceStub(failing: failure),
            sessions: sessions,
            attempts: attempts,
            notifications: notifications,
            reporter: reporter,
            now: clock.now,
            uptime: clock.uptime
        )

        // When
        let account = await sut.currentAccount()

        // Then: nobody shows the failure, so the service says it, once
        #expect(account == nil)
        #expect(
            reporter.messages == [
                "could not read /s/accounts.json: Too many open files; left it as it is and went on without it."
            ]
        )
    }

    @Test func tooManyAttemptsDoNotResetTheThirtySecondWait() async throws {
        // Given
        let sut = makeSUT()
        try await sut.requestCode(for: .demo)
        let wrong = wrongCode()
        for _ in 0..<3 {
            _ = try await sut.verify(code: wrong, for: .demo)
        }

        // When
        clock.advance(by: 10)

        // Then
        await #expect(throws: AuthError.resendTooSoon(secondsLeft: 20)) { try await sut.requestCode(for: .demo) }
        clock.advance(by: 20)
        try await sut.requestCode(for: .demo)
        #expect(notifications.messages.count == 2)
    }
}
