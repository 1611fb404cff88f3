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

@Suite struct FileAccountServiceTests {
    private let folder = TemporaryDirectory()
    private let clock = WallClockFake()
    private let reporter = ProblemReporterSpy()

    private func makeSUT(reporter: ProblemReporterSpy? = nil) -> FileAccountService {
        FileAccountService(directory: folder.stateDirectory, reporter: reporter ?? self.reporter, now: clock.now)
    }

    private func accounts(in directory: StateDirectory) -> FileAccountService {
        FileAccountService(directory: directory, reporter: reporter, now: clock.now)
    }

    /// An account as the app saves it: compact JSON.
    private static func json(id: UUID = UUID(), email: String, name: String) -> String {
        "{\"createdAt\":\"2026-01-01T00:00:00Z\",\"id\":\"\(id.uuidString)\","
            + "\"identifier\":{\"kind\":\"email\",\"value\":\"\(email)\"},\"name\":\"\(name)\"}"
    }

    /// Writes the demo account and as many others as fit within `margin` bytes under the read limit, leaving less
    /// room than one more account of 170 bytes; returns how many accounts there are.
    @discardableResult
    private func writeAccountsNearTheLimit(margin: Int) -> Int {
        var entries = [Self.json(email: "demo@example.com", name: "Demo User")]
        var size = entries[0].utf8.count + 3
        while true {
            let entry = Self.json(email: "p\(entries.count)@example.com", name: "Person \(entries.count)")
            guard size + entry.utf8.count + 1 <= JSONFile<[Account]>.maximumSize - margin else { break }
            entries.append(entry)
            size += entry.utf8.count + 1
        }
        folder.write("[" + entries.joined(separator: ",") + "]\n", to: "accounts.json")
        return entries.count
    }

    // MARK: - The read limit

    @Test func aSignUpThatWouldTakeTheAccountsPastTheReadLimitIsRefusedAndNoAccountIsLost() async throws {
        // Given
        let count = writeAccountsNearTheLimit(margin: 0)
        let sut = makeSUT()
        let identifier = SignInIdentifier.valid("a-new-person-who-signs-up-today@example.com")

        // When
        let error = await #expect(throws: AccountError.self) {
            try await sut.createAccount(identifier: identifier, name: String(repeating: "N", count: 50))
        }

