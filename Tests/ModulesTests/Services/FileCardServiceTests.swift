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

@Suite struct FileCardServiceTests {
    private let folder = TemporaryDirectory()
    private let clock = WallClockFake()
    private let reporter = ProblemReporterSpy()
    private let sessions: FileSessionService

    init() {
        sessions = FileSessionService(directory: folder.stateDirectory, reporter: reporter, now: clock.now)
    }

    private func makeSessions() -> FileSessionService {
        FileSessionService(directory: folder.stateDirectory, reporter: reporter, now: clock.now)
    }

    private func makeSUT(signedIn account: UUID? = UUID()) async throws -> FileCardService {
        if let account {
            try sessions.save(
                Session(account: account, token: String(repeating: "a", count: 64), expiresAt: clock.now() + 60)
            )
        }
        return FileCardService(directory: folder.stateDirectory, sessions: sessions, reporter: reporter, now: clock.now)
    }

    @Test func cardsThatCannotBeReadJustNowAreThrownWithoutAlsoBeingReported() async throws {
        // Given: a cards file that cannot be read just now (broken, and every name to move it aside to is taken)
        let account = UUID()
        let sut = try await makeSUT(signedIn: account)
        let name = "cards-\(account.uuidString).json"
        folder.write("{broken", to: name)
        for attempt in 0..<100 {
            folder.write("", to: name + ".corrupt-1800000000" + (attempt == 0 ? "" : "-\(attempt)"))
        }

        // When
        let error = await #expect(throws: CardError.self) { try await sut.cards() }

        // Then: the screen that asked shows the error; nothing else says it again
        guard case .unavailable(let failure) = error, failure.step == .read else {
            Issue.record("expected cards that could not be read, got \(String(describing: error))")
            return
        }
        #expect(reporter.messages.isEmpty)
    }

    @Test func aNewAccountStartsWithThreeCardsSavedOwnerOnly() async throws {
        // Given
        let sut = try await makeSUT()

        // When
        let cards = try await sut.cards()

        // Then
        #expect(cards.map(\.title) == ["Visa •• 4242", "Mastercard •• 4444", "Mir •• 0001"])
        let file = try #require(folder.names().first { $0.hasPrefix("cards-") })
        #expect(folder.mode(of: file) == 0o600)
    }

    @Test func blockAndRemoveAreSavedForTheNextLaunch() async throws {
        // Given
        let account = UUID()
        let sut = try await makeSUT(signedIn: account)

        // When
        _ = try await sut.setBlocked(true, cardID: 1)
        try await sut.removeCard(withID: 2)
        let relaunched = FileCardService(
            directory: folder.stateDirectory,
            sessions: makeSessions(),
            reporter: reporter,
            now: clock.now
        )

        // Then
        let cards = try await relaunched.cards()
        #expect(cards.map(\.id) == [1, 3])
        #expect(cards.first?.isBlocked == true)
    }

    @Test func unknownCardsAndSignedOutAreErrors() async throws {
        // Given
        let sut = try await makeSUT()

        // Then
        await #expect(throws: CardError.noSuchCard(7)) { try await sut.removeCard(withID: 7) }
        try sessions.clear()
        await #expect(throws: CardError.signedOut) { try await sut.cards() }
    }

    @Test func eachAccountHasItsOwnCards() async throws {
        // Given
        let first = try await makeSUT()
        try await first.removeCard(withID: 1)

        // When
        let second = try await makeSUT()

        // Then
        #expect(try await second.cards().count == 3)
    }

    @Test func aCorruptCardsFileIsReportedMovedAsideAndNotReseeded() async throws {
        // Given
        let account = UUID()
        folder.write("[{\"id\": \"one\"}]", to: "cards-\(account.uuidString).json")
        let sut = try await makeSUT(signedIn: account)

        // When
        let cards = try await sut.cards()

        // Then
        #expect(cards.isEmpty)
        #expect(try await sut.cards().isEmpty, "the next load does not take the account for a new one")
        #expect(reporter.messages.count == 1)
        #expect(folder.names().contains { $0.hasPrefix("cards-\(account.uuidString).json.corrupt-") })
    }

    @Test func aReadOnlyInstanceShowsTheStartingCardsWithoutSayingItCouldNotSave() async throws {
        // Given: another instance holds the folder
        let owner = StateDirectory(path: folder.path)
        #expect(owner.prepare() == nil)
        let readOnly = StateDirectory(path: folder.path)
        let sessions = FileSessionService(directory: owner, reporter: reporter, now: clock.now)
        try sessions.save(
            Session(account: UUID(), token: String(repeating: "a", count: 64), expiresAt: clock.now() + 60)
        )
        let sut = FileCardService(directory: readOnly, sessions: sessions, reporter: reporter, now: clock.now)

        // When
        let cards = try await sut.cards()

        // Then
        #expect(cards.count == 3)
        #expect(!folder.names().contains { $0.hasPrefix("cards-") })
    }

