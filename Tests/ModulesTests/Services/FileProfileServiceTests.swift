import Synchronization
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

@Suite struct FileProfileServiceTests {
    private let folder = TemporaryDirectory()
    private let clock = WallClockFake()
    private let reporter = ProblemReporterSpy()

    @Test func savesTheNameWithTheAccountAndTheSubscriptionApart() async throws {
        // Given
        let accounts = FileAccountService(directory: folder.stateDirectory, reporter: reporter, now: clock.now)
        let sessions = FileSessionService(directory: folder.stateDirectory, reporter: reporter, now: clock.now)
        let demo = try #require(try await accounts.account(for: .demo))
        try sessions.save(
            Session(account: demo.id, token: String(repeating: "b", count: 64), expiresAt: clock.now() + 60)
        )
        let sut = FileProfileService(
            directory: folder.stateDirectory,
            sessions: sessions,
            accounts: accounts,
            reporter: reporter,
            now: clock.now
        )
        var profile = try await sut.profile()

        // When
        profile.name = "Ada"
        profile.subscription = .premium
        try await sut.save(profile)

        // Then
        let relaunched = FileAccountService(directory: folder.stateDirectory, reporter: reporter, now: clock.now)
        #expect(try await relaunched.account(for: .demo)?.name == "Ada")
        #expect(try await sut.profile().subscription == .premium)
        #expect(folder.names().contains("profile-\(demo.id.uuidString).json"))
    }

    @Test func aNameThatCannotBeSavedWithItsProfileIsNotSavedEvenWhenNothingCanBeUndone() async throws {
        // Given: profiles that cannot be saved (another instance holds the folder), and accounts that take one rename
        // and then no more
        let (sut, accounts, _) = try await makeSUT(renamesTaken: 1, profilesIn: StateDirectory(path: folder.path))
        var profile = try await sut.profile()

        // When
        profile.name = "Ada"
        await #expect(throws: ProfileError.self) { try await sut.save(profile) }

        // Then
        #expect(try await accounts.account(for: .demo)?.name == "Demo User")
    }

    @Test func aSubscriptionThatCannotBeUndoneWhenTheNameFailsIsSaidToBeSaved() async throws {
        // Given: accounts that take no rename, and block the profile file when asked for one
        let (sut, accounts, demo) = try await makeSUT(renamesTaken: 0)
        let blocked = folder.file("profile-\(demo.id.uuidString).json")
        accounts.onRefusedRename = {
            rename(blocked, blocked + ".saved")
            mkdir(blocked, 0o700)
            mkdir(blocked + "/in-the-way", 0o700)
        }
        var profile = try await sut.profile()

        // When
        profile.name = "Ada"
        profile.subscription = .premium
        let error = await #expect(throws: ProfileError.self) { try await sut.save(profile) }

        // Then
        guard case .onlySubscriptionSaved(let failure) = error else {
            Issue.record("expected the subscription saved and the name not, got \(String(describing: error))")
            return
        }
        #expect(failure == ServiceFailure(step: .save, detail: "accounts.json: No space left on device"))
        #expect(folder.contents(of: "profile-\(demo.id.uuidString).json.saved")?.contains("premium") == true)
        #expect(try await accounts.account(for: .demo)?.name == "Demo User")
    }

    @Test func aKeptDraftWithANameOfThousandsOfCharactersIsCutToTheLongestNameOnRead() async throws {
        // Given
        let (sut, _, demo) = try await makeSUT(renamesTaken: 0)
        folder.write(
            #"{"draft":{"name":"\#(String(repeating: "N", count: 5_000))","subscription":"premium"},"#
                + #""subscription":"free"}"#,
            to: "profile-\(demo.id.uuidString).json"
        )

        // When
        let draft = await sut.takeKeptDraft()

        // Then
        #expect(draft?.name == String(repeating: "N", count: PersonName.maximumLength))
        #expect(draft?.subscription == .premium)
    }

    private func makeSUT(
        renamesTaken: Int,
        profilesIn profiles: StateDirectory? = nil
    ) async throws -> (FileProfileService, AccountServiceRenamingOnly, Account) {
        let stored = FileAccountService(directory: folder.stateDirectory, reporter: reporter, now: clock.now)
        let accounts = AccountServiceRenamingOnly(stored, times: renamesTaken)
        let sessions = FileSessionService(directory: folder.stateDirectory, reporter: reporter, now: clock.now)
        let demo = try #require(try await stored.account(for: .demo))
        try sessions.save(
            Session(account: demo.id, token: String(repeating: "b", count: 64), expiresAt: clock.now() + 60)
        )
        let sut = FileProfileService(
            directory: profiles ?? folder.stateDirectory,
            sessions: sessions,
            accounts: accounts,
            reporter: reporter,
            now: clock.now
        )
        return (sut, accounts, demo)
    }
}

/// Accounts on file that take the first `times` renames and refuse every one after, as a disk that fills up does.
private final class AccountServiceRenamingOnly: AccountService {
    private let stored: FileAccountService
    private let renamesLeft: Mutex<Int>
    private let refusal = Mutex<@Sendable () -> Void>({})

    /// Runs when a rename is refused, before it throws.
    var onRefusedRename: @Sendable () -> Void {
        get { refusal.withLock { $0 } }
        set { refusal.withLock { $0 = newValue } }
    }

    init(_ stored: FileAccountService, times: Int) {
        self.stored = stored
        renamesLeft = Mutex(times)
    }

    func account(withID id: UUID) async throws(ServiceFailure) -> Account? { try await stored.account(withID: id) }

    func account(for identifier: SignInIdentifier) async throws(ServiceFailure) -> Account? {
        try await stored.account(for: identifier)
    }

    func createAccount(identifier: SignInIdentifier, name: String) async throws(AccountError) -> Account {
        try await stored.createAccount(identifier: identifier, name: name)
    }

    func rename(accountWithID id: UUID, to name: String) async throws(ServiceFailure) {
        let taken = renamesLeft.withLock { left in
            guard left > 0 else { return false }
            left -= 1
            return true
        }
        guard taken else {
            onRefusedRename()
            throw ServiceFailure(step: .save, detail: "accounts.json: No space left on device")
        }
        try await stored.rename(accountWithID: id, to: name)
    }
}

extension Session {
    init(account: UUID, token: String, expiresAt: Date) {
        self.init(accountID: account, token: token, expiresAt: expiresAt)
    }
}