        // Then
        #expect(
            error
                == .unavailable(
                    ServiceFailure(
                        step: .refusedSave,
                        detail: "the change would make accounts.json larger than 1024 KiB, more than the app reads back"
                    )
                )
        )
        #expect(try await sut.account(for: identifier) == nil, "what the app holds is what the file holds")
        let relaunched = makeSUT()
        #expect(try await relaunched.account(for: .valid("p\(count - 1)@example.com")) != nil)
        #expect(try await relaunched.account(for: .demo) != nil)
        #expect(reporter.messages.isEmpty, "nothing was moved aside")
    }

    @Test func aRenameAtTheReadLimitSavesWhatItReadsBack() async throws {
        // Given
        writeAccountsNearTheLimit(margin: 20)
        let sut = makeSUT()
        let demo = try #require(try await sut.account(for: .demo))

        // When
        try await sut.rename(accountWithID: demo.id, to: "Demo")

        // Then
        #expect(try await makeSUT().account(for: .demo)?.name == "Demo")
        #expect(reporter.messages.isEmpty)
    }

    // MARK: - A broken file

    @Test func anIdentifierWithALineBreakBreaksTheFileWhichIsReportedInOneLineAndMovedAside() async throws {
        // Given
        let hostile = Self.json(email: "eve@example.com\\n[notification] Signed out", name: "Eve")
        folder.write("[" + hostile + "]", to: "accounts.json")

        // When
        let demo = try await makeSUT().account(for: .demo)

        // Then
        #expect(demo?.name == "Demo User", "the app goes on as if the file were absent")
        #expect(reporter.messages.count == 1)
        #expect(reporter.messages.first?.hasPrefix("accounts.json could not be used (not the expected JSON)") == true)
        #expect(reporter.messages.first?.contains("\n") == false)
        #expect(folder.names().contains("accounts.json.corrupt-1800000000"))
    }

    @Test func aStoredNameOfThousandsOfCharactersIsCutToTheLongestNameOnRead() async throws {
        // Given
        folder.write(
            "[" + Self.json(email: "demo@example.com", name: String(repeating: "N", count: 5_000)) + "]",
            to: "accounts.json"
        )

        // When
        let demo = try await makeSUT().account(for: .demo)

        // Then
        #expect(demo?.name == String(repeating: "N", count: PersonName.maximumLength))
    }

    @Test func brokenAccountsThatCannotBeMovedAsideAreNotReplacedByTheDemoAccount() async {
        // Given: the accounts are broken, and every name a move aside could take in this second is taken
        folder.write("[" + Self.json(email: "kept@example.com", name: "Kept") + ",{", to: "accounts.json")
        for attempt in 0..<100 {
            folder.write("", to: "accounts.json.corrupt-1800000000" + (attempt == 0 ? "" : "-\(attempt)"))
        }
        let sut = makeSUT()

        // When
        let error = await #expect(throws: ServiceFailure.self) {
            try await sut.account(for: SignInIdentifier.valid("demo@example.com"))
        }

        // Then: the error says why, for whoever shows it; nothing else says it again
        #expect(folder.contents(of: "accounts.json")?.contains("kept@example.com") == true)
        #expect(error?.step == .read)
        #expect(error?.detail.contains("could not be moved aside") == true)
        #expect(reporter.messages.isEmpty)
    }

    // MARK: - Another program's accounts

    @Test func anAccountAnotherProgramSavesWhileASignUpIsSavedIsKept() async throws {
        // Given: a broken file, reported between the sign-up's read and its save, when the other program saves
        folder.write("not JSON", to: "accounts.json")
        let path = folder.file("accounts.json")
        let other = UUID()
        let otherAccount = Self.json(id: other, email: "other@example.com", name: "Other")
        reporter.onReport = { _ in TemporaryDirectory.replace(file: path, with: "[\(otherAccount)]") }
        let sut = makeSUT()

        // When
        let created = try await sut.createAccount(identifier: .valid("new@example.com"), name: "New")

        // Then
        let relaunched = makeSUT(reporter: ProblemReporterSpy())
        #expect(try await relaunched.account(withID: other) != nil, "the other program's account was kept")
        #expect(try await relaunched.account(withID: created.id) != nil)
        #expect(try await relaunched.account(for: .demo) != nil)
    }

    @Test func theDemoAccountIsNotSavedOverAFileAnotherProgramSavedSinceTheRead() async throws {
        // Given
        folder.write("not JSON", to: "accounts.json")
        let path = folder.file("accounts.json")
        let other = UUID()
        let otherAccount = Self.json(id: other, email: "other@example.com", name: "Other")
        reporter.onReport = { _ in TemporaryDirectory.replace(file: path, with: "[\(otherAccount)]") }
        let sut = makeSUT()

        // When
        _ = try await sut.account(for: .demo)

        // Then
        let relaunched = makeSUT(reporter: ProblemReporterSpy())
        #expect(try await relaunched.account(withID: other) != nil, "the other program's account was kept")
    }

    // MARK: - Two instances and the lock

    @Test func aLockDeletedWhileRunningAndTakenByAnotherInstanceTurnsTheFirstReadOnly() async throws {
        // Given
        let first = StateDirectory(path: folder.path)
        #expect(first.prepare() == nil)
        let firstAccounts = accounts(in: first)
        let demo = try #require(try await firstAccounts.account(for: .demo))
        unlink(folder.file("lock"))
        let second = StateDirectory(path: folder.path)
        #expect(second.prepare() == nil)
        let identifier = try #require(SignInIdentifier("a@example.com"))
        let created = try await accounts(in: second).createAccount(identifier: identifier, name: "A")

        // When
        await #expect(
            throws: ServiceFailure(
                step: .refusedSave,
                detail: "another surfmvp took over the state folder while this one ran"
            )
        ) { try await firstAccounts.rename(accountWithID: demo.id, to: "Lost") }

        // Then
        #expect(first.access.readOnlyReason == .takenOver)
        let stored = try #require(folder.contents(of: "accounts.json"))
        #expect(stored.contains(created.id.uuidString))
        #expect(!stored.contains("Lost"))
    }

    @Test func aLockDeletedWhileNobodyElseHoldsItIsTakenAgainAndNoAccountIsLost() async throws {
        // Given: the second instance registers an account and quits while the first still runs
        let first = StateDirectory(path: folder.path)
        #expect(first.prepare() == nil)
        let firstAccounts = accounts(in: first)
        let demo = try #require(try await firstAccounts.account(for: .demo))
        unlink(folder.file("lock"))
        var created: Account?
        do {
            let second = StateDirectory(path: folder.path)
            #expect(second.prepare() == nil)
            let identifier = try #require(SignInIdentifier("a@example.com"))
            created = try await accounts(in: second).createAccount(identifier: identifier, name: "A")
        }

        // When
        try await firstAccounts.rename(accountWithID: demo.id, to: "Renamed")

        // Then
        let stored = try #require(folder.contents(of: "accounts.json"))
        #expect(stored.contains(try #require(created).id.uuidString), "the other instance's account was kept")
        #expect(stored.contains("Renamed"))
        #expect(StateDirectory(path: folder.path).prepare() == .anotherInstance, "the first holds the lock again")
    }
}
