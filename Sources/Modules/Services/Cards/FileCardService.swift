#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Keeps each account's cards in `cards-<account>.json`; an account that never had the file starts with three cards.
///
/// Every change reads the file again, so it applies to what is saved now. A broken file is moved aside and the
/// account has no cards from then on: defaults never bring a removed or blocked card back.
public nonisolated final class FileCardService: CardService {
    // MARK: - Properties

    private let directory: StateDirectory
    private let sessions: any SessionService
    private let reporter: any ProblemReporter
    private let now: @Sendable () -> Date

    // MARK: - Initialization

    /// Creates the service on `directory`, for whoever `sessions` says is signed in.
    public init(
        directory: StateDirectory,
        sessions: any SessionService,
        reporter: any ProblemReporter,
        now: @escaping @Sendable () -> Date
    ) {
        self.directory = directory
        self.sessions = sessions
        self.reporter = reporter
        self.now = now
    }

    // MARK: - CardService

    public func cards() async throws(CardError) -> [Card] {
        try await load().cards
    }

    public func setBlocked(_ isBlocked: Bool, cardID: Int) async throws(CardError) -> Card {
        let (file, cards) = try await load()
        guard let index = cards.firstIndex(where: { $0.id == cardID }) else { throw .noSuchCard(cardID) }
        var updated = cards
        updated[index].isBlocked = isBlocked
        try save(updated, to: file)
        return updated[index]
    }

    public func removeCard(withID id: Int) async throws(CardError) {
        let (file, cards) = try await load()
        guard cards.contains(where: { $0.id == id }) else { throw .noSuchCard(id) }
        try save(cards.filter { $0.id != id }, to: file)
    }

    // MARK: - Private Methods

    /// The signed-in account's file and cards, seeding three cards the first time.
    private func load() async throws(CardError) -> (file: JSONFile<[Card]>, cards: [Card]) {
        guard let session = await sessions.currentSession() else { throw .signedOut }
        let file: JSONFile<[Card]> = directory.jsonFile("cards-\(session.accountID.uuidString).json", now: now)
        let loaded: JSONFile<[Card]>.Loaded
        do {
            loaded = try await file.load(reportingTo: reporter)
        } catch {
            throw .unreadable(error)
        }
        switch loaded {
        case .value(let cards):
            return (file, cards)
        case .broken:
            // Saved as an empty list, so that the next launch does not take the moved-aside file for a new account.
            try? file.write([])
            return (file, [])
        case .absent:
            break
        }
        let seeded = [
            Card(id: 1, brand: "Visa", lastDigits: "4242"),
            Card(id: 2, brand: "Mastercard", lastDigits: "4444"),
            Card(id: 3, brand: "Mir", lastDigits: "0001"),
        ]
        // Shown even when they cannot be saved (a read-only instance): looking is not saving.
        try? file.write(seeded)
        return (file, seeded)
    }

    private func save(_ cards: [Card], to file: JSONFile<[Card]>) throws(CardError) {
        do {
            try file.write(cards)
        } catch {
            throw .storage(error)
        }
    }
}
