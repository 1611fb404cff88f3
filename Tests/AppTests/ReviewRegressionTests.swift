import Testing

@testable import Coordinators
@testable import CoordinatorsTestSupport
@testable import Modules
@testable import ModulesTestSupport
@testable import Storage
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

/// Cases found in review, each of which failed before its fix.
@MainActor @Suite struct ReviewRegressionTests {
    private let folder = TemporaryDirectory()
    private let clock = WallClockFake()

    @Test func aFIFOInPlaceOfAFileIsMovedAsideInsteadOfHangingTheRead() {
        // Given
        mkfifo(folder.file("session.json"), 0o600)

        // When
        let result = JSONFile<Session>(name: "session.json", in: folder.stateDirectory, now: clock.now).read()

        // Then
        guard case .unreadable("not a regular file", .some) = result else {
            Issue.record("expected the FIFO moved aside, got \(result)")
            return
        }
    }

    @Test func aReadOnlyInstanceNeverMovesAFileAside() {
        // Given
        folder.write("{broken", to: "session.json")
        let owner = StateDirectory(path: folder.path)
        #expect(owner.prepare() == nil)
        let second = StateDirectory(path: folder.path)
        #expect(second.prepare() == .anotherInstance)

        // When
        let result = JSONFile<Session>(name: "session.json", in: second, now: clock.now).read()

        // Then
        guard case .unreadable(_, nil) = result else {
            Issue.record("expected the file left in place, got \(result)")
            return
        }
        #expect(folder.names().contains("session.json"))
    }

    @Test func aLockThatCannotBeTakenMakesTheInstanceReadOnly() {
        // Given
        folder.write("x", to: "missing")
        let sut = StateAccess(path: folder.file("missing/folder"))

        // When
        let reason = sut.prepare()

        // Then
        #expect(reason == .unusable("\(folder.file("missing")) is not a folder"))
        #expect(sut.isReadOnly)
    }

    @Test func tooManyAttemptsDoNotResetTheThirtySecondWait() async throws {
        // Given
        let notifications = NotificationServiceSpy()
        let reporter = ProblemReporterSpy()
        let sut = OneTimeCodeAuthService(
            accounts: FileAccountService(directory: folder.stateDirectory, reporter: reporter, now: clock.now),
            sessions: FileSessionService(directory: folder.stateDirectory, reporter: reporter, now: clock.now),
            attempts: SignInAttemptStoreFake(),
            notifications: notifications,
            reporter: reporter,
            now: clock.now,
            uptime: clock.uptime
        )
        try await sut.requestCode(for: .demo)
        let wrong = notifications.lastCode == "000000" ? "000001" : "000000"
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

    @Test(arguments: ["2026-02-30T00:00:00Z", "2025-02-29T00:00:00Z", "2026-04-31T00:00:00Z", "1900-02-29T00:00:00Z"])
    func impossibleDatesAreRejected(text: String) {
        #expect(Timestamp.date(from: text) == nil)
    }

    @Test func leapDaysAndOutOfRangeDatesAreHandled() {
        #expect(Timestamp.date(from: "2024-02-29T00:00:00Z") != nil)
        #expect(Timestamp.date(from: "2000-02-29T00:00:00Z") != nil)
        #expect(Timestamp.string(from: Date(timeIntervalSince1970: .nan)) == "1970-01-01T00:00:00Z")
        #expect(Timestamp.string(from: Date(timeIntervalSince1970: 1e12)) == "9999-12-31T23:59:59Z")
    }

    @Test(arguments: ["-9223372036854775808", "9223372036854775807", "0", "-1"])
    func hugeNumbersPickNothingInsteadOfCrashing(input: String) {
        #expect(Menu(["One", "Two"]).choice(for: input) == nil)
        #expect(ItemList([.init(title: "One")]).choice(for: input) == nil)
    }

    @Test func aLinkCutShortIsRefusedNotTakenAsAShorterOne() async throws {
        // Given
        let sut = LinkEndpoint(path: folder.file("links.sock"))
        var received: [String] = []
        try sut.listen { received.append($0) }
        defer { sut.close() }

        // When
        let reply = await Task.detached { [path = sut.path] in Self.sendWithoutEnding("cards/1", to: path) }.value

        // Then
        #expect(reply == "error: the link did not arrive whole in time")
        #expect(received.isEmpty)
    }

    @Test func theAppsWiringIsReleasedWhenTheAppIs() async {
        await expectDeallocation {
            let harness = await AppHarness(folder: folder)
            await harness.type("2")
            await harness.signInAsDemo()
            return [harness.assembly, harness.coordinator, harness.assembly.application, harness.assembly.links]
        }
    }

    /// Writes `link` without a newline and keeps the connection open, as a stalled sender would.
    private nonisolated static func sendWithoutEnding(_ link: String, to path: String) -> String {
        guard let client = LinkClient(path: path) else { return "not connected" }
        client.write(link)
        return client.reply(within: .seconds(10)) ?? ""
    }
}

extension String {
    fileprivate func trimmingNewline() -> String {
        hasSuffix("\n") ? String(dropLast()) : self
    }
}

/// What counts as a save that never finished, to be removed at the next start.
@Suite struct InterruptedSaveNameTests {
    @Test(arguments: [
        ("session.json.tmp-4242-3735928559", true),
        ("accounts.json.tmp-1-0", true),
        ("sign-in-attempts.json.tmp-77-12", true),
        ("session.json", false),
        ("notes.tmp-1-2", false),
        ("session.json.tmp-x-1", false),
        ("session.json.tmp-1", false),
        ("session.json.tmp-1-2-3", false),
    ])
    func aTemporaryFileIsRecognisedByTheNameJSONFileGivesIt(name: String, isInterrupted: Bool) {
        #expect(TemporaryFile.isLeftover(name) == isInterrupted)
    }

    @Test func theNameASaveGivesIsOneTheNextStartRecognises() {
        #expect(TemporaryFile.isLeftover(TemporaryFile.name(for: "sign-in-attempts.json")))
    }
}
