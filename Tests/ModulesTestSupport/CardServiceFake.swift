@testable import Modules
@testable import TestSupport

/// Cards kept in memory, three to start with; can be told to fail.
final class CardServiceFake: CardService {
    private struct State {
        var cards = [
            Card(id: 1, brand: "Visa", lastDigits: "4242"),
            Card(id: 2, brand: "Mastercard", lastDigits: "4444"),
            Card(id: 3, brand: "Mir", lastDigits: "0001"),
        ]
        var failure: CardError?
        var readCount = 0
    }

    // MARK: - Properties

    private let state = Locked(State())

    var storedCards: [Card] { state.cards }

    /// How many times the cards were read.
    var readCount: Int { state.readCount }

    func fail(with error: CardError?) {
        state.failure = error
    }

    // MARK: - CardService

    func cards() async throws(CardError) -> [Card] {
        try state.withLock { state throws(CardError) in
            state.readCount += 1
            if let failure = state.failure { throw failure }
            return state.cards
        }
    }

    func setBlocked(_ isBlocked: Bool, cardID: Int) async throws(CardError) -> Card {
        try state.withLock { state throws(CardError) in
            if let failure = state.failure { throw failure }
            guard let index = state.cards.firstIndex(where: { $0.id == cardID }) else { throw .noSuchCard(cardID) }
            state.cards[index].isBlocked = isBlocked
            return state.cards[index]
        }
    }

    func removeCard(withID id: Int) async throws(CardError) {
        try state.withLock { state throws(CardError) in
            if let failure = state.failure { throw failure }
            guard state.cards.contains(where: { $0.id == id }) else { throw .noSuchCard(id) }
            state.cards.removeAll { $0.id == id }
        }
    }
}