    @Test func aCharacterOfThousandsOfCombiningMarksIsCutToo() async throws {
        // Given
        let account = UUID()
        let brand = "V" + String(repeating: "\u{301}", count: 100_000)
        folder.write(
            "[{\"id\": 1, \"brand\": \"\(brand)\", \"lastDigits\": \"4242\", \"isBlocked\": false}]",
            to: "cards-\(account.uuidString).json"
        )
        let sut = try await makeSUT(signedIn: account)

        // When
        let cards = try await sut.cards()

        // Then
        #expect((cards.first?.brand.utf8.count ?? .max) <= Card.maximumBrandBytes)
    }

    @Test func aSocketInPlaceOfTheCardsFileIsMovedAsideNotRetriedForever() async throws {
        // Given
        let account = UUID()
        let name = "cards-\(account.uuidString).json"
        let socket = try #require(UnixSocketFile(path: folder.file(name)))
        let sut = try await makeSUT(signedIn: account)

        // When
        let cards = try await sut.cards()

        // Then
        #expect(cards.isEmpty)
        #expect(reporter.messages.first?.contains("not a regular file") == true)
        #expect(folder.names().contains { $0.hasPrefix("\(name).corrupt-") })
        withExtendedLifetime(socket) {}
    }

    @Test func overlongStoredFieldsAreCutOnRead() async throws {
        // Given
        let account = UUID()
        let brand = String(repeating: "B", count: 100_000)
        folder.write(
            "[{\"id\": 1, \"brand\": \"\(brand)\", \"lastDigits\": \"1234567890\", \"isBlocked\": false}]",
            to: "cards-\(account.uuidString).json"
        )
        let sut = try await makeSUT(signedIn: account)

        // When
        let cards = try await sut.cards()

        // Then
        #expect(cards.first?.brand.count == Card.maximumBrandLength)
        #expect(cards.first?.lastDigits == "7890")
    }

    @Test func removingACardFromACompactFileNearTheReadLimitLeavesAFileTheAppReads() async throws {
        // Given
        let account = UUID()
        var entries: [String] = []
        var size = 3
        while true {
            let entry = "{\"brand\":\"Visa\",\"id\":\(entries.count + 1),\"isBlocked\":false,\"lastDigits\":\"4242\"}"
            guard size + entry.utf8.count + 1 <= JSONFile<[Card]>.maximumSize else { break }
            entries.append(entry)
            size += entry.utf8.count + 1
        }
        folder.write("[" + entries.joined(separator: ",") + "]\n", to: "cards-\(account.uuidString).json")
        let sut = try await makeSUT(signedIn: account)

        // When
        try await sut.removeCard(withID: 1)

        // Then
        let cards = try await sut.cards()
        #expect(cards.count == entries.count - 1)
        #expect(reporter.messages.isEmpty, "nothing was moved aside")
    }

    @Test func aCardAnotherProgramChangesWhileACardIsRemovedKeepsThatChange() async throws {
        // Given: a broken file, reported between the removal's read and its save, when the other program saves
        let account = UUID()
        let name = "cards-\(account.uuidString).json"
        folder.write("not JSON", to: name)
        let sut = try await makeSUT(signedIn: account)
        let path = folder.file(name)
        reporter.onReport = { _ in
            TemporaryDirectory.replace(
                file: path,
                with: "[{\"brand\":\"Visa\",\"id\":1,\"isBlocked\":false,\"lastDigits\":\"4242\"},"
                    + "{\"brand\":\"Mir\",\"id\":2,\"isBlocked\":false,\"lastDigits\":\"0001\"}]"
            )
        }

        // When
        try await sut.removeCard(withID: 1)

        // Then
        #expect(try await sut.cards().map(\.id) == [2])
    }

    @Test func cardsAnotherProgramSavesAfterTheyWereReadAreReadAgain() async throws {
        // Given: the cards read once, and kept
        let account = UUID()
        let sut = try await makeSUT(signedIn: account)
        _ = try await sut.cards()
        #expect(try await sut.cards().map(\.id) == [1, 2, 3])

        // When: another program replaces the file
        TemporaryDirectory.replace(
            file: folder.file("cards-\(account.uuidString).json"),
            with: "[{\"brand\":\"Mir\",\"id\":3,\"isBlocked\":true,\"lastDigits\":\"0001\"}]"
        )

        // Then: what is on disk now, not what was read before
        let cards = try await sut.cards()
        #expect(cards.map(\.id) == [3])
        #expect(cards.first?.isBlocked == true)
    }
}
