import Storage
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Keeps each account's cards in `cards-<account>.json`; an account that never had the file starts with three cards.
///
/// Every change reads the file again, so it applies to what is saved now, and runs again when another program replaced
/// the file before the save. A broken file is moved aside and the
/// account has no cards from then on: defaults never bring a removed or blocked card back.
///
/// The cards read last are kept with the file's version: while the file is still that version, `cards()` answers
/// from them, so a link's check that a card exists and the card's screen read the file once.
public nonisolated final class FileCardService: CardService {
    // MARK: - Properties

    private let directory: StateDirectory
    private let sessions: any SessionService
    private let reporter: any ProblemReporter
    private let now: @Sendable () -> Date
    /// The cards read last, and the file and version they were read at.
    private let lastRead = Mutex<ReadCards?>(nil)

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
        try await load()
    }

    public func setBlocked(_ isBlocked: Bool, cardID: Int) async throws(CardError) -> Card {
        var changed: Card?
        try await change { cards in
            changed = nil
            guard let index = cards.firstIndex(where: { $0.id == cardID }) else { return nil }
            var updated = cards
            updated[index].isBlocked = isBlocked
            changed = updated[index]
            return updated
        }
        guard let changed else { throw .noSuchCard(cardID) }
        return changed
    }

    public func removeCard(withID id: Int) async throws(CardError) {
        var removed = false
        try await change { cards in
            removed = cards.contains { $0.id == id }
            return removed ? cards.filter { $0.id != id } : nil
        }
        guard removed else { throw .noSuchCard(id) }
    }

    // MARK: - Private Methods

    /// The signed-in account's cards file.
    private func file() async throws(CardError) -> JSONFile<[Card]> {
        guard let session = await sessions.currentSession() else { throw .signedOut }
        return directory.jsonFile("cards-\(session.accountID.uuidString).json", now: now)
    }

    /// The signed-in account's cards, seeding three cards the first time.
    private func load() async throws(CardError) -> [Card] {
        let file = try await file()
        if let known = lastRead.withLock({ $0 }), known.file == file.name, file.isStill(known.version) {
            return known.cards
        }
        let contents: JSONFile<[Card]>.Contents
        let version: JSONFile<[Card]>.Version
        do {
            (contents, version) = try await file.read(reportingTo: reporter)
        } catch {
            throw .unavailable(error)
        }
        let cards = Self.cards(in: contents)
        if contents.value == nil {
            // Shown even when they cannot be saved (a read-only instance): looking is not saving.
            _ = try? file.write(cards, ifStill: version)
        } else {
            lastRead.withLock { $0 = ReadCards(file: file.name, version: version, cards: cards) }
        }
        return cards
    }

    /// Saves what `apply` makes of the signed-in account's cards as they are on disk now; `apply` returns `nil` to
    /// save nothing.
    private func change(_ apply: ([Card]) -> [Card]?) async throws(CardError) {
        let file = try await file()
        do {
            _ = try await file.update(reportingTo: reporter) { contents in apply(Self.cards(in: contents)) }
        } catch {
            throw .unavailable(error)
        }
    }

    /// The cards a read found: the file's, none for a broken file (saved as an empty list, so that the next launch
    /// does not take the moved-aside file for a new account), three starting cards for an account that never had it.
    private static func cards(in contents: JSONFile<[Card]>.Contents) -> [Card] {
        switch contents {
        case .value(let cards):
            cards
        case .broken:
            []
        case .absent:
            [
                Card(id: 1, brand: "Visa", lastDigits: "4242"),
                Card(id: 2, brand: "Mastercard", lastDigits: "4444"),
                Card(id: 3, brand: "Mir", lastDigits: "0001"),
            ]
        }
    }
}

// MARK: - ReadCards

/// Cards as a read found them: the file's name, its version then, and the cards.
private nonisolated struct ReadCards: Sendable {
    let file: String
    let version: JSONFile<[Card]>.Version
    let cards: [Card]
}

// MARK: - StoredValue

/// Read back with the synthesized `Codable`, then ``Card/validated()``.
extension Card: StoredValue {}
